export { EditorReceta } from './EditorReceta';
