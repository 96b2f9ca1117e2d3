import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  camposAlmacenados,
  campoArbol,
  type Catalogo,
  type CampoReferencia,
  type CampoTexto,
} from '../../common/catalogo';
import { mensajesArbol, mensajesCatalogo } from '../../common/validacion';
import { EMPRESA, isoUtc } from '../db/statement';
import { columnaPlegada, type TablaCatalogo } from './tabla';
import { TIPOS_EVENTO, type TipoEvento } from '../eventos';
import type { GanchosCatalogo } from './servicio';

export type TablaReferida = PgTable & {
  empresa_id?: AnyPgColumn;
  id: AnyPgColumn;
  nombre: AnyPgColumn;
} & Record<string, AnyPgColumn>;

/**
 * What a catalogue's service reads from its declaration, worked out once when the service is built: its fields
 * by role, the joins and selections, the list's order and counts. The queries, checks and writes read it.
 */
export function planCatalogo(
  c: Catalogo,
  tabla: TablaCatalogo,
  referidas: Record<string, TablaReferida>,
  ganchos: GanchosCatalogo,
) {
  // A catalogue that is a kind of event (server/eventos/) announces every committed write: the till's cache hears it.
  const tipoEvento = (TIPOS_EVENTO as readonly string[]).includes(c.recurso)
    ? (c.recurso as TipoEvento)
    : null;
  const campos = camposAlmacenados(c);
  const entradas = Object.keys(c.campos).filter((k) => c.campos[k].externo === 'entrada');
  const lecturas = Object.entries(c.campos).filter(([, campo]) => campo.externo === 'lectura');
  const referencias = campos.filter((e): e is [string, CampoReferencia] => e[1].tipo === 'referencia');
  const unicos = campos.filter(([, campo]) => campo.tipo === 'texto' && campo.unico);
  const calculados = campos.filter(
    (e): e is [string, CampoTexto] => e[1].tipo === 'texto' && e[1].calculado !== undefined,
  );
  const imagenes = campos.filter(([, campo]) => campo.tipo === 'imagen').map(([nombre]) => nombre);
  const alFinal = campos.filter(([, campo]) => campo.tipo === 'entero' && campo.alFinal).map(([n]) => n);
  const arbol = campoArbol(c);
  const alias_ = new Map(
    referencias.map(([nombre, campo]) => {
      const destino = referidas[campo.catalogo];
      if (!destino) throw new Error(`${c.recurso}.${nombre}: no hay tabla para ${campo.catalogo}`);
      return [nombre, alias(destino, `ref_${nombre}`) as unknown as TablaReferida];
    }),
  );

  const seleccion: Record<string, AnyPgColumn | SQL> = { id: tabla.id };
  for (const [nombre] of campos) seleccion[nombre] = tabla[nombre];
  for (const [nombre] of referencias) seleccion[`${nombre}__nombre`] = alias_.get(nombre)!.nombre;
  seleccion.created_at = isoUtc(tabla.created_at);
  seleccion.updated_at = isoUtc(tabla.updated_at);
  /** One record's read: the list's columns and the `externo: 'lectura'` fields. */
  const seleccionUno: Record<string, AnyPgColumn | SQL> = { ...seleccion };
  for (const [nombre] of lecturas) {
    const expresion = ganchos.lectura?.[nombre];
    if (!expresion) throw new Error(`${c.recurso}.${nombre}: falta su lectura en GanchosCatalogo`);
    seleccionUno[nombre] = expresion;
  }

  /** FROM the table with each reference's name joined inside the same company. */
  function desde<Q extends ReturnType<QueryBuilder['select']>>(qb: Q) {
    let q = qb.from(tabla) as unknown as {
      leftJoin(t: PgTable, on: SQL): typeof q;
      where(w: SQL | undefined): {
        orderBy(...o: SQL[]): { limit(l: unknown): { offset(o: unknown): unknown } };
        limit(l: unknown): unknown;
      };
    };
    for (const [nombre] of referencias) {
      const r = alias_.get(nombre)!;
      const campo = c.campos[nombre] as CampoReferencia;
      q = q.leftJoin(
        r,
        (campo.global
          ? eq(r.id, tabla[nombre])
          : and(eq(r.empresa_id!, tabla.empresa_id), eq(r.id, tabla[nombre]))) as SQL,
      );
    }
    return q;
  }

  const propio = [asc(tabla[columnaPlegada(c.lista.orden)]), asc(tabla[c.lista.orden]), asc(tabla.id)];
  /**
   * The list's order: by the declared field, then id; in a two-level tree each top-level row is followed by its
   * children (the parent's keys first, then the row's own).
   */
  const orden = (() => {
    if (!arbol) return propio;
    const p = alias_.get(arbol[0])!;
    const deRama = (col: string) => sql`coalesce(${p[col]}, ${tabla[col]})`;
    return [
      asc(deRama(columnaPlegada(c.lista.orden))),
      asc(deRama(c.lista.orden)),
      asc(deRama('id')),
      asc(isNotNull(tabla[arbol[0]])),
      ...propio,
    ];
  })();

  /** Each counted column of the list: the other catalogue's rows of the same company pointing at the row. */
  const conteos: Record<string, SQL> = {};
  for (const [k, conteo] of Object.entries(c.lista.conteos ?? {})) {
    const otra = referidas[conteo.catalogo];
    if (!otra) throw new Error(`${c.recurso}.${k}: no hay tabla para ${conteo.catalogo}`);
    conteos[k] =
      sql`(select count(*) from ${otra} where ${otra.empresa_id!} = ${tabla.empresa_id} and ${otra[conteo.campo]} = ${tabla.id})::integer`;
  }

  return {
    c,
    tabla,
    referidas,
    ganchos,
    M: mensajesCatalogo(c, 'es'),
    A: arbol && mensajesArbol(c, arbol[1].etiqueta, 'es'),
    tipoEvento,
    campos,
    entradas,
    lecturas,
    referencias,
    unicos,
    calculados,
    imagenes,
    alFinal,
    arbol,
    alias_,
    seleccion,
    seleccionUno,
    desde,
    deEmpresa: eq(tabla.empresa_id, sql.placeholder(EMPRESA)),
    propio,
    orden,
    conteos,
  };
}

export type PlanCatalogo = ReturnType<typeof planCatalogo>;
