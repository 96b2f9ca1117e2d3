import { categorias } from '../../../common/catalogos';
import { recursoCatalogo } from '../catalogo';

/**
 * Categorías (spec §2: /categorias, /categorias/registrar, /categorias/editar/:id): the generated pages of
 * common/catalogos/categorias.ts. Beside them: the 'Orden de la carta' tab (./OrdenCategorias.tsx, registered in
 * ./extension.ts).
 */
export default recursoCatalogo(categorias);
