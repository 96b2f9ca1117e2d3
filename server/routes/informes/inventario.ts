import { sql } from 'drizzle-orm';
import { informeInventario } from '../../../common/informes';
import { TIPOS_MOVIMIENTO } from '../../../common/inventario';
import { categorias, productos, sedes } from '../../db/schema';
import { sedesDeInforme } from '../../services/sedesUsuario';
import { nombreUsuario } from './costos';
import { enDiasBogota } from './consulta';
import { informeSobreSql, si } from './sobreSql';

/** The ledger's kinds as the grid names them. */
const NOMBRES: Record<string, string> = {
  [TIPOS_MOVIMIENTO.inicial]: 'Inventario inicial',
  [TIPOS_MOVIMIENTO.compra]: 'Compra',
  [TIPOS_MOVIMIENTO.compraAnulada]: 'Compra anulada',
  [TIPOS_MOVIMIENTO.venta]: 'Venta',
  [TIPOS_MOVIMIENTO.ventaAnulada]: 'Venta anulada',
  [TIPOS_MOVIMIENTO.ajuste]: 'Ajuste',
  [TIPOS_MOVIMIENTO.merma]: 'Merma',
};
const tipo = sql.raw(
  `case m.tipo ${Object.entries(NOMBRES)
    .map(([k, v]) => `when '${k}' then '${v}'`)
    .join(' ')} else m.tipo end`,
);

/** Spec §4 informeInventario: the ledger's movements of the Bogotá days, newest first. */
export const servidorInventario = {
  informe: informeInventario,
  ...informeSobreSql(
    informeInventario,
    (scope, q) => sql`
      select m.id, m.created_at as fecha, s.nombre as sede, p.nombre as producto, c.nombre as categoria,
        ${tipo} as tipo,
        case when m.documento_tipo is null then null else m.documento_tipo || ' ' || coalesce(m.documento_id::text, '') end as documento,
        m.cantidad, m.saldo, ${nombreUsuario} as usuario
      from inventario_movimientos m
      join productos p on p.empresa_id = m.empresa_id and p.id = m.id_producto
      left join categorias c on c.empresa_id = p.empresa_id and c.id = p.id_categoria
      left join sedes s on s.empresa_id = m.empresa_id and s.id = m.id_sede
      left join usuarios u on u.empresa_id = m.empresa_id and u.id = m.id_usuario
      where m.empresa_id = ${scope.empresaId} and ${enDiasBogota(sql`m.created_at`, q)}
        ${sedesDeInforme(scope, q.id_sede, sql`m.id_sede`)}
        ${si(q.id_producto, (v) => sql`m.id_producto = ${v}`)}
        ${si(q.id_categoria, (v) => sql`p.id_categoria = ${v}`)}`,
    'b.fecha desc, b.id desc',
  ),
  filtros: { id_sede: sedes, id_producto: productos, id_categoria: categorias },
};
