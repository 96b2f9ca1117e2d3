import { and, count, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { RegistroCatalogo } from '../../common/catalogoRegistro';
import { tenantStatement } from '../db/statement';
import type { TenantReader } from '../db/tenant';
import { patronContiene } from '../db/plegado';
import { page, type Page } from '../lib/envelope';
import type { PlanCatalogo } from './plan';
import { aRegistro } from './registro';
import { columnaPlegada } from './tabla';
import type { ConsultaLista } from './servicio';

/**
 * A catalogue's list (GET `lista`): its prepared statements, built once per catalogue (a filtered list's on its
 * first use), and the page it answers.
 */
export function listaCatalogo(plan: PlanCatalogo) {
  const { c, tabla, ganchos, seleccion, conteos, orden, desde, deEmpresa, arbol } = plan;
  const busqueda = or(
    ...c.lista.busqueda.map((b) => sql`${tabla[columnaPlegada(b)]} like ${sql.placeholder('patron')}`),
  );

  /**
   * A page: its ids are chosen on the table alone (the folded-name index, read only as far as the page), and only
   * those rows are fetched, joined, counted and formatted; the total is a count of its own. With `count(*) over()`
   * beside the whole select, every row of the company was read, joined and formatted before the LIMIT (5,000
   * products: tens of milliseconds per page). A two-level tree orders by its parent's keys (a join), so it keeps
   * the one query with the window count: such catalogues (categories) are small. Where the route already knows
   * the total (kept per company and search until the catalogue's next write, cache.ts `CacheTotales`), the page's
   * statement leaves the count out (`_sin_total`).
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
  const lista = (conBusqueda: boolean, activos: readonly string[] = [], conTotal = true) => {
    const { condiciones, sufijo } = conFiltros(activos);
    const condicion = and(deEmpresa, conBusqueda ? busqueda : undefined, ...condiciones);
    const nombre = `${c.tabla}_listar${conBusqueda ? '_busqueda' : ''}${sufijo}${conTotal ? '' : '_sin_total'}`;
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
    const total: Record<string, SQL> = conTotal
      ? { total: sql`(${new QueryBuilder().select({ n: count() }).from(tabla).where(condicion)})` }
      : {};
    return tenantStatement(nombre, { ...seleccion, ...conteos, ...total }, (qb, f) => {
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
  /** The unfiltered list's pages when the total is known (a tree's list always counts: it is one query). */
  const SIN_TOTAL = arbol ? null : { todas: lista(false, [], false), busqueda: lista(true, [], false) };
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

  /**
   * A page of the list. `conocido`: the total of this company's list with this search (no filter switched on),
   * when the caller kept it; then it is not counted again.
   */
  return async function listar(
    lector: TenantReader,
    q: ConsultaLista,
    conocido?: number,
  ): Promise<Page<RegistroCatalogo>> {
    const todas = q.rowsPerPage === -1;
    // The API may count pages from 0 (spec §9); here pages count from 1.
    const pagina = todas ? 1 : q.page - c.api.primeraPagina + 1;
    const patron = q.search ? patronContiene(q.search) : null;
    const s = sentencias(q);
    const sinTotal =
      conocido !== undefined && SIN_TOTAL !== null && s.todas === LISTA.todas ? SIN_TOTAL : null;
    const u = sinTotal ?? s;
    const filas = await lector.tenantRead(q.search ? u.busqueda : u.todas, {
      patron,
      limite: todas ? null : q.rowsPerPage,
      desde: todas ? 0 : (pagina - 1) * q.rowsPerPage,
    });
    let total = sinTotal ? conocido! : filas.length > 0 ? Number(filas[0].total) : 0; // no-dinero: filas contadas
    if (!sinTotal && filas.length === 0 && pagina > 1) {
      const [fila] = await lector.tenantRead(s.contar, { patron });
      total = Number(fila.total); // no-dinero: filas contadas
    }
    const resultado = page(
      filas.map((f) => aRegistro(plan, f)),
      total,
      pagina,
      q.rowsPerPage,
    );
    return { ...resultado, current_page: resultado.current_page + c.api.primeraPagina - 1 };
  };
}
