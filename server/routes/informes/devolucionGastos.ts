import { sql } from 'drizzle-orm';
import { informeDevolucionGastos } from '../../../common/informes';
import { sedes, tiposGastos } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { nombreUsuario } from './costos';
import { enDiasBogota } from './consulta';
import { informeSobreSql, si } from './sobreSql';

/** Spec §4 informeDevolucionGastos: the expenses cancelled in the Bogotá days, latest cancellation first. */
export const servidorDevolucionGastos = {
  informe: informeDevolucionGastos,
  ...informeSobreSql(
    informeDevolucionGastos,
    (scope, q) => sql`
      select g.id, g.fecha, g.anulado_at as anulado, s.nombre as sede, tg.nombre as tipo_gasto,
        g.concepto_gasto as concepto, n.nombre as proveedor, ${nombreUsuario} as anulado_por,
        g.motivo_anulacion as motivo, g.subtotal, g.impuesto, g.total,
        g.id_begranda_anulado, g.cude_anulado, ee.ambiente as ambiente_anulado
      from gastos g
      left join erp_envios ee on ee.empresa_id = g.empresa_id and ee.modulo = 'canceledExpense' and ee.id_documento = g.id
      left join sedes s on s.empresa_id = g.empresa_id and s.id = g.id_sede
      left join tipos_gastos tg on tg.empresa_id = g.empresa_id and tg.id = g.id_tipo_gasto
      left join nits n on n.empresa_id = g.empresa_id and n.id = g.id_nit
      left join usuarios u on u.empresa_id = g.empresa_id and u.id = g.anulado_por
      where g.empresa_id = ${scope.empresaId} and g.estado = 'anulado' and ${enDiasBogota(sql`g.anulado_at`, q)}
        ${sedesDeInforme(scope, q.id_sede, sql`g.id_sede`)}
        ${si(q.id_tipo_gasto, (v) => sql`g.id_tipo_gasto = ${v}`)}`,
    'b.anulado desc, b.id desc',
  ),
  filtros: { id_sede: sedes, id_tipo_gasto: tiposGastos },
};
