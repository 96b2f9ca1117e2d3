import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import { compararDinero, sumar, type Dinero } from '../../../common/dinero';
import {
  mensajeSinInventario,
  PRODUCTO_INVALIDO,
  SIN_INVENTARIO,
  MENSAJES_ORDENES,
} from '../../../common/ordenes';
import { MENSAJES_VENTAS as M, mensajeLineaCobrada, type Venta } from '../../../common/ventas';
import {
  ordenes,
  ordenesDetalle,
  productos,
  productosImpuestos,
  ventas,
  ventasDetalle,
} from '../../db/schema';
import { codigoPg, restriccionPg } from '../../db/errores-pg';
import { desdeJson } from '../../db/statement';
import { ejecutar } from '../../db/sentencia';
import type { TenantScope } from '../../db/tenant';
import { aviso, EVENTOS_CHANNEL, publicar } from '../../eventos';
import { page } from '../../lib/envelope';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { huellaDe, revisarHuella } from '../../lib/idempotencia';
import { auditar } from '../../services/auditoria';
import { rechazarPreciosNegativos } from '../../services/preciosNegativos';
import {
  consumoCalculado,
  prepararSalidaVenta,
  sinCeros,
  regresoPorCancelacion,
  SinInventarioError,
  type SalidaVenta,
} from '../../services/inventario';
import { emitirVenta, emitirVentaInmediata } from '../../webhooks/eventos';
import {
  calcularPagos,
  calcularVenta,
  propinaMaxima,
  propinaSugerida,
  repartirOrden,
  type LineaEntrada,
  type LineaPorCobrar,
} from './calculo';
import {
  cajaAbiertaDe,
  cajaParaVender,
  configuracion,
  privilegiado,
  sedeOPrincipal,
  type Quien,
} from './caja';
import { ESCRIBIR_VENTA, ESCRIBIR_VENTA_SIN_SALIDA, INCOMPLETA } from './sentencias';
import { cabeceras, calcularDesdeGuardadas, cargarVenta, completar, formatoResumen } from './consultas';
import { ContextosVenta, ContextoVencido, leerContexto, type Contexto, type Pedido } from './contexto';
import type { CancelarInput, InmediataInput, VentaInput, VentasQuery } from './schemas';

const p = productos as typeof productos & Record<string, typeof productos.id>;
const imp = productosImpuestos as typeof productosImpuestos & Record<string, typeof productosImpuestos.id>;

/**
 * The idempotency key was taken by a sale that committed while this one waited: this transaction rolls back
 * (its number with it) and the route answers the first sale.
 */
export class VentaRepetida extends Error {
  constructor(readonly cuerpo: { idempotencia: string }) {
    super('venta repetida');
  }
}

/** GET ventas: the sales, newest first, pages from 1. */
export async function listarVentas(scope: TenantScope, q: VentasQuery) {
  const condicion = and(
    q.estado ? eq(ventas.estado, q.estado) : undefined,
    q.id_sede ? eq(ventas.id_sede, q.id_sede) : undefined,
    q.id_cuadre_caja ? eq(ventas.id_cuadre_caja, q.id_cuadre_caja) : undefined,
    q.search ? sql`(${ventas.prefijo} || ${ventas.numero}::text) ilike ${`%${q.search}%`}` : undefined,
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` }) // no-dinero: a row count
    .from(ventas)
    .where(scope.where(ventas, condicion));
  let consulta = cabeceras(scope, condicion).orderBy(desc(ventas.created_at), desc(ventas.id));
  if (q.rowsPerPage !== -1) consulta = consulta.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  return page(
    (await consulta).map(formatoResumen),
    total,
    q.page,
    q.rowsPerPage === -1 ? total : q.rowsPerPage,
  );
}

/**
 * GET cuadresCaja/ventas/cajaAbierta: the open register's sales of a venue (the main one by default), whole (lines,
 * taxes, payments) so today's sales panel reprints a receipt and chooses per line on a cancellation.
 */
export async function ventasCajaAbierta(scope: TenantScope, idSede: number | null): Promise<Venta[]> {
  const caja = await cajaAbiertaDe(scope, await sedeOPrincipal(scope, idSede));
  if (!caja) return [];
  return completar(
    scope,
    await cabeceras(scope, eq(ventas.id_cuadre_caja, caja.id)).orderBy(desc(ventas.id)),
  );
}

/** The sale already made with this body's key, or null; 422 when the key came with another body. */
async function ventaPorClave(scope: TenantScope, cuerpo: { idempotencia: string }): Promise<number | null> {
  const [fila] = await scope.tx
    .select({ id: ventas.id, huella: ventas.huella })
    .from(ventas)
    .where(scope.where(ventas, eq(ventas.idempotencia, cuerpo.idempotencia)));
  if (!fila) return null;
  revisarHuella(fila.huella, cuerpo);
  return fila.id;
}

/** The sale made with this body's key (a repeated charge's answer; 422 for another body). */
export async function ventaDeClave(scope: TenantScope, cuerpo: { idempotencia: string }): Promise<Venta> {
  const id = await ventaPorClave(scope, cuerpo);
  if (id === null) throw new NotFoundError();
  return cargarVenta(scope, id);
}

interface Cobro {
  idempotencia: string;
  id_nit: number | null;
  propina?: Dinero;
  descuento?: Dinero;
  motivo_descuento: string | null;
  formaPagoValores: { id_forma_pago: number; valor: Dinero; recibido?: Dinero }[];
}

/** Discount: roles 0 and 1 only, with a reason, never above the subtotal (worked out only for a discount). */
function revisarDescuento(quien: Quien, input: Cobro, subtotal: () => Dinero): Dinero {
  const descuento = input.descuento ?? '0.00';
  const signo = compararDinero(descuento, 0);
  if (signo === 0) return '0.00';
  if (signo < 0) throw ValidationError.field('descuento', M.descuentoMaximo);
  if (!privilegiado(quien)) throw new ForbiddenError(M.descuentoPermiso);
  if (!input.motivo_descuento) throw ValidationError.field('motivo_descuento', M.descuentoMotivo);
  if (compararDinero(descuento, subtotal()) > 0) throw ValidationError.field('descuento', M.descuentoMaximo);
  return descuento;
}

/** The payments checked against the company's active methods (`formas`, as read) and against what is due. */
function revisarPagos(formas: Contexto['formas'], input: Cobro, debido: Dinero) {
  if (input.formaPagoValores.length === 0) throw ValidationError.field('formaPagoValores', M.sinPagos);
  const ids = input.formaPagoValores.map((f) => f.id_forma_pago);
  const activas = new Map(formas.filter((f) => f.activa).map((f) => [f.id, f.efectivo]));
  const errores: Record<string, string[]> = {};
  const vistos = new Set<number>();
  ids.forEach((idForma, n) => {
    if (!activas.has(idForma)) errores[`formaPagoValores.${n}.id_forma_pago`] = [M.formaPago];
    else if (vistos.has(idForma)) errores[`formaPagoValores.${n}.id_forma_pago`] = [M.formaPagoRepetida];
    vistos.add(idForma);
  });
  input.formaPagoValores.forEach((f, n) => {
    if (compararDinero(f.valor, 0) <= 0)
      errores[`formaPagoValores.${n}.valor`] = ['El valor debe ser mayor que cero'];
  });
  const primero = Object.values(errores)[0];
  if (primero) throw new ValidationError(primero[0], errores);
  const r = calcularPagos(
    input.formaPagoValores.map((f) => ({
      id_forma_pago: f.id_forma_pago,
      valor: f.valor,
      recibido: f.recibido ?? null,
      efectivo: activas.get(f.id_forma_pago) as boolean,
    })),
    debido,
  );
  if (!r.ok) {
    const campo = r.indice !== undefined ? `formaPagoValores.${r.indice}.recibido` : 'formaPagoValores';
    const mensaje = {
      insuficiente: M.pagosInsuficientes,
      excede: M.pagosExceden,
      recibido: M.recibido,
      recibidoNoEfectivo: M.recibidoNoEfectivo,
    }[r.motivo];
    throw ValidationError.field(campo, mensaje);
  }
  return r;
}

interface LineaVender extends LineaEntrada {
  id_producto: number;
  nombre: string;
  id_orden_detalle: number | null;
}

/** The write failed on purpose with this `control` (see INCOMPLETA). */
const fallaDeControl = (error: unknown, control: string) =>
  codigoPg(error) === '22P02' && String((error as Error).message).includes(`"${control}:`);

/**
 * The idempotency key was taken by a sale that committed while this one ran: the header's insert waited for it and
 * failed (the venue's number rolls back with it).
 */
const claveTomada = (error: unknown) =>
  codigoPg(error) === '23505' && restriccionPg(error) === 'ventas_idempotencia_uq';

/** What the final statement gives back: the sale's header, lines and payments as stored (money as text). */
export interface Escrita {
  id: number;
  numero: number;
  created_at: unknown;
  cabecera: Record<
    'subtotal' | 'descuento' | 'base' | 'impuesto' | 'total' | 'propina' | 'cambio',
    string
  > & { motivo_descuento: string | null };
  detalles: Venta['detalles'];
  pagos: { id: number; id_forma_pago: number; valor: string; recibido: string; cambio: string }[];
}

/** A sale's row as its write answered it (the single write's and each of a batch's, lotes.ts). */
export const escritaDe = (fila: Record<string, unknown>): Escrita => ({
  id: Number(fila.id),
  numero: Number(fila.numero),
  created_at: fila.created_at,
  cabecera: fila as Escrita['cabecera'],
  detalles: desdeJson<Escrita['detalles']>(fila.detalles),
  pagos: desdeJson<Escrita['pagos']>(fila.pagos),
});

/** A charge checked and worked out from its context: what its write stores (`registrarVenta`, `LotesVenta`). */
export interface CobroListo {
  idNit: number;
  descuento: Dinero;
  sinDescuento: boolean;
  calculo: ReturnType<typeof calcularVenta>;
  propina: Dinero;
  pagos: Extract<ReturnType<typeof calcularPagos>, { ok: true }>;
  prefijo: string;
  idCaja: number;
  /** The lines and the payments as the write's JSON takes them (in their order, `n`). */
  lineas: Record<string, unknown>[];
  formas: Record<string, unknown>[];
}

/**
 * The checks of a charge that need nothing but its context, in the order they always had (customer, discount,
 * tip, payments, register), and its figures: the Spanish errors of spec §8, nothing read or written.
 */
export function listoParaEscribir(
  quien: Quien,
  datos: { input: Cobro; idSede: number; lineas: LineaVender[]; propinaPorDefecto: Dinero },
  contexto: Contexto,
): CobroListo {
  const { input } = datos;
  if (!contexto.nit) throw ValidationError.field('id_nit', M.cliente);
  const idNit = contexto.nit.id;
  const descuento = revisarDescuento(quien, input, () => calcularVenta(datos.lineas).subtotal);
  const calculo = calcularVenta(datos.lineas, descuento);
  const propina = input.propina ?? datos.propinaPorDefecto;
  if (compararDinero(propina, 0) < 0 || compararDinero(propina, propinaMaxima(calculo.total)) > 0)
    throw ValidationError.field('propina', M.propinaMaxima);
  const pagos = revisarPagos(contexto.formas, input, sumar(calculo.total, propina));
  const prefijo = contexto.prefijo ?? '';
  const idCaja = contexto.idCaja;
  if (idCaja === null) throw new AppError(409, M.sinCaja, { id_sede: datos.idSede });
  const lineas = calculo.lineas.map((l, n) => ({
    id_producto: datos.lineas[n].id_producto,
    id_orden_detalle: datos.lineas[n].id_orden_detalle,
    nombre: datos.lineas[n].nombre,
    precio: l.precio,
    cantidad: l.cantidad,
    tipo_impuesto: l.tipo_impuesto,
    porcentaje: l.porcentaje,
    subtotal: l.subtotal,
    descuento: l.descuento,
    total: l.total,
    base: l.base,
    impuesto: l.impuesto,
    n,
  }));
  const formas = pagos.pagos.map((f, n) => ({ ...f, n }));
  return {
    idNit,
    descuento,
    sinDescuento: compararDinero(descuento, 0) === 0,
    calculo,
    propina,
    pagos,
    prefijo,
    idCaja,
    lineas,
    formas,
  };
}

/**
 * The common part of both charges, inside the caller's transaction, from what `leerContexto` read (`contexto`; a
 * table sale's is read here). Nothing is locked but the open register until the stock that leaves (`salida`, its
 * rows locked in product order and checked). Then one statement bumps the venue's counter (its row stays locked
 * until commit: numbers in commit order, no gaps), writes the header, the lines, the payments and the stock
 * movements, announces the register's change and answers what it stored; so the venue's number is held for that
 * statement and the commit only.
 */
async function registrarVenta(
  scope: TenantScope,
  quien: Quien,
  datos: {
    input: Cobro;
    idSede: number;
    tipo: 'mesa' | 'inmediata';
    idOrden: number | null;
    idMesero: number | null;
    lineas: LineaVender[];
    propinaPorDefecto: Dinero;
    contexto?: Contexto;
    /**
     * Present when `contexto` came from the cache (`ContextosVenta`): the write checks its version, and `escrita`
     * turns true as the write leaves (past that point nothing may be tried again in this transaction).
     */
    envio?: { escrita: boolean };
    /** The stock that leaves with the sale (a counter sale); a table sale's left with its order. */
    salida?: (scope: TenantScope) => Promise<SalidaVenta>;
    /**
     * Nothing follows the sale's write in this transaction unless there is a discount to audit (the caller writes
     * nothing more): its COMMIT may leave with it.
     */
    ultima?: boolean;
  },
): Promise<{ escrita: Escrita; contexto: Contexto }> {
  const { input } = datos;
  const contexto =
    datos.contexto ??
    (await leerContexto(scope, {
      clave: null,
      productos: [],
      idSede: datos.idSede,
      idNit: input.id_nit,
      formas: input.formaPagoValores.map((f) => f.id_forma_pago),
      usuarioId: quien.usuarioId,
    }));
  const listo = listoParaEscribir(quien, datos, contexto);
  const { idNit, descuento, sinDescuento, calculo, propina, pagos, prefijo, idCaja, lineas, formas } = listo;
  const salida = datos.salida ? await datos.salida(scope) : null;
  // The COMMIT leaves with the write when nothing follows it in this transaction (no discount to audit, nothing
  // else the caller writes): everything that must roll it back makes the statement fail.
  const confirmar = datos.ultima === true && sinDescuento;
  const filasSalida = salida?.filas ?? [];
  if (datos.envio) datos.envio.escrita = true;
  const valores = {
    empresa: scope.empresaId,
    sede: datos.idSede,
    caja: idCaja,
    prefijo,
    tipo: datos.tipo,
    orden: datos.idOrden,
    nit: idNit,
    subtotal: calculo.subtotal,
    descuento: calculo.descuento,
    motivo_descuento: sinDescuento ? null : input.motivo_descuento,
    base: calculo.base,
    impuesto: calculo.impuesto,
    total: calculo.total,
    propina,
    cambio: pagos.cambio,
    idempotencia: input.idempotencia,
    usuario: quien.usuarioId,
    mesero: datos.idMesero,
    lineas: JSON.stringify(lineas),
    pagos: JSON.stringify(formas),
    canal: EVENTOS_CHANNEL,
    // Heard after the commit only (the register page reloads).
    aviso: aviso(scope, 'ventas', [idCaja]),
    version: datos.envio ? contexto.version : null,
    huella: huellaDe(input),
  };
  const escribir =
    filasSalida.length > 0
      ? ejecutar(scope, ESCRIBIR_VENTA, { ...valores, salida: JSON.stringify(filasSalida) }, { confirmar })
      : ejecutar(scope, ESCRIBIR_VENTA_SIN_SALIDA, valores, { confirmar });
  const filas = await escribir.catch((error: unknown) => {
    // The key was taken by a sale that committed while this one ran: rolled back (its number too), answer that one.
    if (claveTomada(error)) throw new VentaRepetida(input);
    if (fallaDeControl(error, INCOMPLETA)) throw new Error('Venta: movimientos de inventario incompletos');
    throw error;
  });
  const fila = filas[0];
  // No row: the cached context no longer holds (the register closed, or the company's version moved on).
  if (fila === undefined) throw new ContextoVencido();
  const id = Number(fila.id);
  if (!sinDescuento)
    await auditar(scope, {
      accion: 'descuento.aplicado',
      entidad: 'ventas',
      entidadId: String(id),
      despues: { descuento, motivo: input.motivo_descuento },
    });
  return { escrita: escritaDe(fila), contexto };
}

/**
 * The counter sale as `cargarVenta` reads it after the commit, from what was read and stored (no read-back): the
 * header's figures are the stored ones (the same decimals: the calculation's, written as PostgreSQL writes them),
 * the lines and payments as the final statement returned them. tests/api/ventas-respuesta.test.ts holds it equal
 * to the read.
 */
export function ventaEscrita(
  { escrita, contexto }: { escrita: Escrita; contexto: Contexto },
  datos: { idSede: number; quien: Quien },
): Venta {
  const formas = new Map(contexto.formas.map((f) => [f.id, f]));
  const c = escrita.cabecera;
  const cabecera = formatoResumen({
    id: escrita.id,
    id_sede: datos.idSede,
    sede: contexto.sede,
    id_cuadre_caja: contexto.idCaja,
    numero: escrita.numero,
    prefijo: contexto.prefijo ?? '',
    tipo: 'inmediata',
    id_orden: null,
    mesa: null,
    id_nit: contexto.nit!.id,
    cliente: contexto.nit!.cliente,
    documento_cliente: contexto.nit!.documento,
    subtotal: c.subtotal,
    descuento: c.descuento,
    motivo_descuento: c.motivo_descuento,
    base: c.base,
    impuesto: c.impuesto,
    total: c.total,
    propina: c.propina,
    cambio: c.cambio,
    estado: 'pagada',
    id_usuario: datos.quien.usuarioId,
    cajero: contexto.cajero,
    id_mesero: null,
    mesero: null,
    cancelada_por: null,
    cancelada_at: null,
    motivo_cancelacion: null,
    created_at: escrita.created_at,
  });
  return {
    ...cabecera,
    impuestos: calcularDesdeGuardadas(escrita.detalles).impuestos,
    detalles: escrita.detalles,
    pagos: escrita.pagos.map((p) => {
      const forma = formas.get(p.id_forma_pago)!;
      return { ...p, forma_pago: forma.nombre, efectivo: forma.efectivo };
    }) as Venta['pagos'],
  };
}

/** 409 `sinInventario` as the orders answer it. */
function comoSinInventario(error: unknown): never {
  if (!(error instanceof SinInventarioError)) throw error;
  const { id_producto, nombre, disponible } = error;
  throw new AppError(
    409,
    SIN_INVENTARIO,
    { id_producto, nombre, disponible },
    { mensaje: mensajeSinInventario(nombre, new Decimal(disponible).toString()) },
  );
}

/**
 * POST ventas/inmediata: a counter sale. A key already used answers that sale. Products checked as the orders do
 * (`productoInvalido`), the venue's counter locked (numbers in commit order, no gaps), an open register needed,
 * the stock taken through the ledger (`sinInventario` refuses it all).
 */
export async function ventaInmediata(
  scope: TenantScope,
  quien: Quien,
  input: InmediataInput,
): Promise<Venta> {
  const hecha = await registrarInmediata(scope, quien, input, { cache: false });
  return typeof hecha === 'number' ? cargarVenta(scope, hecha) : hecha;
}

/** The counter sales' contexts this process has read (issue 9: a sale that finds its own here writes at once). */
export const contextos = new ContextosVenta();

/** What a counter sale asks of its context. */
export const pedidoDe = (input: InmediataInput, quien: Quien): Pedido => ({
  productos: input.detalles.map((d) => d.id_producto),
  idSede: input.id_sede,
  idNit: input.id_nit,
  formas: input.formaPagoValores.map((f) => f.id_forma_pago),
  usuarioId: quien.usuarioId,
});

/**
 * The counter sale: with its whole context in the cache (`ContextosVenta`), one statement writes it (plus the
 * stock's lock when something leaves stock); otherwise one statement reads what it needs (`leerContexto`) first.
 * A check that refuses the cached context sends the sale to that read (its answer comes from what is stored), and
 * a cached context the write finds stale throws `ContextoVencido` (nothing written: the route runs the sale again
 * with `cache: false`). A used key fails the write (`VentaRepetida`) or is found by the read. Answers the sale as
 * stored, or the id of the sale a used key already made (the route reads that one after the commit).
 */
export async function registrarInmediata(
  scope: TenantScope,
  quien: Quien,
  input: InmediataInput,
  opciones: { cache: boolean } = { cache: true },
): Promise<Venta | number> {
  const pedido = pedidoDe(input, quien);
  const guardado = opciones.cache ? contextos.obtener(scope.empresaId, pedido) : null;
  if (guardado) {
    const envio = { escrita: false };
    try {
      return await venderInmediata(scope, quien, input, guardado, envio);
    } catch (error) {
      if (error instanceof ContextoVencido) contextos.olvidar(scope.empresaId);
      // Refused before anything was sent: answered from what is stored, below.
      if (envio.escrita || !(error instanceof AppError)) throw error;
    }
  }
  const contexto = await leerContexto(scope, { clave: input.idempotencia, ...pedido });
  contextos.guardar(scope.empresaId, pedido, contexto);
  if (contexto.previa !== null) {
    revisarHuella(contexto.previa.huella, input);
    return contexto.previa.id;
  }
  return venderInmediata(scope, quien, input, contexto);
}

/**
 * A counter sale's lines from its context: `sinLineas`, `productoInvalido` (active, sold and priced), no negative
 * price (`rechazarPreciosNegativos`), the venue;
 * and the stock that leaves, from the products and recipes read (nothing to lock for a sale that takes none).
 */
export function lineasInmediata(input: InmediataInput, contexto: Contexto) {
  const ids = input.detalles.map((d) => d.id_producto);
  if (input.detalles.length === 0) throw ValidationError.field('detalles', M.sinLineas);
  const vendibles = new Map(
    contexto.productos
      .filter(
        (f) => f.estado === 'activo' && f.tipo_producto !== TIPOS_PRODUCTO.insumo && f.precio_venta !== null,
      )
      .map((f) => [f.id, f]),
  );
  const errores: Record<string, string[]> = {};
  ids.forEach((idP, n) => {
    if (!vendibles.has(idP)) errores[`detalles.${n}.id_producto`] = [MENSAJES_ORDENES.productoInvalido];
  });
  if (Object.keys(errores).length > 0)
    throw new AppError(
      422,
      PRODUCTO_INVALIDO,
      { errors: errores },
      { mensaje: MENSAJES_ORDENES.productoInvalido },
    );
  rechazarPreciosNegativos(ids, vendibles);
  const idSede = contexto.idSede;
  if (idSede === null) throw ValidationError.field('id_sede', M.sede);
  const lineas: LineaVender[] = input.detalles.map((d) => {
    const pr = vendibles.get(d.id_producto)!;
    return {
      id_producto: pr.id,
      nombre: pr.nombre,
      id_orden_detalle: null,
      precio: pr.precio_venta as string,
      cantidad: d.cantidad,
      porcentaje: pr.porcentaje_impuesto ?? '0',
      tipo_impuesto: pr.tipo_impuesto,
    };
  });
  const vendidas = lineas.map((l) => ({ id_producto: l.id_producto, cantidad: l.cantidad }));
  const consumo = sinCeros(
    consumoCalculado(
      vendidas,
      new Map(contexto.productos.map((f) => [f.id, f.maneja === true])),
      contexto.recetas,
    ),
  );
  return { idSede, lineas, vendidas, consumo };
}

/** The counter sale's checks and write from its context (`envio`: the context is the cache's, see `registrarVenta`). */
async function venderInmediata(
  scope: TenantScope,
  quien: Quien,
  input: InmediataInput,
  contexto: Contexto,
  envio?: { escrita: boolean },
): Promise<Venta> {
  const { idSede, lineas, vendidas, consumo } = lineasInmediata(input, contexto);
  const hecha = await registrarVenta(scope, quien, {
    input,
    idSede,
    tipo: 'inmediata',
    idOrden: null,
    idMesero: null,
    lineas,
    propinaPorDefecto: '0.00',
    contexto,
    envio,
    salida: (s) => prepararSalidaVenta(s, idSede, vendidas, consumo).catch(comoSinInventario),
    // No webhook listening: nothing is written after the sale.
    ultima: contexto.escuchados.size === 0,
  });
  const venta = ventaEscrita(hecha, { idSede, quien });
  await emitirVentaInmediata(scope, venta.id, async () => venta, contexto.escuchados);
  return venta;
}

/**
 * POST ventas/venta: charges an open order (its stock already left when it was sent). Every line must have been
 * sent. Without a split it charges all that is left; with one (`detalles` or `partes`, see `repartirOrden`) a
 * share, and the order stays open until nothing is left, then ends `cobrada`. The tip defaults to the configured
 * percentage (≤ 10 %) of this sale's consumption.
 */
export async function ventaDeOrden(scope: TenantScope, quien: Quien, input: VentaInput): Promise<Venta> {
  const previa = await ventaPorClave(scope, input);
  if (previa !== null) return cargarVenta(scope, previa);
  const [orden] = await scope.tx
    .select({
      id: ordenes.id,
      id_sede: ordenes.id_sede,
      estado: ordenes.estado,
      id_usuario: ordenes.id_usuario,
    })
    .from(ordenes)
    .where(scope.where(ordenes, eq(ordenes.id, input.id_orden)));
  if (!orden) throw new NotFoundError();
  const [bloqueada] = await scope.tx
    .select({ estado: ordenes.estado })
    .from(ordenes)
    .where(scope.where(ordenes, eq(ordenes.id, orden.id)))
    .for('update');
  // A charge of this order with this key committed while this one waited for the order: answer it.
  const repetida = await ventaPorClave(scope, input);
  if (repetida !== null) return cargarVenta(scope, repetida);
  if (bloqueada.estado !== 'abierta') throw new ConflictError(M.ordenNoAbierta);
  const detalles = await scope.tx
    .select({
      id: ordenesDetalle.id,
      id_producto: ordenesDetalle.id_producto,
      nombre: ordenesDetalle.nombre,
      precio: ordenesDetalle.precio,
      cantidad: ordenesDetalle.cantidad,
      porcentaje: ordenesDetalle.porcentaje_impuesto,
      estado: ordenesDetalle.estado,
      tipo_impuesto: imp.tipo_impuesto,
    })
    .from(ordenesDetalle)
    .innerJoin(p, and(eq(p.empresa_id, ordenesDetalle.empresa_id), eq(p.id, ordenesDetalle.id_producto)))
    .leftJoin(imp, and(eq(imp.empresa_id, p.empresa_id), eq(imp.id, p.id_impuesto)))
    .where(
      scope.where(ordenesDetalle, eq(ordenesDetalle.id_orden, orden.id), isNull(ordenesDetalle.retirado_at)),
    )
    .orderBy(asc(ordenesDetalle.id));
  if (detalles.length === 0) throw new ConflictError(M.ordenVacia);
  if (detalles.some((d) => d.estado === 'nueva')) throw new ConflictError(M.ordenSinEnviar);
  const lineas = await lineasACobrar(scope, detalles, input);
  const porcentaje = (await configuracion(scope, 'porcentajePropinaSugerida')) ?? '10';
  const preguntar = (await configuracion(scope, 'preguntarPropina')) ?? '1';
  // The suggested tip of the consumption after the discount (what the customer is charged for).
  const consumo = calcularVenta(
    lineas,
    input.descuento && privilegiado(quien) ? input.descuento : '0.00',
  ).total;
  const {
    escrita: { id },
  } = await registrarVenta(scope, quien, {
    input,
    idSede: orden.id_sede,
    tipo: 'mesa',
    idOrden: orden.id,
    idMesero: orden.id_usuario,
    lineas,
    propinaPorDefecto: preguntar === '1' ? propinaSugerida(consumo, porcentaje) : '0.00',
  });
  // The order ends charged once nothing of it is left to charge (a split leaves it open until then).
  const quedan = repartirOrden(await cobradasDe(scope, detalles), {});
  if (!quedan.ok) await scope.update(ordenes, orden.id, { estado: 'cobrada', updated_at: sql`now()` });
  await publicar(scope, 'ordenes', [orden.id]);
  return emitirVenta(scope, 'venta.creada', await cargarVenta(scope, id));
}

type DetalleOrden = {
  id: number;
  id_producto: number;
  nombre: string;
  precio: unknown;
  cantidad: unknown;
  porcentaje: unknown;
  tipo_impuesto: unknown;
};

/** The order's lines with what earlier sales charged of each (quantity and money). */
async function cobradasDe(scope: TenantScope, detalles: DetalleOrden[]): Promise<LineaPorCobrar[]> {
  const cobradas = await scope.tx
    .select({
      id: ventasDetalle.id_orden_detalle,
      cantidad: sql<string>`sum(${ventasDetalle.cantidad})::text`,
      subtotal: sql<string>`sum(${ventasDetalle.subtotal})::text`,
    })
    .from(ventasDetalle)
    .where(
      scope.where(
        ventasDetalle,
        inArray(
          ventasDetalle.id_orden_detalle,
          detalles.map((d) => d.id),
        ),
      ),
    )
    .groupBy(ventasDetalle.id_orden_detalle);
  const porLinea = new Map(cobradas.map((c) => [c.id as number, c]));
  return detalles.map((d) => ({
    id: d.id,
    precio: String(d.precio),
    cantidad: String(d.cantidad),
    cobrada: porLinea.get(d.id)?.cantidad ?? '0',
    cobrado: porLinea.get(d.id)?.subtotal ?? '0.00',
  }));
}

/**
 * What this table sale charges (`repartirOrden`): the order locked, so two charges of one line queue and the
 * second sees the first's (one wins). A refusal names the line (`detalles.<n>…`) in Spanish, 409 when it was
 * charged already.
 */
async function lineasACobrar(
  scope: TenantScope,
  detalles: DetalleOrden[],
  input: VentaInput,
): Promise<LineaVender[]> {
  const reparto = repartirOrden(await cobradasDe(scope, detalles), {
    detalles: input.detalles,
    partes: input.partes,
  });
  if (!reparto.ok) {
    const campo = `detalles.${reparto.indice ?? 0}`;
    const nombre = detalles.find((d) => d.id === reparto.id)?.nombre ?? '';
    switch (reparto.motivo) {
      case 'ajena':
        throw ValidationError.field(`${campo}.id_orden_detalle`, M.lineaDeOtraOrden);
      case 'repetida':
        throw ValidationError.field(`${campo}.id_orden_detalle`, M.lineaRepetida);
      case 'cobrada':
        throw new ConflictError(mensajeLineaCobrada(nombre, reparto.pendiente ?? '0'));
      case 'parte':
        throw new ConflictError(M.parteCobrada);
      case 'vacia':
        throw new ConflictError(M.ordenVacia);
    }
  }
  const porId = new Map(detalles.map((d) => [d.id, d]));
  return reparto.lineas.map((r) => {
    const d = porId.get(r.id)!;
    return {
      id_producto: d.id_producto,
      nombre: d.nombre,
      id_orden_detalle: d.id,
      precio: String(d.precio),
      cantidad: r.cantidad,
      subtotal: r.subtotal,
      porcentaje: String(d.porcentaje),
      tipo_impuesto: (d.tipo_impuesto as string | null) ?? null,
    };
  });
}

/**
 * POST ventas/venta/cancelar (roles 0 and 1, with a reason): the sale stays, marked cancelled; its stock comes
 * back or is recorded as waste per line; its payments leave the expected amounts of the venue's open register
 * (`id_cuadre_caja_anulacion`): its own register while that is open (which sums paid sales only), else — its
 * register is closed and frozen — the one open now, as a refund from that till; with none open, 409 and nothing
 * changes. A cancelled sale is not cancelled again (409).
 */
export async function cancelarVenta(scope: TenantScope, quien: Quien, input: CancelarInput): Promise<Venta> {
  if (!privilegiado(quien)) throw new ForbiddenError(M.cancelarPermiso);
  const [venta] = await scope.tx
    .select({
      id: ventas.id,
      id_sede: ventas.id_sede,
      id_cuadre_caja: ventas.id_cuadre_caja,
      estado: ventas.estado,
      numero: ventas.numero,
    })
    .from(ventas)
    .where(scope.where(ventas, eq(ventas.id, input.id_venta)))
    .for('update');
  if (!venta) throw new NotFoundError();
  if (venta.estado === 'cancelada') throw new ConflictError(M.yaCancelada);
  if (!input.motivo) throw ValidationError.field('motivo', M.motivoRequerido);
  // Its payments leave the venue's open register: its own while open; once closed (frozen), the one open now.
  const idCajaAnulacion = await cajaParaVender(scope, venta.id_sede, M.sinCajaAnular);
  const lineas = await scope.tx
    .select({
      id: ventasDetalle.id,
      id_producto: ventasDetalle.id_producto,
      cantidad: ventasDetalle.cantidad,
    })
    .from(ventasDetalle)
    .where(scope.where(ventasDetalle, eq(ventasDetalle.id_venta, venta.id)));
  const elecciones = new Map(input.detalles.map((d) => [d.id, d.devuelve_inventario]));
  input.detalles.forEach((d, n) => {
    if (!lineas.some((l) => l.id === d.id)) throw ValidationError.field(`detalles.${n}.id`, M.lineaAjena);
  });
  const conEleccion = lineas.map((l) => ({
    ...l,
    cantidad: String(l.cantidad),
    devuelve: elecciones.get(l.id) ?? input.devuelve_inventario,
  }));
  for (const devuelve of [true, false]) {
    const ids = conEleccion.filter((l) => l.devuelve === devuelve).map((l) => l.id);
    if (ids.length > 0)
      await scope.tx
        .update(ventasDetalle)
        .set({ devuelve_inventario: devuelve })
        .where(scope.where(ventasDetalle, inArray(ventasDetalle.id, ids)));
  }
  await scope.update(ventas, venta.id, {
    estado: 'cancelada',
    cancelada_por: quien.usuarioId,
    cancelada_at: sql`now()`,
    motivo_cancelacion: input.motivo,
    id_cuadre_caja_anulacion: idCajaAnulacion,
  });
  await regresoPorCancelacion(
    scope,
    { id: venta.id, id_sede: venta.id_sede },
    conEleccion.map((l) => ({ id_producto: l.id_producto, cantidad: l.cantidad, devuelve: l.devuelve })),
  );
  await publicar(scope, 'ventas', [venta.id_cuadre_caja, idCajaAnulacion]);
  await auditar(scope, {
    accion: 'venta.anulada',
    entidad: 'ventas',
    entidadId: String(venta.id),
    antes: { estado: 'pagada' },
    despues: { estado: 'cancelada', motivo: input.motivo },
  });
  return emitirVenta(scope, 'venta.anulada', await cargarVenta(scope, venta.id));
}
