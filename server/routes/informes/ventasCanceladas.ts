import { sql } from 'drizzle-orm';
import { informeVentasCanceladas } from '../../../common/informes';
import { sedes, usuarios } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { nombreUsuario } from './costos';
import { enDiasBogota } from './consulta';
import { informeSobreSql, si } from './sobreSql';

/** Spec §4 informeVentasCanceladas: the sales cancelled in the Bogotá days, latest cancellation first. */
export const servidorVentasCanceladas = {
  informe: informeVentasCanceladas,
  ...informeSobreSql(
    informeVentasCanceladas,
    (scope, q) => sql`
      select v.id, v.prefijo || v.numero::text as numero, v.created_at as fecha, v.cancelada_at as cancelada,
        s.nombre as sede, ${nombreUsuario} as cajero, trim(x.nombre || ' ' || coalesce(x.apellido, '')) as cancelada_por,
        v.motivo_cancelacion as motivo, v.base, v.impuesto, v.total, v.propina,
        v.id_begranda_anulado, v.cude_anulado, ee.ambiente as ambiente_anulado
      from ventas v
      left join erp_envios ee on ee.empresa_id = v.empresa_id and ee.modulo = 'canceledSale' and ee.id_documento = v.id
      left join sedes s on s.empresa_id = v.empresa_id and s.id = v.id_sede
      left join usuarios u on u.empresa_id = v.empresa_id and u.id = v.id_usuario
      left join usuarios x on x.empresa_id = v.empresa_id and x.id = v.cancelada_por
      where v.empresa_id = ${scope.empresaId} and v.estado = 'cancelada' and ${enDiasBogota(sql`v.cancelada_at`, q)}
        ${sedesDeInforme(scope, q.id_sede, sql`v.id_sede`)}
        ${si(q.id_usuario, (v) => sql`v.id_usuario = ${v}`)}`,
    'b.cancelada desc, b.id desc',
  ),
  filtros: { id_sede: sedes, id_usuario: usuarios },
};
