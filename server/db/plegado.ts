import { sql, type SQL } from 'drizzle-orm';
import { plegar } from '../../common/plegado';

/**
 * Names folded for search and sorting: lower case, without the accents of Spanish and Portuguese. Catalogue tables
 * keep the fold in a stored generated column (`plegadoGenerado`) with an index, so lists sort and search on it
 * without computing it per row.
 */
const DESDE = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
const HACIA = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/**
 * The fold as a generated column's expression: `plegar()`, the database's one fold (migration 0022: `unaccent`
 * through an immutable wrapper, as generated columns and indexes require; `translate` over these letters where the
 * extension is missing).
 */
export const plegadoGenerado = (columna: string): SQL => sql.raw(`plegar("${columna.replace(/"/g, '')}")`);

/** The fallback fold of `plegar()` where `unaccent` is not installed (migration 0022 writes it inline). */
export const plegadoTranslate = (expresion: string) =>
  `translate(lower(${expresion}), '${DESDE}', '${HACIA}')`;

export { plegar } from '../../common/plegado';

/** A LIKE pattern that finds `texto` anywhere in a folded column, with LIKE's own wildcards taken literally. */
export const patronContiene = (texto: string): string => `%${plegar(texto).replace(/[\\%_]/g, '\\$&')}%`;
