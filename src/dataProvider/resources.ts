/**
 * Where each react-admin resource lives on the API (spec §7). Adding a catalogue is one entry here.
 * - `lista`: GET, paginated with page/rowsPerPage/search (Laravel page) or a plain array.
 * - `item`: create is POST `item`, getOne is GET `item/{id}`, update is POST `item/{id}` with `_method=put`,
 *   delete is DELETE `item/{id}`.
 * - `primeraPagina`: the page number the API counts from (spec §9: products, providers and purchases start at 0).
 */
export interface RecursoApi {
  lista: string;
  item: string;
  primeraPagina?: 0 | 1;
}

export const RECURSOS: Record<string, RecursoApi> = {
  categorias: { lista: 'categorias', item: 'categorias/categoria' },
};

export function recursoApi(resource: string): RecursoApi {
  const recurso = RECURSOS[resource];
  if (!recurso) throw new Error(`Recurso sin ruta en la API: ${resource}`);
  return recurso;
}
