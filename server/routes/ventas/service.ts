import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CONSUMIDOR_FINAL } from '../../../common/catalogos/nits';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import { aDecimal, sumar, type Dinero } from '../../../common/dinero';
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
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { page } from '../../lib/envelope';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { auditar } from '../../services/auditoria';
import {
  prepararSalidaVenta,
  regresoPorCancelacion,
  SinInventarioError,
  sqlSalidaVenta,
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
import { cabeceras, cargarVenta, completar, formatoResumen, fp, ni } from './consultas';
import type { CancelarInput, InmediataInput, VentaInput, VentasQuery } from './schemas';

const p = productos as typeof productos & Record<string, typeof productos.id>;
const imp = productosImpuestos as typeof productosImpuestos & Record<string, typeof productosImpuestos.id>;

/**
 * The idempotency key was taken by a sale that committed while this one waited: this transaction rolls back
 * (its number with it) and the route answers the first sale.
 */
export class VentaRepetida extends Error {
  constructor(readonly idempotencia: string) {
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

/** The sale already made with this key, or null. */
async function ventaPorClave(scope: TenantScope, idempotencia: string): Promise<number | null> {
  const [fila] = await scope.tx
    .select({ id: ventas.id })
    .from(ventas)
    .where(scope.where(ventas, eq(ventas.idempotencia, idempotencia)));
  return fila?.id ?? null;
}

/** The sale made with this key (a repeated charge's answer). */
export async function ventaDeClave(scope: TenantScope, idempotencia: string): Promise<Venta> {
  const id = await ventaPorClave(scope, idempotencia);
  if (id === null) throw new NotFoundError();
  return cargarVenta(scope, id);
}

/** The customer: the one given (the company's), else the Consumidor final. */
async function clienteDe(scope: TenantScope, idNit: number | null): Promise<number> {
  const [fila] = await scope.tx
    .select({ id: ni.id })
    .from(ni)
    .where(
      scope.where(
        ni,
        idNit !== null ? eq(ni.id, idNit) : eq(ni.numero_documento, CONSUMIDOR_FINAL.documento),
      ),
    )
    .limit(1);
  if (!fila) throw ValidationError.field('id_nit', M.cliente);
  return fila.id as number;
}

interface Cobro {
  idempotencia: string;
  id_nit: number | null;
  propina?: Dinero;
  descuento?: Dinero;
  motivo_descuento: string | null;
  formaPagoValores: { id_forma_pago: number; valor: Dinero; recibido?: Dinero }[];
}

/** Discount: roles 0 and 1 only, with a reason, never above the subtotal. */
function revisarDescuento(quien: Quien, input: Cobro, subtotal: Dinero): Dinero {
  const descuento = input.descuento ?? '0.00';
  if (aDecimal(descuento).isZero()) return '0.00';
  if (aDecimal(descuento).isNegative()) throw ValidationError.field('descuento', M.descuentoMaximo);
  if (!privilegiado(quien)) throw new ForbiddenError(M.descuentoPermiso);
  if (!input.motivo_descuento) throw ValidationError.field('motivo_descuento', M.descuentoMotivo);
  if (aDecimal(descuento).greaterThan(aDecimal(subtotal)))
    throw ValidationError.field('descuento', M.descuentoMaximo);
  return descuento;
}

/** The payments checked against the company's active methods and against what is due. */
async function revisarPagos(scope: TenantScope, input: Cobro, debido: Dinero) {
  if (input.formaPagoValores.length === 0) throw ValidationError.field('formaPagoValores', M.sinPagos);
  const ids = input.formaPagoValores.map((f) => f.id_forma_pago);
  const filas = await scope.tx
    .select({ id: fp.id, efectivo: fp.efectivo, activa: fp.activa })
    .from(fp)
    .where(scope.where(fp, inArray(fp.id, ids)));
  const activas = new Map(filas.filter((f) => f.activa).map((f) => [f.id as number, f.efectivo as boolean]));
  const errores: Record<string, string[]> = {};
  const vistos = new Set<number>();
  ids.forEach((idForma, n) => {
    if (!activas.has(idForma)) errores[`formaPagoValores.${n}.id_forma_pago`] = [M.formaPago];
    else if (vistos.has(idForma)) errores[`formaPagoValores.${n}.id_forma_pago`] = [M.formaPagoRepetida];
    vistos.add(idForma);
  });
  input.formaPagoValores.forEach((f, n) => {
    if (!aDecimal(f.valor).greaterThan(0))
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

/**
 * The common part of both charges, inside the caller's transaction. Everything that needs no lock of the venue
 * comes first: the customer, the money, the payments, the prefix, the open register (`FOR KEY SHARE`: a close
 * waits for this sale, and a sale that waited for a close sees it closed), and the stock that leaves (`salida`,
 * its rows locked in product order and checked). Then one statement bumps the venue's counter (its row stays
 * locked until commit: numbers in commit order, no gaps) and writes the header, the lines, the payments and the
 * stock movements; so the venue's number is held for that statement and the commit only. Answers the sale's id.
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
    /** The stock that leaves with the sale (a counter sale); a table sale's left with its order. */
    salida?: (scope: TenantScope) => Promise<SalidaVenta>;
  },
): Promise<number> {
  const { input } = datos;
  const idNit = await clienteDe(scope, input.id_nit);
  const previo = calcularVenta(datos.lineas);
  const descuento = revisarDescuento(quien, input, previo.subtotal);
  const calculo = calcularVenta(datos.lineas, descuento);
  const propina = input.propina ?? datos.propinaPorDefecto;
  if (aDecimal(propina).isNegative() || aDecimal(propina).greaterThan(aDecimal(propinaMaxima(calculo.total))))
    throw ValidationError.field('propina', M.propinaMaxima);
  const pagos = await revisarPagos(scope, input, sumar(calculo.total, propina));
  const prefijo = (await configuracion(scope, `prefijoVenta.${datos.idSede}`)) ?? '';
  const idCaja = await cajaParaVender(scope, datos.idSede);
  // Heard after the commit only (the register page reloads); sent before the number, outside its lock.
  await publicar(scope, 'ventas', [idCaja]);
  const salida = datos.salida ? await datos.salida(scope) : null;
  const e = scope.empresaId;
  const detalle = sql.join(
    calculo.lineas.map(
      (l, i) =>
        sql`(${datos.lineas[i].id_producto}::bigint, ${datos.lineas[i].id_orden_detalle}::bigint, ${datos.lineas[i].nombre}::varchar, ${l.precio}::numeric, ${l.cantidad}::numeric, ${l.tipo_impuesto}::varchar, ${l.porcentaje}::numeric, ${l.subtotal}::numeric, ${l.descuento}::numeric, ${l.total}::numeric, ${l.base}::numeric, ${l.impuesto}::numeric, ${i}::int)`,
    ),
    sql`, `,
  );
  const formas = sql.join(
    pagos.pagos.map(
      (pg, i) =>
        sql`(${pg.id_forma_pago}::bigint, ${pg.valor}::numeric, ${pg.recibido}::numeric, ${pg.cambio}::numeric, ${i}::int)`,
    ),
    sql`, `,
  );
  const stock = salida ? sqlSalidaVenta(scope, salida, quien.usuarioId) : null;
  const resultado = await scope.tx.execute<{ id: number | string; movimientos: number | string }>(sql`
    with numero as (
      insert into ventas_consecutivos (empresa_id, id_sede, ultimo) values (${e}, ${datos.idSede}, 1)
      on conflict (empresa_id, id_sede) do update set ultimo = ventas_consecutivos.ultimo + 1
      returning ultimo),
    venta as (
      insert into ventas (empresa_id, id_sede, id_cuadre_caja, numero, prefijo, tipo, id_orden, id_nit, subtotal,
        descuento, motivo_descuento, base, impuesto, total, propina, cambio, idempotencia, id_usuario, id_mesero)
      select ${e}, ${datos.idSede}, ${idCaja}, numero.ultimo, ${prefijo}, ${datos.tipo}, ${datos.idOrden}::bigint,
        ${idNit}, ${calculo.subtotal}, ${calculo.descuento},
        ${aDecimal(descuento).isZero() ? null : input.motivo_descuento}::varchar, ${calculo.base},
        ${calculo.impuesto}, ${calculo.total}, ${propina}, ${pagos.cambio}, ${input.idempotencia},
        ${quien.usuarioId}, ${datos.idMesero}::bigint
      from numero
      on conflict do nothing
      returning id),
    detalle as (
      insert into ventas_detalle (empresa_id, id_venta, id_producto, id_orden_detalle, nombre, precio, cantidad,
        tipo_impuesto, porcentaje_impuesto, subtotal, descuento, total, base, impuesto)
      select ${e}, venta.id, x.id_producto, x.id_orden_detalle, x.nombre, x.precio, x.cantidad, x.tipo_impuesto,
        x.porcentaje, x.subtotal, x.descuento, x.total, x.base, x.impuesto
      from venta cross join (values ${detalle}) as x(id_producto, id_orden_detalle, nombre, precio, cantidad,
        tipo_impuesto, porcentaje, subtotal, descuento, total, base, impuesto, n)
      order by x.n),
    pagos as (
      insert into ventas_pagos (empresa_id, id_venta, id_forma_pago, valor, recibido, cambio)
      select ${e}, venta.id, x.id_forma_pago, x.valor, x.recibido, x.cambio
      from venta cross join (values ${formas}) as x(id_forma_pago, valor, recibido, cambio, n)
      order by x.n)${stock ? sql`, ${stock}` : sql``}
    select venta.id, ${stock ? sql`(select count(*) from salida_m)` : sql`0`}::int as movimientos from venta`);
  type Fila = { id: number | string; movimientos: number | string };
  const filas = Array.isArray(resultado) ? (resultado as Fila[]) : (resultado as { rows: Fila[] }).rows;
  // The key was taken by a sale that committed while this one ran: roll back (its number too), answer that one.
  if (filas.length === 0) throw new VentaRepetida(input.idempotencia);
  const id = Number(filas[0].id);
  if (salida && Number(filas[0].movimientos) !== salida.filas.length)
    throw new Error(`Venta ${id}: movimientos de inventario incompletos`);
  if (!aDecimal(descuento).isZero())
    await auditar(scope, {
      accion: 'descuento.aplicado',
      entidad: 'ventas',
      entidadId: String(id),
      despues: { descuento, motivo: input.motivo_descuento },
    });
  return id;
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
  return cargarVenta(scope, await registrarInmediata(scope, quien, input));
}

/**
 * The counter sale's writes; answers its id (the route reads the sale after the commit, outside the venue's lock).
 */
export async function registrarInmediata(
  scope: TenantScope,
  quien: Quien,
  input: InmediataInput,
): Promise<number> {
  const previa = await ventaPorClave(scope, input.idempotencia);
  if (previa !== null) return previa;
  if (input.detalles.length === 0) throw ValidationError.field('detalles', M.sinLineas);
  const ids = input.detalles.map((d) => d.id_producto);
  const filas = await scope.tx
    .select({
      id: p.id,
      nombre: p.nombre,
      precio_venta: p.precio_venta,
      porcentaje_impuesto: p.porcentaje_impuesto,
      estado: p.estado,
      tipo_producto: p.tipo_producto,
      tipo_impuesto: imp.tipo_impuesto,
    })
    .from(p)
    .leftJoin(imp, and(eq(imp.empresa_id, p.empresa_id), eq(imp.id, p.id_impuesto)))
    .where(scope.where(p, inArray(p.id, ids)));
  const vendibles = new Map(
    (
      filas as {
        id: number;
        nombre: string;
        precio_venta: string | null;
        porcentaje_impuesto: string | null;
        estado: string;
        tipo_producto: string;
        tipo_impuesto: string | null;
      }[]
    )
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
  const idSede = await sedeOPrincipal(scope, input.id_sede);
  const lineas: LineaVender[] = input.detalles.map((d) => {
    const pr = vendibles.get(d.id_producto)!;
    return {
      id_producto: pr.id,
      nombre: pr.nombre,
      id_orden_detalle: null,
      precio: pr.precio_venta as string,
      cantidad: d.cantidad,
      porcentaje: String(pr.porcentaje_impuesto ?? '0'),
      tipo_impuesto: pr.tipo_impuesto,
    };
  });
  const id = await registrarVenta(scope, quien, {
    input,
    idSede,
    tipo: 'inmediata',
    idOrden: null,
    idMesero: null,
    lineas,
    propinaPorDefecto: '0.00',
    salida: (s) =>
      prepararSalidaVenta(
        s,
        idSede,
        lineas.map((l) => ({ id_producto: l.id_producto, cantidad: l.cantidad })),
      ).catch(comoSinInventario),
  });
  await emitirVentaInmediata(scope, id, () => cargarVenta(scope, id));
  return id;
}

/**
 * POST ventas/venta: charges an open order (its stock already left when it was sent). Every line must have been
 * sent. Without a split it charges all that is left; with one (`detalles` or `partes`, see `repartirOrden`) a
 * share, and the order stays open until nothing is left, then ends `cobrada`. The tip defaults to the configured
 * percentage (≤ 10 %) of this sale's consumption.
 */
export async function ventaDeOrden(scope: TenantScope, quien: Quien, input: VentaInput): Promise<Venta> {
  const previa = await ventaPorClave(scope, input.idempotencia);
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
  const repetida = await ventaPorClave(scope, input.idempotencia);
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
  const id = await registrarVenta(scope, quien, {
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
