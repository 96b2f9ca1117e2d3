import type { ExtensionCatalogo } from '../catalogo/extensiones';
import { ModoImpresion } from './ModoImpresion';
import { TiquetesFallidos } from './TiquetesFallidos';

/** Print points: the print mode's input, the failed tickets under the form. */
const extension: ExtensionCatalogo = {
  recurso: 'puntosImpresion',
  entradas: { modo_impresion: ModoImpresion },
  edicion: TiquetesFallidos,
};

export default extension;
