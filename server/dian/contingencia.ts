import { and, asc, eq, gte, isNull, lte, or, gt, sql } from 'drizzle-orm';
import { numeroDocumento } from '../../common/dian/formato';
import {
  MENSAJES_CONTINGENCIA as M,
  type BloqueContingencia,
  type DevolverBloqueInput,
  type ReservarBloqueInput,
} from '../../common/contingencia';
import type { AmbienteDian } from '../../common/dian/cufe';
import { bloquesContingencia as b, rangosDian as r } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { hoyBogota } from './hoy';
import { motivoSinNumero, type NumeroDian } from './numeracion';

const columnasBloque = {
  id: b.id,
  id_sede: b.id_sede,
  dispositivo: b.dispositivo,
  prefijo: r.prefijo,
  resolucion: r.resolucion,
  desde: b.desde,
  hasta: b.hasta,
  sin_usar_desde: b.sin_usar_desde,
  created_at: sql<string>`${b.created_at}::text`,
  devuelto_at: sql<string | null>`${b.devuelto_at}::text`,
};

async function bloque(scope: TenantScope, id: number): Promise<BloqueContingencia> {
  const [fila] = await scope.tx
    .select(columnasBloque)
    .from(b)
    .innerJoin(r, and(eq(r.empresa_id, b.empresa_id), eq(r.id, b.id_rango)))
    .where(scope.where(b, eq(b.id, id)));
  if (!fila) throw new NotFoundError();
  return fila;
}

/**
 * Reserves a block of contingency numbers for a device (issue 31): the next `cantidad` numbers (fewer when the
 * range has fewer left) of the venue's POS range in force, taken by moving the range's `siguiente` past them under
 * the range row's lock, as a document's number is taken (server/dian/numeracion.ts). Numbers reserved for one
 * device are never another's nor an online sale's. Refused (409, Spanish) with electronic documents off, or
 * without a valid range (the same reasons a sale's number gives).
 */
export async function reservarBloque(
  scope: TenantScope,
  usuarioId: number,
  idSede: number,
  documentos: boolean,
  input: ReservarBloqueInput,
): Promise<BloqueContingencia> {
  if (!documentos) throw new ConflictError(M.sinDocumentos);
  const [rango] = await scope.tx
    .select({ id: r.id, siguiente: r.siguiente, hasta: r.hasta })
    .from(r)
    .where(
      scope.where(
        r,
        sql`${r.tipo} = 'pos' and ${r.id_sede} = ${idSede}`,
        sql`${r.siguiente} <= ${r.hasta}`,
        sql`${hoyBogota} between ${r.vigencia_desde} and ${r.vigencia_hasta}`,
      ),
    )
    .orderBy(asc(r.desde), asc(r.id))
    .limit(1)
    .for('update');
  if (!rango) throw await motivoSinNumero(scope, 'pos', idSede);
  const desde = Number(rango.siguiente);
  const hasta = Math.min(desde + input.cantidad - 1, Number(rango.hasta));
  await scope.tx
    .update(r)
    .set({ siguiente: hasta + 1, updated_at: sql`now()` })
    .where(scope.where(r, eq(r.id, rango.id)));
  const [creado] = await scope.tx
    .insert(b)
    .values({
      empresa_id: scope.empresaId,
      id_sede: idSede,
      id_rango: rango.id,
      dispositivo: input.dispositivo,
      desde,
      hasta,
      id_usuario: usuarioId,
    })
    .returning({ id: b.id });
  return bloque(scope, creado.id);
}

/**
 * A device returns its block: the numbers from `sin_usar_desde` on are reported unused (never taken again, the
 * range's numbers stay in order). Only the device that reserved it, once.
 */
export async function devolverBloque(
  scope: TenantScope,
  id: number,
  input: DevolverBloqueInput,
): Promise<BloqueContingencia> {
  const [fila] = await scope.tx
    .select({ dispositivo: b.dispositivo, desde: b.desde, hasta: b.hasta, devuelto_at: b.devuelto_at })
    .from(b)
    .where(scope.where(b, eq(b.id, id)))
    .for('update');
  if (!fila) throw new NotFoundError();
  if (fila.dispositivo !== input.dispositivo) throw new ConflictError(M.otroDispositivo);
  if (fila.devuelto_at !== null) throw new ConflictError(M.yaDevuelto);
  if (input.sin_usar_desde < fila.desde || input.sin_usar_desde > fila.hasta + 1)
    throw ValidationError.field('sin_usar_desde', M.sinUsarFuera(fila.desde, fila.hasta));
  await scope.tx
    .update(b)
    .set({ sin_usar_desde: input.sin_usar_desde, devuelto_at: sql`now()` })
    .where(scope.where(b, eq(b.id, id)));
  return bloque(scope, id);
}

/**
 * The number an offline sale carries, checked against the device's blocks in the venue (a returned block's numbers
 * before `sin_usar_desde` only), with what of its range the document carries. 409 otherwise.
 */
export async function numeroDeBloque(
  scope: TenantScope,
  d: { dispositivo: string; idSede: number; numero: number },
): Promise<{ idBloque: number; numero: NumeroDian }> {
  const [f] = await scope.tx
    .select({
      id_bloque: b.id,
      id_rango: r.id,
      prefijo: r.prefijo,
      resolucion: r.resolucion,
      fecha_resolucion: r.fecha_resolucion,
      desde: r.desde,
      hasta: r.hasta,
      vigencia_desde: r.vigencia_desde,
      vigencia_hasta: r.vigencia_hasta,
      ambiente: r.ambiente,
      id_software: r.id_software,
      pin_software: r.pin_software,
      clave_tecnica: r.clave_tecnica,
    })
    .from(b)
    .innerJoin(r, and(eq(r.empresa_id, b.empresa_id), eq(r.id, b.id_rango)))
    .where(
      scope.where(
        b,
        eq(b.dispositivo, d.dispositivo),
        eq(b.id_sede, d.idSede),
        lte(b.desde, d.numero),
        gte(b.hasta, d.numero),
        or(isNull(b.sin_usar_desde), gt(b.sin_usar_desde, d.numero)),
      ),
    );
  if (!f) throw new ConflictError(M.numeroFuera(d.numero));
  const { id_bloque, ...rango } = f;
  return {
    idBloque: id_bloque,
    numero: {
      ...rango,
      numero: d.numero,
      ambiente: rango.ambiente as AmbienteDian,
      numero_documento: numeroDocumento(rango.prefijo, d.numero),
    },
  };
}
