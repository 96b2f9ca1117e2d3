import { and, eq, sql } from 'drizzle-orm';
import {
  compraSuscripcion,
  MENSAJES_SUSCRIPCION as M,
  type TarjetaGuardada,
} from '../../../common/suscripciones';
import type { z } from 'zod';
import { tarjetasEmpresa, usuarios } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ValidationError } from '../../lib/errors';
import { PasarelaError, type Pasarela } from '../../pagos/pasarela';

/** The tokenized card as the route has parsed it (month 1-12, four-digit year, owner upper-cased). */
export type Tarjeta = NonNullable<z.output<typeof compraSuscripcion>['tarjeta']>;
export type FilaTarjeta = typeof tarjetasEmpresa.$inferSelect;

export const comoGuardada = (t: FilaTarjeta): TarjetaGuardada => ({
  franquicia: t.franquicia,
  ultimos_digitos: t.ultimos_digitos,
  mes: t.mes_expiracion,
  anio: t.anio_expiracion,
  nombre_propietario: t.nombre_propietario,
});

/** A card whose month has passed is refused (the gateway would decline it), `mesActual` YYYYMM in Bogotá. */
export function verificarVigencia(t: Tarjeta, mesActual: number, campo = 'tarjeta'): void {
  if (t.año * 100 + t.mes < mesActual) throw ValidationError.field(`${campo}.mes`, M.vencida);
}

export async function leerTarjeta(scope: TenantScope): Promise<FilaTarjeta | null> {
  const [fila] = await scope.tx.select().from(tarjetasEmpresa).where(scope.where(tarjetasEmpresa)).limit(1);
  return fila ?? null;
}

/** The e-mail the gateway receives as the payer's (the signed-in owner's). */
export async function correoDe(scope: TenantScope, usuarioId: number): Promise<string> {
  const [u] = await scope.tx
    .select({ email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.empresa_id, scope.empresaId)));
  return u?.email ?? '';
}

/**
 * The gateway makes a payment source of the token (outside any transaction: a call that leaves the process).
 * A refusal is the card's field's 422 with the gateway's words.
 */
export async function crearFuente(pasarela: Pasarela, t: Tarjeta, correo: string): Promise<string> {
  try {
    return (await pasarela.crearFuente({ token: t.token, correo, nombre: t.nombrePropietario })).id;
  } catch (error) {
    if (error instanceof PasarelaError && error.status !== undefined && error.status < 500)
      throw ValidationError.field('tarjeta.token', `${M.tokenInvalido}: ${error.message}`);
    throw error;
  }
}

/** Saves (or replaces) the company's one card: the source id and what may be shown, never the number. */
export async function guardarTarjeta(
  scope: TenantScope,
  usuarioId: number,
  pasarela: Pasarela['nombre'],
  fuente: string,
  t: Tarjeta,
): Promise<FilaTarjeta> {
  const valores = {
    id_usuario: usuarioId,
    pasarela,
    fuente_pago: fuente,
    franquicia: t.franquiciaTarjeta,
    ultimos_digitos: t.ultimosDigitos,
    mes_expiracion: t.mes,
    anio_expiracion: t.año,
    nombre_propietario: t.nombrePropietario,
  };
  const [fila] = await scope.tx
    .insert(tarjetasEmpresa)
    .values({ ...valores, empresa_id: scope.empresaId })
    .onConflictDoUpdate({ target: tarjetasEmpresa.empresa_id, set: { ...valores, created_at: sql`now()` } })
    .returning();
  return fila;
}

export async function eliminarTarjeta(scope: TenantScope): Promise<boolean> {
  const filas = await scope.tx.delete(tarjetasEmpresa).where(scope.where(tarjetasEmpresa)).returning();
  return filas.length > 0;
}
