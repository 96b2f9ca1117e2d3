import type { ExtensionCatalogo } from '../catalogo/extensiones';
import { CrearVariasMesas } from './CrearVariasMesas';
import { PlanoMesas } from './PlanoMesas';

/** Tables: the floor plan as a second view, and creating several at once. */
const extension: ExtensionCatalogo = {
  recurso: 'mesas',
  vista: { etiqueta: 'comanda.plano_mesas.pestana', vista: 'plano', componente: PlanoMesas },
  accionLista: CrearVariasMesas,
};

export default extension;
