import { categorias } from '../../../common/catalogos';
import { CatalogoList } from '../catalogo/CatalogoList';

/** GET categorias: the generated list (10 per page, searchable, children under their parent). */
export const CategoriaList = () => <CatalogoList c={categorias} />;
