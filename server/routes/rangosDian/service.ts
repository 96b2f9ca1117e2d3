import { asc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  DIAS_AVISO_VENCIMIENTO,
  MENSAJES_RANGOS_DIAN as M,
  UMBRAL_USO_RANGO,
  type DatosRangoDian,
  type RangoDian,
} from '../../../common/dian/rangos';
import { rangosDian, sedes } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { hoyBogota } from '../../dian/hoy';
import { NotFoundError, ValidationError } from '../../lib/errors';

const r = rangosDian;
const columnas = {
  id: r.id,
  tipo: r.tipo,
  resolucion: r.resolucion,
  fecha_resolucion: r.fecha_resolucion,
  prefijo: r.prefijo,
  desde: r.desde,
  hasta: r.hasta,
  siguiente: r.siguiente,
  vigencia_desde: r.vigencia_desde,
  vigencia_hasta: r.vigencia_hasta,
  clave_tecnica: r.clave_tecnica,
  ambiente: r.ambiente,
  id_software: r.id_software,
  pin_configurado: sql<boolean>`${r.pin_software} <> ''`,
  id_sede: r.id_sede,
  disponibles: sql<number>`(${r.hasta} - ${r.siguiente} + 1)::int`,
  estado: sql<RangoDian['estado']>`case
    when ${r.siguiente} > ${r.hasta} then 'agotado'
    when ${hoyBogota} < ${r.vigencia_desde} then 'futuro'
    when ${hoyBogota} > ${r.vigencia_hasta} then 'vencido'
    else 'vigente' end`,
  alerta: sql<RangoDian['alerta']>`case
    when ${r.siguiente} > ${r.hasta} or ${hoyBogota} not between ${r.vigencia_desde} and ${r.vigencia_hasta} then null
    when (${r.siguiente} - ${r.desde}) * 10 >= (${r.hasta} - ${r.desde} + 1) * ${UMBRAL_USO_RANGO * 10}
      then 'casi_agotado'
    when ${r.vigencia_hasta} - ${hoyBogota} <= ${DIAS_AVISO_VENCIMIENTO} then 'por_vencer'
    end`,
};

const seleccionar = (scope: TenantScope, ...condiciones: (SQL | undefined)[]) =>
  scope.tx
    .select(columnas)
    .from(r)
    .where(scope.where(r, ...condiciones)) as unknown as Promise<RangoDian[]>;

/** The company's ranges: by kind, venue and first number. */
export const listarRangos = (scope: TenantScope): Promise<RangoDian[]> =>
  scope.tx
    .select(columnas)
    .from(r)
    .where(scope.where(r))
    .orderBy(asc(r.tipo), asc(r.id_sede), asc(r.desde)) as unknown as Promise<RangoDian[]>;

/** One range of the company, or a 404. */
export async function obtenerRango(scope: TenantScope, id: number): Promise<RangoDian> {
  const [fila] = await seleccionar(scope, eq(r.id, id));
  if (!fila) throw new NotFoundError();
  return fila;
}

async function comprobarSede(scope: TenantScope, idSede: number | null): Promise<void> {
  if (idSede === null) return;
  const [sede] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, idSede)))
    .limit(1);
  if (!sede) throw ValidationError.field('id_sede', M.sede);
}

/** Two ranges of one kind, prefix and environment may not share a number (one NumFac, one document). */
async function comprobarCruce(scope: TenantScope, d: DatosRangoDian, excepto?: number): Promise<void> {
  const [otro] = await scope.tx
    .select({ id: r.id })
    .from(r)
    .where(
      scope.where(
        r,
        eq(r.tipo, d.tipo),
        eq(r.prefijo, d.prefijo),
        eq(r.ambiente, d.ambiente),
        lte(r.desde, d.hasta),
        gte(r.hasta, d.desde),
        excepto === undefined ? undefined : ne(r.id, excepto),
      ),
    )
    .limit(1);
  if (otro) throw ValidationError.field('desde', M.cruce);
}

const valores = (d: DatosRangoDian) => ({
  tipo: d.tipo,
  resolucion: d.resolucion,
  fecha_resolucion: d.fecha_resolucion,
  prefijo: d.prefijo,
  desde: d.desde,
  hasta: d.hasta,
  vigencia_desde: d.vigencia_desde,
  vigencia_hasta: d.vigencia_hasta,
  clave_tecnica: d.clave_tecnica,
  ambiente: d.ambiente,
  id_software: d.id_software,
  id_sede: d.id_sede,
});

/** A new range; its next number is `siguiente` when given (numbers used elsewhere before), else `desde`. */
export async function crearRango(scope: TenantScope, d: DatosRangoDian): Promise<RangoDian> {
  await comprobarSede(scope, d.id_sede);
  // Ranges are created one at a time per company, so two overlapping ones cannot pass the check together.
  await scope.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('rangos_dian', ${scope.empresaId}))`,
  );
  await comprobarCruce(scope, d);
  const fila = await scope.insert(r, {
    ...valores(d),
    siguiente: d.siguiente ?? d.desde,
    pin_software: d.pin_software ?? '',
  });
  return obtenerRango(scope, fila.id);
}

/**
 * Edits a range. Once it has issued numbers, what identifies them (kind, prefix, environment, venue, first number)
 * is fixed, the last number cannot fall below the last one issued, and the next number only moves forward.
 */
export async function editarRango(scope: TenantScope, id: number, d: DatosRangoDian): Promise<RangoDian> {
  const [actual] = await scope.tx
    .select()
    .from(r)
    .where(scope.where(r, eq(r.id, id)))
    .for('update');
  if (!actual) throw new NotFoundError();
  await comprobarSede(scope, d.id_sede);
  const usado = actual.siguiente > actual.desde;
  if (
    usado &&
    (d.tipo !== actual.tipo ||
      d.prefijo !== actual.prefijo ||
      d.ambiente !== actual.ambiente ||
      d.id_sede !== actual.id_sede ||
      d.desde !== actual.desde)
  )
    throw ValidationError.field('tipo', M.usado);
  const siguiente = d.siguiente ?? Math.max(actual.siguiente, d.desde);
  if (usado && siguiente < actual.siguiente) throw ValidationError.field('siguiente', M.retroceso);
  if (usado && d.hasta < actual.siguiente - 1) throw ValidationError.field('hasta', M.hastaUsado);
  if (siguiente < d.desde || siguiente > d.hasta + 1) throw ValidationError.field('siguiente', M.siguiente);
  await scope.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('rangos_dian', ${scope.empresaId}))`,
  );
  await comprobarCruce(scope, d, id);
  await scope.tx
    .update(r)
    .set({
      ...valores(d),
      siguiente,
      ...(d.pin_software ? { pin_software: d.pin_software } : {}),
      updated_at: sql`now()`,
    })
    .where(scope.where(r, eq(r.id, id)));
  return obtenerRango(scope, id);
}
