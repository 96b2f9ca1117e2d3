import type { ModificadorLinea } from '../../../common/modificadores';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MENSAJES_VENTAS as M, mensajeLineaCobrada, type Venta } from '../../../common/ventas';
import { ordenes, ordenesDetalle, productos, productosImpuestos, ventasDetalle } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { emitirVenta } from '../../webhooks/eventos';
import { calcularVenta, propinaSugerida, repartirOrden, type LineaPorCobrar } from './calculo';
import { configuracion } from './configuracion';
import { privilegiado, type Quien } from './quien';
import { cargarVenta } from './consultas';
import type { VentaInput } from './schemas';
import { ventaPorClave } from './clave';
import type { LineaVender } from './cobro';
import { registrarVenta } from './registrar';
import { exigirSede } from '../../services/sedesUsuario';

const p = productos as typeof productos & Record<string, typeof productos.id>;
const imp = productosImpuestos as typeof productosImpuestos & Record<string, typeof productosImpuestos.id>;
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
  exigirSede(scope, orden.id_sede);
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
      modificadores: ordenesDetalle.modificadores,
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
  modificadores: ModificadorLinea[] | null;
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
      modificadores: d.modificadores,
    };
  });
}
