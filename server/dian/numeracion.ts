import { desc, eq, sql } from 'drizzle-orm';
import { numeroDocumento } from '../../common/dian/formato';
import { MENSAJES_NUMERACION_DIAN, MENSAJES_NUMERACION_FACTURA } from '../../common/dian/numeracion';
import type { TipoRangoDian } from '../../common/dian/rangos';
import type { AmbienteDian } from '../../common/dian/cufe';
import { rangosDian } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { ConflictError } from '../lib/errors';
import { hoyBogota } from './hoy';

/** The number a document took, with what of its range the document carries (resolution, secrets, environment). */
export interface NumeroDian {
  id_rango: number;
  numero: number;
  prefijo: string;
  /** NumFac: prefix and number. */
  numero_documento: string;
  resolucion: string;
  fecha_resolucion: string;
  desde: number;
  hasta: number;
  vigencia_desde: string;
  vigencia_hasta: string;
  ambiente: AmbienteDian;
  id_software: string;
  pin_software: string;
  clave_tecnica: string | null;
}

const r = rangosDian;

/**
 * Takes the next number of the venue's POS range in force today (Bogotá day, the database's clock), inside the
 * caller's transaction: one UPDATE … RETURNING on the range row, chosen and locked by a `FOR UPDATE` subquery, so
 * concurrent takes queue on the row and each gets the next number; the row stays locked to the commit and a
 * rollback gives the number back (gapless, as sale numbers are). With several valid ranges the lowest first
 * number goes first. Refuses (409, Spanish) when the venue has no range, or only used-up, expired or future ones.
 */
export const tomarNumeroPos = (scope: TenantScope, idSede: number) => tomarNumeroVenta(scope, 'pos', idSede);

/**
 * The number of a sale's document: its POS document, or the invoice its buyer asked for (the venue's invoice range
 * first, else the company's, with no venue). No valid range: 409 with the reason.
 */
export async function tomarNumeroVenta(
  scope: TenantScope,
  tipo: 'pos' | 'factura',
  idSede: number,
): Promise<NumeroDian> {
  const numero = await tomarNumero(scope, tipo, idSede);
  if (numero) return numero;
  throw await motivoSinNumero(scope, tipo, idSede);
}

/** The venue's (or the company's) range of this kind in force: the ranges a number may be taken from. */
const deLaSede = (tipo: TipoRangoDian, idSede: number) =>
  tipo === 'pos'
    ? sql`${r.tipo} = 'pos' and ${r.id_sede} = ${idSede}`
    : sql`${r.tipo} = ${tipo} and (${r.id_sede} = ${idSede} or ${r.id_sede} is null)`;

/**
 * The next number of a valid range of this kind (the venue's before the company's, the lowest first number first),
 * or null when there is none: the locked take of `tomarNumeroPos`, for any kind.
 */
export async function tomarNumero(
  scope: TenantScope,
  tipo: TipoRangoDian,
  idSede: number,
): Promise<NumeroDian | null> {
  // Under READ COMMITTED a range used up by the transaction we waited for is skipped and the locked subquery may
  // then find nothing although another range is valid: a new statement sees the new state, so try again.
  for (let intento = 0; intento < 3; intento++) {
    const elegido = sql`(select ${r.id} from ${r}
      where ${r.empresa_id} = ${scope.empresaId} and ${deLaSede(tipo, idSede)}
        and ${r.siguiente} <= ${r.hasta}
        and ${hoyBogota} between ${r.vigencia_desde} and ${r.vigencia_hasta}
      order by ${r.id_sede} is null, ${r.desde}, ${r.id} limit 1 for update)`;
    const [fila] = await scope.tx
      .update(r)
      .set({ siguiente: sql`${r.siguiente} + 1`, updated_at: sql`now()` })
      .where(scope.where(r, eq(r.id, elegido), sql`${r.siguiente} <= ${r.hasta}`))
      .returning({
        id_rango: r.id,
        numero: sql<number>`(${r.siguiente} - 1)::bigint`.mapWith(Number),
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
      });
    if (fila)
      return {
        ...fila,
        ambiente: fila.ambiente as AmbienteDian,
        numero_documento: numeroDocumento(fila.prefijo, fila.numero),
      };
  }
  return null;
}

/** Why the venue has no number to give: no range, or the nearest reason among its ranges. */
export async function motivoSinNumero(
  scope: TenantScope,
  tipo: 'pos' | 'factura',
  idSede: number,
): Promise<ConflictError> {
  const M = tipo === 'pos' ? MENSAJES_NUMERACION_DIAN : MENSAJES_NUMERACION_FACTURA;
  const rangos = await scope.tx
    .select({
      resolucion: r.resolucion,
      hasta: r.hasta,
      vigencia_desde: r.vigencia_desde,
      vigencia_hasta: r.vigencia_hasta,
      agotado: sql<boolean>`${r.siguiente} > ${r.hasta}`,
      futuro: sql<boolean>`${hoyBogota} < ${r.vigencia_desde}`,
    })
    .from(r)
    .where(scope.where(r, deLaSede(tipo, idSede)))
    .orderBy(desc(r.vigencia_hasta), desc(r.hasta));
  if (rangos.length === 0) return new ConflictError(M.sinRango);
  const futuro = rangos.find((x) => x.futuro && !x.agotado);
  if (futuro) return new ConflictError(M.futuro(futuro.resolucion, futuro.vigencia_desde));
  const vencido = rangos.find((x) => !x.agotado);
  if (vencido) return new ConflictError(M.vencido(vencido.resolucion, vencido.vigencia_hasta));
  return new ConflictError(M.agotado(rangos[0].resolucion, rangos[0].hasta));
}
