import { sql, type SQL } from 'drizzle-orm';

/**
 * Names folded for search and sorting: lower case, without the accents of Spanish and Portuguese. Catalogue tables
 * keep the fold in a stored generated column (`plegadoGenerado`) with an index, so lists sort and search on it
 * without computing it per row.
 */
const DESDE = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
const HACIA = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/** The fold as a generated column's expression (DDL takes no parameters: the constants are written inline). */
export const plegadoGenerado = (columna: string): SQL =>
  sql.raw(`translate(lower("${columna.replace(/"/g, '')}"), '${DESDE}', '${HACIA}')`);

/** The JavaScript side of the fold: lower case without diacritics. */
export const plegar = (texto: string): string =>
  texto
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** A LIKE pattern that finds `texto` anywhere in a folded column, with LIKE's own wildcards taken literally. */
export const patronContiene = (texto: string): string => `%${plegar(texto).replace(/[\\%_]/g, '\\$&')}%`;
