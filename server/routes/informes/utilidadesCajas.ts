import { sql } from 'drizzle-orm';
import { informeUtilidadesCajas } from '../../../common/informes';
import { sedes } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { costoLinea, nombreUsuario } from './costos';
import { enDiasBogota } from './consulta';
import { informeSobreSql } from './sobreSql';

/**
 * Spec §4 informeUtilidadesCajas: each register closed in the Bogotá days; its paid sales before tax (its sales
 * cancelled later are out), their lines' cost at each sale's weighted cost, its registered expenses (those the
 * register paid), and the profit.
 */
export const servidorUtilidadesCajas = {
  informe: informeUtilidadesCajas,
  ...informeSobreSql(
    informeUtilidadesCajas,
    (scope, q) => {
      const e = scope.empresaId;
      return sql`
      select cj.id, cj.id as caja, s.nombre as sede, ${nombreUsuario} as responsable, cj.abierta_at as apertura,
        cj.cerrada_at as cierre, coalesce(vt.cantidad, 0) as cantidad_ventas, coalesce(vt.ventas, 0) as ventas,
        coalesce(vt.costo, 0) as costo, coalesce(gs.gastos, 0) as gastos,
        coalesce(vt.ventas, 0) - coalesce(vt.costo, 0) - coalesce(gs.gastos, 0) as utilidad
      from cuadres_caja cj
      left join sedes s on s.empresa_id = cj.empresa_id and s.id = cj.id_sede
      left join usuarios u on u.empresa_id = cj.empresa_id and u.id = cj.id_responsable
      left join lateral (
        select count(distinct v.id) as cantidad, sum(d.base) as ventas, sum(${costoLinea(e)}) as costo
        from ventas v join ventas_detalle d on d.empresa_id = v.empresa_id and d.id_venta = v.id
        where v.empresa_id = ${e} and v.id_cuadre_caja = cj.id and v.estado = 'pagada') vt on true
      left join lateral (
        select sum(g.total) as gastos from gastos g
        where g.empresa_id = ${e} and g.id_cuadre_caja = cj.id and g.estado = 'registrado') gs on true
      where cj.empresa_id = ${e} and cj.estado = 'cerrada' and ${enDiasBogota(sql`cj.cerrada_at`, q)}
        ${sedesDeInforme(scope, q.id_sede, sql`cj.id_sede`)}`;
    },
    'b.cierre desc, b.id desc',
  ),
  filtros: { id_sede: sedes },
};
