import { sql, type SQL } from 'drizzle-orm';
import { CONSUMIDOR_FINAL } from '../../common/catalogos/nits';
import type { TenantScope } from '../db/tenant';
import { NotFoundError } from '../lib/errors';
import { revisarCodigos, type ClaseDocumentoErp, type DocumentoErp, type LineaErp } from './conector';

type Fila = Record<string, unknown>;
const filasDe = (r: unknown): Fila[] =>
  Array.isArray(r) ? (r as Fila[]) : ((r as { rows: Fila[] }).rows ?? []);
const txt = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const nulo = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** The original of a cancellation. */
export const ORIGINAL: Partial<Record<ClaseDocumentoErp, ClaseDocumentoErp>> = {
  canceledSale: 'sale',
  canceledPurchase: 'purchase',
  canceledExpense: 'expense',
};

/** Our reference of a document, the ERP's idempotency key (company, kind, id). */
export const referenciaErp = (empresaId: number, clase: ClaseDocumentoErp, id: number) =>
  `E${empresaId}-${clase}-${id}`;

async function filas(scope: TenantScope, consulta: SQL): Promise<Fila[]> {
  return filasDe(await scope.tx.execute(consulta));
}

const tercero = (f: Fila) => ({
  documento: txt(f.documento) || CONSUMIDOR_FINAL.documento,
  nombre: txt(f.nombre_tercero) || CONSUMIDOR_FINAL.nombre,
  correo: nulo(f.correo),
});

/**
 * Document lines as the connector takes them, after refusing any without its ERP code or its tax's (a taxed line
 * needs both; `sinNombre` names a taxed line's tax that has no name). Rows: nombre, codigo, cantidad, precio, base,
 * impuesto (its value), porcentaje, total, impuesto_nombre, impuesto_codigo.
 */
function lineasRevisadas(ls: Fila[], sinNombre: string): LineaErp[] {
  const gravada = (l: Fila) => Number(txt(l.porcentaje)) > 0; // no-dinero: a tax rate
  revisarCodigos(
    ls.map((l) => ({
      nombre: txt(l.nombre),
      codigo: nulo(l.codigo),
      impuesto: gravada(l)
        ? { nombre: txt(l.impuesto_nombre) || sinNombre, codigo: nulo(l.impuesto_codigo) }
        : null,
    })),
  );
  return ls.map((l) => ({
    codigo: txt(l.codigo).trim(),
    nombre: txt(l.nombre),
    cantidad: txt(l.cantidad),
    precio: txt(l.precio),
    base: txt(l.base),
    impuesto: gravada(l)
      ? { codigo: txt(l.impuesto_codigo).trim(), porcentaje: txt(l.porcentaje), valor: txt(l.impuesto) }
      : null,
    total: txt(l.total),
  }));
}

/** Sale lines with each product's ERP code and its tax's (a taxed line needs both). */
async function lineasVenta(scope: TenantScope, id: number): Promise<LineaErp[]> {
  const ls = await filas(
    scope,
    sql`select d.nombre, p.codigo_producto_erp_begranda as codigo, d.cantidad::text as cantidad,
          round(d.base / d.cantidad, 2)::text as precio, d.base::text as base, d.impuesto::text as impuesto,
          d.porcentaje_impuesto::text as porcentaje, d.total::text as total,
          i.nombre as impuesto_nombre, i."codigoProducto" as impuesto_codigo
        from ventas_detalle d
        join productos p on p.empresa_id = d.empresa_id and p.id = d.id_producto
        left join productos_impuestos i on i.empresa_id = p.empresa_id and i.id = p.id_impuesto
        where d.empresa_id = ${scope.empresaId} and d.id_venta = ${id} order by d.id`,
  );
  return lineasRevisadas(ls, 'sin impuesto');
}

async function documentoVenta(scope: TenantScope, id: number, anulada: boolean) {
  const [v] = await filas(
    scope,
    sql`select v.id, v.prefijo || v.numero as numero, v.total::text as total, v.estado,
          to_char(${anulada ? sql`v.cancelada_at` : sql`v.created_at`} at time zone 'America/Bogota', 'YYYY-MM-DD') as fecha,
          n.numero_documento as documento, coalesce(n.razon_social, n.nombre) as nombre_tercero,
          coalesce(n.email_recepcion_factura_electronica, n.email) as correo,
          (select string_agg(f.nombre, ', ' order by f.nombre) from ventas_pagos p
             join formas_pago f on f.empresa_id = p.empresa_id and f.id = p.id_forma_pago
            where p.empresa_id = v.empresa_id and p.id_venta = v.id) as forma_pago
        from ventas v left join nits n on n.empresa_id = v.empresa_id and n.id = v.id_nit
        where v.empresa_id = ${scope.empresaId} and v.id = ${id}`,
  );
  if (!v || (anulada && v.estado !== 'cancelada')) throw new NotFoundError();
  // The sale's POS document or invoice; a cancellation's, its note. The provider's secret is the invoice's
  // technical key (CUFE), the software PIN otherwise (CUDE).
  const [e] = await filas(
    scope,
    sql`select d.tipo, d.prefijo || d.numero as numero, d.xml, d.cufe_cude, r.ambiente,
          case when d.tipo = 'factura' then r.clave_tecnica else r.pin_software end as pin_software
        from documentos_dian d join rangos_dian r on r.empresa_id = d.empresa_id and r.id = d.id_rango
        where d.empresa_id = ${scope.empresaId} and d.id_venta = ${id}
          and d.tipo in ${anulada ? sql`('nota_credito', 'nota_ajuste')` : sql`('pos', 'factura')`}
          and d.xml is not null and d.cufe_cude is not null
        order by d.id desc limit 1`,
  );
  return {
    numero: txt(v.numero),
    fecha: txt(v.fecha),
    tercero: tercero(v),
    formaPago: txt(v.forma_pago),
    lineas: await lineasVenta(scope, id),
    total: txt(v.total),
    electronico: e
      ? {
          tipo: txt(e.tipo),
          numero: txt(e.numero),
          xml: txt(e.xml),
          cufeCude: txt(e.cufe_cude),
          pinSoftware: txt(e.pin_software),
          ambiente: (Number(e.ambiente) === 1 ? 1 : 2) as 1 | 2,
        }
      : null,
  };
}

async function documentoCompra(scope: TenantScope, id: number, anulada: boolean) {
  const [c] = await filas(
    scope,
    sql`select c.numero_factura_proveedor as numero, c.total::text as total, c.estado,
          to_char(${anulada ? sql`c.anulada_at at time zone 'America/Bogota'` : sql`c.fecha`}, 'YYYY-MM-DD') as fecha,
          n.numero_documento as documento, coalesce(n.razon_social, n.nombre) as nombre_tercero, n.email as correo,
          f.nombre as forma_pago
        from compras c
        left join nits n on n.empresa_id = c.empresa_id and n.id = c.id_nit
        left join formas_pago f on f.empresa_id = c.empresa_id and f.id = c.id_forma_pago
        where c.empresa_id = ${scope.empresaId} and c.id = ${id}`,
  );
  if (!c || (anulada && c.estado !== 'anulada')) throw new NotFoundError();
  const ls = await filas(
    scope,
    sql`select p.nombre, p.codigo_producto_erp_begranda as codigo, d.cantidad::text as cantidad,
          d.costo_unitario::text as precio, (d.total - d.iva)::text as base, d.iva::text as impuesto,
          d.porcentaje_iva::text as porcentaje, d.total::text as total,
          i.nombre as impuesto_nombre, i."codigoProducto" as impuesto_codigo
        from compras_detalle d
        join productos p on p.empresa_id = d.empresa_id and p.id = d.id_producto
        left join productos_impuestos i on i.empresa_id = p.empresa_id and i.id = p.id_impuesto
        where d.empresa_id = ${scope.empresaId} and d.id_compra = ${id} order by d.id`,
  );
  const lineas = lineasRevisadas(ls, 'IVA');
  return {
    numero: txt(c.numero),
    fecha: txt(c.fecha),
    tercero: tercero(c),
    formaPago: txt(c.forma_pago),
    total: txt(c.total),
    electronico: null,
    lineas,
  };
}

async function documentoGasto(scope: TenantScope, id: number, anulado: boolean) {
  const [g] = await filas(
    scope,
    sql`select coalesce(g.numero_factura, '') as numero, g.total::text as total, g.subtotal::text as subtotal,
          g.impuesto::text as impuesto, g.estado, g.concepto_gasto,
          to_char(${anulado ? sql`g.anulado_at at time zone 'America/Bogota'` : sql`g.fecha`}, 'YYYY-MM-DD') as fecha,
          t.nombre as tipo, t."codigoProductoErpBegranda" as codigo,
          n.numero_documento as documento, coalesce(n.razon_social, n.nombre) as nombre_tercero, n.email as correo,
          f.nombre as forma_pago
        from gastos g
        join tipos_gastos t on t.empresa_id = g.empresa_id and t.id = g.id_tipo_gasto
        left join nits n on n.empresa_id = g.empresa_id and n.id = g.id_nit
        left join formas_pago f on f.empresa_id = g.empresa_id and f.id = g.id_forma_pago
        where g.empresa_id = ${scope.empresaId} and g.id = ${id}`,
  );
  if (!g || (anulado && g.estado !== 'anulado')) throw new NotFoundError();
  revisarCodigos([{ nombre: txt(g.tipo), codigo: nulo(g.codigo), impuesto: null }]);
  const conImpuesto = txt(g.impuesto) !== '0.00' && txt(g.impuesto) !== '0';
  return {
    numero: txt(g.numero),
    fecha: txt(g.fecha),
    tercero: tercero(g),
    formaPago: txt(g.forma_pago),
    total: txt(g.total),
    electronico: null,
    lineas: [
      {
        codigo: txt(g.codigo).trim(),
        nombre: `${txt(g.tipo)}: ${txt(g.concepto_gasto)}`.slice(0, 200),
        cantidad: '1',
        precio: txt(g.subtotal),
        base: txt(g.subtotal),
        // An expense's tax is a figure of its invoice, not one of the company's taxes: it travels without a code.
        impuesto: conImpuesto ? { codigo: '', porcentaje: '0', valor: txt(g.impuesto) } : null,
        total: txt(g.total),
      },
    ],
  };
}

async function documentoCaja(scope: TenantScope, id: number) {
  const [c] = await filas(
    scope,
    sql`select c.id, c.estado, coalesce(c.total_ventas, 0)::text as total,
          to_char(coalesce(c.cerrada_at, c.abierta_at) at time zone 'America/Bogota', 'YYYY-MM-DD') as fecha
        from cuadres_caja c where c.empresa_id = ${scope.empresaId} and c.id = ${id}`,
  );
  if (!c) throw new NotFoundError();
  return {
    numero: `CAJA-${id}`,
    fecha: txt(c.fecha),
    tercero: { documento: CONSUMIDOR_FINAL.documento, nombre: CONSUMIDOR_FINAL.nombre, correo: null },
    formaPago: '',
    total: txt(c.total),
    electronico: null,
    lineas: [],
    cerrada: c.estado === 'cerrada',
  };
}

/**
 * A document of this company in the connector's terms, read in the caller's transaction; another company's or a
 * missing one is 404; a line without its ERP code is refused (SinCodigoErpError) before anything is sent.
 * `origen` is filled by the caller (the original's ERP id) for cancellations.
 */
export async function documentoErp(
  scope: TenantScope,
  clase: ClaseDocumentoErp,
  id: number,
): Promise<DocumentoErp> {
  const base = {
    clase,
    idDocumento: id,
    referencia: referenciaErp(scope.empresaId, clase, id),
    origen: null,
  };
  switch (clase) {
    case 'sale':
    case 'canceledSale':
      return { ...base, ...(await documentoVenta(scope, id, clase === 'canceledSale')) };
    case 'purchase':
    case 'canceledPurchase':
      return { ...base, ...(await documentoCompra(scope, id, clase === 'canceledPurchase')) };
    case 'expense':
    case 'canceledExpense':
      return { ...base, ...(await documentoGasto(scope, id, clase === 'canceledExpense')) };
    case 'cuadreCaja': {
      const { cerrada: _cerrada, ...resto } = await documentoCaja(scope, id);
      return { ...base, ...resto };
    }
  }
}
