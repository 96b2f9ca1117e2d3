import { and, desc, eq, sql } from 'drizzle-orm';
import type { EstadoCobro } from '../../../common/suscripciones';
import { cobrosSuscripcion, suscripcionesEmpresa } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ESTADOS_FINALES, type Transaccion } from '../../pagos/pasarela';
import { despuesDeFallo, programarSiguiente } from './renovacion';

/**
 * A charge's reference: the gateway refuses a repeated one, so it is derived from what must be charged once —
 * (company, company subscription, plan, period start, try). A double tap, a retried request or a second instance
 * running the renewal make the same reference and never a second charge. `SUS` a purchase, `REN` a renewal.
 * The company leads it, so an event (public, no session) finds the company from the gateway's own record.
 */
export function referenciaCobro(p: {
  tipo: 'SUS' | 'REN';
  empresaId: number;
  idSuscripcionEmpresa: number;
  plan: number;
  periodoInicio: string;
  intento: number;
}): string {
  const dia = p.periodoInicio.replaceAll('-', '');
  return `${p.tipo}-${p.empresaId}-${p.idSuscripcionEmpresa}-${p.plan}-${dia}-${p.intento}`;
}

const PATRON_REFERENCIA = /^(SUS|REN)-(\d{1,15})-(\d{1,15})-(\d{1,15})-(\d{8})-(\d{1,4})$/;

/** The company of one of our references; null when the reference is not ours. */
export function empresaDeReferencia(referencia: string): number | null {
  const m = PATRON_REFERENCIA.exec(referencia);
  return m ? Number(m[2]) : null;
}

/** A renewal's company subscription (the reference's third part); null for a purchase or another reference. */
export function suscripcionDeRenovacion(referencia: string): number | null {
  const m = PATRON_REFERENCIA.exec(referencia);
  return m && m[1] === 'REN' ? Number(m[3]) : null;
}

/** A charge still PENDING without a gateway transaction this long was never sent (the process died): stale. */
export const PENDIENTE_SIN_TRANSACCION = sql`interval '10 minutes'`;

/** The company's PENDING charge that blocks a new purchase (spec §4), if any. */
export async function cobroPendiente(scope: TenantScope) {
  const [fila] = await scope.tx
    .select({ id: cobrosSuscripcion.id })
    .from(cobrosSuscripcion)
    .where(
      scope.where(
        cobrosSuscripcion,
        eq(cobrosSuscripcion.estado, 'PENDING'),
        sql`(${cobrosSuscripcion.id_transaccion} is not null or ${cobrosSuscripcion.created_at} > now() - ${PENDIENTE_SIN_TRANSACCION})`,
      ),
    )
    .limit(1);
  return fila ?? null;
}

/** Records a failure before any gateway transaction (the card could not be saved, the gateway refused). */
export async function marcarFallido(scope: TenantScope, idCobro: number, mensaje: string): Promise<void> {
  await scope.tx
    .update(cobrosSuscripcion)
    .set({ estado: 'ERROR', mensaje: mensaje.slice(0, 300), updated_at: sql`now()` })
    .where(
      scope.where(
        cobrosSuscripcion,
        eq(cobrosSuscripcion.id, idCobro),
        eq(cobrosSuscripcion.estado, 'PENDING'),
      ),
    );
}

/**
 * Applies what the gateway says of a transaction to our charge with its reference (the purchase's answer, a
 * poll, an event re-read): a PENDING charge takes the state; a final one never changes again (a late or
 * out-of-order answer changes nothing). An APPROVED charge moves the company onto its plan and period.
 * Returns the charge after it, or null when no charge has that reference.
 */
export async function aplicarTransaccion(scope: TenantScope, t: Transaccion) {
  const [cobro] = await scope.tx
    .select()
    .from(cobrosSuscripcion)
    .where(scope.where(cobrosSuscripcion, eq(cobrosSuscripcion.referencia, t.referencia)))
    .for('update');
  if (!cobro) return null;
  if (cobro.id_transaccion && cobro.id_transaccion !== t.id) return cobro;
  if (cobro.estado !== 'PENDING') return cobro;
  if (t.estado === 'PENDING' && cobro.id_transaccion === t.id) return cobro;
  const [nuevo] = await scope.tx
    .update(cobrosSuscripcion)
    .set({
      id_transaccion: t.id,
      estado: t.estado,
      mensaje: t.mensaje?.slice(0, 300) ?? null,
      updated_at: sql`now()`,
    })
    .where(scope.where(cobrosSuscripcion, eq(cobrosSuscripcion.id, cobro.id)))
    .returning();
  if (t.estado === 'APPROVED') {
    await otorgarPlan(scope, nuevo);
    await programarSiguiente(scope, nuevo);
  } else if (t.estado !== 'PENDING') await despuesDeFallo(scope, nuevo);
  return nuevo;
}

/**
 * Closes a renewal's PENDING charge that never reached the gateway (no saved card) with `estado`, and takes the
 * failure's next step. Nothing when the charge is no longer PENDING.
 */
export async function cerrarSinPasarela(
  scope: TenantScope,
  idCobro: number,
  estado: 'ERROR' | 'DECLINED',
  mensaje: string,
): Promise<void> {
  const [nuevo] = await scope.tx
    .update(cobrosSuscripcion)
    .set({ estado, mensaje: mensaje.slice(0, 300), updated_at: sql`now()` })
    .where(
      scope.where(
        cobrosSuscripcion,
        eq(cobrosSuscripcion.id, idCobro),
        eq(cobrosSuscripcion.estado, 'PENDING'),
      ),
    )
    .returning();
  if (nuevo) await despuesDeFallo(scope, nuevo);
}

/** The company's subscription takes the paid plan and period ('activa'; the trial is over). */
async function otorgarPlan(scope: TenantScope, cobro: typeof cobrosSuscripcion.$inferSelect): Promise<void> {
  const [actual] = await scope.tx
    .select({ id: suscripcionesEmpresa.id })
    .from(suscripcionesEmpresa)
    .where(scope.where(suscripcionesEmpresa))
    .orderBy(desc(suscripcionesEmpresa.id))
    .limit(1);
  const valores = {
    id_suscripcion: cobro.id_suscripcion,
    estado: 'activa',
    estado_periodo_pueba: 0,
    periodo_inicio: cobro.periodo_inicio,
    periodo_fin: cobro.periodo_fin,
  };
  if (actual) await scope.update(suscripcionesEmpresa, actual.id, valores);
  else
    await scope.insert(suscripcionesEmpresa, { ...valores, fecha_fin_periodo_prueba: cobro.periodo_inicio });
}

export const esFinal = (estado: string): boolean => ESTADOS_FINALES.includes(estado as EstadoCobro);

/** The company's last charge (by id). */
export async function ultimoCobro(scope: TenantScope) {
  const [fila] = await scope.tx
    .select()
    .from(cobrosSuscripcion)
    .where(scope.where(cobrosSuscripcion))
    .orderBy(desc(cobrosSuscripcion.id))
    .limit(1);
  return fila ?? null;
}

/** Marks a PENDING charge that never reached the gateway (stale) as ERROR, so it no longer blocks. */
export async function cerrarSinTransaccion(scope: TenantScope, idCobro: number): Promise<void> {
  await scope.tx
    .update(cobrosSuscripcion)
    .set({ estado: 'ERROR', updated_at: sql`now()` })
    .where(
      and(
        scope.where(cobrosSuscripcion, eq(cobrosSuscripcion.id, idCobro)),
        eq(cobrosSuscripcion.estado, 'PENDING'),
        sql`${cobrosSuscripcion.id_transaccion} is null`,
        sql`${cobrosSuscripcion.created_at} <= now() - ${PENDIENTE_SIN_TRANSACCION}`,
      ),
    );
}
