import { sql, type SQL } from 'drizzle-orm';
import type { ColumnaInforme, Informe } from '../../../common/informes';
import { erpDeInforme } from '../../../common/informes/erp';
import type { TenantScope } from '../../db/tenant';
import type { ConsultaInforme } from './consulta';
import type { FilaInforme, Totales } from './resultado';

/**
 * A report whose rows are a query's (grouped, joined, computed): `base` selects `id` and each declared column by
 * its name, money as numeric. Its page and its totals read that one query, so the totals row is the sum of exactly
 * the rows the grid pages through. Each cell leaves PostgreSQL as text of a fixed form, the same on both engines:
 * money with two decimals, quantities with three, instants in ISO 8601 UTC.
 */
const celda = (c: ColumnaInforme): SQL => {
  const col = sql.raw(`b."${c.campo}"`);
  switch (c.tipo) {
    case 'dinero':
      return sql`${col}::numeric(20, 2)::text`;
    case 'cantidad':
      return sql`${col}::numeric(20, 3)::text`;
    case 'entero':
      return sql`${col}::int`;
    case 'booleano':
      return sql`${col}::boolean`;
    case 'instante':
      return sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    default:
      return sql`${col}::text`;
  }
};

const filasDe = (resultado: unknown): Record<string, unknown>[] =>
  Array.isArray(resultado) ? resultado : (resultado as { rows: Record<string, unknown>[] }).rows;

export function informeSobreSql(
  informe: Informe,
  base: (scope: TenantScope, q: ConsultaInforme) => SQL,
  /** The grid's order, over the base's columns (`b.`), ending with a unique key so pages never overlap. */
  orden: string,
) {
  const columnas = sql.join(
    [
      ...informe.columnas.map((c) => sql`${celda(c)} as ${sql.raw(`"${c.campo}"`)}`),
      // Issue 29: a cancellation's ERP id, DIAN code and environment (the grid's chips), not columns.
      ...(erpDeInforme(informe)
        ? [sql`b.id_begranda_anulado::text, b.cude_anulado::text, b.ambiente_anulado::int`]
        : []),
    ],
    sql`, `,
  );
  const sumas = informe.columnas
    .filter((c) => c.total)
    .map(
      (c) =>
        sql`, coalesce(sum(${sql.raw(`b."${c.campo}"`)}), 0)::numeric(20, 2)::text as ${sql.raw(`"${c.campo}"`)}`,
    );
  /** The rows of the whole range in the grid's order (the export's cursor). */
  const consulta = (scope: TenantScope, q: ConsultaInforme): SQL =>
    sql`select b.id::text as id, ${columnas} from (${base(scope, q)}) b order by ${sql.raw(orden)}`;
  return {
    exportar: (scope: TenantScope, q: ConsultaInforme) => ({
      consulta: consulta(scope, q),
      fila: (f: Record<string, unknown>): FilaInforme => ({ ...(f as FilaInforme), id: Number(f.id) }),
    }),
    filas: async (
      scope: TenantScope,
      q: ConsultaInforme,
      pagina: { limite?: number; desde: number },
    ): Promise<FilaInforme[]> => {
      const limite = pagina.limite === undefined ? sql`` : sql` limit ${pagina.limite}`;
      const filas = filasDe(
        await scope.tx.execute(
          sql`select b.id::text as id, ${columnas} from (${base(scope, q)}) b order by ${sql.raw(orden)}${limite} offset ${pagina.desde}`,
        ),
      );
      return filas.map((f) => ({ ...(f as FilaInforme), id: Number(f.id) }));
    },
    totales: async (scope: TenantScope, q: ConsultaInforme): Promise<Totales> => {
      const [t] = filasDe(
        await scope.tx.execute(
          sql`select count(*)::int as filas${sql.join(sumas, sql``)} from (${base(scope, q)}) b`,
        ),
      );
      return { ...(t as Totales), filas: Number(t.filas) };
    },
  };
}

/** `and <condition>` when the filter was given, else nothing. */
export const si = (valor: unknown, condicion: (v: number) => SQL): SQL =>
  typeof valor === 'number' ? sql` and ${condicion(valor)}` : sql``;
