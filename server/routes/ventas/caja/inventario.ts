import { sql } from 'drizzle-orm';
import type { InventarioCaja } from '../../../../common/ventas';
import type { TenantScope } from '../../../db/tenant';
import { cajaPorId } from './consulta';

/**
 * GET cuadresCaja/{id}/inventario: the stock movements of the register's shift per product (common/ventas.ts
 * `inventarioCaja`): those naming its sales and the orders its sales charged, in its venue.
 */
export async function inventarioCaja(scope: TenantScope, id: number): Promise<InventarioCaja> {
  const caja = await cajaPorId(scope, id);
  const e = scope.empresaId;
  const resultado = await scope.tx.execute(sql`
    with documentos (tipo, id) as (
      select 'venta'::varchar, v.id from ventas v where v.empresa_id = ${e} and v.id_cuadre_caja = ${caja.id}
      union
      select 'orden'::varchar, v.id_orden from ventas v
      where v.empresa_id = ${e} and v.id_cuadre_caja = ${caja.id} and v.id_orden is not null)
    select m.id_producto, p.nombre,
      coalesce(-sum(m.cantidad) filter (where m.tipo = 'venta'), 0)::numeric(14, 3)::text as vendido,
      coalesce(sum(m.cantidad) filter (where m.tipo = 'venta_anulada'), 0)::numeric(14, 3)::text as devuelto,
      coalesce(-sum(m.cantidad) filter (where m.tipo = 'merma'), 0)::numeric(14, 3)::text as merma,
      (-sum(m.cantidad))::numeric(14, 3)::text as salida,
      coalesce(pi.cantidad, 0)::numeric(14, 3)::text as existencia
    from inventario_movimientos m
    join documentos d on d.tipo = m.documento_tipo and d.id = m.documento_id
    join productos p on p.empresa_id = m.empresa_id and p.id = m.id_producto
    left join productos_inventario pi
      on pi.empresa_id = m.empresa_id and pi.id_producto = m.id_producto and pi.id_sede = m.id_sede
    where m.empresa_id = ${e} and m.id_sede = ${caja.id_sede}
    group by m.id_producto, p.nombre, pi.cantidad
    order by p.nombre, m.id_producto`);
  type Fila = Omit<InventarioCaja['productos'][number], 'id_producto'> & { id_producto: number | string };
  const filas = Array.isArray(resultado) ? (resultado as Fila[]) : (resultado as { rows: Fila[] }).rows;
  return {
    id_cuadre_caja: caja.id,
    id_sede: caja.id_sede,
    estado: caja.estado,
    productos: filas.map((f) => ({ ...f, id_producto: Number(f.id_producto) })),
  };
}
