import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { alCentavo, exacto } from '../../../common/exacto';
import {
  compraSuscripcion,
  mensajeEstadoCobro,
  MENSAJES_SUSCRIPCION as M,
  type EstadoCobro,
  type ResultadoCompra,
} from '../../../common/suscripciones';
import { cobrosSuscripcion, suscripciones } from '../../db/schema';
import { codigoPg } from '../../db/errores-pg';
import type { TenantScope } from '../../db/tenant';
import { ConflictError, ValidationError } from '../../lib/errors';
import { cobrarSinDuplicar, type ResultadoCobro } from '../../pagos/cobrarSinDuplicar';
import type { Transaccion } from '../../pagos/pasarela';
import { aplicarTransaccion, cobroPendiente, marcarFallido, referenciaCobro } from './cobros';
import { periodoDesdeHoy } from './periodo';
import { suscripcionDeEmpresa } from './planes';
import {
  correoDe,
  crearFuente,
  guardarTarjeta,
  leerTarjeta,
  verificarVigencia,
  type Tarjeta,
} from './tarjeta';

type Compra = z.output<typeof compraSuscripcion>;
type Tenant = <T>(fn: (scope: TenantScope) => Promise<T>) => Promise<T>;

/** How long the purchase waits for a PENDING transaction to become final before answering PENDING (polled). */
export const ESPERA_FINAL_MS = 1500;
const PASO_MS = 150;

const resultado = (
  estado: EstadoCobro,
  plan: string,
  idCobro: number,
  mensaje?: string | null,
): ResultadoCompra => ({
  estado,
  suscripcion: { suscripcion: { nombre: plan } },
  mensaje: mensajeEstadoCobro(estado, plan, mensaje),
  id_cobro: idCobro,
});

interface Preparado {
  idCobro: number;
  referencia: string;
  centavos: bigint;
  plan: string;
  correo: string;
  fuente: string | null;
  franquicia: string | null;
}

/**
 * Checks the purchase and writes its charge, PENDING, in one transaction: the plan and its price from our table,
 * the company's subscription, no other charge pending (spec §4's block), a card (given or saved). A concurrent second
 * request waits on the company's purchase lock, then finds this charge pending (409) before it reaches the gateway.
 */
async function preparar(
  scope: TenantScope,
  usuarioId: number,
  compra: Compra,
  pasarela: string,
): Promise<Preparado> {
  // One purchase of a company at a time: a second (a double tap) waits here and then sees the first's charge as
  // pending. Without it, the check below and the count of tries could each see a different moment, and a double tap
  // made two charges (tries 1 and 2).
  await scope.tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`compra-suscripcion:${scope.empresaId}`}))`,
  );
  const [plan] = await scope.tx
    .select()
    .from(suscripciones)
    .where(and(eq(suscripciones.id, compra.idSuscripcionNueva), eq(suscripciones.activo, true)));
  if (!plan) throw ValidationError.field('idSuscripcionNueva', M.planNoEncontrado);
  const actual = await suscripcionDeEmpresa(scope);
  if (compra.idSuscripcionAnterior != null && compra.idSuscripcionAnterior !== actual?.id)
    throw ValidationError.field('idSuscripcionAnterior', M.suscripcionAnterior);
  if (await cobroPendiente(scope)) throw new ConflictError(M.cobroPendiente);
  const periodo = await periodoDesdeHoy(scope, plan.periodo_meses);
  if (
    actual?.estado === 'activa' &&
    actual.id_suscripcion === plan.id &&
    actual.periodo_fin !== null &&
    actual.periodo_fin >= periodo.inicio
  )
    throw new ConflictError(M.yaSuscrito);
  const guardada = compra.tarjeta ? null : await leerTarjeta(scope);
  if (compra.tarjeta) verificarVigencia(compra.tarjeta, periodo.mes);
  else if (!guardada) throw ValidationError.field('tarjeta', M.sinTarjeta);
  else if (guardada.anio_expiracion * 100 + guardada.mes_expiracion < periodo.mes)
    throw ValidationError.field('tarjeta', M.vencida);

  const [{ previos }] = await scope.tx
    .select({ previos: count() })
    .from(cobrosSuscripcion)
    .where(
      scope.where(
        cobrosSuscripcion,
        eq(cobrosSuscripcion.id_suscripcion, plan.id),
        eq(cobrosSuscripcion.periodo_inicio, periodo.inicio),
      ),
    );
  const referencia = referenciaCobro({
    tipo: 'SUS',
    empresaId: scope.empresaId,
    idSuscripcionEmpresa: actual?.id ?? 0,
    plan: plan.id,
    periodoInicio: periodo.inicio,
    intento: Number(previos) + 1,
  });
  const cobro = await scope.insert(cobrosSuscripcion, {
    referencia,
    id_suscripcion: plan.id,
    id_usuario: usuarioId,
    monto: plan.precio,
    moneda: 'COP',
    periodo_inicio: periodo.inicio,
    periodo_fin: periodo.fin,
    pasarela,
    estado: 'PENDING',
    intento: Number(previos) + 1,
  });
  return {
    idCobro: cobro.id,
    referencia,
    centavos: alCentavo(exacto(plan.precio)).n,
    plan: plan.nombre,
    correo: await correoDe(scope, usuarioId),
    fuente: guardada?.fuente_pago ?? null,
    franquicia: guardada?.franquicia ?? null,
  };
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * POST suscripciones/suscripcion/usuario: (1) the charge written PENDING in a transaction, (2) outside any
 * transaction the card saved at the gateway (when given) and the charge sent with its reference, waiting briefly
 * for a final state, (3) the gateway's answer applied in a transaction (APPROVED: the company on the plan).
 * A PENDING answer is then followed by polling `estado` and by the gateway's event.
 */
export async function comprar(
  app: FastifyInstance,
  tenant: Tenant,
  usuarioId: number,
  compra: Compra,
): Promise<ResultadoCompra> {
  const pasarela = app.pagos.pasarela;
  let p: Preparado;
  try {
    p = await tenant((scope) => preparar(scope, usuarioId, compra, pasarela.nombre));
  } catch (error) {
    if (codigoPg(error) === '23505') throw new ConflictError(M.cobroPendiente);
    throw error;
  }
  const fallar = async (mensaje: string) => {
    await tenant((scope) => marcarFallido(scope, p.idCobro, mensaje));
    return resultado('ERROR', p.plan, p.idCobro, mensaje);
  };

  let fuente = p.fuente;
  let franquicia = p.franquicia;
  if (compra.tarjeta) {
    const tarjeta: Tarjeta = compra.tarjeta;
    try {
      fuente = await crearFuente(pasarela, tarjeta, p.correo);
    } catch (error) {
      await tenant((scope) => marcarFallido(scope, p.idCobro, M.tokenInvalido));
      throw error;
    }
    await tenant((scope) => guardarTarjeta(scope, usuarioId, pasarela.nombre, fuente!, tarjeta));
    franquicia = tarjeta.franquiciaTarjeta;
  }

  let r: ResultadoCobro;
  try {
    r = await cobrarSinDuplicar(pasarela, {
      referencia: p.referencia,
      centavos: p.centavos,
      moneda: 'COP',
      fuente: fuente!,
      correo: p.correo,
      nombre: compra.tarjeta?.nombrePropietario,
      franquicia: franquicia ?? undefined,
    });
  } catch (error) {
    await fallar(M.generico);
    throw error;
  }
  if (r.tipo === 'ninguna') {
    app.log.warn({ referencia: p.referencia }, 'pasarela: cobro rechazado');
    return fallar(r.motivo || M.errorPasarela);
  }
  if (r.tipo === 'desconocido') {
    // The card may have been charged: the charge stays PENDING (it blocks a new purchase) and `estado` asks the
    // gateway for its reference until it can tell.
    app.log.warn({ referencia: p.referencia }, 'pasarela: resultado del cobro desconocido');
    return resultado('PENDING', p.plan, p.idCobro);
  }
  let t: Transaccion = r.t;
  for (let espera = 0; t.estado === 'PENDING' && espera < ESPERA_FINAL_MS; espera += PASO_MS) {
    await esperar(PASO_MS);
    try {
      t = await pasarela.leer(t.id);
    } catch {
      break;
    }
  }
  const final = t;
  const cobro = await tenant((scope) => aplicarTransaccion(scope, final));
  const estado = (cobro?.estado ?? final.estado) as EstadoCobro;
  return resultado(estado, p.plan, p.idCobro, cobro?.mensaje ?? final.mensaje);
}
