import { sql } from 'drizzle-orm';
import { informePropinas } from '../../../common/informes';
import { sedes, usuarios } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { nombreUsuario } from './costos';
import { enDiasBogota } from './consulta';
import { informeSobreSql, si } from './sobreSql';

/**
 * Tips per waiter (beyond the spec, Ley 1935): per Bogotá month and waiter (a counter sale's cashier when it has
 * none), the paid sales of the days, what they charged and their tips.
 */
export const servidorPropinas = {
  informe: informePropinas,
  ...informeSobreSql(
    informePropinas,
    (scope, q) => {
      const e = scope.empresaId;
      return sql`
      with propias as (
        select to_char(v.created_at at time zone 'America/Bogota', 'YYYY-MM') as periodo,
          coalesce(v.id_mesero, v.id_usuario) as id_mesero, v.total, v.propina
        from ventas v
        where v.empresa_id = ${e} and v.estado = 'pagada' and ${enDiasBogota(sql`v.created_at`, q)}
          ${sedesDeInforme(scope, q.id_sede, sql`v.id_sede`)}
          ${si(q.id_usuario, (v) => sql`coalesce(v.id_mesero, v.id_usuario) = ${v}`)})
      select row_number() over (order by x.periodo, x.id_mesero) as id, x.periodo, max(${nombreUsuario}) as mesero,
        count(*) as ventas, sum(x.total) as total_ventas, sum(x.propina) as propinas
      from propias x left join usuarios u on u.empresa_id = ${e} and u.id = x.id_mesero
      group by x.periodo, x.id_mesero`;
    },
    'b.id',
  ),
  filtros: { id_sede: sedes, id_usuario: usuarios },
};
