import type { ModificadorLinea } from '../../../common/modificadores';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Orden } from '../../../common/ordenes';
import {
  mesas,
  ordenes,
  ordenesDetalle,
  productos,
  productosImpuestos,
  puntosImpresion,
  usuarios,
} from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { desglosarImpuestoIncluido, restar, sumar } from '../../lib/dinero';
import { NotFoundError } from '../../lib/errors';
import { page } from '../../lib/envelope';
import type { OrdenesQuery } from './schemas';
import { exigirSede, soloSedesDelUsuario } from '../../services/sedesUsuario';

/** Whole minutes since a timestamp, by the database's clock. */
const minutosDesde = (columna: SQL | typeof ordenes.created_at) =>
  sql<number>`floor(extract(epoch from (now() - ${columna})) / 60)::int`;

const mesero = sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`;

/** A line's total: price × quantity to the centavo (numeric rounds half away from zero). */
const totalLinea = sql<string>`round(${ordenesDetalle.precio} * ${ordenesDetalle.cantidad}, 2)::text`;

/** How much of a line the sales of a split bill charged (issue 9; index ventas_detalle_orden_detalle_idx). */
// (The outer columns written qualified: inside the subquery a bare "id" would be the sale line's own.)
const cobrada = sql<string>`(select coalesce(sum(vd.cantidad), 0)::text from ventas_detalle vd
  where vd.empresa_id = "ordenes_detalle"."empresa_id" and vd.id_orden_detalle = "ordenes_detalle"."id")`;
/** The money (line subtotals) those sales charged of it. */
const cobrado = sql<string>`(select coalesce(sum(vd.subtotal), 0)::text from ventas_detalle vd
  where vd.empresa_id = "ordenes_detalle"."empresa_id" and vd.id_orden_detalle = "ordenes_detalle"."id")`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Total, base and tax of the lines: each line's tax-included total split by its own rate, then summed. */
export function totalesDe(lineas: { total: string; porcentaje_impuesto: string }[]) {
  const partes = lineas.map((l) => desglosarImpuestoIncluido(l.total, l.porcentaje_impuesto));
  return {
    total: sumar('0', ...lineas.map((l) => l.total)),
    base: sumar('0', ...partes.map((p) => p.base)),
    impuesto: sumar('0', ...partes.map((p) => p.impuesto)),
  };
}

const cabecera = {
  id: ordenes.id,
  id_sede: ordenes.id_sede,
  id_mesa: ordenes.id_mesa,
  mesa: sql<string | null>`${mesas.nombre}`,
  id_usuario: ordenes.id_usuario,
  mesero,
  estado: ordenes.estado,
  comensales: ordenes.comensales,
  id_orden_destino: ordenes.id_orden_destino,
  cuenta_pedida_at: ordenes.cuenta_pedida_at,
  created_at: ordenes.created_at,
  minutos: minutosDesde(ordenes.created_at),
};

function cabeceras(scope: TenantScope, condicion?: SQL) {
  return scope.tx
    .select(cabecera)
    .from(ordenes)
    .leftJoin(mesas, and(eq(mesas.empresa_id, ordenes.empresa_id), eq(mesas.id, ordenes.id_mesa)))
    .innerJoin(usuarios, eq(usuarios.id, ordenes.id_usuario))
    .where(scope.where(ordenes, condicion))
    .$dynamic();
}

/** The lines not removed of these orders, oldest first. */
async function lineasDe(scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  return scope.tx
    .select({
      id: ordenesDetalle.id,
      id_orden: ordenesDetalle.id_orden,
      id_producto: ordenesDetalle.id_producto,
      nombre: ordenesDetalle.nombre,
      precio: ordenesDetalle.precio,
      porcentaje_impuesto: ordenesDetalle.porcentaje_impuesto,
      cantidad: ordenesDetalle.cantidad,
      total: totalLinea,
      nota: ordenesDetalle.nota,
      modificadores: ordenesDetalle.modificadores,
      id_punto_impresion: ordenesDetalle.id_punto_impresion,
      estado: ordenesDetalle.estado,
      id_usuario: ordenesDetalle.id_usuario,
      created_at: ordenesDetalle.created_at,
      enviado_at: ordenesDetalle.enviado_at,
      listo_at: ordenesDetalle.listo_at,
      cobrada,
      cobrado,
      tipo_impuesto: sql<string | null>`${productosImpuestos.tipo_impuesto}`,
    })
    .from(ordenesDetalle)
    .leftJoin(
      productos,
      and(eq(productos.empresa_id, ordenesDetalle.empresa_id), eq(productos.id, ordenesDetalle.id_producto)),
    )
    .leftJoin(
      productosImpuestos,
      and(
        eq(productosImpuestos.empresa_id, productos.empresa_id),
        eq(productosImpuestos.id, productos.id_impuesto),
      ),
    )
    .where(
      scope.where(ordenesDetalle, inArray(ordenesDetalle.id_orden, ids), isNull(ordenesDetalle.retirado_at)),
    )
    .orderBy(asc(ordenesDetalle.id));
}

type Cabecera = Awaited<ReturnType<typeof cabeceras>>[number];

async function completar(scope: TenantScope, filas: Cabecera[]): Promise<Orden[]> {
  const lineas = await lineasDe(
    scope,
    filas.map((f) => f.id),
  );
  return filas.map((f) => {
    const propias = lineas
      .filter((l) => l.id_orden === f.id)
      .map(({ id_orden: _, ...l }) => ({
        ...l,
        estado: l.estado as Orden['detalles'][number]['estado'],
        created_at: iso(l.created_at) as string,
        enviado_at: iso(l.enviado_at),
        listo_at: iso(l.listo_at),
      }));
    const totales = totalesDe(propias);
    return {
      ...f,
      estado: f.estado as Orden['estado'],
      cuenta_pedida_at: iso(f.cuenta_pedida_at),
      created_at: iso(f.created_at) as string,
      // What a split bill's sales have not charged yet (the table map and the order screen show it).
      totales: {
        ...totales,
        por_cobrar: restar(totales.total, sumar('0', ...propias.map((l) => l.cobrado))),
      },
      detalles: propias,
    };
  });
}

/** One order of the company with its lines and totals, or a 404. */
export async function cargarOrden(scope: TenantScope, id: number): Promise<Orden> {
  const [orden] = await completar(scope, await cabeceras(scope, eq(ordenes.id, id)));
  if (!orden) throw new NotFoundError();
  exigirSede(scope, orden.id_sede);
  return orden;
}

/** GET ordenes: newest first, a page of summaries (pages from 1). */
export async function listarOrdenes(scope: TenantScope, q: OrdenesQuery) {
  const condicion = and(
    q.estado ? eq(ordenes.estado, q.estado) : undefined,
    q.id_sede ? eq(ordenes.id_sede, q.id_sede) : undefined,
    soloSedesDelUsuario(scope, ordenes.id_sede),
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` })
    .from(ordenes)
    .where(scope.where(ordenes, condicion));
  let consulta = cabeceras(scope, condicion).orderBy(desc(ordenes.created_at), desc(ordenes.id));
  if (q.rowsPerPage !== -1) consulta = consulta.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  const filas = await completar(scope, await consulta);
  const resumen = filas.map(({ detalles, ...o }) => ({ ...o, lineas: detalles.length }));
  return page(resumen, total, q.page, q.rowsPerPage === -1 ? total : q.rowsPerPage);
}

/** GET ordenes/ordenesAbiertas: every open order with its lines, oldest first. */
export async function ordenesAbiertas(scope: TenantScope, q: { id_sede?: number; id_mesa?: number }) {
  if (q.id_sede) exigirSede(scope, q.id_sede);
  const filas = await cabeceras(
    scope,
    and(
      eq(ordenes.estado, 'abierta'),
      q.id_sede ? eq(ordenes.id_sede, q.id_sede) : undefined,
      q.id_mesa ? eq(ordenes.id_mesa, q.id_mesa) : undefined,
      soloSedesDelUsuario(scope, ordenes.id_sede),
    ),
  ).orderBy(asc(ordenes.created_at), asc(ordenes.id));
  return completar(scope, filas);
}

type FilaMesa = Pick<
  typeof mesas.$inferSelect,
  'id' | 'nombre' | 'id_sede' | 'ubicacion' | 'tipo_mesa' | 'coordenada_x' | 'coordenada_y'
> & { orden_id: number | null };

/** GET mesas/mesa/orden: the company's tables (of a venue) with their open order's summary. */
export async function mesasConOrden(scope: TenantScope, q: { id_sede?: number }) {
  if (q.id_sede) exigirSede(scope, q.id_sede);
  // A table's venue is required (its declaration), though the column takes null.
  const filas = (await scope.tx
    .select({
      id: mesas.id,
      nombre: mesas.nombre,
      id_sede: mesas.id_sede,
      ubicacion: mesas.ubicacion,
      tipo_mesa: mesas.tipo_mesa,
      coordenada_x: mesas.coordenada_x,
      coordenada_y: mesas.coordenada_y,
      orden_id: ordenes.id,
    })
    .from(mesas)
    .leftJoin(
      ordenes,
      and(
        eq(ordenes.empresa_id, mesas.empresa_id),
        eq(ordenes.id_mesa, mesas.id),
        eq(ordenes.estado, 'abierta'),
      ),
    )
    .where(
      scope.where(
        mesas,
        q.id_sede ? eq(mesas.id_sede, q.id_sede) : undefined,
        soloSedesDelUsuario(scope, mesas.id_sede),
      ),
    )
    .orderBy(asc(mesas.nombre), asc(mesas.id))) as ({ id_sede: number } & Omit<FilaMesa, 'id_sede'>)[];
  const abiertas = await ordenesAbiertas(scope, { id_sede: q.id_sede });
  return filas.map(({ orden_id, ...mesa }) => {
    const o = abiertas.find((a) => a.id === orden_id);
    return {
      ...mesa,
      orden: o
        ? {
            id: o.id,
            id_usuario: o.id_usuario,
            mesero: o.mesero,
            comensales: o.comensales,
            cuenta_pedida_at: o.cuenta_pedida_at,
            created_at: o.created_at,
            minutos: o.minutos,
            lineas: o.detalles.length,
            total: o.totales.por_cobrar ?? o.totales.total,
          }
        : null,
    };
  });
}

/**
 * GET ordenes/grupo/despacho: sent lines not yet ready of open orders, by print point (lines without one last),
 * each group's orders by their first sent line.
 */
export async function despacho(scope: TenantScope, q: { id_sede?: number }) {
  if (q.id_sede) exigirSede(scope, q.id_sede);
  const filas = await scope.tx
    .select({
      id: ordenesDetalle.id,
      id_orden: ordenesDetalle.id_orden,
      id_producto: ordenesDetalle.id_producto,
      nombre: ordenesDetalle.nombre,
      cantidad: ordenesDetalle.cantidad,
      nota: ordenesDetalle.nota,
      modificadores: ordenesDetalle.modificadores,
      enviado_at: ordenesDetalle.enviado_at,
      id_envio: ordenesDetalle.id_envio,
      id_punto_impresion: ordenesDetalle.id_punto_impresion,
      punto_impresion: puntosImpresion.nombre,
      tiempo_preparacion: productos.tiempo_preparacion,
      id_mesa: ordenes.id_mesa,
      mesa: sql<string | null>`${mesas.nombre}`,
      mesero,
    })
    .from(ordenesDetalle)
    .innerJoin(
      ordenes,
      and(eq(ordenes.empresa_id, ordenesDetalle.empresa_id), eq(ordenes.id, ordenesDetalle.id_orden)),
    )
    .innerJoin(usuarios, eq(usuarios.id, ordenes.id_usuario))
    .leftJoin(mesas, and(eq(mesas.empresa_id, ordenes.empresa_id), eq(mesas.id, ordenes.id_mesa)))
    .leftJoin(
      productos,
      and(eq(productos.empresa_id, ordenesDetalle.empresa_id), eq(productos.id, ordenesDetalle.id_producto)),
    )
    .leftJoin(
      puntosImpresion,
      and(
        eq(puntosImpresion.empresa_id, ordenesDetalle.empresa_id),
        eq(puntosImpresion.id, ordenesDetalle.id_punto_impresion),
      ),
    )
    .where(
      scope.where(
        ordenesDetalle,
        eq(ordenesDetalle.estado, 'enviada'),
        isNull(ordenesDetalle.retirado_at),
        eq(ordenes.estado, 'abierta'),
        q.id_sede ? eq(ordenes.id_sede, q.id_sede) : undefined,
        soloSedesDelUsuario(scope, ordenes.id_sede),
      ),
    )
    .orderBy(asc(ordenesDetalle.enviado_at), asc(ordenesDetalle.id));
  const grupos = new Map<string, ReturnType<typeof grupoVacio>>();
  function grupoVacio(f: (typeof filas)[number]) {
    return {
      id_punto_impresion: f.id_punto_impresion,
      punto_impresion: f.id_punto_impresion === null ? null : f.punto_impresion,
      ordenes: [] as {
        id_orden: number;
        id_mesa: number | null;
        mesa: string | null;
        mesero: string;
        enviado_at: string;
        detalles: {
          id: number;
          id_producto: number;
          nombre: string;
          cantidad: string;
          nota: string | null;
          modificadores: ModificadorLinea[] | null;
          enviado_at: string;
          id_envio: number;
          tiempo_preparacion: number | null;
        }[];
      }[],
    };
  }
  for (const f of filas) {
    const clave = String(f.id_punto_impresion);
    const grupo = grupos.get(clave) ?? grupoVacio(f);
    grupos.set(clave, grupo);
    const enviado = iso(f.enviado_at) as string;
    let o = grupo.ordenes.find((x) => x.id_orden === f.id_orden);
    if (!o) {
      o = {
        id_orden: f.id_orden,
        id_mesa: f.id_mesa,
        mesa: f.mesa,
        mesero: f.mesero,
        enviado_at: enviado,
        detalles: [],
      };
      grupo.ordenes.push(o);
    }
    o.detalles.push({
      id: f.id,
      id_producto: f.id_producto,
      nombre: f.nombre,
      cantidad: f.cantidad,
      nota: f.nota,
      modificadores: f.modificadores,
      enviado_at: enviado,
      id_envio: f.id_envio,
      tiempo_preparacion: f.tiempo_preparacion,
    });
  }
  return [...grupos.values()].sort(
    (a, b) =>
      Number(a.id_punto_impresion === null) - Number(b.id_punto_impresion === null) ||
      (a.punto_impresion ?? '').localeCompare(b.punto_impresion ?? '', 'es'),
  );
}
