import { categorias } from '../../../common/catalogos';
import { CatalogoCreate } from '../catalogo/CatalogoCreate';

/** /categorias/registrar: the generated page. */
export const CategoriaCreate = () => <CatalogoCreate c={categorias} />;
