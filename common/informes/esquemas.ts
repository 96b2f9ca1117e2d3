import { z } from 'zod';
import { pagina } from '../api';
import { dineroRespuesta } from '../dineroEsquema';
import { erpDeInforme } from './erp';
import type { Informe, TipoColumna } from './tipos';

/** A report's response schemas (apart from the declarations, which the app's first load reads without zod). */
const ESQUEMA_CELDA: Record<TipoColumna, z.ZodType> = {
  texto: z.string(),
  instante: z.string(),
  fecha: z.string(),
  dinero: dineroRespuesta,
  entero: z.number().int(),
  /** A stock quantity: a decimal string with three decimals ('12.500'), signed. */
  cantidad: z.string(),
  booleano: z.boolean(),
};

/**
 * The row the API answers for a report: its columns, each of its type (text may be null), plus the row's id (and a
 * cancellation's ERP fields, ./erp.ts).
 */
export const filaInforme = (informe: Informe) =>
  z.object({
    id: z.number().int(),
    ...Object.fromEntries(
      informe.columnas.map((c) => [
        c.campo,
        c.tipo === 'texto' ? ESQUEMA_CELDA.texto.nullable() : ESQUEMA_CELDA[c.tipo],
      ]),
    ),
    ...(erpDeInforme(informe) && {
      id_begranda_anulado: z.string().nullable(),
      cude_anulado: z.string().nullable(),
      ambiente_anulado: z.number().int().nullable(),
    }),
  });

/** The report's totals: each summed column, and the row count. */
export const totalesInforme = (informe: Informe) =>
  z.object({
    filas: z.number().int(),
    ...Object.fromEntries(informe.columnas.filter((c) => c.total).map((c) => [c.campo, dineroRespuesta])),
  });

/**
 * A report's page (spec §7 envelope's data): the page of rows and the range's totals, plus the spec's own total
 * field where the declaration names one (`totalShopingReports`…).
 */
export const paginaInforme = (informe: Informe) =>
  pagina(filaInforme(informe)).extend({
    totales: totalesInforme(informe),
    ...(informe.spec && { [informe.spec.campoTotal]: dineroRespuesta }),
  });
