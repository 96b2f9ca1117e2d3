import type { ComponentType } from 'react';
import { MarcaInventario } from '../productos/MarcaInventario';

/**
 * A mark a catalogue's list shows on its rows (a chip after the declared columns, and beside the row on phones),
 * written beside its declaration (src/resources/<recurso>/), by `recurso`: a component that reads the row with
 * `useRecordContext` and renders nothing for rows without the mark. Catalogues without an entry are unchanged.
 */
export const MARCAS_LISTA: Partial<Record<string, { etiqueta: string; componente: ComponentType }>> = {
  productos: { etiqueta: 'comanda.bajo_minimo.columna', componente: MarcaInventario },
};
