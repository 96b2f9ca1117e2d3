import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alCentavo, exacto } from '../../../common/exacto';
import { ROL_PROPIETARIO } from '../../../common/modulos';
import { cobrosSuscripcion, suscripciones, suscripcionesEmpresa, usuarios } from '../../db/schema';
import { TenantScope } from '../../db/tenant';
import { enqueue, type OutboxMensaje } from '../../outbox';
import { cobrarSinDuplicar } from '../../pagos/cobrarSinDuplicar';
import type { Transaccion } from '../../pagos/pasarela';
import {
  aplicarTransaccion,
  cerrarSinPasarela,
  PENDIENTE_SIN_TRANSACCION,
  referenciaCobro,
  suscripcionDeRenovacion,
} from './cobros';
import { periodoDesde } from './periodo';
import { suscripcionDeEmpresa } from './planes';
import { leerTarjeta } from './tarjeta';

/** The outbox kind of one try of a renewal. */
export const TIPO_RENOVACION = 'renovacion';

/** One try of charging the period that starts on `periodo_inicio` (YYYY-MM-DD) for the company subscription. */
export interface PayloadRenovacion {
  id_suscripcion_empresa: number;
  id_suscripcion: number;
  periodo_inicio: string;
  intento: number;
}

/** A declined renewal is tried again this many days after the period's start (tries 2, 3 and 4). */
export const DIAS_REINTENTO = [1, 3, 7] as const;
export const INTENTOS_RENOVACION = DIAS_REINTENTO.length + 1;

/** How long one try waits for a PENDING transaction before leaving it to the outbox's next attempt. */
const ESPERA_MS = 1500;
const PASO_MS = 150;

type FilaCobro = typeof cobrosSuscripcion.$inferSelect;

const filas = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

/** Enqueues a try, due at Bogotá's midnight `dias` days after the period's start. */
async function encolar(scope: TenantScope, p: PayloadRenovacion, dias: number): Promise<void> {
  await enqueue(
    scope.tx,
    scope.empresaId,
    'renovacion',
    p,
    sql`((${p.periodo_inicio}::date + ${dias}::int)::timestamp at time zone 'America/Bogota')`,
  );
}

/** After an APPROVED charge (purchase or renewal): the first try of the next period, due the day it starts. */
export async function programarSiguiente(scope: TenantScope, cobro: FilaCobro): Promise<void> {
  const [actual] = await scope.tx
    .select({ id: suscripcionesEmpresa.id })
    .from(suscripcionesEmpresa)
    .where(scope.where(suscripcionesEmpresa))
    .orderBy(sql`${suscripcionesEmpresa.id} desc`)
    .limit(1);
  const [{ inicio }] = filas<{ inicio: string }>(
    await scope.tx.execute(sql`select (${cobro.periodo_fin}::date + 1)::text as inicio`),
  );
  await encolar(
    scope,
    {
      id_suscripcion_empresa: actual.id,
      id_suscripcion: cobro.id_suscripcion,
      periodo_inicio: inicio,
      intento: 1,
    },
    0,
  );
}

/**
 * After a renewal's charge failed (DECLINED, ERROR, VOIDED, no card): the next try on the schedule, the
 * subscription 'pendiente' meanwhile; after the last try the company falls back to the free plan ('gratis': its
 * limits, every datum kept). The owner is mailed either way. A purchase's failure changes nothing.
 */
export async function despuesDeFallo(scope: TenantScope, cobro: FilaCobro): Promise<void> {
  const idSuscripcionEmpresa = suscripcionDeRenovacion(cobro.referencia);
  if (idSuscripcionEmpresa === null) return;
  const ultimo = cobro.intento >= INTENTOS_RENOVACION;
  if (ultimo)
    await scope.update(suscripcionesEmpresa, idSuscripcionEmpresa, {
      estado: 'gratis',
      id_suscripcion: null,
      estado_periodo_pueba: 0,
    });
  else {
    await scope.update(suscripcionesEmpresa, idSuscripcionEmpresa, { estado: 'pendiente' });
    await encolar(
      scope,
      {
        id_suscripcion_empresa: idSuscripcionEmpresa,
        id_suscripcion: cobro.id_suscripcion,
        periodo_inicio: cobro.periodo_inicio,
        intento: cobro.intento + 1,
      },
      DIAS_REINTENTO[cobro.intento - 1],
    );
  }
  await avisarDueno(scope, cobro, ultimo);
}

async function avisarDueno(scope: TenantScope, cobro: FilaCobro, ultimo: boolean): Promise<void> {
  const [dueno] = await scope.tx
    .select({ email: usuarios.email, nombre: usuarios.nombre })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.id_rol, ROL_PROPIETARIO)))
    .limit(1);
  if (!dueno) return;
  const [plan] = await scope.tx
    .select({ nombre: suscripciones.nombre })
    .from(suscripciones)
    .where(eq(suscripciones.id, cobro.id_suscripcion));
  const siguiente = ultimo
    ? 'Hicimos el último intento: su empresa pasó al plan gratuito y conserva todos sus datos. Puede volver a suscribirse en Suscripciones.'
    : `Volveremos a intentarlo en ${DIAS_REINTENTO[cobro.intento - 1] - (cobro.intento > 1 ? DIAS_REINTENTO[cobro.intento - 2] : 0)} día(s). Revise su tarjeta en Configuración > Cuenta.`;
  const texto = `Hola ${dueno.nombre}: no pudimos cobrar la renovación del plan ${plan?.nombre ?? ''} (referencia ${cobro.referencia}). ${siguiente}`;
  await enqueue(scope.tx, scope.empresaId, 'correo', {
    para: dueno.email,
    asunto: ultimo ? 'Su suscripción pasó al plan gratuito' : 'No pudimos renovar su suscripción',
    texto,
    html: `<p>${texto.replace(/[<>&]/g, '')}</p>`,
  });
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One try of a renewal (the outbox handler; may run twice, on several instances): the charge of (company
 * subscription, period, try) is written once under its unique reference, and sent to the gateway only while it
 * has no transaction; the gateway also refuses a repeated reference. A try whose subscription has moved on (a
 * new purchase, already renewed, the free plan) does nothing. A charge still PENDING makes the job fail, so the
 * outbox asks again later.
 */
export async function renovar(app: FastifyInstance, mensaje: OutboxMensaje): Promise<void> {
  const p = mensaje.payload as PayloadRenovacion;
  const empresaId = mensaje.empresaId;
  const tenant = <T>(fn: (scope: TenantScope) => Promise<T>) =>
    app.database.withTenant(empresaId, (tx, c) => fn(new TenantScope(tx, empresaId, undefined, c)));
  const pasarela = app.pagos.pasarela;

  const preparado = await tenant(async (scope) => {
    const actual = await suscripcionDeEmpresa(scope);
    if (!actual || actual.id !== p.id_suscripcion_empresa || actual.id_suscripcion !== p.id_suscripcion)
      return null;
    const [{ sigue }] = filas<{ sigue: boolean }>(
      await scope.tx.execute(
        sql`select coalesce(${actual.periodo_fin}::date + 1 = ${p.periodo_inicio}::date, false) as sigue`,
      ),
    );
    if (!sigue) return null;
    const [plan] = await scope.tx.select().from(suscripciones).where(eq(suscripciones.id, p.id_suscripcion));
    if (!plan) return null;
    const periodo = await periodoDesde(scope, sql`${p.periodo_inicio}::date`, plan.periodo_meses);
    const referencia = referenciaCobro({
      tipo: 'REN',
      empresaId,
      idSuscripcionEmpresa: actual.id,
      plan: plan.id,
      periodoInicio: p.periodo_inicio,
      intento: p.intento,
    });
    const insertado = await scope.tx
      .insert(cobrosSuscripcion)
      .values({
        empresa_id: empresaId,
        referencia,
        id_suscripcion: plan.id,
        monto: plan.precio,
        moneda: 'COP',
        periodo_inicio: periodo.inicio,
        periodo_fin: periodo.fin,
        pasarela: pasarela.nombre,
        estado: 'PENDING',
        intento: p.intento,
      })
      .onConflictDoNothing()
      .returning({ id: cobrosSuscripcion.id });
    const [cobro] = await scope.tx
      .select()
      .from(cobrosSuscripcion)
      .where(scope.where(cobrosSuscripcion, eq(cobrosSuscripcion.referencia, referencia)));
    // Only the run that wrote the charge sends it; another (a second instance, a retry while the first still
    // runs) waits for its transaction, unless the writer died before sending it (older than the lease).
    const [{ abandonado }] = filas<{ abandonado: boolean }>(
      await scope.tx.execute(
        sql`select ${cobro.created_at.toISOString()}::timestamptz <= now() - ${PENDIENTE_SIN_TRANSACCION} as abandonado`,
      ),
    );
    const escrito = insertado.length > 0;
    const enviar = escrito || abandonado;
    const [dueno] = await scope.tx
      .select({ email: usuarios.email })
      .from(usuarios)
      .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id_rol, ROL_PROPIETARIO)))
      .limit(1);
    return { cobro, enviar, escrito, tarjeta: await leerTarjeta(scope), correo: dueno?.email ?? '' };
  });
  if (!preparado || preparado.cobro.estado !== 'PENDING') return;
  const { cobro, tarjeta } = preparado;

  let t: Transaccion;
  if (cobro.id_transaccion) t = await pasarela.leer(cobro.id_transaccion);
  else if (!preparado.enviar) throw new Error('Otra ejecución está enviando este cobro de renovación');
  else {
    // A charge written by a run that died may have reached the gateway: look its reference up before sending.
    const previa = preparado.escrito ? null : await pasarela.buscar(cobro.referencia);
    if (previa) t = previa;
    else if (!tarjeta) {
      await tenant((scope) => cerrarSinPasarela(scope, cobro.id, 'DECLINED', 'No hay una tarjeta guardada'));
      return;
    } else {
      const r = await cobrarSinDuplicar(pasarela, {
        referencia: cobro.referencia,
        centavos: alCentavo(exacto(cobro.monto)).n,
        moneda: 'COP',
        fuente: tarjeta.fuente_pago,
        correo: preparado.correo,
        nombre: tarjeta.nombre_propietario || undefined,
        franquicia: tarjeta.franquicia,
      });
      if (r.tipo === 'ninguna') {
        await tenant((scope) => cerrarSinPasarela(scope, cobro.id, 'ERROR', r.motivo));
        return;
      }
      if (r.tipo === 'desconocido')
        throw new Error(`La pasarela no confirmó el cobro de renovación ${cobro.referencia}: ${r.motivo}`);
      t = r.t;
    }
  }
  for (let espera = 0; t.estado === 'PENDING' && espera < ESPERA_MS; espera += PASO_MS) {
    await esperar(PASO_MS);
    t = await pasarela.leer(t.id);
  }
  const final = t;
  const despues = await tenant((scope) => aplicarTransaccion(scope, final));
  if (despues?.estado === 'PENDING') throw new Error('La renovación sigue pendiente en la pasarela de pagos');
}
