import { TIPOS_MOVIMIENTO } from '../../../common/inventario';
import {
  inventarioMovimientos,
  ventas,
  ventasConsecutivos,
  ventasDetalle,
  ventasPagos,
} from '../../db/schema';
import { columnas, sentenciaDe } from '../../db/sentencia';

/**
 * The sale path's measured statements (issue 9), prepared once per connection: the context's read, the single
 * sale's write and a batch's write. Their values go by name (`sentenciaDe`), their column lists through `columnas`
 * (tests/unit/sentencias-columnas.test.ts compares them and every `alias.column` with the schema).
 */

/** The columns of a sale's line that its writes fill (the single write's and the batch's). */
const COLUMNAS_DETALLE = columnas(
  ventasDetalle,
  `empresa_id, id_venta, id_producto, id_orden_detalle, nombre, precio, cantidad,
      tipo_impuesto, porcentaje_impuesto, subtotal, descuento, total, base, impuesto, modificadores`,
);
const COLUMNAS_VENTA = columnas(
  ventas,
  `empresa_id, id_sede, id_cuadre_caja, numero, prefijo, tipo, id_orden, id_nit, subtotal,
      descuento, motivo_descuento, base, impuesto, total, propina, cambio, idempotencia, id_usuario, id_mesero,
      huella`,
);
const COLUMNAS_PAGO = columnas(ventasPagos, `empresa_id, id_venta, id_forma_pago, valor, recibido, cambio`);
const COLUMNAS_CONSECUTIVO = columnas(ventasConsecutivos, `empresa_id, id_sede, ultimo`);
const COLUMNAS_MOVIMIENTO = columnas(
  inventarioMovimientos,
  `empresa_id, id_producto, id_sede, tipo, cantidad, saldo, documento_tipo, documento_id, id_usuario`,
);
/** What a sale's writes answer of its header, its lines and its payments (money as text). */
const DEVUELVE_CABECERA = columnas(
  ventas,
  `id, numero, created_at, subtotal::text as subtotal, descuento::text as descuento,
      motivo_descuento, base::text as base, impuesto::text as impuesto, total::text as total,
      propina::text as propina, cambio::text as cambio`,
);
const DEVUELVE_DETALLE = columnas(
  ventasDetalle,
  `id, id_producto, id_orden_detalle, nombre, precio::text as precio,
      cantidad::text as cantidad, tipo_impuesto, porcentaje_impuesto::text as porcentaje_impuesto,
      subtotal::text as subtotal, descuento::text as descuento, total::text as total, base::text as base,
      impuesto::text as impuesto, devuelve_inventario, modificadores`,
);
const DEVUELVE_PAGO = columnas(
  ventasPagos,
  `id, id_forma_pago, valor::text as valor, recibido::text as recibido, cambio::text as cambio`,
);

/**
 * `leerContexto`'s statement (contexto.ts): everything a charge reads before it writes, in one round trip. The
 * Consumidor final is found by its id once known (`consumidor_final`), else by its document.
 */
export const LEER_CONTEXTO = sentenciaDe(
  'venta_contexto',
  [
    'empresa',
    'clave',
    'productos',
    'sede',
    'nit',
    'documento_consumidor',
    'formas',
    'usuario',
    'eventos',
    'consumidor_final',
  ],
  (p) => `with sede as (
    (select s.id, s.nombre from sedes s where s.empresa_id = ${p.empresa}::bigint and s.id = ${p.sede}::bigint)
    union all
    (select s.id, s.nombre from sedes s where s.empresa_id = ${p.empresa}::bigint and ${p.sede}::bigint is null
      order by s.principal desc, s.id asc limit 1)
    limit 1),
  caja as (
    select c.id from cuadres_caja c join sede on c.id_sede = sede.id
    where c.empresa_id = ${p.empresa}::bigint and c.estado = 'abierta'
    for key share of c),
  nit as (
    (select n.id, coalesce(n.razon_social, n.nombre, '') as cliente, coalesce(n.numero_documento, '') as documento
      from nits n
      where n.empresa_id = ${p.empresa}::bigint and n.id = coalesce(${p.nit}::bigint, ${p.consumidor_final}::bigint)
        and (${p.nit}::bigint is not null or n.numero_documento = ${p.documento_consumidor}::varchar))
    union all
    (select n.id, coalesce(n.razon_social, n.nombre, ''), coalesce(n.numero_documento, '')
      from nits n
      where n.empresa_id = ${p.empresa}::bigint and ${p.nit}::bigint is null
        and n.numero_documento = ${p.documento_consumidor}::varchar)
    limit 1)
  select
    (select json_build_object('id', v.id, 'huella', v.huella) from ventas v
      where v.empresa_id = ${p.empresa}::bigint and v.idempotencia = ${p.clave}::varchar) as previa,
    (select json_agg(json_build_object('id', p.id, 'nombre', p.nombre, 'precio_venta', p.precio_venta::text,
        'porcentaje_impuesto', p.porcentaje_impuesto::text, 'estado', p.estado, 'tipo_producto', p.tipo_producto,
        'tipo_impuesto', i.tipo_impuesto, 'maneja', p.maneja_inventario,
        'obligatorios', exists (select from productos_grupos_modificadores pg
          join grupos_modificadores g on g.empresa_id = pg.empresa_id and g.id = pg.id_grupo and g.obligatorio
          where pg.empresa_id = p.empresa_id and pg.id_producto = p.id)))
      from productos p left join productos_impuestos i on i.empresa_id = p.empresa_id and i.id = p.id_impuesto
      where p.empresa_id = ${p.empresa}::bigint and p.id = any(${p.productos}::bigint[])) as productos,
    (select json_agg(json_build_object('id_producto', r.id_producto, 'id_ingrediente', r.id_ingrediente,
        'cantidad', r.cantidad::text))
      from productos_recetas r
      where r.empresa_id = ${p.empresa}::bigint and r.id_producto = any(${p.productos}::bigint[])
        and exists (select from productos p
          where p.empresa_id = r.empresa_id and p.id = r.id_producto and p.maneja_inventario is not true)) as recetas,
    (select id from sede) as id_sede,
    (select nombre from sede) as sede,
    (select row_to_json(nit) from nit) as nit,
    (select json_agg(json_build_object('id', f.id, 'nombre', f.nombre, 'efectivo', f.efectivo, 'activa', f.activa))
      from formas_pago f where f.empresa_id = ${p.empresa}::bigint and f.id = any(${p.formas}::bigint[])) as formas,
    (select c.valor from configuraciones c
      where c.empresa_id = ${p.empresa}::bigint and c.nombre = 'prefijoVenta.' || (select id from sede)) as prefijo,
    (select id from caja) as id_caja,
    (select coalesce(u.nombre || ' ' || u.apellido, '') from usuarios u
      where u.empresa_id = ${p.empresa}::bigint and u.id = ${p.usuario}::bigint) as cajero,
    (select json_agg(w.eventos) from webhooks w
      where w.empresa_id = ${p.empresa}::bigint and w.estado = 'activo'
        and jsonb_exists_any(w.eventos, ${p.eventos}::text[])) as escuchados,
    coalesce((select c.valor = '1' from configuraciones c
      where c.empresa_id = ${p.empresa}::bigint and c.nombre = 'documentosElectronicos'), false) as documentos,
    coalesce((select c.valor = '1' from configuraciones c
      where c.empresa_id = ${p.empresa}::bigint and c.nombre = 'activarErpBegranda'), false) as erp,
    coalesce((select v.version from ventas_contexto v where v.empresa_id = ${p.empresa}::bigint), 0)::text as version`,
);

/**
 * The CTEs of the sale's write that move the prepared stock and write its 'venta' movements (one UPDATE and one
 * INSERT for all the products), naming the sale of the CTE `venta`: `filas` is the stock that leaves as JSON
 * (`SalidaVenta.filas`). Nothing moves unless `venta` holds a row (a write that found its context stale writes
 * nothing).
 */
const ctesSalidaVenta = (p: {
  empresa: string;
  sede: string;
  usuario: string;
  filas: string;
}) => `salida_q as (
    select x.id_producto, x.cantidad
    from venta cross join json_to_recordset(${p.filas}::json) as x(id_producto bigint, cantidad numeric)),
  salida_s as (
    update productos_inventario pi set cantidad = pi.cantidad + salida_q.cantidad, updated_at = now()
    from salida_q
    where pi.empresa_id = ${p.empresa}::bigint and pi.id_sede = ${p.sede}::bigint and pi.id_producto = salida_q.id_producto
    returning pi.id_producto, pi.cantidad),
  salida_m as (
    insert into inventario_movimientos (${COLUMNAS_MOVIMIENTO})
    select ${p.empresa}::bigint, salida_q.id_producto, ${p.sede}::bigint, '${TIPOS_MOVIMIENTO.venta}', salida_q.cantidad, salida_s.cantidad, 'venta', venta.id, ${p.usuario}::bigint
    from salida_q join salida_s on salida_s.id_producto = salida_q.id_producto cross join venta
    returning id)`;

/**
 * What makes the charge's write fail (an invalid integer naming the case: PostgreSQL cannot cast it, 22P02) when it
 * must not commit, so that a COMMIT sent right behind it rolls back instead: stock movements missing. The text
 * depends on a row, so it is never folded into a failure at planning time.
 */
export const INCOMPLETA = 'movimientos_incompletos';

const PARAMETROS_VENTA = [
  'empresa',
  'sede',
  'caja',
  'prefijo',
  'tipo',
  'orden',
  'nit',
  'subtotal',
  'descuento',
  'motivo_descuento',
  'base',
  'impuesto',
  'total',
  'propina',
  'cambio',
  'idempotencia',
  'usuario',
  'mesero',
  'lineas',
  'pagos',
  'canal',
  'aviso',
  'version',
  'huella',
  'cerrada',
] as const;
type ParametroVenta = (typeof PARAMETROS_VENTA)[number];

/**
 * The charge's one write (`registrarVenta`): locks the open register (`FOR KEY SHARE`, as `leerContexto` does; an
 * offline sale's register even closed, `cerrada`, issue 31) —
 * and with a context taken from the cache (`version`) checks that the company's `ventas_contexto` has not moved on:
 * otherwise, or with the register closed, it writes nothing and answers no row (`ContextoVencido`) —, bumps the
 * venue's counter, writes the header (with its body's fingerprint), its lines and payments from JSON (in their
 * order), the stock that leaves (`salida`, only in `ESCRIBIR_VENTA`), sends the register's event, and answers what
 * it stored, money as text. It fails when the key was taken (23505 on `ventas_idempotencia_uq`) or a movement is
 * missing (`control`): nothing of it may then commit. Without stock leaving (a table sale, products without stock)
 * the statement without the stock's CTEs, whose start-up alone costs PostgreSQL about a tenth of the write. The
 * counter stays `insert … on conflict do update`: under concurrent sales of a venue PostgreSQL spent more on
 * `update … returning` (its re-check of the row after waiting for the lock) than on the conflict's wait and retry
 * (measured, issue 9).
 */
const textoVenta = (p: Record<ParametroVenta, string> & { salida?: string }) => `with caja as (
    select c.id from cuadres_caja c
    where c.empresa_id = ${p.empresa}::bigint and c.id = ${p.caja}::bigint and c.id_sede = ${p.sede}::bigint
      and (c.estado = 'abierta' or ${p.cerrada}::boolean)
      and (${p.version}::bigint is null
        or coalesce((select v.version from ventas_contexto v where v.empresa_id = ${p.empresa}::bigint), 0)
          = ${p.version}::bigint)
    for key share of c),
  numero as (
    insert into ventas_consecutivos (${COLUMNAS_CONSECUTIVO})
    select ${p.empresa}::bigint, ${p.sede}::bigint, 1 from caja
    on conflict (empresa_id, id_sede) do update set ultimo = ventas_consecutivos.ultimo + 1
    returning ultimo),
  venta as (
    insert into ventas (${COLUMNAS_VENTA})
    select ${p.empresa}::bigint, ${p.sede}::bigint, ${p.caja}::bigint, numero.ultimo, ${p.prefijo}::varchar,
      ${p.tipo}::varchar, ${p.orden}::bigint, ${p.nit}::bigint, ${p.subtotal}::numeric, ${p.descuento}::numeric,
      ${p.motivo_descuento}::varchar, ${p.base}::numeric, ${p.impuesto}::numeric, ${p.total}::numeric,
      ${p.propina}::numeric, ${p.cambio}::numeric, ${p.idempotencia}::varchar, ${p.usuario}::bigint,
      ${p.mesero}::bigint, ${p.huella}::varchar
    from numero
    returning ${DEVUELVE_CABECERA}),
  detalle as (
    insert into ventas_detalle (${COLUMNAS_DETALLE})
    select ${p.empresa}::bigint, venta.id, x.id_producto, x.id_orden_detalle, x.nombre, x.precio, x.cantidad,
      x.tipo_impuesto, x.porcentaje, x.subtotal, x.descuento, x.total, x.base, x.impuesto, x.modificadores
    from venta cross join json_to_recordset(${p.lineas}::json) as x(id_producto bigint, id_orden_detalle bigint,
      nombre varchar, precio numeric, cantidad numeric, tipo_impuesto varchar, porcentaje numeric, subtotal numeric,
      descuento numeric, total numeric, base numeric, impuesto numeric, modificadores jsonb, n int)
    order by x.n
    returning ${DEVUELVE_DETALLE}),
  pagos as (
    insert into ventas_pagos (${COLUMNAS_PAGO})
    select ${p.empresa}::bigint, venta.id, x.id_forma_pago, x.valor, x.recibido, x.cambio
    from venta cross join json_to_recordset(${p.pagos}::json) as x(id_forma_pago bigint, valor numeric,
      recibido numeric, cambio numeric, n int)
    order by x.n
    returning ${DEVUELVE_PAGO}),
  aviso as (select pg_notify(${p.canal}::text, ${p.aviso}::text) from venta)${
    p.salida
      ? `,\n  ${ctesSalidaVenta({ empresa: p.empresa, sede: p.sede, usuario: p.usuario, filas: p.salida })}`
      : ''
  }
  select venta.*, (select count(*) from aviso)::int as avisos,
    (select json_agg(detalle order by detalle.id) from detalle) as detalles,
    (select json_agg(pagos order by pagos.id) from pagos) as pagos${
      p.salida
        ? `,
    case
      when (select count(*) from salida_m) <> json_array_length(${p.salida}::json)
        then ('${INCOMPLETA}:' || venta.id)::int
    end as control`
        : ''
    }
  from venta`;

export const ESCRIBIR_VENTA = sentenciaDe('venta_escribir', [...PARAMETROS_VENTA, 'salida'], textoVenta);
export const ESCRIBIR_VENTA_SIN_SALIDA = sentenciaDe(
  'venta_escribir_sin_salida',
  PARAMETROS_VENTA,
  textoVenta,
);

/**
 * The counter sales of one venue's register written in one statement (lotes.ts): `ventas` is the sales as JSON,
 * `n` their order in the batch. Locks the register and checks the company's `ventas_contexto.version` as the single
 * sale's write does (no row, nothing written, when either fails), bumps the venue's counter once by `cantidad`
 * (numbers in the batch's order, no gaps), writes every header, line and payment, announces the register's change
 * once, and answers each sale as stored (money as text), in order.
 */
export const ESCRIBIR_LOTE = sentenciaDe(
  'venta_escribir_lote',
  ['empresa', 'sede', 'caja', 'version', 'cantidad', 'ventas', 'canal', 'aviso'],
  (p) => `with caja as (
    select c.id from cuadres_caja c
    where c.empresa_id = ${p.empresa}::bigint and c.id = ${p.caja}::bigint and c.id_sede = ${p.sede}::bigint
      and c.estado = 'abierta'
      and coalesce((select v.version from ventas_contexto v where v.empresa_id = ${p.empresa}::bigint), 0)
        = ${p.version}::bigint
    for key share of c),
  numero as (
    insert into ventas_consecutivos (${COLUMNAS_CONSECUTIVO})
    select ${p.empresa}::bigint, ${p.sede}::bigint, ${p.cantidad}::int from caja
    on conflict (empresa_id, id_sede) do update set ultimo = ventas_consecutivos.ultimo + ${p.cantidad}::int
    returning ultimo),
  x as (
    select s.*, numero.ultimo - ${p.cantidad}::int + s.n + 1 as numero
    from numero cross join json_to_recordset(${p.ventas}::json) as s(n int, prefijo varchar, id_nit bigint,
      subtotal numeric, descuento numeric, base numeric, impuesto numeric, total numeric, propina numeric,
      cambio numeric, idempotencia varchar, huella varchar, id_usuario bigint, lineas json, pagos json)),
  venta as (
    insert into ventas (${COLUMNAS_VENTA})
    select ${p.empresa}::bigint, ${p.sede}::bigint, ${p.caja}::bigint, x.numero, x.prefijo, 'inmediata', null,
      x.id_nit, x.subtotal, x.descuento, null, x.base, x.impuesto, x.total, x.propina, x.cambio, x.idempotencia,
      x.id_usuario, null, x.huella
    from x order by x.n
    returning ${DEVUELVE_CABECERA}),
  detalle as (
    insert into ventas_detalle (${COLUMNAS_DETALLE})
    select ${p.empresa}::bigint, venta.id, l.id_producto, null, l.nombre, l.precio, l.cantidad, l.tipo_impuesto,
      l.porcentaje, l.subtotal, l.descuento, l.total, l.base, l.impuesto, l.modificadores
    from x join venta on venta.numero = x.numero
      cross join json_to_recordset(x.lineas) as l(id_producto bigint, nombre varchar, precio numeric,
        cantidad numeric, tipo_impuesto varchar, porcentaje numeric, subtotal numeric, descuento numeric,
        total numeric, base numeric, impuesto numeric, modificadores jsonb, n int)
    order by x.n, l.n
    returning id_venta, ${DEVUELVE_DETALLE}),
  pagos as (
    insert into ventas_pagos (${COLUMNAS_PAGO})
    select ${p.empresa}::bigint, venta.id, p.id_forma_pago, p.valor, p.recibido, p.cambio
    from x join venta on venta.numero = x.numero
      cross join json_to_recordset(x.pagos) as p(id_forma_pago bigint, valor numeric, recibido numeric,
        cambio numeric, n int)
    order by x.n, p.n
    returning id_venta, ${DEVUELVE_PAGO}),
  aviso as (select pg_notify(${p.canal}::text, ${p.aviso}::text) from numero)
  select venta.*, (select count(*) from aviso)::int as avisos,
    (select json_agg(d order by d.id) from (select id, id_producto, id_orden_detalle, nombre, precio, cantidad,
      tipo_impuesto, porcentaje_impuesto, subtotal, descuento, total, base, impuesto, devuelve_inventario,
      modificadores
      from detalle where detalle.id_venta = venta.id) d) as detalles,
    (select json_agg(p order by p.id) from (select id, id_forma_pago, valor, recibido, cambio
      from pagos where pagos.id_venta = venta.id) p) as pagos
  from venta order by venta.numero`,
);
