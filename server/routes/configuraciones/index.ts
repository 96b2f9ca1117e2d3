import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_LOGO } from '../../../common/configuraciones';
import { ok } from '../../lib/envelope';
import { ValidationError } from '../../lib/errors';
import { urlDeArchivo } from '../../plugins/uploads';
import { declararAcceso, modulo, PUBLICA, SESION } from '../../plugins/permisos';
import {
  buscarActividadesEconomicas,
  listarDepartamentos,
  listarMunicipios,
  listarTiposIdentificacion,
} from './referencias';
import {
  actividadesQuery,
  configuracionBody,
  configuracionesBody,
  MENSAJES_CONFIGURACIONES as M,
  municipiosQuery,
  respuestasConfiguraciones as R,
} from './schemas';
import {
  guardarConfiguracion,
  guardarConfiguraciones,
  guardarLogo,
  listarConfiguraciones,
  listarPaises,
  listarTiposDocumento,
} from './service';

/** Lookups change only with a new release (the seed runs at start): browsers may keep them for an hour. */
const CACHE_CATALOGO = 'public, max-age=3600';
/** The same for lookups behind a session: the browser may keep them, shared caches may not. */
const CACHE_CATALOGO_SESION = 'private, max-age=3600';

/**
 * Spec §7 'Configuration': GET configuraciones and POST configuraciones/configuracion (signed in), and the
 * public lookups the sign-up page needs before anyone signs in: GET configuraciones/paises, paises/hispanicos,
 * configuraciones/documentos. And the reference lists of suppliers and clients (issue 7), for any signed-in user:
 * DIAN identification types, DIVIPOLA departments and municipalities, CIIU economic activities.
 */
const configuracionesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('configSistema'), {
    'GET /configuraciones': SESION,
    'GET /configuraciones/paises': PUBLICA,
    'GET /paises/hispanicos': PUBLICA,
    'GET /configuraciones/documentos': PUBLICA,
    'GET /configuraciones/tiposIdentificacion': SESION,
    'GET /configuraciones/departamentos': SESION,
    'GET /configuraciones/municipios': SESION,
    'GET /configuraciones/actividadesEconomicas': SESION,
  });

  app.get('/configuraciones', { schema: { response: R.lista } }, async (request) =>
    ok(await request.tenant(listarConfiguraciones, { readOnly: true })),
  );

  app.post(
    '/configuraciones/configuracion',
    { schema: { body: configuracionBody, response: R.una } },
    async (request) =>
      ok(await request.tenant((scope) => guardarConfiguracion(scope, request.body)), M.guardada),
  );

  // The settings page's save: its entries together, all written or none (not in spec §7).
  app.post(
    '/configuraciones/configuracion/lote',
    { schema: { body: configuracionesBody, response: R.varias } },
    async (request) =>
      ok(await request.tenant((scope) => guardarConfiguraciones(scope, request.body)), M.guardadas),
  );

  // The receipts' logo (not in spec §7): the image checked by its bytes and stored before the transaction, removed
  // again if it fails; the replaced file removed after the commit.
  app.post(
    '/configuraciones/logo',
    { schema: { body: z.object({}).passthrough(), response: R.logo } },
    async (request) => {
      const archivo = request.uploads?.logo;
      if (!archivo) throw ValidationError.field('logo', MENSAJES_LOGO.requerido);
      const ruta = await app.uploads.save('logos', archivo, 'logo');
      let anterior: string | null;
      try {
        anterior = await request.tenant((scope) => guardarLogo(scope, ruta));
      } catch (error) {
        await app.uploads.remove(ruta);
        throw error;
      }
      if (anterior && anterior !== ruta) await app.uploads.remove(anterior);
      return ok({ logo: urlDeArchivo(ruta) }, MENSAJES_LOGO.guardado);
    },
  );

  app.delete('/configuraciones/logo', { schema: { response: R.logo } }, async (request) => {
    const anterior = await request.tenant((scope) => guardarLogo(scope, null));
    if (anterior) await app.uploads.remove(anterior);
    return ok({ logo: null }, MENSAJES_LOGO.eliminado);
  });

  app.get('/configuraciones/paises', { schema: { response: R.paises } }, async (_request, reply) => {
    reply.header('cache-control', CACHE_CATALOGO);
    return ok(await listarPaises(app.database.auth));
  });

  app.get('/paises/hispanicos', { schema: { response: R.paises } }, async (_request, reply) => {
    reply.header('cache-control', CACHE_CATALOGO);
    return ok(await listarPaises(app.database.auth, true));
  });

  app.get('/configuraciones/documentos', { schema: { response: R.documentos } }, async (_request, reply) => {
    reply.header('cache-control', CACHE_CATALOGO);
    return ok(await listarTiposDocumento(app.database.auth));
  });

  app.get(
    '/configuraciones/tiposIdentificacion',
    { schema: { response: R.tiposIdentificacion } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CATALOGO_SESION);
      return ok(await listarTiposIdentificacion(app.database.auth));
    },
  );

  app.get(
    '/configuraciones/departamentos',
    { schema: { response: R.departamentos } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CATALOGO_SESION);
      return ok(await listarDepartamentos(app.database.auth));
    },
  );

  app.get(
    '/configuraciones/municipios',
    { schema: { querystring: municipiosQuery, response: R.municipios } },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CATALOGO_SESION);
      return ok(await listarMunicipios(app.database.auth, request.query.id_departamento));
    },
  );

  app.get(
    '/configuraciones/actividadesEconomicas',
    { schema: { querystring: actividadesQuery, response: R.actividadesEconomicas } },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CATALOGO_SESION);
      return ok(await buscarActividadesEconomicas(app.database.auth, request.query.search || undefined));
    },
  );
};

export default configuracionesRoutes;
