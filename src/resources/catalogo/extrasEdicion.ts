import type { ComponentType } from 'react';
import { EditorReceta } from '../productos';
import { TiquetesFallidos } from '../puntosImpresion';

/**
 * What a catalogue's edit page shows under its form, written beside its declaration (src/resources/<recurso>/),
 * by `recurso`: a component inside react-admin's `<Edit>` (it reads the record with `useRecordContext`) that
 * saves through its own routes. Catalogues without an entry are unchanged.
 */
export const EXTRAS_EDICION: Partial<Record<string, ComponentType>> = {
  productos: EditorReceta,
  puntosImpresion: TiquetesFallidos,
};

/**
 * Catalogues whose new record opens on its own edit page once created, instead of the list: products, a list long
 * enough that a new one sorted by name would be lost past its first page (and a prepared one's recipe is added
 * there). The others go back to their list.
 */
export const EDITAR_TRAS_CREAR: ReadonlySet<string> = new Set(['productos']);
