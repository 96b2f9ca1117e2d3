import { and, eq } from 'drizzle-orm';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import { alCentavo, aTextoDinero, comparar, exacto, por } from '../../../common/exacto';
import { DEMO_PRODUCTOS } from './demoCatalogo';
import { registrarCompra } from '../../routes/compras/service';
import { compraBody } from '../../routes/compras/schemas';
import { nits, productos } from '../schema';
import type { TenantScope } from '../tenant';

/** A stock-managed ingredient the demo buys: its id, unit cost now and a usual order (in its unit). */
export interface InsumoDemo {
  id: number;
  costo: string;
  pedido: number;
}

/** The demo's low-stock example (opening stock under its minimum) is never restocked: the dashboard's card shows it. */
const BAJO_MINIMO = new Set(
  DEMO_PRODUCTOS.filter(
    (p) =>
      p.inventario_inicial !== undefined &&
      p.inventario_minimo !== undefined &&
      comparar(exacto(p.inventario_inicial), exacto(p.inventario_minimo)) < 0,
  ).map((p) => p.nombre),
);

/** What the demo's purchases are made of: its ingredients (but the low-stock example) and its two suppliers. */
export async function comprasDemo(scope: TenantScope) {
  const insumos = await scope.tx
    .select({
      id: productos.id,
      nombre: productos.nombre,
      costo: productos.costo,
      unidad: productos.unidad_medida,
    })
    .from(productos)
    .where(
      scope.where(
        productos,
        eq(productos.tipo_producto, TIPOS_PRODUCTO.insumo),
        eq(productos.maneja_inventario, true),
      ),
    )
    .orderBy(productos.id);
  const proveedores = await scope.tx
    .select({ id: nits.id })
    .from(nits)
    .where(scope.where(nits, and(eq(nits.tipo_proveedor_cliente, 'proveedor'))))
    .orderBy(nits.id);
  return {
    insumos: insumos
      .filter((i) => !BAJO_MINIMO.has(String(i.nombre)))
      .map((i): InsumoDemo => ({
        id: Number(i.id),
        costo: String(i.costo ?? '0'),
        // Grams and millilitres by the kilo or litre, units by the dozen.
        pedido: i.unidad === 'unidad' ? 24 : 2000,
      })),
    proveedores: proveedores.map((p) => Number(p.id)),
  };
}

/**
 * One past purchase of the demo (issue 27: the purchases and stock reports show history on a fresh start): two or
 * three ingredients from a supplier at their cost give or take 5 %, paid by card or on credit, through the purchase
 * service at the day's instant (its stock movements and cost history dated then).
 */
export async function sembrarCompraDemo(
  scope: TenantScope,
  datos: Awaited<ReturnType<typeof comprasDemo>>,
  compra: { numero: number; fecha: string; instante: Date; idFormaPago: number; azar: () => number },
): Promise<void> {
  const { azar } = compra;
  const elegidos = new Map<number, InsumoDemo>();
  const cuantos = 2 + Math.floor(azar() * 2);
  while (elegidos.size < Math.min(cuantos, datos.insumos.length)) {
    const i = datos.insumos[Math.floor(azar() * datos.insumos.length)];
    elegidos.set(i.id, i);
  }
  const factor = ['0.95', '1', '1.05'][Math.floor(azar() * 3)];
  await registrarCompra(
    scope,
    compraBody.parse({
      idempotencia: `demo-compra-${compra.numero}`,
      id_nit: datos.proveedores[compra.numero % datos.proveedores.length],
      numero_factura_proveedor: `FV-${1000 + compra.numero}`,
      fecha: compra.fecha,
      id_forma_pago: compra.idFormaPago,
      tipo_pago_compra: azar() < 0.25 ? 2 : 1,
      detalle_compra: [...elegidos.values()].map((i) => ({
        id_producto: i.id,
        cantidad: String(i.pedido),
        costo_unitario: aTextoDinero(alCentavo(por(exacto(i.costo), exacto(factor)))),
        porcentaje_iva: '0',
      })),
    }),
    { instante: compra.instante },
  );
}
