import { and, asc, eq, inArray } from 'drizzle-orm';
import { sumar, type Dinero } from '../../common/dinero';
import { exacto, por, textoFijo } from '../../common/exacto';
import {
  elegirModificadores,
  type GrupoModificador,
  type ModificadorLinea,
} from '../../common/modificadores';
import { ValidationError } from '../lib/errors';
import type { LineaConStock } from './inventario';
import { gruposModificadores, gruposModificadoresOpciones, productosGruposModificadores } from '../db/schema';
import type { TenantScope } from '../db/tenant';

/**
 * The modifier groups (with their options, in order) of each of these products, for pricing lines (orders and
 * counter sales, issue 32). Two reads; callers ask only when some line chose options or its product has a
 * required group, so a sale of products without modifiers reads nothing more.
 */
export async function gruposDeProductos(
  scope: TenantScope,
  ids: number[],
): Promise<Map<number, GrupoModificador[]>> {
  const porProducto = new Map<number, GrupoModificador[]>();
  if (ids.length === 0) return porProducto;
  const pg = productosGruposModificadores;
  const g = gruposModificadores;
  const o = gruposModificadoresOpciones;
  const enlaces = await scope.tx
    .select({
      id_producto: pg.id_producto,
      id: g.id,
      nombre: g.nombre,
      obligatorio: g.obligatorio,
      minimo: g.minimo,
      maximo: g.maximo,
    })
    .from(pg)
    .innerJoin(g, and(eq(g.empresa_id, pg.empresa_id), eq(g.id, pg.id_grupo)))
    .where(and(eq(pg.empresa_id, scope.empresaId), inArray(pg.id_producto, ids)))
    .orderBy(asc(pg.id_producto), asc(pg.orden), asc(g.id));
  const idsGrupos = [...new Set(enlaces.map((e) => Number(e.id)))];
  const opciones =
    idsGrupos.length === 0
      ? []
      : await scope.tx
          .select()
          .from(o)
          .where(and(eq(o.empresa_id, scope.empresaId), inArray(o.id_grupo, idsGrupos)))
          .orderBy(asc(o.orden), asc(o.id));
  for (const e of enlaces) {
    const idGrupo = Number(e.id);
    const lista = porProducto.get(Number(e.id_producto)) ?? [];
    lista.push({
      id: idGrupo,
      nombre: e.nombre,
      obligatorio: e.obligatorio,
      minimo: e.minimo,
      maximo: e.maximo,
      opciones: opciones
        .filter((op) => Number(op.id_grupo) === idGrupo)
        .map((op) => ({
          id: Number(op.id),
          id_grupo: idGrupo,
          nombre: op.nombre,
          precio: String(op.precio),
          id_ingrediente: op.id_ingrediente === null ? null : Number(op.id_ingrediente),
          cantidad: op.cantidad === null ? null : String(op.cantidad),
        })),
    });
    porProducto.set(Number(e.id_producto), lista);
  }
  return porProducto;
}

/** Whether a line needs its product's groups read: it chose options, or its product has a required group. */
export const necesitaGrupos = (opciones: readonly number[], obligatorios: boolean | null | undefined) =>
  opciones.length > 0 || obligatorios === true;

/**
 * Each line's unit price with its options and the options it stores (null without any), from its product's groups
 * (`grupos`, read only for the lines that `necesita`): `elegirModificadores`'s rules, a 422 at
 * `detalles.<n>.opciones` with the first line's Spanish message. Lines that need nothing keep the product's price.
 */
export function preciarLineas<L extends { id_producto: number; opciones: readonly number[] }>(
  lineas: readonly L[],
  precioDe: (l: L) => Dinero,
  necesita: (l: L) => boolean,
  grupos: Map<number, GrupoModificador[]> | null,
): { precio: Dinero; modificadores: ModificadorLinea[] | null }[] {
  const errores: Record<string, string[]> = {};
  const precios = lineas.map((l, n) => {
    const precio = precioDe(l);
    if (!necesita(l)) return { precio, modificadores: null };
    if (!grupos) throw new Error('preciarLineas: faltan los grupos de los productos');
    const r = elegirModificadores(grupos.get(l.id_producto) ?? [], [...l.opciones]);
    if (!r.ok) {
      errores[`detalles.${n}.opciones`] = [r.mensaje];
      return { precio, modificadores: null };
    }
    return {
      precio: sumar(precio, r.extra),
      modificadores: r.modificadores.length > 0 ? r.modificadores : null,
    };
  });
  const primero = Object.values(errores)[0]?.[0];
  if (primero) throw new ValidationError(primero, errores);
  return precios;
}

/**
 * What the options of these lines consume: per option with an ingredient, its quantity × the line's quantity (to
 * the thousandth), as more lines of stock-managed products for the ledger (`consumoDeLineas` merges them).
 */
export function consumoDeOpciones(
  lineas: readonly { cantidad: string; modificadores: readonly ModificadorLinea[] | null }[],
): LineaConStock[] {
  return lineas.flatMap((l) =>
    (l.modificadores ?? []).flatMap((m) =>
      m.id_ingrediente !== undefined && m.cantidad !== undefined
        ? [
            {
              id_producto: m.id_ingrediente,
              cantidad: textoFijo(por(exacto(m.cantidad), exacto(l.cantidad)), 3),
            },
          ]
        : [],
    ),
  );
}
