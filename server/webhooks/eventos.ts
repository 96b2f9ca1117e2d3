import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Compra } from '../../common/compras';
import type { CuadreCaja, Venta } from '../../common/ventas';
import type {
  DatosEventoBajoMinimo,
  DatosEventoCaja,
  DatosEventoCompra,
  DatosEventoGasto,
  DatosEventoVenta,
} from '../../common/webhooksEventos';
import { productos, productosInventario } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { aDinero } from '../lib/dinero';
import { emitirEvento } from './servicio';

/*
 * One call per business event, in its transaction (the outbox keeps it only if the transaction commits). Each
 * builds the documented `data` of common/webhooksEventos.ts from the document the business code already has, and
 * answers that document so the call can wrap a `return`.
 */

/** `venta.creada` (counter sale or an order charged) and `venta.anulada`. */
export async function emitirVenta(
  scope: TenantScope,
  tipo: 'venta.creada' | 'venta.anulada',
  v: Venta,
): Promise<Venta> {
  const data: DatosEventoVenta = {
    id: v.id,
    consecutivo: v.consecutivo,
    id_sede: v.id_sede,
    id_cuadre_caja: v.id_cuadre_caja,
    tipo: v.tipo,
    id_orden: v.id_orden,
    id_nit: v.id_nit,
    cliente: v.cliente,
    documento_cliente: v.documento_cliente,
    subtotal: v.subtotal,
    descuento: v.descuento,
    impuesto: v.impuesto,
    total: v.total,
    propina: v.propina,
    estado: v.estado,
    id_usuario: v.id_usuario,
    created_at: v.created_at,
    cancelada_por: v.cancelada_por,
    cancelada_at: v.cancelada_at,
    motivo_cancelacion: v.motivo_cancelacion,
    detalles: v.detalles.map((d) => ({
      id_producto: d.id_producto,
      nombre: d.nombre,
      cantidad: d.cantidad,
      precio: d.precio,
      impuesto: d.impuesto,
      total: d.total,
    })),
    pagos: v.pagos.map((p) => ({ id_forma_pago: p.id_forma_pago, forma_pago: p.forma_pago, valor: p.valor })),
  };
  await emitirEvento(scope, tipo, data);
  return v;
}

/** `compra.creada` and `compra.anulada`. */
export async function emitirCompra(
  scope: TenantScope,
  tipo: 'compra.creada' | 'compra.anulada',
  c: Compra,
): Promise<Compra> {
  const data: DatosEventoCompra = {
    id: c.id,
    id_sede: c.id_sede,
    fecha: c.fecha,
    id_nit: c.id_nit,
    proveedor: c.nit.nombre,
    numero_factura_proveedor: c.numero_factura_proveedor,
    id_forma_pago: c.id_forma_pago,
    tipo_pago_compra: c.tipo_pago_compra,
    subtotal: c.subtotal,
    descuento: c.descuento,
    iva: c.iva,
    total: c.total,
    estado: c.estado,
    created_at: c.created_at,
    anulada_at: c.anulada_at,
    motivo_anulacion: c.motivo_anulacion,
    detalles: c.detalle_compra.map((d) => ({
      id_producto: d.id_producto,
      nombre: d.nombre,
      cantidad: d.cantidad,
      costo_unitario: d.costo_unitario,
      total: d.total,
    })),
  };
  await emitirEvento(scope, tipo, data);
  return c;
}

/**
 * `gasto.creado` and `gasto.anulado`, for the expenses code (issue 10): one call with the expense's key fields.
 * Both types stay `activo: false` in common/webhooks.ts until that code calls this.
 */
export async function emitirGasto<T extends DatosEventoGasto>(
  scope: TenantScope,
  tipo: 'gasto.creado' | 'gasto.anulado',
  g: T,
): Promise<T> {
  const data: DatosEventoGasto = {
    id: g.id,
    id_sede: g.id_sede,
    fecha: g.fecha,
    id_tipo_gasto: g.id_tipo_gasto,
    concepto: g.concepto,
    numero_factura: g.numero_factura,
    id_nit: g.id_nit,
    id_forma_pago: g.id_forma_pago,
    subtotal: g.subtotal,
    impuesto: g.impuesto,
    total: g.total,
    estado: g.estado,
    created_at: g.created_at,
  };
  await emitirEvento(scope, tipo, data);
  return g;
}

interface ConteoCierre {
  id_forma_pago: number;
  forma_pago: string;
  esperado: string;
  contado: string;
  diferencia: string;
}

/** `caja.cerrada`: the closed register and its count per payment method. */
export async function emitirCajaCerrada(
  scope: TenantScope,
  cuadre: CuadreCaja,
  conteos: readonly ConteoCierre[],
): Promise<void> {
  const suma = (k: 'esperado' | 'contado' | 'diferencia') =>
    aDinero(conteos.reduce((a, c) => a.plus(c[k]), new Decimal(0)));
  const data: DatosEventoCaja = {
    id: cuadre.id,
    id_sede: cuadre.id_sede,
    sede: cuadre.sede,
    abierta_at: cuadre.abierta_at,
    cerrada_at: cuadre.cerrada_at,
    cerrada_por: cuadre.cerrada_por,
    id_responsable: cuadre.id_responsable,
    saldo_apertura: cuadre.saldo_apertura,
    saldo_cierre: cuadre.saldo_cierre,
    esperado: suma('esperado'),
    contado: suma('contado'),
    diferencia: suma('diferencia'),
    conteos: conteos.map((c) => ({
      id_forma_pago: c.id_forma_pago,
      forma_pago: c.forma_pago,
      esperado: c.esperado,
      contado: c.contado,
      diferencia: c.diferencia,
    })),
  };
  await emitirEvento(scope, 'caja.cerrada', data);
}

interface MovimientoHecho {
  id: number;
  id_producto: number;
  id_sede: number;
  tipo: string;
  cantidad: string;
  documento_tipo?: string | null;
  documento_id?: number | null;
}

/**
 * `inventario.bajo_minimo`, called by the ledger after each movement: sent when this movement took the product's
 * stock over all venues (the figure GET inventarios compares) from ≥ its minimum to below it. Movements that add
 * stock, products without a minimum and stock already below it send nothing (once per crossing).
 */
export async function avisarBajoMinimo(scope: TenantScope, m: MovimientoHecho): Promise<void> {
  const cantidad = new Decimal(m.cantidad);
  if (!cantidad.isNegative()) return;
  const [p] = await scope.tx
    .select({
      nombre: productos.nombre,
      codigo: productos.codigo,
      unidad_medida: productos.unidad_medida,
      minimo: productos.inventario_minimo,
      existencia: sql<string>`(select coalesce(sum(${productosInventario.cantidad}), 0)::numeric(14,3)::text from ${productosInventario} where ${and(eq(productosInventario.empresa_id, scope.empresaId), eq(productosInventario.id_producto, m.id_producto))})`,
    })
    .from(productos)
    .where(scope.where(productos, eq(productos.id, m.id_producto)));
  if (!p || p.minimo == null) return;
  const minimo = new Decimal(String(p.minimo));
  const despues = new Decimal(String(p.existencia));
  const antes = despues.minus(cantidad);
  if (!(antes.gte(minimo) && despues.lt(minimo))) return;
  const data: DatosEventoBajoMinimo = {
    id_producto: m.id_producto,
    nombre: String(p.nombre),
    codigo: p.codigo == null ? null : String(p.codigo),
    unidad_medida: String(p.unidad_medida),
    inventario_minimo: minimo.toFixed(3),
    existencia: despues.toFixed(3),
    movimiento: {
      id: m.id,
      tipo: m.tipo,
      id_sede: m.id_sede,
      cantidad: cantidad.toFixed(3),
      documento_tipo: m.documento_tipo ?? null,
      documento_id: m.documento_id ?? null,
    },
  };
  await emitirEvento(scope, 'inventario.bajo_minimo', data);
}
