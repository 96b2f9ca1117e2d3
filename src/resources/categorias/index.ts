import CategoryIcon from '@mui/icons-material/Category';
import { CategoriaListPagina } from './CategoriaListPagina';
import { CategoriaCreate } from './CategoriaCreate';
import { CategoriaEdit } from './CategoriaEdit';

/**
 * Categorías (spec §2: /categorias, /categorias/registrar, /categorias/editar/:id). Create and edit are rendered by
 * spanishRoutes() at their Spanish paths; hasCreate/hasEdit keep react-admin's buttons.
 */
export default {
  list: CategoriaListPagina,
  create: CategoriaCreate,
  edit: CategoriaEdit,
  icon: CategoryIcon,
  recordRepresentation: 'nombre',
};
