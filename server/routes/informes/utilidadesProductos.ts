import { sql } from 'drizzle-orm';
import { informeUtilidadesProductos } from '../../../common/informes';
import { categorias, sedes } from '../../db/schema';
import { costoLinea } from './costos';
import { enDiasBogota } from './consulta';
import { informeSobreSql, si } from './sobreSql';

/**
 * Spec §4 informeUtilidadesProductos: per product, the lines of the paid sales of the Bogotá days: units, sales
 * before tax (after discounts), cost (each line at the weighted cost in force at its sale) and profit; most
 * profitable first.
 */
export const servidorUtilidadesProductos = {
  informe: informeUtilidadesProductos,
  ...informeSobreSql(
    informeUtilidadesProductos,
    (scope, q) => {
      const e = scope.empresaId;
      return sql`
      select d.id_producto as id, max(p.nombre) as producto, max(c.nombre) as categoria, sum(d.cantidad) as unidades,
        sum(d.base) as ventas, sum(${costoLinea(e)}) as costo, sum(d.base) - sum(${costoLinea(e)}) as utilidad
      from ventas v
      join ventas_detalle d on d.empresa_id = v.empresa_id and d.id_venta = v.id
      join productos p on p.empresa_id = d.empresa_id and p.id = d.id_producto
      left join categorias c on c.empresa_id = p.empresa_id and c.id = p.id_categoria
      where v.empresa_id = ${e} and v.estado = 'pagada' and ${enDiasBogota(sql`v.created_at`, q)}
        ${si(q.id_sede, (v) => sql`v.id_sede = ${v}`)}
        ${si(q.id_categoria, (v) => sql`p.id_categoria = ${v}`)}
      group by d.id_producto`;
    },
    'b.utilidad desc, b.id',
  ),
  filtros: { id_sede: sedes, id_categoria: categorias },
};
