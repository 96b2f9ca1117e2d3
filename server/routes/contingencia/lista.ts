import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MotivoRevisionFila, VentaSinConexionFila } from '../../../common/contingencia';
import { sedes, ventas, ventasSinConexion as s } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { page } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { soloSedesDelUsuario } from '../../services/sedesUsuario';
import type { SinConexionQuery } from './schemas';

/**
 * GET ventas/sinConexion (issue 31): the counter sales made offline, newest made first; `revisar` keeps those a
 * manager still has to review (a product deactivated or repriced, stock short, a register closed meanwhile).
 */
export async function listarSinConexion(scope: TenantScope, q: SinConexionQuery) {
  const condicion = and(
    q.revisar ? and(eq(s.revisar, true), isNull(s.revisada_at)) : undefined,
    q.id_sede ? eq(ventas.id_sede, q.id_sede) : undefined,
    soloSedesDelUsuario(scope, ventas.id_sede),
  );
  const base = () =>
    scope.tx
      .select({
        id: s.id_venta,
        id_venta: s.id_venta,
        codigo: sql<string>`${ventas.prefijo} || ${ventas.numero}::text`,
        total: sql<string>`${ventas.total}::text`,
        id_sede: ventas.id_sede,
        sede: sedes.nombre,
        id_cuadre_caja: s.id_cuadre_caja,
        dispositivo: s.dispositivo,
        numero_contingencia: s.numero_contingencia,
        hecha_en: sql<string>`${s.hecha_en}::text`,
        recibida_en: sql<string>`${s.recibida_en}::text`,
        tras_cierre: s.tras_cierre,
        revisar: s.revisar,
        motivos: s.motivos,
        revisada_at: sql<string | null>`${s.revisada_at}::text`,
      })
      .from(s)
      .innerJoin(ventas, and(eq(ventas.empresa_id, s.empresa_id), eq(ventas.id, s.id_venta)))
      .innerJoin(sedes, and(eq(sedes.empresa_id, ventas.empresa_id), eq(sedes.id, ventas.id_sede)))
      .where(scope.where(s, condicion));
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` }) // no-dinero: a row count
    .from(s)
    .innerJoin(ventas, and(eq(ventas.empresa_id, s.empresa_id), eq(ventas.id, s.id_venta)))
    .where(scope.where(s, condicion));
  let consulta = base().orderBy(desc(s.hecha_en), desc(s.id_venta)).$dynamic();
  if (q.rowsPerPage !== -1) consulta = consulta.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  const filas: VentaSinConexionFila[] = (await consulta).map((f) => ({
    ...f,
    id: Number(f.id),
    id_venta: Number(f.id_venta),
    motivos: f.motivos as MotivoRevisionFila[],
  }));
  return page(filas, total, q.page, q.rowsPerPage === -1 ? total : q.rowsPerPage);
}

/** POST ventas/sinConexion/:id/revisada: a manager reviewed an offline sale (404 for another company's). */
export async function marcarRevisada(scope: TenantScope, usuarioId: number, id: number) {
  const [f] = await scope.tx
    .update(s)
    .set({ revisada_at: sql`coalesce(${s.revisada_at}, now())`, revisada_por: usuarioId })
    .where(scope.where(s, eq(s.id_venta, id)))
    .returning({ id: s.id_venta });
  if (!f) throw new NotFoundError();
  const { data } = await listarSinConexion(scope, {
    page: 1,
    rowsPerPage: -1,
    revisar: false,
    id_sede: null,
  });
  return data.find((v) => v.id === id)!;
}
