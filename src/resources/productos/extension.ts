import type { ExtensionCatalogo } from '../catalogo/extensiones';
import { EdicionProducto } from './EdicionProducto';
import { ImportarProductos } from './ImportarProductos';
import { MarcaInventario } from './MarcaInventario';

/** Products: the recipe and the modifier groups under the form (so a new one opens there), the import button, the low-stock mark. */
const extension: ExtensionCatalogo = {
  recurso: 'productos',
  edicion: EdicionProducto,
  editarTrasCrear: true,
  accionLista: ImportarProductos,
  marca: { etiqueta: 'comanda.bajo_minimo.columna', componente: MarcaInventario },
};

export default extension;
