import type { ExtensionCatalogo } from '../catalogo/extensiones';
import { DigitoVerificacion } from './DigitoVerificacion';

/** Providers: the NIT's check digit, computed as it is typed. */
const extension: ExtensionCatalogo = {
  recurso: 'proveedores',
  entradas: { digito_verificacion: DigitoVerificacion },
};

export default extension;
