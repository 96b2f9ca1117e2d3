import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Compra } from '../../common/compras';
import type { Gasto } from '../../common/gastos';
import type { CuadreCaja, Venta } from '../../common/ventas';
import type { TipoEventoWebhook } from '../../common/webhooks';
import {
  datosEventoCaja,
  datosEventoCompra,
  datosEventoGasto,
  datosEventoVenta,
  type DatosEventoBajoMinimo,
} from '../../common/webhooksEventos';
import { inventarioMovimientos, productos, productosInventario } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { comparar, esNegativo, exacto, menos, textoFijo } from '../../common/exacto';
import { sumar } from '../lib/dinero';
import { emitirEvento, tiposEscuchados } from './servicio';

/*
 * One call per business event, in its transaction (the outbox keeps it only if the transaction commits). Each
 * takes the documented `data` of common/webhooksEventos.ts out of the document the business code already has (its
 * schema keeps the declared fields, drops the rest) and answers that document so the call can wrap a `return`.
 */

/**
 * The call of one kind of document: its event with the documented fields of `doc` (the schema keeps those, drops the
 * rest), answering `doc` itself.
 */
function emisor<Tipo extends TipoEventoWebhook, Base>(esquema: z.ZodType) {
  return async <T extends Base>(scope: TenantScope, tipo: Tipo, doc: T): Promise<T> => {
    await emitirEvento(scope, tipo, esquema.parse(doc));
    return doc;
  };
}

/** `venta.creada` (counter sale or an order charged) and `venta.anulada`. */
export const emitirVenta = emisor<'venta.creada' | 'venta.anulada', Venta>(datosEventoVenta);

/** The webhook events a counter sale may send. */
export const TIPOS_VENTA_INMEDIATA = ['venta.creada', 'inventario.bajo_minimo'] as const;

/**
 * A counter sale's events, after its one final statement wrote the sale and its stock-out (issue 9): `venta.creada`
 * and an `inventario.bajo_minimo` for each of its movements that crossed a minimum. The sale and its movements are
 * read only when some webhook listens, so a company without webhooks pays one query for both types, or none when
 * the caller read `escuchados` (those of `TIPOS_VENTA_INMEDIATA` some active webhook listens to) with its own.
 */
export async function emitirVentaInmediata(
  scope: TenantScope,
  id: number,
  cargar: () => Promise<Venta>,
  escuchados?: ReadonlySet<string>,
): Promise<void> {
  if (!escuchados) escuchados = await tiposEscuchados(scope, TIPOS_VENTA_INMEDIATA);
  if (escuchados.size === 0) return;
  if (escuchados.has('venta.creada'))
    await emitirEvento(scope, 'venta.creada', async () => datosEventoVenta.parse(await cargar()));
  if (!escuchados.has('inventario.bajo_minimo')) return;
  const movimientos = await scope.tx
    .select({
      id: inventarioMovimientos.id,
      id_producto: inventarioMovimientos.id_producto,
      id_sede: inventarioMovimientos.id_sede,
      tipo: inventarioMovimientos.tipo,
      cantidad: inventarioMovimientos.cantidad,
      documento_tipo: inventarioMovimientos.documento_tipo,
      documento_id: inventarioMovimientos.documento_id,
    })
    .from(inventarioMovimientos)
    .where(
      scope.where(
        inventarioMovimientos,
        eq(inventarioMovimientos.documento_tipo, 'venta'),
        eq(inventarioMovimientos.documento_id, id),
      ),
    );
  for (const m of movimientos)
    await avisarBajoMinimo(scope, {
      ...m,
      id: Number(m.id),
      id_producto: Number(m.id_producto),
      id_sede: Number(m.id_sede),
      cantidad: String(m.cantidad),
      documento_id: m.documento_id === null ? null : Number(m.documento_id),
    });
}

/** `compra.creada` and `compra.anulada`. */
export const emitirCompra = emisor<'compra.creada' | 'compra.anulada', Compra>(datosEventoCompra);

/** `gasto.creado` and `gasto.anulado` (server/routes/gastos/service.ts). */
export const emitirGasto = emisor<'gasto.creado' | 'gasto.anulado', Gasto>(datosEventoGasto);

/** `caja.cerrada`: the closed register, its totals and its count per payment method. */
export async function emitirCajaCerrada(
  scope: TenantScope,
  cuadre: CuadreCaja,
  conteos: readonly { esperado: string; contado: string; diferencia: string }[],
): Promise<void> {
  const suma = (k: 'esperado' | 'contado' | 'diferencia') => sumar(...conteos.map((c) => c[k]));
  const data = datosEventoCaja.parse({
    ...cuadre,
    esperado: suma('esperado'),
    contado: suma('contado'),
    diferencia: suma('diferencia'),
    conteos,
  });
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
  const cantidad = exacto(m.cantidad);
  if (!esNegativo(cantidad)) return;
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
  const minimo = exacto(p.minimo);
  const despues = exacto(String(p.existencia));
  const antes = menos(despues, cantidad);
  if (!(comparar(antes, minimo) >= 0 && comparar(despues, minimo) < 0)) return;
  const data: DatosEventoBajoMinimo = {
    id_producto: m.id_producto,
    nombre: p.nombre,
    codigo: p.codigo,
    unidad_medida: p.unidad_medida,
    inventario_minimo: textoFijo(minimo, 3),
    existencia: textoFijo(despues, 3),
    movimiento: {
      id: m.id,
      tipo: m.tipo,
      id_sede: m.id_sede,
      cantidad: textoFijo(cantidad, 3),
      documento_tipo: m.documento_tipo ?? null,
      documento_id: m.documento_id ?? null,
    },
  };
  await emitirEvento(scope, 'inventario.bajo_minimo', data);
}
