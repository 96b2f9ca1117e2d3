import { categorias } from '../../../common/catalogos';
import { CatalogoEdit } from '../catalogo/CatalogoEdit';

/** /categorias/editar/:id: the generated page. */
export const CategoriaEdit = () => <CatalogoEdit c={categorias} />;
