import { sql } from 'drizzle-orm';
import { informeImpuestos } from '../../../common/informes';
import { sedes } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { enDiasBogota } from './consulta';
import { informeSobreSql } from './sobreSql';

const mes = (columna: string) => sql.raw(`to_char(${columna} at time zone 'America/Bogota', 'YYYY-MM')`);

/**
 * The IVA/INC summary (beyond the spec): per Bogotá month, venue, tax and rate, the lines of every sale made in the
 * days (later cancelled or not) and, subtracted, those of the sales cancelled in the days (the credit note's
 * month, whenever the sale was).
 */
export const servidorImpuestos = {
  informe: informeImpuestos,
  ...informeSobreSql(
    informeImpuestos,
    (scope, q) => {
      const e = scope.empresaId;
      const sede = sedesDeInforme(scope, q.id_sede, sql`v.id_sede`);
      return sql`
      with lineas as (
        select ${mes('v.created_at')} as periodo, v.id_sede, d.tipo_impuesto, d.porcentaje_impuesto,
          d.base as bv, d.impuesto as iv, 0::numeric as ba, 0::numeric as ia
        from ventas v join ventas_detalle d on d.empresa_id = v.empresa_id and d.id_venta = v.id
        where v.empresa_id = ${e} and ${enDiasBogota(sql`v.created_at`, q)} ${sede}
        union all
        select ${mes('v.cancelada_at')}, v.id_sede, d.tipo_impuesto, d.porcentaje_impuesto, 0, 0, d.base, d.impuesto
        from ventas v join ventas_detalle d on d.empresa_id = v.empresa_id and d.id_venta = v.id
        where v.empresa_id = ${e} and v.estado = 'cancelada' and ${enDiasBogota(sql`v.cancelada_at`, q)} ${sede})
      select row_number() over (order by l.periodo, l.id_sede, coalesce(l.tipo_impuesto, ''), l.porcentaje_impuesto) as id,
        l.periodo, max(s.nombre) as sede, coalesce(l.tipo_impuesto, 'Sin impuesto') as impuesto_tipo,
        l.porcentaje_impuesto::text as tarifa,
        sum(l.bv) as base_vendida, sum(l.iv) as impuesto_vendido, sum(l.ba) as base_anulada, sum(l.ia) as impuesto_anulado,
        sum(l.bv) - sum(l.ba) as base, sum(l.iv) - sum(l.ia) as impuesto
      from lineas l left join sedes s on s.empresa_id = ${e} and s.id = l.id_sede
      group by l.periodo, l.id_sede, l.tipo_impuesto, l.porcentaje_impuesto`;
    },
    'b.id',
  ),
  filtros: { id_sede: sedes },
};
