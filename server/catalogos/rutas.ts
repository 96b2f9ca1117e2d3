import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pagina, respuestas } from '../../common/api';
import type { Catalogo } from '../../common/catalogo';
import { ROLES_ESCRITURA } from '../../common/modulos';
import { mensajesCatalogo } from '../../common/validacion';
import type { TenantReader, TenantScope } from '../db/tenant';
import { ok } from '../lib/envelope';
import { declararAcceso, modulo, type Acceso } from '../plugins/permisos';
import { registroListaCatalogo } from '../../common/catalogoRegistro';
import { informesQueFiltranPor } from '../../common/informes';
import { consultaLista, cuerpoCatalogo, paramsId, respuestasCatalogo, type Cuerpo } from './esquemas';
import type { ConsultaLista, ServicioCatalogo } from './servicio';
import { TIPOS_EVENTO } from '../eventos';
import { CachePaginas, CacheTotales } from './cache';

/** Fields the list's page carries besides its rows (the server's settings a screen needs), with their schema. */
export interface ExtraLista {
  esquema: z.ZodObject;
  valores(): Record<string, unknown>;
}

/**
 * The routes of one declared catalogue (spec §7 paths from its declaration): GET `lista` (page, rowsPerPage,
 * search), GET `item/{id}`, POST `item` (create), POST `item/{id}` with `_method=put` (update), DELETE
 * `item/{id}` (or `eliminar/{id}`). Every one needs the catalogue's module, the writes also one of the module's
 * `ROLES_ESCRITURA` (common/modulos.ts) where it has them; reads use prepared tenant statements.
 */
export function rutasCatalogo(
  c: Catalogo,
  servicio: ServicioCatalogo,
  extraLista?: ExtraLista,
): FastifyPluginAsync {
  const M = mensajesCatalogo(c, 'es');
  const R = respuestasCatalogo(c);
  // The extra fields are written by zod like the rest; the handler's type stays the plain page's.
  const respuestaPagina = (
    extraLista ? respuestas(pagina(registroListaCatalogo(c)).extend(extraLista.esquema.shape)) : R.pagina
  ) as typeof R.pagina;
  const crear = cuerpoCatalogo(c, 'crear');
  const actualizar = cuerpoCatalogo(c, 'actualizar');
  const item = `/${c.api.item}`;
  const borrar = `/${c.api.eliminar ?? c.api.item}/:id`;

  const imagenes = Object.entries(c.campos).flatMap(([k, campo]) =>
    campo.tipo === 'imagen' ? [[k, campo.carpeta] as const] : [],
  );

  /**
   * Stores the request's image files (checked by their bytes; a refused one is a 422 at its field) before the
   * transaction, runs `fn` with the body completed by their paths, deletes them again if it fails, and once it
   * has committed deletes the files the change left behind.
   */
  async function conImagenes<T>(
    app: FastifyInstance,
    request: FastifyRequest,
    fn: (scope: TenantScope, datos: Cuerpo, sobrantes: string[]) => Promise<T>,
  ): Promise<T> {
    const datos = { ...(request.body as Cuerpo) };
    const nuevas: string[] = [];
    const sobrantes: string[] = [];
    let resultado: T;
    try {
      for (const [k, carpeta] of imagenes) {
        const archivo = request.uploads?.[k];
        if (!archivo) continue;
        datos[k] = await app.uploads.save(carpeta, archivo, k);
        nuevas.push(datos[k] as string);
      }
      resultado = await request.tenant((scope) => fn(scope, datos, sobrantes));
    } catch (error) {
      for (const ruta of nuevas) await app.uploads.remove(ruta);
      throw error;
    }
    // Only now that the change is committed may the replaced files go.
    for (const ruta of sobrantes) await app.uploads.remove(ruta);
    return resultado;
  }

  /** A page with a filter switched on is read fresh (the cache keeps the unfiltered pages only). */
  const filtrada = (q: Record<string, unknown>) =>
    Object.keys(c.lista.filtros ?? {}).some((f) => q[f] === true);

  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const roles = ROLES_ESCRITURA[c.modulo];
    const escritura: Acceso = { modulo: c.modulo, roles };
    const informes = informesQueFiltranPor(c.recurso, c.api.lista);
    declararAcceso(app, modulo(c.modulo), {
      ...(informes.length ? { [`GET /${c.api.lista}`]: modulo(c.modulo, ...informes) } : {}),
      ...(roles
        ? { [`POST ${item}`]: escritura, [`POST ${item}/:id`]: escritura, [`DELETE ${borrar}`]: escritura }
        : {}),
    });

    const paginas = c.lista.cache ? new CachePaginas(app.eventos, c) : null;
    const tipo = TIPOS_EVENTO.find((t) => t === c.recurso);
    const totales = tipo ? new CacheTotales(app.eventos, tipo) : null;
    /** A page read now, counted unless its company's total for this search is kept. */
    const leer = (lector: TenantReader, empresaId: number, q: ConsultaLista) =>
      totales && !filtrada(q)
        ? totales.obtener(empresaId, q, (conocido) => servicio.listar(lector, q, conocido))
        : servicio.listar(lector, q);
    app.get(
      `/${c.api.lista}`,
      { schema: { querystring: consultaLista(c), response: respuestaPagina } },
      async (request) => {
        const pagina = await (paginas && !request.query.search && !filtrada(request.query)
          ? paginas.obtener(request.auth!.empresaId, request.query, () =>
              leer(request, request.auth!.empresaId, request.query),
            )
          : leer(request, request.auth!.empresaId, request.query));
        return ok(extraLista ? { ...pagina, ...extraLista.valores() } : pagina);
      },
    );

    app.get(`${item}/:id`, { schema: { params: paramsId, response: R.una } }, async (request) =>
      ok(await servicio.obtener(request, request.params.id)),
    );

    app.post(item, { schema: { body: crear, response: R.una } }, async (request) =>
      ok(await conImagenes(app, request, (scope, datos) => servicio.crear(scope, datos)), M.creado),
    );

    app.post(
      `${item}/:id`,
      { schema: { params: paramsId, body: actualizar, response: R.una } },
      async (request) =>
        ok(
          await conImagenes(app, request, (scope, datos, sobrantes) =>
            servicio.actualizar(scope, request.params.id, datos, sobrantes),
          ),
          M.actualizado,
        ),
    );

    app.delete(borrar, { schema: { params: paramsId, response: R.eliminada } }, async (request) => {
      const sobrantes: string[] = [];
      await request.tenant((scope) => servicio.eliminar(scope, request.params.id, sobrantes));
      for (const ruta of sobrantes) await app.uploads.remove(ruta);
      return ok(null, M.eliminado);
    });
  };
}
