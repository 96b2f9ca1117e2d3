import { sql } from 'drizzle-orm';
import { informeInventarioProductos } from '../../../common/informes';
import { categorias, sedes } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { costoEn } from './costos';
import { informeSobreSql, si } from './sobreSql';

/**
 * Spec §4 informeInventarioProductos: each stock-managed product; its stock at the end of `to` is the balance of
 * its last movement before then in each venue (the ledger's index by product and venue), what entered and left
 * are the range's movements, and the opening stock follows from them. Valued at the cost in force at the end.
 */
export const servidorInventarioProductos = {
  informe: informeInventarioProductos,
  ...informeSobreSql(
    informeInventarioProductos,
    (scope, q) => {
      const e = scope.empresaId;
      const sede = (alias: string) => sedesDeInforme(scope, q.id_sede, sql.raw(`${alias}.id_sede`));
      return sql`
      with limites as (
        select (${q.from}::date::timestamp at time zone 'America/Bogota') as desde,
          ((${q.to}::date + 1)::timestamp at time zone 'America/Bogota') as hasta),
      rango as (
        select m.id_producto,
          coalesce(sum(m.cantidad) filter (where m.cantidad > 0), 0) as entradas,
          coalesce(-sum(m.cantidad) filter (where m.cantidad < 0), 0) as salidas
        from inventario_movimientos m, limites l
        where m.empresa_id = ${e} and m.created_at >= l.desde and m.created_at < l.hasta ${sede('m')}
        group by m.id_producto),
      saldos as (
        select pi.id_producto, sum(ultimo.saldo) as existencia
        from productos_inventario pi cross join limites l
        join lateral (
          select m.saldo from inventario_movimientos m
          where m.empresa_id = pi.empresa_id and m.id_producto = pi.id_producto and m.id_sede = pi.id_sede
            and m.created_at < l.hasta
          order by m.id desc limit 1) ultimo on true
        where pi.empresa_id = ${e} ${sede('pi')}
        group by pi.id_producto)
      select p.id, p.nombre as producto, c.nombre as categoria, p.unidad_medida as unidad,
        coalesce(sa.existencia, 0) - coalesce(r.entradas, 0) + coalesce(r.salidas, 0) as inicial,
        coalesce(r.entradas, 0) as entradas, coalesce(r.salidas, 0) as salidas,
        coalesce(sa.existencia, 0) as existencia, coalesce(p.inventario_minimo, 0) as minimo,
        (p.inventario_minimo is not null and coalesce(sa.existencia, 0) < p.inventario_minimo) as bajo_minimo,
        coalesce(${costoEn(e, sql`p.id`, sql`l.hasta`)}, 0) as costo,
        round(coalesce(sa.existencia, 0) * coalesce(${costoEn(e, sql`p.id`, sql`l.hasta`)}, 0), 2) as valor
      from productos p cross join limites l
      left join categorias c on c.empresa_id = p.empresa_id and c.id = p.id_categoria
      left join rango r on r.id_producto = p.id
      left join saldos sa on sa.id_producto = p.id
      where p.empresa_id = ${e} and p.maneja_inventario
        ${si(q.id_categoria, (v) => sql`p.id_categoria = ${v}`)}`;
    },
    'b.producto, b.id',
  ),
  filtros: { id_sede: sedes, id_categoria: categorias },
};
