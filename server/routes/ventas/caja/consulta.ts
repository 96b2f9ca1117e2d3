import { and, desc, eq, sql } from 'drizzle-orm';
import { MENSAJES_VENTAS as M, type CuadreCaja } from '../../../../common/ventas';
import { cuadresCaja, sedes, usuarios } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { page } from '../../../lib/envelope';
import { AppError, NotFoundError } from '../../../lib/errors';
import { exigirSede, soloSedesDelUsuario } from '../../../services/sedesUsuario';
import type { CajasQuery } from '../schemas';

const columnasCaja = {
  id: cuadresCaja.id,
  id_sede: cuadresCaja.id_sede,
  sede: sedes.nombre,
  estado: cuadresCaja.estado,
  abierta_por: cuadresCaja.abierta_por,
  abierta_at: cuadresCaja.abierta_at,
  id_responsable: cuadresCaja.id_responsable,
  responsable: sql<string>`coalesce(${usuarios.nombre} || ' ' || ${usuarios.apellido}, '')`,
  saldo_apertura: cuadresCaja.saldo_apertura,
  conteo_ciego: cuadresCaja.conteo_ciego,
  cerrada_por: cuadresCaja.cerrada_por,
  cerrada_at: cuadresCaja.cerrada_at,
  saldo_cierre: cuadresCaja.saldo_cierre,
  observaciones: cuadresCaja.observaciones,
};

const fecha = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function formatoCaja(f: Record<string, unknown>): CuadreCaja {
  return {
    ...(f as unknown as CuadreCaja),
    abierta_at: fecha(f.abierta_at as Date) as string,
    cerrada_at: fecha(f.cerrada_at as Date | null),
  };
}

function consultaCajas(scope: TenantScope) {
  return scope.tx
    .select(columnasCaja)
    .from(cuadresCaja)
    .innerJoin(sedes, and(eq(sedes.empresa_id, cuadresCaja.empresa_id), eq(sedes.id, cuadresCaja.id_sede)))
    .leftJoin(
      usuarios,
      and(eq(usuarios.empresa_id, cuadresCaja.empresa_id), eq(usuarios.id, cuadresCaja.id_responsable)),
    );
}

export async function cajaPorId(scope: TenantScope, id: number): Promise<CuadreCaja> {
  const [fila] = await consultaCajas(scope).where(scope.where(cuadresCaja, eq(cuadresCaja.id, id)));
  if (!fila) throw new NotFoundError();
  exigirSede(scope, fila.id_sede);
  return formatoCaja(fila);
}

/** GET cuadresCaja: the registers, newest first, pages from 1 (spec §9). */
export async function listarCajas(scope: TenantScope, q: CajasQuery) {
  const condicion = and(
    q.id_sede ? eq(cuadresCaja.id_sede, q.id_sede) : undefined,
    soloSedesDelUsuario(scope, cuadresCaja.id_sede),
    q.estado ? eq(cuadresCaja.estado, q.estado) : undefined,
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, condicion));
  let consulta = consultaCajas(scope)
    .where(scope.where(cuadresCaja, condicion))
    .orderBy(desc(cuadresCaja.abierta_at), desc(cuadresCaja.id))
    .$dynamic();
  if (q.rowsPerPage !== -1) consulta = consulta.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  const filas = (await consulta).map(formatoCaja);
  return page(filas, total, q.page, q.rowsPerPage === -1 ? total : q.rowsPerPage);
}

/** The open register of a venue, or null. */
export async function cajaAbiertaDe(scope: TenantScope, idSede: number): Promise<CuadreCaja | null> {
  const [fila] = await consultaCajas(scope).where(
    scope.where(cuadresCaja, eq(cuadresCaja.id_sede, idSede), eq(cuadresCaja.estado, 'abierta')),
  );
  return fila ? formatoCaja(fila) : null;
}

/**
 * The id of the register that must be open to sell in a venue, locked `FOR KEY SHARE` until the sale commits: a
 * close (`FOR UPDATE` of the same row) waits for the sales already past this point, and a sale that waited for a
 * close reads the row again and finds it closed (409), so no sale lands in a closed register.
 */
export async function cajaParaVender(
  scope: TenantScope,
  idSede: number,
  mensaje = M.sinCaja,
): Promise<number> {
  const [caja] = await scope.tx
    .select({ id: cuadresCaja.id })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id_sede, idSede), eq(cuadresCaja.estado, 'abierta')))
    .for('key share');
  if (!caja) throw new AppError(409, mensaje, { id_sede: idSede });
  return caja.id;
}
