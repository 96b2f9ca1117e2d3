/**
 * Money's zod schemas and arithmetic in one import for the server; the text side (type, pattern, canonical form) is
 * `dineroTexto.ts`, the schemas `dineroEsquema.ts`, the arithmetic `exacto.ts` (exact, on integers: the one
 * decimal library of the tree).
 */

export { MENSAJE_DINERO, normalizarDinero, PATRON_DINERO, type Dinero } from './dineroTexto';
export { dinero, dineroNoNegativo, dineroRespuesta } from './dineroEsquema';
export { compararDinero, desglosarImpuestoIncluido, multiplicar, restar, sumar } from './exacto';
