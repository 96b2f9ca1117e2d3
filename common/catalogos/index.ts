import type { Catalogo } from '../catalogo';
import { categorias } from './categorias';
import { formasPago } from './formasPago';
import { gruposModificadores } from './gruposModificadores';
import { impuestos } from './impuestos';
import { mesas } from './mesas';
import { nits } from './nits';
import { productos } from './productos';
import { puntosImpresion } from './puntosImpresion';
import { tiposGastos } from './tiposGastos';

/** Every declared catalogue: the server builds its routes and the app its pages from this list. */
export const CATALOGOS: readonly Catalogo[] = [
  categorias,
  impuestos,
  formasPago,
  tiposGastos,
  puntosImpresion,
  mesas,
  productos,
  gruposModificadores,
  nits,
];

export {
  categorias,
  formasPago,
  gruposModificadores,
  impuestos,
  mesas,
  nits,
  productos,
  puntosImpresion,
  tiposGastos,
};

/** The module tags whose pages the generator builds (common/modulos.ts shows them in the menu). */
export const MODULOS_CON_CATALOGO: ReadonlySet<string> = new Set(CATALOGOS.map((c) => c.modulo));
