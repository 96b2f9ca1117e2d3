import { sql } from 'drizzle-orm';
import { informeCompras } from '../../../common/informes';
import { formasPago, nits, sedes } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { informeSobreSql, si } from './sobreSql';

/** Spec §4 informeCompras: the registered purchases of the days (a purchase's date is a calendar day), newest first. */
export const servidorCompras = {
  informe: informeCompras,
  ...informeSobreSql(
    informeCompras,
    (scope, q) => sql`
      select co.id, co.fecha, s.nombre as sede, n.nombre as proveedor, co.numero_factura_proveedor as numero_factura,
        f.nombre as forma_pago, case when co.pagada_at is null then 'Por pagar' else 'Pagada' end as estado_pago,
        co.subtotal, co.descuento, co.iva, co.total
      from compras co
      left join sedes s on s.empresa_id = co.empresa_id and s.id = co.id_sede
      left join nits n on n.empresa_id = co.empresa_id and n.id = co.id_nit
      left join formas_pago f on f.empresa_id = co.empresa_id and f.id = co.id_forma_pago
      where co.empresa_id = ${scope.empresaId} and co.estado = 'registrada'
        and co.fecha >= ${q.from}::date and co.fecha <= ${q.to}::date
        ${sedesDeInforme(scope, q.id_sede, sql`co.id_sede`)}
        ${si(q.id_nit, (v) => sql`co.id_nit = ${v}`)}
        ${si(q.id_forma_pago, (v) => sql`co.id_forma_pago = ${v}`)}`,
    'b.fecha desc, b.id desc',
  ),
  filtros: { id_sede: sedes, id_nit: nits, id_forma_pago: formasPago },
};
