import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  calcularLineaCompra,
  MENSAJES_COMPRAS as M,
  TIPO_PAGO_COMPRA,
  totalesCompra,
  type LineaCalculada,
  type Compra,
  type DetalleCompra,
  type ResumenCompra,
} from '../../../common/compras';
import {
  aTextoDinero,
  CERO,
  comparar,
  dividir,
  esNegativo,
  exacto,
  type Exacto,
  mas,
  menos,
  por,
  suma,
  textoFijo,
} from '../../../common/exacto';
import { mesEnCurso } from '../../../common/mesBogota';
import { TIPOS_MOVIMIENTO } from '../../../common/inventario';
import {
  categorias,
  compras,
  comprasDetalle,
  formasPago,
  nits,
  productos,
  productosInventario,
  sedes,
} from '../../db/schema';
import { enInstante, INSTANTE } from '../../db/instante';
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { page } from '../../lib/envelope';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { huellaDe, revisarHuella } from '../../lib/idempotencia';
import { auditar } from '../../services/auditoria';
import { emitirCompra } from '../../webhooks/eventos';
import { cajaCerrada, cajaDelEgreso } from '../../services/egresosCaja';
import {
  registrarMovimientos,
  sedePrincipal,
  SinInventarioError,
  type Movimiento,
} from '../../services/inventario';
import type { ComprasQuery, CompraInput, LineaCompraInput, PagarInput } from './schemas';
import { encolarErp } from '../../erp/envio';

/** The purchase's document in the ledger: its entry and its cancellation name it. */
const deCompra = (id: number) => ({ documento_tipo: 'compra', documento_id: id });

const hoyBogota = () => mesEnCurso(new Date()).hoy;

export { totalesCompra };

/** A line's money (common/compras.ts, shared with the purchase form); a refused amount names its field. */
export function calcularLinea(l: LineaCompraInput, n: number): LineaCalculada {
  const r = calcularLineaCompra(l);
  if (!r.ok) throw new ValidationError(r.mensaje, { [`detalle_compra.${n}.${r.campo}`]: [r.mensaje] });
  return r.linea;
}

/**
 * Weighted average cost (pure): (existencia × costo + neto) / (existencia + cantidad) to the centavo; with no stock
 * on hand (or negative, or no cost yet) the purchase's own unit cost neto / cantidad.
 */
export function costoPromedio(existencia: Exacto, costo: string | null, neto: Exacto, cantidad: Exacto) {
  if (comparar(existencia, CERO) <= 0 || costo === null) return aTextoDinero(dividir(neto, cantidad, 2));
  return aTextoDinero(dividir(mas(por(existencia, exacto(costo)), neto), mas(existencia, cantidad), 2));
}

/**
 * The average without a cancelled purchase (pure): (existencia × costo − neto) / (existencia − cantidad) when some
 * stock remains and the result is not negative; otherwise the cost stays as it is.
 */
export function costoSinCompra(existencia: Exacto, costo: string | null, neto: Exacto, cantidad: Exacto) {
  if (costo === null) return null;
  const resto = menos(existencia, cantidad);
  if (comparar(resto, CERO) <= 0) return aTextoDinero(exacto(costo));
  const valor = menos(por(existencia, exacto(costo)), neto);
  if (esNegativo(valor)) return aTextoDinero(exacto(costo));
  return aTextoDinero(dividir(valor, resto, 2));
}

/** Stock on hand of products over every venue. */
async function existencias(scope: TenantScope, ids: number[]): Promise<Map<number, Exacto>> {
  const filas = await scope.tx
    .select({
      id: productosInventario.id_producto,
      cantidad: sql<string>`sum(${productosInventario.cantidad})`,
    })
    .from(productosInventario)
    .where(
      and(eq(productosInventario.empresa_id, scope.empresaId), inArray(productosInventario.id_producto, ids)),
    )
    .groupBy(productosInventario.id_producto);
  return new Map(filas.map((f) => [Number(f.id), exacto(String(f.cantidad))]));
}

/**
 * The purchase's products locked in id order, so cost updates serialise per product. `NO KEY UPDATE`, not
 * `UPDATE`: the ledger's inserts check their product foreign key with `KEY SHARE`, which `FOR UPDATE` would block
 * while this transaction waits for their stock row (a deadlock with a sale or waste of the same product).
 */
async function bloquearProductos(scope: TenantScope, ids: number[]) {
  return scope.tx
    .select({
      id: productos.id,
      nombre: productos.nombre,
      costo: productos.costo,
      maneja: productos.maneja_inventario,
      negativo: productos.permite_inventario_negativo,
    })
    .from(productos)
    .where(scope.where(productos, inArray(productos.id, ids)))
    .orderBy(asc(productos.id))
    .for('no key update');
}

async function existe(scope: TenantScope, tabla: typeof nits | typeof formasPago | typeof sedes, id: number) {
  const [fila] = await scope.tx
    .select({ id: tabla.id })
    .from(tabla)
    .where(scope.where(tabla, eq(tabla.id, id)));
  return fila !== undefined;
}

const invalido = (campo: string, mensaje: string) => new ValidationError(mensaje, { [campo]: [mensaje] });

/** The purchase already made with this body's key, or null; 422 when the key came with another body. */
async function compraPorClave(scope: TenantScope, cuerpo: CompraInput): Promise<number | null> {
  const [fila] = await scope.tx
    .select({ id: compras.id, huella: compras.huella })
    .from(compras)
    .where(scope.where(compras, eq(compras.idempotencia, cuerpo.idempotencia)));
  if (!fila) return null;
  revisarHuella(fila.huella, cuerpo);
  return Number(fila.id);
}

/** A key taken by a purchase that committed while this one waited: roll back and answer that one. */
export class CompraRepetida extends Error {
  constructor(readonly cuerpo: CompraInput) {
    super('compra repetida');
  }
}

/**
 * POST compras/compra: checks every reference in the company (422 otherwise, nothing written), computes the money,
 * writes the purchase and its lines, brings the stock in ('compra' movements at the line's net unit cost) and moves
 * each product's `costo` to the weighted average over the stock on hand before it. A repeated key answers the first.
 */
export async function registrarCompra(
  scope: TenantScope,
  input: CompraInput,
  /** The demo's past only (never a request): the instant the purchase, its stock and its cost are written at. */
  opciones: { instante?: Date } = {},
): Promise<Compra> {
  return enInstante(scope, opciones.instante, () => escribirCompra(scope, input, opciones.instante));
}

async function escribirCompra(scope: TenantScope, input: CompraInput, momento?: Date): Promise<Compra> {
  const previa = await compraPorClave(scope, input);
  if (previa !== null) return leerCompra(scope, previa);

  if (input.detalle_compra.length === 0) throw invalido('detalle_compra', M.sinLineas);
  const [proveedor] = await scope.tx
    .select({ tipo: nits.tipo_proveedor_cliente })
    .from(nits)
    .where(scope.where(nits, eq(nits.id, input.id_nit)));
  if (!proveedor) throw invalido('id_nit', M.proveedor);
  if (proveedor.tipo === 'cliente') throw invalido('id_nit', M.noEsProveedor);
  if (!(await existe(scope, formasPago, input.id_forma_pago))) throw invalido('id_forma_pago', M.formaPago);
  let idSede = input.id_sede;
  if (idSede !== null && !(await existe(scope, sedes, idSede))) throw invalido('id_sede', M.sede);
  idSede ??= await sedePrincipal(scope);
  if (idSede === null) throw invalido('id_sede', M.sede);
  // Paid in cash while the venue's register is open: it lowers that register's expected cash.
  const pagada = input.tipo_pago_compra === TIPO_PAGO_COMPRA.pagada;
  const idCaja = pagada ? await cajaDelEgreso(scope, idSede, input.id_forma_pago) : null;

  const lineas = input.detalle_compra.map((l, n) => calcularLinea(l, n));
  const ids = [...new Set(input.detalle_compra.map((l) => l.id_producto))].sort((a, b) => a - b);
  const bloqueados = await bloquearProductos(scope, ids);
  const porId = new Map(bloqueados.map((p) => [p.id, p] as const));
  input.detalle_compra.forEach((l, n) => {
    const p = porId.get(l.id_producto);
    if (!p) throw invalido(`detalle_compra.${n}.id_producto`, M.producto);
    if (p.maneja !== true) {
      const msg = `El producto ${p.nombre} no maneja inventario`;
      throw invalido(`detalle_compra.${n}.id_producto`, msg);
    }
  });

  const totales = totalesCompra(lineas);
  const [fila] = await scope.tx
    .insert(compras)
    .values({
      empresa_id: scope.empresaId,
      id_sede: idSede,
      id_nit: input.id_nit,
      numero_factura_proveedor: input.numero_factura_proveedor,
      fecha: input.fecha ?? hoyBogota(),
      id_forma_pago: input.id_forma_pago,
      tipo_pago_compra: input.tipo_pago_compra,
      fecha_pago: pagada ? (input.fecha ?? hoyBogota()) : null,
      pagada_at: pagada ? INSTANTE : null,
      pagada_por: pagada ? scope.usuarioId : null,
      id_cuadre_caja: idCaja,
      ...totales,
      observaciones: input.observaciones,
      idempotencia: input.idempotencia,
      huella: huellaDe(input),
      id_usuario: scope.usuarioId ?? 0, // a request always has one
      ...(momento && { created_at: momento }),
    })
    .onConflictDoNothing()
    .returning({ id: compras.id });
  if (!fila) throw new CompraRepetida(input);
  const idCompra = Number(fila.id);
  await scope.tx.insert(comprasDetalle).values(
    lineas.map((l, n) => ({
      empresa_id: scope.empresaId,
      id_compra: idCompra,
      id_producto: input.detalle_compra[n].id_producto,
      cantidad: l.cantidad,
      costo_unitario: l.costo_unitario,
      subtotal: l.subtotal,
      descuento: l.descuento,
      porcentaje_iva: l.porcentaje_iva,
      iva: l.iva,
      total: l.total,
    })),
  );

  // Per product (id order): the weighted cost over the stock before the purchase, then the stock in.
  const stock = await existencias(scope, ids);
  const movimientos: Movimiento[] = [];
  for (const id of ids) {
    const suyas = lineas.filter((_, n) => input.detalle_compra[n].id_producto === id);
    const cantidad = suma(suyas.map((l) => exacto(l.cantidad)));
    const neto = suma(suyas.map((l) => l.neto));
    const p = porId.get(id)!;
    const costo = costoPromedio(stock.get(id) ?? CERO, p.costo, neto, cantidad);
    await scope.tx
      .update(productos)
      .set({ costo })
      .where(scope.where(productos, eq(productos.id, id)));
    for (const l of suyas)
      movimientos.push({
        id_producto: id,
        id_sede: idSede,
        tipo: TIPOS_MOVIMIENTO.compra,
        cantidad: l.cantidad,
        costo_unitario: aTextoDinero(dividir(l.neto, exacto(l.cantidad), 2)),
        ...deCompra(idCompra),
      });
  }
  // Their cost changed: the kept products list (GET productos/orden) is rebuilt.
  await publicar(scope, 'productos', ids);
  await registrarMovimientos(scope, movimientos);
  await encolarErp(scope, 'purchase', idCompra);
  return emitirCompra(scope, 'compra.creada', await leerCompra(scope, idCompra));
}

/** The purchase made with this key (a repeated request's answer). */
export async function compraDeClave(scope: TenantScope, cuerpo: CompraInput): Promise<Compra> {
  const id = await compraPorClave(scope, cuerpo);
  if (id === null) throw new NotFoundError();
  return leerCompra(scope, id);
}

const cabecera = {
  id: compras.id,
  id_sede: compras.id_sede,
  fecha: compras.fecha,
  id_nit: compras.id_nit,
  nit_nombre: nits.nombre,
  numero_factura_proveedor: compras.numero_factura_proveedor,
  id_forma_pago: compras.id_forma_pago,
  forma_pago_nombre: formasPago.nombre,
  tipo_pago_compra: compras.tipo_pago_compra,
  fecha_pago: compras.fecha_pago,
  subtotal: compras.subtotal,
  descuento: compras.descuento,
  iva: compras.iva,
  total: compras.total,
  estado: compras.estado,
  observaciones: compras.observaciones,
  id_begranda: compras.id_begranda,
  cufe_cude: compras.cufe_cude,
  id_begranda_anulado: compras.id_begranda_anulado,
  cude_anulado: compras.cude_anulado,
  anulada_at: compras.anulada_at,
  motivo_anulacion: compras.motivo_anulacion,
  created_at: compras.created_at,
};

type FilaCabecera = { [K in keyof typeof cabecera]: unknown };

export const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
export const instante = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();

function formatoResumen(f: FilaCabecera): ResumenCompra {
  return {
    id: Number(f.id),
    id_sede: Number(f.id_sede),
    fecha: String(f.fecha),
    id_nit: Number(f.id_nit),
    nit: { id: Number(f.id_nit), nombre: String(f.nit_nombre ?? '') },
    numero_factura_proveedor: String(f.numero_factura_proveedor),
    id_forma_pago: Number(f.id_forma_pago),
    forma_pago: { id: Number(f.id_forma_pago), nombre: String(f.forma_pago_nombre ?? '') },
    tipo_pago_compra: Number(f.tipo_pago_compra),
    fecha_pago: texto(f.fecha_pago),
    subtotal: String(f.subtotal),
    descuento: String(f.descuento),
    iva: String(f.iva),
    total_iva: String(f.iva),
    total: String(f.total),
    estado: f.estado as ResumenCompra['estado'],
    observaciones: texto(f.observaciones),
    id_begranda: texto(f.id_begranda),
    begrandaId: texto(f.id_begranda),
    cufeCude: texto(f.cufe_cude),
    id_begranda_anulado: texto(f.id_begranda_anulado),
    cude_anulado: texto(f.cude_anulado),
    anulada_at: instante(f.anulada_at),
    motivo_anulacion: texto(f.motivo_anulacion),
    created_at: instante(f.created_at)!,
  };
}

const cabeceras = (scope: TenantScope, condicion?: SQL) =>
  scope.tx
    .select(cabecera)
    .from(compras)
    .leftJoin(nits, and(eq(nits.empresa_id, compras.empresa_id), eq(nits.id, compras.id_nit)))
    .leftJoin(
      formasPago,
      and(eq(formasPago.empresa_id, compras.empresa_id), eq(formasPago.id, compras.id_forma_pago)),
    )
    .where(scope.where(compras, condicion))
    .$dynamic();

/** GET compras: newest first, pages from 0 (spec §9); search on the invoice number or the supplier's name. */
export async function listarCompras(scope: TenantScope, q: ComprasQuery) {
  const condicion = and(
    q.estado ? eq(compras.estado, q.estado) : undefined,
    q.tipo_pago_compra ? eq(compras.tipo_pago_compra, q.tipo_pago_compra) : undefined,
    q.id_nit ? eq(compras.id_nit, q.id_nit) : undefined,
    q.search
      ? or(ilike(compras.numero_factura_proveedor, `%${q.search}%`), ilike(nits.nombre, `%${q.search}%`))
      : undefined,
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` }) // no-dinero: a row count
    .from(compras)
    .leftJoin(nits, and(eq(nits.empresa_id, compras.empresa_id), eq(nits.id, compras.id_nit)))
    .where(scope.where(compras, condicion));
  let consulta = cabeceras(scope, condicion).orderBy(desc(compras.fecha), desc(compras.id));
  if (q.rowsPerPage !== -1) consulta = consulta.limit(q.rowsPerPage).offset(q.page * q.rowsPerPage);
  return page(
    (await consulta).map(formatoResumen),
    total,
    q.page,
    q.rowsPerPage === -1 ? total : q.rowsPerPage,
  );
}

/** GET compras/compra/{id}: the purchase with its lines as the 'Detalle de compra' dialog shows them. */
export async function leerCompra(scope: TenantScope, id: number): Promise<Compra> {
  const [f] = await cabeceras(scope, eq(compras.id, id));
  if (!f) throw new NotFoundError();
  const lineas = await scope.tx
    .select({
      id: comprasDetalle.id,
      id_producto: comprasDetalle.id_producto,
      nombre: productos.nombre,
      categoria: categorias.nombre,
      maneja: productos.maneja_inventario,
      minimo: productos.inventario_minimo,
      cantidad: comprasDetalle.cantidad,
      costo_unitario: comprasDetalle.costo_unitario,
      subtotal: comprasDetalle.subtotal,
      descuento: comprasDetalle.descuento,
      porcentaje_iva: comprasDetalle.porcentaje_iva,
      iva: comprasDetalle.iva,
      total: comprasDetalle.total,
    })
    .from(comprasDetalle)
    .innerJoin(
      productos,
      and(eq(productos.empresa_id, comprasDetalle.empresa_id), eq(productos.id, comprasDetalle.id_producto)),
    )
    .leftJoin(
      categorias,
      and(eq(categorias.empresa_id, productos.empresa_id), eq(categorias.id, productos.id_categoria)),
    )
    .where(and(eq(comprasDetalle.empresa_id, scope.empresaId), eq(comprasDetalle.id_compra, id)))
    .orderBy(asc(comprasDetalle.id));
  const stock = await existencias(scope, [...new Set(lineas.map((l) => Number(l.id_producto)))]);
  const detalle: DetalleCompra[] = lineas.map((l) => ({
    id: Number(l.id),
    id_producto: Number(l.id_producto),
    nombre: String(l.nombre),
    categoria: l.categoria === null || l.categoria === undefined ? M.sinCategoria : String(l.categoria),
    cantidad: String(l.cantidad),
    costo_unitario: String(l.costo_unitario),
    subtotal: String(l.subtotal),
    descuento: String(l.descuento),
    porcentaje_iva: String(l.porcentaje_iva),
    iva: String(l.iva),
    total: String(l.total),
    stock: l.maneja === true ? textoFijo(stock.get(Number(l.id_producto)) ?? CERO, 3) : null,
    stock_minimo: texto(l.minimo),
  }));
  return { ...formatoResumen(f), detalle_compra: detalle };
}

async function bloquearCompra(scope: TenantScope, id: number) {
  const [fila] = await scope.tx
    .select({
      id: compras.id,
      id_sede: compras.id_sede,
      estado: compras.estado,
      tipo_pago_compra: compras.tipo_pago_compra,
      id_forma_pago: compras.id_forma_pago,
      id_cuadre_caja: compras.id_cuadre_caja,
    })
    .from(compras)
    .where(scope.where(compras, eq(compras.id, id)))
    .for('update');
  if (!fila) throw new NotFoundError();
  return fila;
}

/**
 * DELETE compras/compra/{id}: cancels (kept, marked 'anulada'). Each line's stock leaves again as 'compra_anulada'
 * at the line's own net unit cost, and the product's cost drops that purchase from its average (`costoSinCompra`).
 * Refused (409, nothing changed) when a product that does not allow negative stock would go below zero: the
 * message names every such product. Paid in cash from a register still open, its cash goes back to that
 * register's expected amount; from a closed one (frozen), the payment stays in that shift's close and the open
 * register is not touched: the goods go back, the supplier's refund is not cash of this shift.
 */
export async function anularCompra(scope: TenantScope, id: number, motivo: string | null): Promise<Compra> {
  const c = await bloquearCompra(scope, id);
  if (c.estado === 'anulada') throw new ConflictError(M.yaAnulada);
  // Held until commit: a close running now reads this purchase either before or after, never half.
  await cajaCerrada(scope, c.id_cuadre_caja === null ? null : Number(c.id_cuadre_caja));
  const lineas = await scope.tx
    .select({
      id_producto: comprasDetalle.id_producto,
      cantidad: comprasDetalle.cantidad,
      subtotal: comprasDetalle.subtotal,
      descuento: comprasDetalle.descuento,
    })
    .from(comprasDetalle)
    .where(and(eq(comprasDetalle.empresa_id, scope.empresaId), eq(comprasDetalle.id_compra, id)))
    .orderBy(asc(comprasDetalle.id));
  const ids = [...new Set(lineas.map((l) => Number(l.id_producto)))].sort((a, b) => a - b);
  const bloqueados = await bloquearProductos(scope, ids);
  const porId = new Map(bloqueados.map((p) => [p.id, p] as const));
  // Stock in the purchase's venue (what the cancellation takes from) and over all venues (the average's base).
  const enSede = new Map(
    (
      await scope.tx
        .select({ id: productosInventario.id_producto, cantidad: productosInventario.cantidad })
        .from(productosInventario)
        .where(
          and(
            eq(productosInventario.empresa_id, scope.empresaId),
            eq(productosInventario.id_sede, Number(c.id_sede)),
            inArray(productosInventario.id_producto, ids),
          ),
        )
    ).map((f) => [Number(f.id), exacto(String(f.cantidad))]),
  );
  const total = await existencias(scope, ids);
  const porProducto = ids.map((pid) => {
    const suyas = lineas.filter((l) => Number(l.id_producto) === pid);
    return {
      id: pid,
      cantidad: suma(suyas.map((l) => exacto(String(l.cantidad)))),
      neto: suma(suyas.map((l) => menos(exacto(String(l.subtotal)), exacto(String(l.descuento))))),
    };
  });
  const cortos = porProducto
    .filter((p) => {
      const prod = porId.get(p.id)!;
      return prod.negativo !== true && comparar(enSede.get(p.id) ?? CERO, p.cantidad) < 0;
    })
    .map((p) => String(porId.get(p.id)!.nombre));
  if (cortos.length > 0) throw new ConflictError(M.sinInventario(cortos), { productos: cortos });

  await scope.tx
    .update(compras)
    .set({
      estado: 'anulada',
      anulada_at: sql`now()`,
      anulada_por: scope.usuarioId ?? 0,
      motivo_anulacion: motivo,
    })
    .where(scope.where(compras, eq(compras.id, id)));
  for (const p of porProducto) {
    const prod = porId.get(p.id)!;
    const costo = costoSinCompra(
      total.get(p.id) ?? CERO,
      prod.costo === null ? null : String(prod.costo),
      p.neto,
      p.cantidad,
    );
    if (costo !== null)
      await scope.tx
        .update(productos)
        .set({ costo })
        .where(scope.where(productos, eq(productos.id, p.id)));
  }
  await publicar(scope, 'productos', ids);
  try {
    await registrarMovimientos(
      scope,
      lineas.map((l) => ({
        id_producto: Number(l.id_producto),
        id_sede: Number(c.id_sede),
        tipo: TIPOS_MOVIMIENTO.compraAnulada,
        cantidad: `-${textoFijo(exacto(String(l.cantidad)), 3)}`,
        costo_unitario: aTextoDinero(
          dividir(
            menos(exacto(String(l.subtotal)), exacto(String(l.descuento))),
            exacto(String(l.cantidad)),
            2,
          ),
        ),
        ...deCompra(id),
      })),
    );
  } catch (error) {
    // Only when stock moved between the check and here (locked rows make it rare): same refusal.
    if (error instanceof SinInventarioError)
      throw new ConflictError(M.sinInventario([error.nombre]), { productos: [error.nombre] });
    throw error;
  }
  await auditar(scope, {
    accion: 'compra.anulada',
    entidad: 'compras',
    entidadId: String(id),
    antes: { estado: 'registrada' },
    despues: { estado: 'anulada', motivo },
  });
  await encolarErp(scope, 'canceledPurchase', id);
  return emitirCompra(scope, 'compra.anulada', await leerCompra(scope, id));
}

/** POST compras/compra/{id}/pagar: a pending purchase (tipo_pago_compra 2) becomes paid (1). */
export async function pagarCompra(scope: TenantScope, id: number, input: PagarInput): Promise<Compra> {
  const c = await bloquearCompra(scope, id);
  if (c.estado === 'anulada') throw new ConflictError(M.anuladaNoPagar);
  if (Number(c.tipo_pago_compra) === TIPO_PAGO_COMPRA.pagada) throw new ConflictError(M.yaPagada);
  if (input.id_forma_pago !== null && !(await existe(scope, formasPago, input.id_forma_pago)))
    throw invalido('id_forma_pago', M.formaPago);
  await scope.tx
    .update(compras)
    .set({
      tipo_pago_compra: TIPO_PAGO_COMPRA.pagada,
      ...(input.id_forma_pago !== null && { id_forma_pago: input.id_forma_pago }),
      fecha_pago: input.fecha_pago ?? hoyBogota(),
      pagada_at: sql`now()`,
      pagada_por: scope.usuarioId,
      id_cuadre_caja: await cajaDelEgreso(
        scope,
        Number(c.id_sede),
        input.id_forma_pago ?? Number(c.id_forma_pago),
      ),
    })
    .where(scope.where(compras, eq(compras.id, id)));
  return leerCompra(scope, id);
}
