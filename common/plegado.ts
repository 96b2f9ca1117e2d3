/**
 * The one accent fold on the JavaScript side: lower case, without diacritics, as the database's `plegar()`
 * (PostgreSQL `unaccent`, migration 0022) folds the names it searches and sorts. Unicode decomposition drops the
 * accents; the few letters `unaccent` folds that do not decompose are mapped by hand.
 */
const SIN_DESCOMPOSICION: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
};

/** 'Ñandú Smørrebrød' → 'nandu smorrebrod'. */
export const plegar = (texto: string): string =>
  texto
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßđðłþ]/g, (c) => SIN_DESCOMPOSICION[c]);

/** The fold with spaces collapsed and trimmed: how typed names and headers are compared. */
export const plegarCompacto = (texto: string): string => plegar(texto).replace(/\s+/g, ' ').trim();
