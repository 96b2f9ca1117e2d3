import type { Venta } from '../../../common/ventas';
import { preparadaDe, type TenantScope } from '../../db/tenant';
import { aviso, EVENTOS_CHANNEL } from '../../eventos';
import { AppError } from '../../lib/errors';
import { huellaDe } from '../../lib/idempotencia';
import type { Quien } from './caja';
import { ContextoVencido, type Contexto } from './contexto';
import type { InmediataInput } from './schemas';
import {
  COLUMNAS_DETALLE,
  contextos,
  DEVUELVE_CABECERA,
  DEVUELVE_DETALLE,
  DEVUELVE_PAGO,
  escritaDe,
  lineasInmediata,
  listoParaEscribir,
  pedidoDe,
  ventaEscrita,
  type Escrita,
} from './service';

/** Sales written together at most. */
const MAX_LOTE = 64;

/**
 * The counter sales of one venue's register written in one statement and one transaction (`LotesVenta`): `$6` is
 * the sales as JSON, `n` their order in the batch. Locks the register and checks the company's
 * `ventas_contexto.version` as the single sale's write does (no row, nothing written, when either fails), bumps the
 * venue's counter once by the number of sales (numbers in the batch's order, no gaps), writes every header, line
 * and payment, announces the register's change once, and answers each sale as stored (money as text), in order.
 */
const ESCRIBIR_LOTE = preparadaDe(
  'venta_escribir_lote',
  `with caja as (
    select c.id from cuadres_caja c
    where c.empresa_id = $1::bigint and c.id = $3::bigint and c.id_sede = $2::bigint and c.estado = 'abierta'
      and coalesce((select v.version from ventas_contexto v where v.empresa_id = $1::bigint), 0) = $4::bigint
    for key share of c),
  numero as (
    insert into ventas_consecutivos (empresa_id, id_sede, ultimo) select $1::bigint, $2::bigint, $5::int from caja
    on conflict (empresa_id, id_sede) do update set ultimo = ventas_consecutivos.ultimo + $5::int
    returning ultimo),
  x as (
    select s.*, numero.ultimo - $5::int + s.n + 1 as numero
    from numero cross join json_to_recordset($6::json) as s(n int, prefijo varchar, id_nit bigint,
      subtotal numeric, descuento numeric, base numeric, impuesto numeric, total numeric, propina numeric,
      cambio numeric, idempotencia varchar, huella varchar, id_usuario bigint, lineas json, pagos json)),
  venta as (
    insert into ventas (empresa_id, id_sede, id_cuadre_caja, numero, prefijo, tipo, id_orden, id_nit, subtotal,
      descuento, motivo_descuento, base, impuesto, total, propina, cambio, idempotencia, id_usuario, id_mesero,
      huella)
    select $1::bigint, $2::bigint, $3::bigint, x.numero, x.prefijo, 'inmediata', null, x.id_nit, x.subtotal,
      x.descuento, null, x.base, x.impuesto, x.total, x.propina, x.cambio, x.idempotencia, x.id_usuario, null,
      x.huella
    from x order by x.n
    returning ${DEVUELVE_CABECERA}),
  detalle as (
    insert into ventas_detalle (${COLUMNAS_DETALLE})
    select $1::bigint, venta.id, l.id_producto, null, l.nombre, l.precio, l.cantidad, l.tipo_impuesto, l.porcentaje,
      l.subtotal, l.descuento, l.total, l.base, l.impuesto
    from x join venta on venta.numero = x.numero
      cross join json_to_recordset(x.lineas) as l(id_producto bigint, nombre varchar, precio numeric,
        cantidad numeric, tipo_impuesto varchar, porcentaje numeric, subtotal numeric, descuento numeric,
        total numeric, base numeric, impuesto numeric, n int)
    order by x.n, l.n
    returning id_venta, ${DEVUELVE_DETALLE}),
  pagos as (
    insert into ventas_pagos (empresa_id, id_venta, id_forma_pago, valor, recibido, cambio)
    select $1::bigint, venta.id, p.id_forma_pago, p.valor, p.recibido, p.cambio
    from x join venta on venta.numero = x.numero
      cross join json_to_recordset(x.pagos) as p(id_forma_pago bigint, valor numeric, recibido numeric,
        cambio numeric, n int)
    order by x.n, p.n
    returning id_venta, ${DEVUELVE_PAGO}),
  aviso as (select pg_notify($7::text, $8::text) from numero)
  select venta.*, (select count(*) from aviso)::int as avisos,
    (select json_agg(d order by d.id) from (select id, id_producto, id_orden_detalle, nombre, precio, cantidad,
      tipo_impuesto, porcentaje_impuesto, subtotal, descuento, total, base, impuesto, devuelve_inventario
      from detalle where detalle.id_venta = venta.id) d) as detalles,
    (select json_agg(p order by p.id) from (select id, id_forma_pago, valor, recibido, cambio
      from pagos where pagos.id_venta = venta.id) p) as pagos
  from venta order by venta.numero`,
);

/** Where a batch goes: the venue, its open register and the context's version, as cached. */
interface Destino {
  idSede: number;
  idCaja: number;
  version: string;
}

/** A batch's transaction: the company's, run as a request runs it (`request.tenant`). */
export type Correr = <T>(fn: (scope: TenantScope) => Promise<T>) => Promise<T>;

interface Pendiente {
  venta: Record<string, unknown>;
  correr: Correr;
  resolver: (escrita: Escrita) => void;
  rechazar: (error: unknown) => void;
}

async function escribirLote(
  scope: TenantScope,
  d: Destino,
  ventas: Record<string, unknown>[],
): Promise<Escrita[]> {
  const filas = await scope.preparada(
    ESCRIBIR_LOTE,
    [
      scope.empresaId,
      d.idSede,
      d.idCaja,
      d.version,
      ventas.length,
      JSON.stringify(ventas.map((v, n) => ({ ...v, n }))),
      EVENTOS_CHANNEL,
      aviso(scope, 'ventas', [d.idCaja]),
    ],
    // Nothing follows: a failure of the statement turns the COMMIT into a rollback.
    { confirmar: true },
  );
  if (filas.length === 0) throw new ContextoVencido();
  if (filas.length !== ventas.length) throw new Error('Lote de ventas incompleto');
  return filas.map(escritaDe);
}

/**
 * Counter sales of a venue's register queued while one of its batches is being written, then written together
 * (issue 9): an idle venue writes a sale at once, a busy one pays one statement, one counter bump and one commit
 * (one WAL flush) for all the sales that arrived meanwhile — the counter's row, locked until commit, serialises a
 * venue's sales anyway. Numbers follow the queue's order. A batch that fails fails each of its sales (the route
 * writes each alone then; a key already written answers its sale).
 */
export class LotesVenta {
  private readonly colas = new Map<string, Pendiente[]>();
  private readonly enCurso = new Set<string>();

  escribir(empresaId: number, d: Destino, venta: Record<string, unknown>, correr: Correr): Promise<Escrita> {
    const clave = `${empresaId}:${d.idSede}:${d.idCaja}:${d.version}`;
    return new Promise((resolver, rechazar) => {
      const cola = this.colas.get(clave) ?? [];
      cola.push({ venta, correr, resolver, rechazar });
      this.colas.set(clave, cola);
      if (!this.enCurso.has(clave)) void this.vaciar(clave, d);
    });
  }

  private async vaciar(clave: string, d: Destino): Promise<void> {
    this.enCurso.add(clave);
    try {
      for (;;) {
        const cola = this.colas.get(clave);
        if (!cola || cola.length === 0) break;
        const lote = cola.splice(0, MAX_LOTE);
        if (cola.length === 0) this.colas.delete(clave);
        try {
          const escritas = await lote[0].correr((scope) =>
            escribirLote(
              scope,
              d,
              lote.map((p) => p.venta),
            ),
          );
          lote.forEach((p, i) => p.resolver(escritas[i]));
        } catch (error) {
          for (const p of lote) p.rechazar(error);
        }
      }
    } finally {
      this.enCurso.delete(clave);
    }
  }
}

const lotes = new LotesVenta();

/**
 * A counter sale written in its venue's batch, when it can be: its whole context cached, every check passed on it,
 * no discount (audited), no stock leaving (locked and checked per sale) and no webhook listening (an outbox row per
 * sale). Null otherwise, and when its batch failed: the route then charges it alone (`registrarInmediata`), which
 * reads what is stored before refusing anything and answers a key already written with its sale.
 */
export async function ventaEnLote(
  empresaId: number,
  quien: Quien,
  input: InmediataInput,
  correr: Correr,
): Promise<Venta | null> {
  const contexto = contextos.obtener(empresaId, pedidoDe(input, quien));
  if (!contexto || contexto.escuchados.size > 0) return null;
  const preparada = paraLote(quien, input, contexto);
  if (!preparada) return null;
  const { idSede, listo } = preparada;
  const { calculo } = listo;
  try {
    const escrita = await lotes.escribir(
      empresaId,
      { idSede, idCaja: listo.idCaja, version: contexto.version },
      {
        prefijo: listo.prefijo,
        id_nit: listo.idNit,
        subtotal: calculo.subtotal,
        descuento: calculo.descuento,
        base: calculo.base,
        impuesto: calculo.impuesto,
        total: calculo.total,
        propina: listo.propina,
        cambio: listo.pagos.cambio,
        idempotencia: input.idempotencia,
        huella: huellaDe(input),
        id_usuario: quien.usuarioId,
        lineas: listo.lineas,
        pagos: listo.formas,
      },
      correr,
    );
    return ventaEscrita({ escrita, contexto }, { idSede, quien });
  } catch (error) {
    if (error instanceof ContextoVencido) contextos.olvidar(empresaId);
    return null;
  }
}

/** The sale checked and worked out on its cached context, or null when it may not join a batch (or a check refused it). */
function paraLote(quien: Quien, input: InmediataInput, contexto: Contexto) {
  try {
    const { idSede, lineas, consumo } = lineasInmediata(input, contexto);
    if (consumo.length > 0) return null;
    const listo = listoParaEscribir(quien, { input, idSede, lineas, propinaPorDefecto: '0.00' }, contexto);
    return listo.sinDescuento ? { idSede, listo } : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
