import { sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenant';
import type { ConsultaInforme } from './consulta';
import type { FilaInforme } from './resultado';

/** How many rows each read of the export brings (one chunk of the file). */
export const FILAS_POR_TROZO = 2000;

/** The whole range's rows as one query in the grid's order, and how a row of it becomes the grid's. */
export interface ConsultaExportar {
  consulta: SQL;
  fila: (f: Record<string, unknown>) => FilaInforme;
}

const filasDe = (resultado: unknown): Record<string, unknown>[] =>
  Array.isArray(resultado) ? resultado : (resultado as { rows: Record<string, unknown>[] }).rows;

/**
 * The export's rows in chunks, read inside the report's transaction: through a cursor over the report's query
 * where it has one (one pass over the rows, the transaction's snapshot), else page after page of its grid.
 */
export async function* trozosExportar(
  scope: TenantScope,
  q: ConsultaInforme,
  fuente: {
    exportar?: (scope: TenantScope, q: ConsultaInforme) => ConsultaExportar;
    filas: (
      scope: TenantScope,
      q: ConsultaInforme,
      p: { limite?: number; desde: number },
    ) => Promise<FilaInforme[]>;
  },
): AsyncGenerator<FilaInforme[]> {
  if (!fuente.exportar) {
    for (let desde = 0; ; desde += FILAS_POR_TROZO) {
      const filas = await fuente.filas(scope, q, { desde, limite: FILAS_POR_TROZO });
      if (filas.length > 0) yield filas;
      if (filas.length < FILAS_POR_TROZO) return;
    }
  }
  const { consulta, fila } = fuente.exportar(scope, q);
  await scope.tx.execute(sql`declare informe_exportar no scroll cursor for ${consulta}`);
  try {
    for (;;) {
      const filas = filasDe(
        await scope.tx.execute(sql.raw(`fetch forward ${FILAS_POR_TROZO} from informe_exportar`)),
      );
      if (filas.length > 0) yield filas.map(fila);
      if (filas.length < FILAS_POR_TROZO) return;
    }
  } finally {
    await scope.tx.execute(sql`close informe_exportar`).catch(() => {});
  }
}
