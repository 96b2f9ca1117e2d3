import type { ExtensionCatalogo } from '../catalogo/extensiones';
import { OrdenCategorias } from './OrdenCategorias';

/** Categories: the menu's order as a second view. */
const extension: ExtensionCatalogo = {
  recurso: 'categorias',
  vista: { etiqueta: 'comanda.categorias.orden', vista: 'orden', componente: OrdenCategorias },
};

export default extension;
