import { EditorReceta } from './EditorReceta';
import { GruposProducto } from './GruposProducto';

/** Under the product's form: its recipe (prepared products) and its modifier groups (issue 32). */
export const EdicionProducto = () => (
  <>
    <EditorReceta />
    <GruposProducto />
  </>
);
