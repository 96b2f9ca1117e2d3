import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { agruparImpuestos } from '../../../common/calculoVenta';
import { exacto } from '../../../common/exacto';
import type { ResumenVenta, Venta } from '../../../common/ventas';
import { formasPago, nits, usuarios, ventas, ventasDetalle, ventasPagos } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { NotFoundError } from '../../lib/errors';
import { documentosDeVentas } from '../../dian/recibo';

/**
 * Reading sales (a whole sale, its header's columns): what the sales routes and the receipts of the tickets
 * service (server/tiquetes/) share, apart from the sale's writes (registrar.ts and the operations beside it) so
 * that reading a sale pulls in none of them.
 */

export const fp = formasPago as typeof formasPago & Record<string, typeof formasPago.id>;
export const ni = nits as typeof nits & Record<string, typeof nits.id>;

const mesero = sql<
  string | null
>`(select u.nombre || ' ' || u.apellido from usuarios u where u.empresa_id = ${ventas.empresa_id} and u.id = ${ventas.id_mesero})`;

// The receipt's venue and table (issue 9 receipts): names read with the sale, never stored twice.
const sede = sql<string>`coalesce((select s.nombre from sedes s where s.empresa_id = ${ventas.empresa_id} and s.id = ${ventas.id_sede}), '')`;
const mesa = sql<
  string | null
>`(select m.nombre from ordenes o join mesas m on m.empresa_id = o.empresa_id and m.id = o.id_mesa where o.empresa_id = ${ventas.empresa_id} and o.id = ${ventas.id_orden})`;

const columnasVenta = {
  id: ventas.id,
  id_sede: ventas.id_sede,
  sede,
  id_cuadre_caja: ventas.id_cuadre_caja,
  numero: ventas.numero,
  prefijo: ventas.prefijo,
  tipo: ventas.tipo,
  id_orden: ventas.id_orden,
  mesa,
  id_nit: ventas.id_nit,
  cliente: sql<string>`coalesce(${ni.razon_social}, ${ni.nombre}, '')`,
  documento_cliente: sql<string>`coalesce(${ni.numero_documento}, '')`,
  subtotal: ventas.subtotal,
  descuento: ventas.descuento,
  motivo_descuento: ventas.motivo_descuento,
  base: ventas.base,
  impuesto: ventas.impuesto,
  total: ventas.total,
  propina: ventas.propina,
  cambio: ventas.cambio,
  estado: ventas.estado,
  id_usuario: ventas.id_usuario,
  cajero: sql<string>`coalesce(${usuarios.nombre} || ' ' || ${usuarios.apellido}, '')`,
  id_mesero: ventas.id_mesero,
  mesero,
  cancelada_por: ventas.cancelada_por,
  cancelada_at: ventas.cancelada_at,
  motivo_cancelacion: ventas.motivo_cancelacion,
  begrandaId: ventas.id_begranda,
  cufeCude: ventas.cufe_cude,
  id_begranda_anulado: ventas.id_begranda_anulado,
  cude_anulado: ventas.cude_anulado,
  created_at: ventas.created_at,
};

const fecha = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export function formatoResumen(f: Record<string, unknown>): ResumenVenta {
  const r = f as unknown as ResumenVenta;
  // Object.assign, not a spread followed by properties: V8 adds those slowly (issue 9's profile).
  return Object.assign({}, r, {
    consecutivo: `${r.prefijo}${r.numero}`,
    cancelada_at: fecha(f.cancelada_at),
    created_at: fecha(f.created_at) as string,
  });
}

export function cabeceras(scope: TenantScope, condicion?: SQL) {
  return scope.tx
    .select(columnasVenta)
    .from(ventas)
    .leftJoin(ni, and(eq(ni.empresa_id, ventas.empresa_id), eq(ni.id, ventas.id_nit)))
    .leftJoin(usuarios, and(eq(usuarios.empresa_id, ventas.empresa_id), eq(usuarios.id, ventas.id_usuario)))
    .where(scope.where(ventas, condicion))
    .$dynamic();
}

/** A whole sale: header, taxes per kind and rate (sums of its lines), lines and payments. */
export async function cargarVenta(scope: TenantScope, id: number): Promise<Venta> {
  const [cabecera] = await cabeceras(scope, eq(ventas.id, id));
  if (!cabecera) throw new NotFoundError();
  const [completa] = await completar(scope, [cabecera]);
  return completa;
}

/** Whole sales from their headers: the lines and payments of all of them in two statements. */
export async function completar(scope: TenantScope, filas: Record<string, unknown>[]): Promise<Venta[]> {
  const ids = filas.map((f) => f.id as number);
  if (ids.length === 0) return [];
  const detalles = await scope.tx
    .select({
      id_venta: ventasDetalle.id_venta,
      id: ventasDetalle.id,
      id_producto: ventasDetalle.id_producto,
      id_orden_detalle: ventasDetalle.id_orden_detalle,
      nombre: ventasDetalle.nombre,
      precio: ventasDetalle.precio,
      cantidad: ventasDetalle.cantidad,
      tipo_impuesto: ventasDetalle.tipo_impuesto,
      porcentaje_impuesto: ventasDetalle.porcentaje_impuesto,
      subtotal: ventasDetalle.subtotal,
      descuento: ventasDetalle.descuento,
      total: ventasDetalle.total,
      base: ventasDetalle.base,
      impuesto: ventasDetalle.impuesto,
      devuelve_inventario: ventasDetalle.devuelve_inventario,
      modificadores: ventasDetalle.modificadores,
    })
    .from(ventasDetalle)
    .where(scope.where(ventasDetalle, inArray(ventasDetalle.id_venta, ids)))
    .orderBy(asc(ventasDetalle.id));
  const pagos = await scope.tx
    .select({
      id_venta: ventasPagos.id_venta,
      id: ventasPagos.id,
      id_forma_pago: ventasPagos.id_forma_pago,
      forma_pago: fp.nombre,
      efectivo: fp.efectivo,
      valor: ventasPagos.valor,
      recibido: ventasPagos.recibido,
      cambio: ventasPagos.cambio,
    })
    .from(ventasPagos)
    .innerJoin(fp, and(eq(fp.empresa_id, ventasPagos.empresa_id), eq(fp.id, ventasPagos.id_forma_pago)))
    .where(scope.where(ventasPagos, inArray(ventasPagos.id_venta, ids)))
    .orderBy(asc(ventasPagos.id));
  const documentos = await documentosDeVentas(scope, ids);
  return filas.map((cabecera) => {
    const id = cabecera.id as number;
    const lineas = detalles
      .filter((d) => d.id_venta === id)
      .map(({ id_venta: _v, ...d }) => ({
        ...d,
        cantidad: String(d.cantidad),
        porcentaje_impuesto: String(d.porcentaje_impuesto),
      }));
    // The taxes per rate, recomputed from the stored lines' figures (sums only: no rounding happens here).
    const { impuestos } = calcularDesdeGuardadas(lineas);
    return {
      ...formatoResumen(cabecera),
      impuestos,
      detalles: lineas,
      pagos: pagos.filter((p) => p.id_venta === id).map(({ id_venta: _v, ...p }) => p) as Venta['pagos'],
      documento_dian: documentos.get(Number(id)) ?? null,
    };
  });
}

export function calcularDesdeGuardadas(
  lineas: {
    tipo_impuesto: string | null;
    porcentaje_impuesto: string;
    base: string;
    impuesto: string;
    total: string;
  }[],
) {
  return {
    impuestos: agruparImpuestos(
      lineas.map((l) => ({
        tipo_impuesto: l.tipo_impuesto,
        porcentaje: l.porcentaje_impuesto,
        base: exacto(l.base),
        impuesto: exacto(l.impuesto),
        total: exacto(l.total),
      })),
    ),
  };
}
