import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productos as declaracion } from '../../../common/catalogos';
import { SERVICIOS } from '../../catalogos';
import { paramsId } from '../../catalogos/esquemas';
import { productos } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { respuestaEnCache } from '../../eventos/respuesta';
import { declararAcceso, modulo, SESION } from '../../plugins/permisos';
import { MENSAJES_IMPORTACION } from '../../../common/importacionProductos';
import { ValidationError } from '../../lib/errors';
import { leerArchivo } from './importar/archivo';
import { importarFilas, importarYDeshacer } from './importar/servicio';
import { MENSAJES_PRODUCTOS as M } from './mensajes';
import { MENSAJES_OPCIONES } from '../gruposModificadores/mensajes';
import { guardarReceta, leerReceta } from './recetas';
import { guardarGruposProducto, leerGruposProducto } from './modificadores';
import { consultaImportacion, cuerpoGrupos, cuerpoReceta, esVerdadero, respuestasProductos } from './schemas';
import { catalogoVentaEnCache, TIPOS_CATALOGO } from './venta';

const LECTURA = { readOnly: true };

/**
 * Spec §7 'Products', beside the generated catalogue (productos, productos/producto(/{id})):
 * GET productos/orden (every product, in list order; kept per company like the till's catalogue), GET
 * productos/maestros (the products that have presentations), GET productos/maestros/producto/{id} (a master's
 * presentations), GET and POST
 * productos/producto/{id}/receta (the recipe; POST replaces it with `ingredientes: [{ id_ingrediente, cantidad }]`),
 * GET and POST productos/producto/{id}/modificadores (its modifier groups, issue 32; POST replaces them with
 * `grupos: [ids]` in order),
 * POST productos/importar (a multipart .xlsx or .csv: ./importar/)
 * and GET productos/venta (the till's catalogue, cached per company with an ETag: venta.ts).
 */
const productosRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The till's catalogue: any signed-in user (a cashier or a waiter without the catalogue's module still sells).
  declararAcceso(app, modulo(declaracion.modulo), { 'GET /productos/venta': SESION });
  const servicio = SERVICIOS[declaracion.recurso];
  const { lista, receta, importacion, venta, grupos } = respuestasProductos;

  app.get('/productos/venta', { schema: { response: venta } }, catalogoVentaEnCache(app.eventos));

  // Every product, whole (5,000: a 3.7 MB reply): read and written once per version, like the till's catalogue.
  app.get(
    '/productos/orden',
    { schema: { response: lista } },
    respuestaEnCache(app.eventos, TIPOS_CATALOGO, (request) =>
      request.tenant((scope) => servicio.buscar(scope), LECTURA),
    ),
  );

  app.get('/productos/maestros', { schema: { response: lista } }, async (request) =>
    ok(
      await request.tenant(
        (scope) =>
          servicio.buscar(
            scope,
            sql`exists (select 1 from productos p where p.empresa_id = ${productos.empresa_id} and p.id_producto_maestro = ${productos.id})`,
          ),
        LECTURA,
      ),
    ),
  );

  app.get(
    '/productos/maestros/producto/:id',
    { schema: { params: paramsId, response: lista } },
    async (request) =>
      ok(
        await request.tenant(async (scope) => {
          await scope.get(productos, request.params.id);
          return servicio.buscar(scope, eq(productos.id_producto_maestro, request.params.id));
        }, LECTURA),
      ),
  );

  app.get(
    '/productos/producto/:id/receta',
    { schema: { params: paramsId, response: receta } },
    async (request) => ok(await request.tenant((scope) => leerReceta(scope, request.params.id), LECTURA)),
  );

  app.post(
    '/productos/producto/:id/receta',
    {
      schema: {
        params: paramsId,
        body: cuerpoReceta,
        response: receta,
      },
    },
    async (request) =>
      ok(
        await request.tenant((scope) => guardarReceta(scope, request.params.id, request.body.ingredientes)),
        M.recetaGuardada,
      ),
  );

  app.get(
    '/productos/producto/:id/modificadores',
    { schema: { params: paramsId, response: grupos } },
    async (request) =>
      ok(await request.tenant((scope) => leerGruposProducto(scope, request.params.id), LECTURA)),
  );

  app.post(
    '/productos/producto/:id/modificadores',
    { schema: { params: paramsId, body: cuerpoGrupos, response: grupos } },
    async (request) =>
      ok(
        await request.tenant((scope) => guardarGruposProducto(scope, request.params.id, request.body.grupos)),
        MENSAJES_OPCIONES.gruposGuardados,
      ),
  );

  app.post(
    '/productos/importar',
    { schema: { querystring: consultaImportacion, response: importacion } },
    async (request) => {
      const archivo = Object.values(request.uploads)[0];
      if (!archivo) throw ValidationError.field('archivo', MENSAJES_IMPORTACION.sinArchivo);
      // Read (CPU only) before the transaction opens.
      const filas = leerArchivo(archivo.buffer);
      const vistaPrevia = esVerdadero(request.query.vista_previa);
      const hecho = vistaPrevia
        ? await importarYDeshacer((fn) => request.tenant(fn), filas)
        : await request.tenant((scope) => importarFilas(scope, filas));
      const resultado = { ...hecho, vista_previa: vistaPrevia };
      return ok(
        resultado,
        vistaPrevia
          ? MENSAJES_IMPORTACION.vistaPrevia(
              resultado.creados,
              resultado.actualizados,
              resultado.categorias_creadas,
            )
          : MENSAJES_IMPORTACION.importado(resultado.creados, resultado.actualizados),
      );
    },
  );
};

export default productosRoutes;
