import { getTableName } from 'drizzle-orm';
import {
  CATALOGOS,
  categorias as ca,
  formasPago as fp,
  gruposModificadores as gm,
  impuestos,
  mesas as me,
  nits as ni,
  productos as pr,
  puntosImpresion as pi,
  tiposGastos as tg,
} from '../../../common/catalogos';
import { tablaCatalogo, type TablaCatalogo } from '../../catalogos/tabla';
import { sedes } from './empresa';
import {
  actividadesEconomicas,
  departamentos,
  municipios,
  paises,
  tiposIdentificacionDian,
} from './referencias';

/**
 * The tables of the declared catalogues (common/catalogos/), built from their declarations. drizzle-kit reads
 * exported tables only, so each declaration has its one line here.
 */
const referidas = () => ({ sedes, categorias, ...TABLAS_GLOBALES, ...TABLAS_CATALOGO });

/** The global reference lists a field may point at (`global: true`), by their name in REFERENCIAS_GLOBALES. */
export const TABLAS_GLOBALES = {
  tiposIdentificacion: tiposIdentificacionDian,
  departamentos,
  municipios,
  actividadesEconomicas,
  paises,
};

export const categorias = tablaCatalogo(ca, referidas);
export const productosImpuestos = tablaCatalogo(impuestos, referidas);
export const formasPago = tablaCatalogo(fp, referidas);
export const tiposGastos = tablaCatalogo(tg, referidas);
export const puntosImpresion = tablaCatalogo(pi, referidas);
export const mesas = tablaCatalogo(me, referidas);
export const productos = tablaCatalogo(pr, referidas);
export const nits = tablaCatalogo(ni, referidas);
export const gruposModificadores = tablaCatalogo(gm, referidas);

const tablas = [
  categorias,
  productosImpuestos,
  formasPago,
  tiposGastos,
  puntosImpresion,
  mesas,
  productos,
  nits,
  gruposModificadores,
];

/**
 * Each catalogue's table by its `recurso`, for the code that reads any catalogue by its declaration (its columns
 * by name); a declared catalogue without its line above stops the start.
 */
export const TABLAS_CATALOGO: Record<string, TablaCatalogo> = Object.fromEntries(
  CATALOGOS.map((c) => {
    const tabla = tablas.find((t) => getTableName(t) === c.tabla);
    if (!tabla)
      throw new Error(`El catálogo ${c.recurso} no tiene su tabla en server/db/schema/catalogos.ts`);
    return [c.recurso, tabla as unknown as TablaCatalogo];
  }),
);
