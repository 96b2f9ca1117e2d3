import { sql } from 'drizzle-orm';
import { informeUtilidadesProductos } from '../../../common/informes';
import { categorias, sedes } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { informeSobreSql, si } from './sobreSql';

/**
 * Spec §4 informeUtilidadesProductos: per product, the lines of the paid sales of the Bogotá days: units, sales
 * before tax (after discounts), cost (each line at the weighted cost in force at its sale) and profit; most
 * profitable first. Read from the day sums per product (`ventas_productos_dias`, kept by the sales' triggers with
 * each line's cost as it was written: a few rows a product a day however many lines), not line by line.
 */
export const servidorUtilidadesProductos = {
  informe: informeUtilidadesProductos,
  ...informeSobreSql(
    informeUtilidadesProductos,
    (scope, q) => sql`
      select r.id_producto as id, max(p.nombre) as producto, max(c.nombre) as categoria, sum(r.unidades) as unidades,
        sum(r.base) as ventas, sum(r.costo) as costo, sum(r.base) - sum(r.costo) as utilidad
      from ventas_productos_dias r
      join productos p on p.empresa_id = r.empresa_id and p.id = r.id_producto
      left join categorias c on c.empresa_id = p.empresa_id and c.id = p.id_categoria
      where r.empresa_id = ${scope.empresaId} and r.dia >= ${q.from}::date and r.dia <= ${q.to}::date
        ${sedesDeInforme(scope, q.id_sede, sql`r.id_sede`)}
        ${si(q.id_categoria, (v) => sql`p.id_categoria = ${v}`)}
      group by r.id_producto
      having sum(r.lineas) > 0`,
    'b.utilidad desc, b.id',
  ),
  filtros: { id_sede: sedes, id_categoria: categorias },
};
