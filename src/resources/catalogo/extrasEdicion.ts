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
