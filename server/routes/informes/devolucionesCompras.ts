import { sql } from 'drizzle-orm';
import { informeDevolucionesCompras } from '../../../common/informes';
import { nits, sedes } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { nombreUsuario } from './costos';
import { enDiasBogota } from './consulta';
import { informeSobreSql, si } from './sobreSql';

/** Spec §4 informeDevolucionesCompras: the purchases cancelled in the Bogotá days, latest cancellation first. */
export const servidorDevolucionesCompras = {
  informe: informeDevolucionesCompras,
  ...informeSobreSql(
    informeDevolucionesCompras,
    (scope, q) => sql`
      select co.id, co.fecha, co.anulada_at as anulada, s.nombre as sede, n.nombre as proveedor,
        co.numero_factura_proveedor as numero_factura, ${nombreUsuario} as anulada_por, co.motivo_anulacion as motivo,
        co.subtotal, co.descuento, co.iva, co.total,
        co.id_begranda_anulado, co.cude_anulado, ee.ambiente as ambiente_anulado
      from compras co
      left join erp_envios ee on ee.empresa_id = co.empresa_id and ee.modulo = 'canceledPurchase' and ee.id_documento = co.id
      left join sedes s on s.empresa_id = co.empresa_id and s.id = co.id_sede
      left join nits n on n.empresa_id = co.empresa_id and n.id = co.id_nit
      left join usuarios u on u.empresa_id = co.empresa_id and u.id = co.anulada_por
      where co.empresa_id = ${scope.empresaId} and co.estado = 'anulada' and ${enDiasBogota(sql`co.anulada_at`, q)}
        ${sedesDeInforme(scope, q.id_sede, sql`co.id_sede`)}
        ${si(q.id_nit, (v) => sql`co.id_nit = ${v}`)}`,
    'b.anulada desc, b.id desc',
  ),
  filtros: { id_sede: sedes, id_nit: nits },
};
