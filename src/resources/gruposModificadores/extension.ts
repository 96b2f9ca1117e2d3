import type { ExtensionCatalogo } from '../catalogo/extensiones';
import { EditorOpciones } from './EditorOpciones';

/** Modifier groups: the options under the form (so a new group opens there to get them). */
const extension: ExtensionCatalogo = {
  recurso: 'gruposModificadores',
  edicion: EditorOpciones,
  editarTrasCrear: true,
};

export default extension;
