import { and, asc, count, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  camposAlmacenados,
  campoArbol,
  valorCalculado,
  type Catalogo,
  type CampoReferencia,
  type CampoTexto,
} from '../../common/catalogo';
import type { RegistroCatalogo } from '../../common/catalogoRegistro';
import {
  formatear,
  mensajeValidacion,
  mensajesArbol,
  mensajesCatalogo,
  reglasRegistro,
  textoCampo,
  textoRegla,
} from '../../common/validacion';
import { urlDeArchivo } from '../plugins/uploads';
import { EMPRESA, isoUtc, tenantStatement } from '../db/statement';
import type { TenantReader, TenantScope } from '../db/tenant';
import { patronContiene } from '../db/plegado';
import { page, type Page } from '../lib/envelope';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { codigoPg } from '../db/errores-pg';
import { columnaPlegada, type TablaCatalogo } from './tabla';
import type { Cuerpo } from './esquemas';
import { publicar, TIPOS_EVENTO, type TipoEvento } from '../eventos';

type TablaReferida = PgTable & {
  empresa_id?: AnyPgColumn;
  id: AnyPgColumn;
  nombre: AnyPgColumn;
} & Record<string, AnyPgColumn>;

export interface ConsultaLista {
  page: number;
  rowsPerPage: number;
  search?: string;
  /** The declared yes/no filters (`lista.filtros`), true when switched on. */
  [filtro: string]: unknown;
}

/** What one catalogue's routes call: the tenant-scoped reads and writes built from its declaration. */
export interface ServicioCatalogo {
  listar(lector: TenantReader, q: ConsultaLista): Promise<Page<RegistroCatalogo>>;
  obtener(lector: TenantReader, id: number): Promise<RegistroCatalogo>;
  crear(scope: TenantScope, datos: Cuerpo): Promise<RegistroCatalogo>;
  /**
   * Many creates in the caller's transaction (an import): each body goes through the same checks and
   * `antesDeGuardar` as `crear`, the unique fields also against the earlier bodies of the list, then the ones
   * that passed are inserted in multi-row statements (then `despuesDeCrear` for those with an `entrada`) and
   * announced in one event. Answers, in the list's order,
   * each new id or the `ValidationError` that refused it. Limits counted per create (the plan's) see none of the
   * list's rows: the caller checks them for the whole list first.
   */
  crearVarios(scope: TenantScope, lista: Cuerpo[]): Promise<(number | ValidationError)[]>;
  /** `sobrantes` receives the stored images the change replaces or removes: delete them after the commit. */
  actualizar(scope: TenantScope, id: number, datos: Cuerpo, sobrantes?: string[]): Promise<RegistroCatalogo>;
  /** `sobrantes` receives the row's stored images: delete them after the commit. */
  eliminar(scope: TenantScope, id: number, sobrantes?: string[]): Promise<void>;
  /**
   * Every row meeting `condicion` (on the catalogue's table), in list order or by `orden` (then the list's
   * order): for code beside a declaration.
   */
  buscar(scope: TenantScope, condicion?: SQL, orden?: SQL[]): Promise<RegistroCatalogo[]>;
}

/**
 * What code beside a declaration adds to its writes (server/routes/<recurso>/): rules across fields, values the
 * server writes (`soloLectura` fields), limits. Runs inside the write's transaction, after the field, unique and
 * reference checks (and, on update, after the row is locked): it refuses by throwing (a `ValidationError` per
 * field, nothing written) or completes `datos`.
 */
export interface GanchosCatalogo {
  /** `actual` is the stored record on update, null on create. */
  antesDeGuardar?(scope: TenantScope, datos: Cuerpo, actual: RegistroCatalogo | null): Promise<void>;
  /**
   * Sees the stored row before an update (`datos`, the body) or a delete (`datos` null), before any other check,
   * and throws to refuse it (a record that must not change, such as Consumidor final).
   */
  antesDeCambiar?(scope: TenantScope, actual: RegistroCatalogo, datos: Cuerpo | null): void | Promise<void>;
  /**
   * Runs after a create's insert, in its transaction, with the new record and the create-only fields
   * (`externo: 'entrada'`, checked as declared, never stored): writes what they stand for elsewhere.
   */
  despuesDeCrear?(scope: TenantScope, registro: RegistroCatalogo, entradas: Cuerpo): Promise<void>;
  /**
   * The `externo: 'lectura'` fields: an SQL expression per field over the catalogue's table (a correlated
   * subquery), selected by GET `item/{id}` and by the writes' answers only, never by the list.
   */
  lectura?: Record<string, SQL>;
  /** The condition over the catalogue's table of each `lista.filtros` entry (a yes/no filter of the list). */
  filtros?: Record<string, SQL>;
  /**
   * Runs at the end of every committed-to-be write, in its transaction: the record as it is now (null after a
   * delete, and for the rows of `crearVarios`, which are not read back one by one). Webhook events hang here.
   */
  despuesDeEscribir?(
    scope: TenantScope,
    accion: 'creado' | 'actualizado' | 'eliminado',
    id: number,
    registro: RegistroCatalogo | null,
  ): Promise<void>;
}

export function servicioCatalogo(
  c: Catalogo,
  tabla: TablaCatalogo,
  referidas: Record<string, TablaReferida>,
  ganchos: GanchosCatalogo = {},
): ServicioCatalogo {
  const M = mensajesCatalogo(c, 'es');
  // A catalogue that is a kind of event (server/eventos/) announces every committed write: the till's cache hears it.
  const tipoEvento = (TIPOS_EVENTO as readonly string[]).includes(c.recurso)
    ? (c.recurso as TipoEvento)
    : null;
  /** Rows per multi-row insert in `crearVarios` (well under PostgreSQL's 65,535 parameters per statement). */
  const LOTE = 500;
  const anunciar = (scope: TenantScope, id: number) =>
    tipoEvento ? publicar(scope, tipoEvento, [id]) : Promise.resolve();
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
  const A = arbol && mensajesArbol(c, arbol[1].etiqueta, 'es');
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

  const deEmpresa = eq(tabla.empresa_id, sql.placeholder(EMPRESA));
  const busqueda = or(
    ...c.lista.busqueda.map((b) => sql`${tabla[columnaPlegada(b)]} like ${sql.placeholder('patron')}`),
  );
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

  /**
   * A page: its ids are chosen on the table alone (the folded-name index, read only as far as the page), and only
   * those rows are fetched, joined and formatted; the total is a count of its own, run once. With `count(*) over()` beside
   * the whole select, every row of the company was read, joined and formatted before the LIMIT (5,000 products:
   * tens of milliseconds per page).
   */
  /**
   * A page: its ids are chosen on the table alone (the folded-name index, read only as far as the page), and only
   * those rows are fetched, joined, counted and formatted; the total is a count of its own. With `count(*) over()`
   * beside the whole select, every row of the company was read, joined and formatted before the LIMIT (5,000
   * products: tens of milliseconds per page). A two-level tree orders by its parent's keys (a join), so it keeps
   * the one query with the window count: such catalogues (categories) are small.
   */
  const filtros = Object.keys(c.lista.filtros ?? {});
  for (const f of filtros)
    if (!ganchos.filtros?.[f])
      throw new Error(`${c.recurso}.${f}: falta su condición en GanchosCatalogo.filtros`);
  /** The conditions of the filters switched on, and their part of a statement's name. */
  const conFiltros = (activos: readonly string[]) => ({
    condiciones: activos.map((f) => ganchos.filtros![f]),
    sufijo: activos.map((f) => `_${f.toLowerCase()}`).join(''),
  });
  const lista = (conBusqueda: boolean, activos: readonly string[] = []) => {
    const { condiciones, sufijo } = conFiltros(activos);
    const condicion = and(deEmpresa, conBusqueda ? busqueda : undefined, ...condiciones);
    const nombre = `${c.tabla}_listar${conBusqueda ? '_busqueda' : ''}${sufijo}`;
    if (arbol)
      return tenantStatement(
        nombre,
        { ...seleccion, ...conteos, total: sql`count(*) over()` },
        (qb, f) =>
          desde(qb.select(f))
            .where(condicion)
            .orderBy(...orden)
            .limit(sql.placeholder('limite'))
            .offset(sql.placeholder('desde')) as never,
      );
    const total = sql`(${new QueryBuilder().select({ n: count() }).from(tabla).where(condicion)})`;
    return tenantStatement(nombre, { ...seleccion, ...conteos, total }, (qb, f) => {
      const pagina = new QueryBuilder()
        .select({ id: tabla.id })
        .from(tabla)
        .where(condicion)
        .orderBy(...orden)
        .limit(sql.placeholder('limite'))
        .offset(sql.placeholder('desde'));
      // `= any(array(…))`, not a join: the plan (generic, planned without the limit) then fetches the page's
      // rows by primary key instead of hashing the whole table against them.
      return desde(qb.select(f))
        .where(and(deEmpresa, sql`${tabla.id} = any(array(${pagina}))`))
        .orderBy(...orden) as never;
    });
  };
  const contar = (activos: readonly string[] = []) => {
    const { condiciones, sufijo } = conFiltros(activos);
    return tenantStatement(`${c.tabla}_contar${sufijo}`, { total: count() }, (qb, f) =>
      qb
        .select(f)
        .from(tabla)
        .where(and(deEmpresa, or(sql`${sql.placeholder('patron')}::text is null`, busqueda), ...condiciones)),
    );
  };
  const LISTA = { todas: lista(false), busqueda: lista(true) };
  const CONTAR = contar();
  /** The statements of a filtered list, built on its first use, by the filters switched on. */
  const filtradas = new Map<
    string,
    { todas: ReturnType<typeof lista>; busqueda: ReturnType<typeof lista>; contar: ReturnType<typeof contar> }
  >();
  function sentencias(q: ConsultaLista) {
    const activos = filtros.filter((f) => q[f] === true);
    if (activos.length === 0) return { ...LISTA, contar: CONTAR };
    const clave = activos.join(',');
    let s = filtradas.get(clave);
    if (!s) {
      s = { todas: lista(false, activos), busqueda: lista(true, activos), contar: contar(activos) };
      filtradas.set(clave, s);
    }
    return s;
  }
  const UNO = tenantStatement(
    `${c.tabla}_obtener`,
    seleccionUno,
    (qb, f) =>
      desde(qb.select(f))
        .where(and(deEmpresa, eq(tabla.id, sql.placeholder('id'))))
        .limit(1) as never,
  );

  /**
   * A row as the driver gives it (bigint and numeric as text on PostgreSQL) to the record the API answers. A
   * catalogue's fields come from its declaration, so its rows are keyed by name, not typed field by field.
   */
  function aRegistro(f: Record<string, unknown>): RegistroCatalogo {
    const r: RegistroCatalogo = {
      id: Number(f.id),
      created_at: String(f.created_at),
      updated_at: String(f.updated_at),
    };
    for (const [nombre] of lecturas)
      if (nombre in f) r[nombre] = f[nombre] == null ? null : String(f[nombre]);
    for (const k of Object.keys(conteos)) if (k in f) r[k] = Number(f[k]);
    for (const [nombre, campo] of campos) {
      const v = f[nombre];
      if (v === null || v === undefined) {
        r[nombre] = null;
        if (campo.tipo === 'referencia') r[campo.objeto] = null;
        continue;
      }
      switch (campo.tipo) {
        case 'entero':
          r[nombre] = Number(v);
          break;
        case 'booleano':
          r[nombre] = v === true || v === 't' || v === 'true';
          break;
        case 'referencia': {
          r[nombre] = Number(v);
          const nombreRef = f[`${nombre}__nombre`];
          r[campo.objeto] = nombreRef == null ? null : { id: Number(v), nombre: String(nombreRef) };
          break;
        }
        case 'imagen':
          r[nombre] = urlDeArchivo(String(v));
          break;
        default:
          r[nombre] = String(v);
      }
    }
    return r;
  }

  async function obtener(lector: TenantReader, id: number): Promise<RegistroCatalogo> {
    const [fila] = await lector.tenantRead(UNO, { id });
    if (!fila) throw new NotFoundError();
    return aRegistro(fila);
  }

  /** The same read inside a write's transaction (it sees the transaction's own change). */
  async function obtenerEn(scope: TenantScope, id: number): Promise<RegistroCatalogo> {
    const filas = (await desde(scope.tx.select(seleccionUno) as never)
      .where(and(eq(tabla.empresa_id, scope.empresaId), eq(tabla.id, id)))
      .limit(1)) as Record<string, unknown>[];
    if (!filas[0]) throw new NotFoundError();
    return aRegistro(filas[0]);
  }

  async function buscar(scope: TenantScope, condicion?: SQL, porOrden?: SQL[]): Promise<RegistroCatalogo[]> {
    const filas = (await desde(scope.tx.select(seleccion) as never)
      .where(and(eq(tabla.empresa_id, scope.empresaId), condicion))
      .orderBy(...(porOrden ? [...porOrden, ...propio] : orden))) as unknown as Record<string, unknown>[];
    return filas.map(aRegistro);
  }

  /**
   * The rules across fields (`requeridoSi`, `validarRegistro`), unique fields and references, checked before
   * writing so the answer names the field in the shared words. `registro` is the whole record (on update, the
   * stored row with the body over it); `datos` what the body changes.
   */
  async function validar(
    scope: TenantScope,
    datos: Cuerpo,
    registro: Record<string, unknown>,
    excepto?: number,
  ): Promise<void> {
    const errores: Record<string, string[]> = {};
    for (const [nombre, clave] of Object.entries(reglasRegistro(c, registro)))
      errores[nombre] = [formatear(textoRegla(c, clave))];
    const cambia = (k: string) => datos[k] !== undefined;
    for (const [nombre, campo] of unicos) {
      const v = registro[nombre];
      const con = campo.tipo === 'texto' ? (campo.unicoCon ?? []) : [];
      if (typeof v !== 'string' || errores[nombre] || ![nombre, ...con].some(cambia)) continue;
      const [repetido] = await scope.tx
        .select({ id: tabla.id })
        .from(tabla)
        .where(
          scope.where(
            tabla,
            sql`lower(${tabla[nombre]}) = lower(${v})`,
            ...con.map((k) =>
              registro[k] === null || registro[k] === undefined
                ? sql`${tabla[k]} is null`
                : eq(tabla[k], registro[k] as never),
            ),
            excepto === undefined ? undefined : ne(tabla.id, excepto),
          ),
        )
        .limit(1);
      if (repetido) errores[nombre] = [M.repetido(campo.etiqueta)];
    }
    for (const [nombre, campo] of referencias) {
      const v = registro[nombre];
      const padre = campo.dependeDe;
      if (typeof v !== 'number' || errores[nombre] || !(cambia(nombre) || (padre && cambia(padre.campo))))
        continue;
      if (campo.dosNiveles) {
        const error = await validarRama(scope, nombre, v, excepto);
        if (error) errores[nombre] = [error];
        continue;
      }
      const destino = referidas[campo.catalogo];
      // Another company's id looks like no id at all (row-level security and the company filter).
      const consulta = scope.tx
        .select({ id: destino.id, ...(padre && { padre: destino[padre.columna] }) })
        .from(destino);
      const [existe] = campo.global
        ? await consulta.where(eq(destino.id, v))
        : await consulta.where(and(eq(destino.empresa_id!, scope.empresaId), eq(destino.id, v))).for('share');
      if (!existe) errores[nombre] = [textoCampo(campo, 'referencia')];
      else if (padre && String(existe.padre) !== String(registro[padre.campo] ?? ''))
        errores[nombre] = [mensajeValidacion('no_pertenece', { padre: c.campos[padre.campo].etiqueta.es })];
    }
    const primero = Object.values(errores)[0]?.[0];
    if (primero) throw new ValidationError(primero, errores);
  }

  /**
   * A two-level tree's parent: not the row itself, an existing top-level row of the company (locked while the
   * write lasts), and only for a row without children. The error's text, or null.
   */
  async function validarRama(
    scope: TenantScope,
    nombre: string,
    idPadre: number,
    id?: number,
  ): Promise<string | null> {
    if (idPadre === id) return A!.propio;
    const [fila] = await scope.tx
      .select({ padre: tabla[nombre] })
      .from(tabla)
      .where(scope.where(tabla, eq(tabla.id, idPadre)))
      .for('share');
    if (!fila) return textoCampo(c.campos[nombre], 'referencia');
    if (fila.padre !== null) return A!.esHija;
    if (id !== undefined && (await tieneHijas(scope, id))) return A!.tieneHijas;
    return null;
  }

  async function tieneHijas(scope: TenantScope, id: number): Promise<boolean> {
    const [hija] = await scope.tx
      .select({ id: tabla.id })
      .from(tabla)
      .where(scope.where(tabla, eq(tabla[arbol![0]], id)))
      .limit(1);
    return Boolean(hija);
  }

  /** Positions (`alFinal`) left empty on create: one past the company's largest. */
  async function conPosiciones(scope: TenantScope, datos: Cuerpo): Promise<Cuerpo> {
    const faltan = alFinal.filter((k) => datos[k] === undefined || datos[k] === null);
    if (faltan.length === 0) return datos;
    const [fila] = await scope.tx
      .select(
        Object.fromEntries(
          faltan.map((k) => [k, sql<number>`coalesce(max(${tabla[k]}), -1) + 1`.mapWith(Number)]),
        ),
      )
      .from(tabla)
      .where(scope.where(tabla));
    return { ...datos, ...fila };
  }

  /** The body with the server-written (`calculado`) fields filled from the whole record. */
  function conCalculados(datos: Cuerpo, registro: Record<string, unknown>): Cuerpo {
    const salida = { ...datos };
    for (const [nombre, campo] of calculados) {
      const valor = valorCalculado(campo.calculado!, registro);
      salida[nombre] = valor === null ? null : valor.slice(0, campo.max);
      registro[nombre] = salida[nombre];
    }
    return salida;
  }

  /** Constraint failures a concurrent request can still cause after the checks, in the checks' words. */
  function traducir(error: unknown, enBorrado = false): unknown {
    const codigo = codigoPg(error);
    if (codigo === '23505' && unicos[0]) {
      const [nombre, campo] = unicos[0];
      return ValidationError.field(nombre, M.repetido(campo.etiqueta));
    }
    if (codigo === '23503') {
      if (enBorrado) return new ConflictError(M.enUso);
      if (referencias[0])
        return ValidationError.field(referencias[0][0], textoCampo(referencias[0][1], 'referencia'));
    }
    return error;
  }

  /** The row locked until the transaction ends (its stored images' paths), or a 404 (another company's id too). */
  async function bloquear(scope: TenantScope, id: number): Promise<Record<string, unknown>> {
    const [fila] = await scope.tx
      .select({ id: tabla.id, ...Object.fromEntries(imagenes.map((k) => [k, tabla[k]])) })
      .from(tabla)
      .where(scope.where(tabla, eq(tabla.id, id)))
      .for('update');
    if (!fila) throw new NotFoundError();
    return fila;
  }

  const definidos = (datos: Cuerpo) =>
    Object.fromEntries(Object.entries(datos).filter(([, v]) => v !== undefined));

  return {
    async listar(lector, q) {
      const todas = q.rowsPerPage === -1;
      // The API may count pages from 0 (spec §9); here pages count from 1.
      const pagina = todas ? 1 : q.page - c.api.primeraPagina + 1;
      const patron = q.search ? patronContiene(q.search) : null;
      const s = sentencias(q);
      const filas = await lector.tenantRead(q.search ? s.busqueda : s.todas, {
        patron,
        limite: todas ? null : q.rowsPerPage,
        desde: todas ? 0 : (pagina - 1) * q.rowsPerPage,
      });
      let total = filas.length > 0 ? Number(filas[0].total) : 0; // no-dinero: filas contadas
      if (filas.length === 0 && pagina > 1) {
        const [fila] = await lector.tenantRead(s.contar, { patron });
        total = Number(fila.total); // no-dinero: filas contadas
      }
      const resultado = page(filas.map(aRegistro), total, pagina, q.rowsPerPage);
      return { ...resultado, current_page: resultado.current_page + c.api.primeraPagina - 1 };
    },

    obtener,
    buscar,

    async crear(scope, datos) {
      const registro: Record<string, unknown> = { ...datos };
      await validar(scope, datos, registro);
      await ganchos.antesDeGuardar?.(scope, datos, null);
      const guardados = { ...datos };
      const aparte: Cuerpo = {};
      for (const k of entradas) {
        aparte[k] = guardados[k];
        delete guardados[k];
      }
      const completos = await conPosiciones(scope, conCalculados(guardados, registro));
      let id: number;
      try {
        id = Number((await scope.insert(tabla, definidos(completos) as never)).id);
      } catch (error) {
        throw traducir(error);
      }
      if (ganchos.despuesDeCrear) await ganchos.despuesDeCrear(scope, await obtenerEn(scope, id), aparte);
      await anunciar(scope, id);
      const creado = await obtenerEn(scope, id);
      await ganchos.despuesDeEscribir?.(scope, 'creado', id, creado);
      return creado;
    },

    async crearVarios(scope, lista) {
      const resultados: (number | ValidationError)[] = [];
      const listos: { i: number; fila: Cuerpo; aparte: Cuerpo }[] = [];
      const vistos = new Map<string, Set<string>>(unicos.map(([nombre]) => [nombre, new Set()]));
      for (const [i, datos] of lista.entries()) {
        const registro: Record<string, unknown> = { ...datos };
        try {
          await validar(scope, datos, registro);
          // The list's own earlier rows, as the database's unique index would see them.
          for (const [nombre, campo] of unicos) {
            const v = registro[nombre];
            if (typeof v !== 'string') continue;
            const con = campo.tipo === 'texto' ? (campo.unicoCon ?? []) : [];
            const clave = JSON.stringify([v.toLowerCase(), ...con.map((k) => registro[k] ?? null)]);
            if (vistos.get(nombre)!.has(clave))
              throw ValidationError.field(nombre, M.repetido(campo.etiqueta));
            vistos.get(nombre)!.add(clave);
          }
          await ganchos.antesDeGuardar?.(scope, datos, null);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          resultados[i] = error;
          continue;
        }
        const guardados = { ...datos };
        const aparte: Cuerpo = {};
        for (const k of entradas) {
          aparte[k] = guardados[k];
          delete guardados[k];
        }
        listos.push({ i, fila: await conPosiciones(scope, conCalculados(guardados, registro)), aparte });
      }
      // Positions one past the largest (`alFinal`) are per row: such catalogues insert one by one.
      const tramo = alFinal.length > 0 ? 1 : LOTE;
      const ids: number[] = [];
      for (let desde = 0; desde < listos.length; desde += tramo) {
        const parte = listos.slice(desde, desde + tramo);
        try {
          const filas = (await scope.tx
            .insert(tabla)
            .values(parte.map((l) => ({ ...definidos(l.fila), empresa_id: scope.empresaId })) as never)
            .returning({ id: tabla.id })) as { id: unknown }[];
          // A multi-row VALUES insert returns its rows in the order given.
          filas.forEach((f, k) => {
            resultados[parte[k].i] = Number(f.id);
            ids.push(Number(f.id));
          });
        } catch (error) {
          throw traducir(error);
        }
      }
      if (ganchos.despuesDeCrear)
        for (const l of listos)
          if (Object.values(l.aparte).some((v) => v !== undefined && v !== null))
            await ganchos.despuesDeCrear(scope, await obtenerEn(scope, resultados[l.i] as number), l.aparte);
      if (tipoEvento && ids.length > 0) await publicar(scope, tipoEvento, ids);
      if (ganchos.despuesDeEscribir)
        for (const id of ids) await ganchos.despuesDeEscribir(scope, 'creado', id, null);
      return resultados;
    },

    async actualizar(scope, id, datos, sobrantes = []) {
      const guardada = await bloquear(scope, id);
      const actual = await obtenerEn(scope, id);
      await ganchos.antesDeCambiar?.(scope, actual, datos);
      const registro: Record<string, unknown> = { ...actual, ...definidos(datos) };
      await validar(scope, datos, registro, id);
      await ganchos.antesDeGuardar?.(scope, datos, actual);
      try {
        await scope.update(tabla, id, {
          ...definidos(conCalculados(datos, registro)),
          updated_at: sql`now()`,
        } as never);
      } catch (error) {
        throw traducir(error);
      }
      for (const k of imagenes) {
        const anterior = guardada[k];
        if (datos[k] !== undefined && typeof anterior === 'string' && anterior !== datos[k])
          sobrantes.push(anterior);
      }
      await anunciar(scope, id);
      const actualizado = await obtenerEn(scope, id);
      await ganchos.despuesDeEscribir?.(scope, 'actualizado', id, actualizado);
      return actualizado;
    },

    async eliminar(scope, id, sobrantes = []) {
      const guardada = await bloquear(scope, id);
      if (ganchos.antesDeCambiar) await ganchos.antesDeCambiar(scope, await obtenerEn(scope, id), null);
      if (arbol && (await tieneHijas(scope, id))) throw new ConflictError(A!.conHijas);
      try {
        await scope.delete(tabla, id);
      } catch (error) {
        throw traducir(error, true);
      }
      for (const k of imagenes) if (typeof guardada[k] === 'string') sobrantes.push(guardada[k]);
      await anunciar(scope, id);
      await ganchos.despuesDeEscribir?.(scope, 'eliminado', id, null);
    },
  };
}
