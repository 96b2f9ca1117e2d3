import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { MENSAJES_INFORMES as M, type Informe } from '../../../common/informes';
import { consultaPagina, id } from '../../lib/schemas';

const ZONA = 'America/Bogota';
const hoyBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONA }).format(new Date());

export const dia = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: M.formatoFecha,
  });

/**
 * A report's query (spec §7, §9): pages from 1 (10 or -1 = all; page 0 is the first for the reports of spec §7
 * line 202, which also take their `type`), `from` required and `to` (today in Bogotá when
 * left out) not before it, with spec §5's messages; `action=export` for the .xlsx; each declared filter an id.
 */
export const consultaInforme = (informe: Informe) =>
  consultaPagina(informe.spec ? 0 : 1)
    .extend({
      from: dia.optional(),
      to: dia.optional(),
      action: z.enum(['export']).optional(),
      ...(informe.spec && { type: z.literal(informe.spec.type).optional() }),
      ...Object.fromEntries(informe.filtros.map((f) => [f.campo, id.optional()])),
    })
    .superRefine((q, ctx) => {
      if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: M.fechaInicio });
      else if (q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.fechaFin });
    })
    // Spec §7 line 202: the cancelled purchases and expenses reports' client asks for page 0, the first page.
    .transform((q) => ({ ...q, page: Math.max(1, q.page), from: q.from as string, to: q.to ?? hoyBogota() }));

export type ConsultaInforme = z.infer<ReturnType<typeof consultaInforme>> & Record<string, unknown>;

/** The instants of the Bogotá days `from`..`to` (both included): a range an index on the instant serves. */
export const enDiasBogota = (columna: AnyColumn | SQL, q: { from: string; to: string }): SQL =>
  sql`${columna} >= (${q.from}::date::timestamp at time zone ${ZONA}) and ${columna} < ((${q.to}::date + 1)::timestamp at time zone ${ZONA})`;

/** The filter's id when it was given, else undefined (drizzle's `and` skips it). */
export const filtro = (q: ConsultaInforme, campo: string): number | undefined =>
  typeof q[campo] === 'number' ? (q[campo] as number) : undefined;
