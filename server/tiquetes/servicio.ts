import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  MENSAJES_TIQUETES as M,
  TIQUETE_INTENTOS_MAX,
  type EstadoTiquete,
  type Tiquete,
} from '../../common/tiquetes';
import type { Database } from '../db/client';
import { elegirPuntoCaja } from '../../common/recibo';
import {
  configuraciones,
  mesas,
  ordenes,
  ordenesDetalle,
  ordenesEnvios,
  puntosImpresion,
  tiquetes,
  usuarios,
  ventas,
} from '../db/schema';
import { TenantScope } from '../db/tenant';
import { cargarVenta } from '../routes/ventas/consultas';
import { page } from '../lib/envelope';
import { ConflictError, NotFoundError } from '../lib/errors';
import { enqueue, type OutboxMensaje } from '../outbox';
import { bytesTiquete, type ContenidoTiquete } from './escpos';
import { bytesRecibo, type EmpresaRecibo } from './recibo';
import {
  DireccionNoPermitidaError,
  enviarAImpresora,
  resolverImpresora,
  type OpcionesImpresoras,
} from './impresora';

/** The outbox kind of a station ticket; its payload names the ticket. */
export const TIPO_TIQUETE = 'tiquete';
export interface PayloadTiquete {
  id_tiquete: number;
}

/**
 * Called once per send, in the send's transaction, after `registrarEnvio`: one ticket per print point in mode
 * 'red' that received lines in this submission, each with its outbox job. The ticket's unique key (submission,
 * print point) and `ON CONFLICT DO NOTHING` mean a second call for the same submission enqueues nothing.
 */
export async function encolarTiquetes(scope: TenantScope, idEnvio: number): Promise<void> {
  const nuevos = await scope.tx.execute<{ id: number | string }>(sql`
    insert into ${tiquetes} (empresa_id, id_envio, id_punto_impresion)
    select distinct d.empresa_id, d.id_envio, d.id_punto_impresion
    from ${ordenesDetalle} d
    join ${puntosImpresion} p on p.empresa_id = d.empresa_id and p.id = d.id_punto_impresion
    where d.empresa_id = ${scope.empresaId} and d.id_envio = ${idEnvio} and d.estado = 'enviada'
      and d.retirado_at is null and p.modo_impresion = 'red'
    on conflict do nothing
    returning id`);
  const filas = Array.isArray(nuevos) ? nuevos : (nuevos as { rows: { id: number | string }[] }).rows;
  for (const f of filas) await enqueue(scope.tx, scope.empresaId, TIPO_TIQUETE, { id_tiquete: Number(f.id) });
}

type Resultado = { estado: EstadoTiquete; error: string | null };

/** Writes the outcome of one attempt (only while the ticket is still pending: a printed one never goes back). */
async function anotar(database: Database, empresaId: number, id: number, r: Resultado): Promise<void> {
  await database.withTenant(empresaId, (tx) =>
    tx
      .update(tiquetes)
      .set({
        estado: r.estado,
        intentos: sql`${tiquetes.intentos} + 1`,
        ultimo_error: r.error?.slice(0, 500) ?? null,
        impreso_at: r.estado === 'impreso' ? sql`now()` : null,
        updated_at: sql`now()`,
      })
      .where(and(eq(tiquetes.empresa_id, empresaId), eq(tiquetes.id, id), eq(tiquetes.estado, 'pendiente'))),
  );
}

/**
 * A ticket with its print point, its send, the send's order and the order's table (if any), all of one company.
 * Left joins: a receipt's ticket (issue 9) has a sale instead of a send, and lists with no order.
 */
function conEnvioYMesa<T extends PgSelect>(q: T) {
  return q
    .innerJoin(
      puntosImpresion,
      and(
        eq(puntosImpresion.empresa_id, tiquetes.empresa_id),
        eq(puntosImpresion.id, tiquetes.id_punto_impresion),
      ),
    )
    .leftJoin(
      ordenesEnvios,
      and(eq(ordenesEnvios.empresa_id, tiquetes.empresa_id), eq(ordenesEnvios.id, tiquetes.id_envio)),
    )
    .leftJoin(
      ordenes,
      and(eq(ordenes.empresa_id, ordenesEnvios.empresa_id), eq(ordenes.id, ordenesEnvios.id_orden)),
    )
    .leftJoin(mesas, and(eq(mesas.empresa_id, ordenes.empresa_id), eq(mesas.id, ordenes.id_mesa)))
    .leftJoin(ventas, and(eq(ventas.empresa_id, tiquetes.empresa_id), eq(ventas.id, tiquetes.id_venta)));
}

/** The company's receipt data (settings razonSocial, nit, direccion, telefono; '' when unset). */
async function empresaRecibo(scope: TenantScope): Promise<EmpresaRecibo> {
  const filas = await scope.tx
    .select({ nombre: configuraciones.nombre, valor: configuraciones.valor })
    .from(configuraciones)
    .where(
      scope.where(
        configuraciones,
        inArray(configuraciones.nombre, ['razonSocial', 'nit', 'direccion', 'telefono']),
      ),
    );
  const valor = (nombre: string) => filas.find((f) => f.nombre === nombre)?.valor ?? '';
  return {
    razonSocial: valor('razonSocial'),
    nit: valor('nit'),
    direccion: valor('direccion'),
    telefono: valor('telefono'),
  };
}

/** What the ticket prints and where, read as the company; null when there is nothing (left) to print. */
async function leerTiquete(database: Database, empresaId: number, id: number) {
  return database.withTenant(
    empresaId,
    async (tx) => {
      const [cabecera] = await conEnvioYMesa(
        tx
          .select({
            estado: tiquetes.estado,
            id_envio: tiquetes.id_envio,
            id_venta: tiquetes.id_venta,
            id_punto: tiquetes.id_punto_impresion,
            punto: puntosImpresion.nombre,
            ancho_papel: puntosImpresion.ancho_papel,
            direccion_ip: puntosImpresion.direccion_ip,
            puerto: puntosImpresion.puerto,
            enviado: ordenesEnvios.created_at,
            id_orden: ordenesEnvios.id_orden,
            mesa: mesas.nombre,
            mesero: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
          })
          .from(tiquetes)
          .$dynamic(),
      )
        .leftJoin(usuarios, eq(usuarios.id, ordenesEnvios.id_usuario))
        .where(and(eq(tiquetes.empresa_id, empresaId), eq(tiquetes.id, id)));
      if (!cabecera || cabecera.estado !== 'pendiente') return null;
      const destino = { direccion_ip: cabecera.direccion_ip, puerto: cabecera.puerto };
      if (cabecera.id_venta !== null) {
        // A receipt (issue 9): the sale as it is now (a reprint of a cancelled sale says ANULADA).
        const scope = new TenantScope(tx, empresaId);
        const venta = await cargarVenta(scope, cabecera.id_venta);
        return {
          ...destino,
          bytes: bytesRecibo(venta, await empresaRecibo(scope), cabecera.ancho_papel),
        };
      }
      if (cabecera.id_envio === null || cabecera.id_orden === null) return null;
      const lineas = await tx
        .select({
          cantidad: ordenesDetalle.cantidad,
          nombre: ordenesDetalle.nombre,
          nota: ordenesDetalle.nota,
        })
        .from(ordenesDetalle)
        .where(
          and(
            eq(ordenesDetalle.empresa_id, empresaId),
            eq(ordenesDetalle.id_envio, cabecera.id_envio as number),
            eq(ordenesDetalle.id_punto_impresion, cabecera.id_punto),
          ),
        )
        .orderBy(asc(ordenesDetalle.id));
      const contenido: ContenidoTiquete = {
        punto: cabecera.punto as string,
        mesa: cabecera.mesa,
        idOrden: cabecera.id_orden,
        mesero: cabecera.mesero ?? '',
        enviado: cabecera.enviado as Date,
        anchoPapel: cabecera.ancho_papel,
        lineas,
      };
      return { ...destino, bytes: bytesTiquete(contenido) };
    },
    { readOnly: true },
  );
}

/**
 * The outbox handler of a station ticket, outside any transaction: reads it as its company, prints it, records the
 * outcome. A ticket that is no longer pending (printed, failed, deleted with its print point) prints nothing, so a
 * job run twice never prints twice. A failed attempt throws for the outbox's back-off, except the last one
 * (TIQUETE_INTENTOS_MAX), which leaves the ticket 'fallido'; what the guard refuses now (network printing
 * switched off, an address or port it refuses, a name that now resolves elsewhere) fails at once.
 */
export async function imprimirTiquete(
  database: Database,
  opciones: OpcionesImpresoras,
  mensaje: OutboxMensaje,
): Promise<void> {
  const { id_tiquete: id } = mensaje.payload as PayloadTiquete;
  const t = await leerTiquete(database, mensaje.empresaId, id);
  if (!t) return;
  try {
    if (!t.direccion_ip) throw new DireccionNoPermitidaError('el punto de impresión no tiene dirección');
    const ip = await resolverImpresora(String(t.direccion_ip), Number(t.puerto), opciones);
    await enviarAImpresora(ip, Number(t.puerto), t.bytes);
  } catch (error) {
    const texto = error instanceof Error ? error.message : String(error);
    const ultimo = error instanceof DireccionNoPermitidaError || mensaje.intentos + 1 >= TIQUETE_INTENTOS_MAX;
    await anotar(database, mensaje.empresaId, id, { estado: ultimo ? 'fallido' : 'pendiente', error: texto });
    if (ultimo) return;
    throw error;
  }
  await anotar(database, mensaje.empresaId, id, { estado: 'impreso', error: null });
}

const columnas = {
  id: tiquetes.id,
  id_envio: tiquetes.id_envio,
  id_orden: ordenesEnvios.id_orden,
  id_punto_impresion: tiquetes.id_punto_impresion,
  punto_impresion: sql<string>`${puntosImpresion.nombre}`,
  mesa: mesas.nombre,
  estado: tiquetes.estado,
  intentos: tiquetes.intentos,
  ultimo_error: tiquetes.ultimo_error,
  id_venta: tiquetes.id_venta,
  venta: sql<string | null>`${ventas.prefijo} || ${ventas.numero}`,
  created_at: tiquetes.created_at,
  impreso_at: tiquetes.impreso_at,
};

function consulta(scope: TenantScope) {
  return conEnvioYMesa(scope.tx.select(columnas).from(tiquetes).$dynamic());
}

type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];
const aTiquete = (f: Fila): Tiquete => ({
  ...f,
  estado: f.estado as EstadoTiquete,
  created_at: f.created_at.toISOString(),
  impreso_at: f.impreso_at?.toISOString() ?? null,
});

/** GET ordenes/tiquetes: newest first, by state and print point (pages from 1). */
export async function listarTiquetes(
  scope: TenantScope,
  q: { page: number; rowsPerPage: number; estado?: EstadoTiquete; id_punto_impresion?: number },
) {
  const condicion = and(
    q.estado ? eq(tiquetes.estado, q.estado) : undefined,
    q.id_punto_impresion ? eq(tiquetes.id_punto_impresion, q.id_punto_impresion) : undefined,
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` }) // no-dinero: a row count
    .from(tiquetes)
    .where(scope.where(tiquetes, condicion));
  let filas = consulta(scope)
    .where(scope.where(tiquetes, condicion))
    .orderBy(desc(tiquetes.created_at), desc(tiquetes.id))
    .$dynamic();
  if (q.rowsPerPage !== -1) filas = filas.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  return page((await filas).map(aTiquete), total, q.page, q.rowsPerPage === -1 ? total : q.rowsPerPage);
}

/**
 * POST ordenes/tiquetes/{id}/reintentar: a failed ticket goes back to pending with a new outbox job (attempts
 * start again). Only a failed one (409 otherwise): a pending one already has its job, a printed one never prints
 * again. The conditional update makes two clicks at once enqueue one job.
 */
export async function reintentarTiquete(scope: TenantScope, id: number): Promise<Tiquete> {
  const [fila] = await scope.tx
    .update(tiquetes)
    .set({ estado: 'pendiente', updated_at: sql`now()` })
    .where(scope.where(tiquetes, eq(tiquetes.id, id), eq(tiquetes.estado, 'fallido')))
    .returning({ id: tiquetes.id });
  if (!fila) {
    await scope.get(tiquetes, id);
    throw new ConflictError(M.noFallido);
  }
  await enqueue(scope.tx, scope.empresaId, TIPO_TIQUETE, { id_tiquete: id });
  const [t] = await consulta(scope).where(scope.where(tiquetes, eq(tiquetes.id, id)));
  if (!t) throw new NotFoundError();
  return aTiquete(t);
}

/**
 * POST ventas/venta/{id}/imprimir (issue 9): a new ticket printing the sale's receipt on its venue's "Caja" point
 * (chosen as the browser chooses it, common/recibo.ts) with its outbox job — the station tickets' queue, delivery,
 * retries and failed list. Every call prints once more (a reprint is one more call). Another company's sale is
 * 404; a venue whose Caja point is missing or prints in the browser is 409 (the till prints it itself).
 */
export async function encolarRecibo(scope: TenantScope, idVenta: number): Promise<Tiquete> {
  const [venta] = await scope.tx
    .select({ id_sede: ventas.id_sede })
    .from(ventas)
    .where(scope.where(ventas, eq(ventas.id, idVenta)));
  if (!venta) throw new NotFoundError();
  const puntos = await scope.tx
    .select({
      id: puntosImpresion.id,
      nombre: puntosImpresion.nombre,
      id_sede: puntosImpresion.id_sede,
      modo: puntosImpresion.modo_impresion,
    })
    .from(puntosImpresion)
    .where(scope.where(puntosImpresion))
    .orderBy(asc(puntosImpresion.id));
  const punto = elegirPuntoCaja(puntos, venta.id_sede);
  if (!punto || punto.modo !== 'red') throw new ConflictError(M.sinCajaRed);
  const [nuevo] = await scope.tx
    .insert(tiquetes)
    .values({ empresa_id: scope.empresaId, id_venta: idVenta, id_punto_impresion: punto.id })
    .returning({ id: tiquetes.id });
  await enqueue(scope.tx, scope.empresaId, TIPO_TIQUETE, { id_tiquete: nuevo.id });
  const [t] = await consulta(scope).where(scope.where(tiquetes, eq(tiquetes.id, nuevo.id)));
  return aTiquete(t);
}
