import { afterAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import errors from '../../server/plugins/errors';
import permisos, {
  declararAcceso,
  modulo,
  PUBLICA,
  SESION,
  SIN_PERMISO,
} from '../../server/plugins/permisos';
import { UnauthenticatedError } from '../../server/lib/errors';

/**
 * The permissions plugin on a bare Fastify app: the signed-in user comes from the headers x-rol and x-acceso
 * (no header: no session), so these tests need no database.
 */
const authDePrueba = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const rol = request.headers['x-rol'];
    if (rol === undefined) throw new UnauthenticatedError();
    request.auth = {
      usuarioId: 1,
      empresaId: 1,
      idRol: Number(rol),
      acceso: String(request.headers['x-acceso'] ?? ''),
      sedes: null,
      tokenHash: 'x',
    };
  });
});

async function construir(rutas: FastifyPluginAsync, fuera?: FastifyPluginAsync) {
  const app = Fastify({ logger: false });
  await app.register(errors);
  await app.register(authDePrueba);
  await app.register(permisos);
  await app.register(rutas, { prefix: '/api' });
  if (fuera) await app.register(fuera);
  return app;
}

const respuesta = async () => ({ success: true });

describe('an /api route without a valid declaration stops the start', () => {
  it('refuses a route with no declaration, naming it', async () => {
    const app = await construir(async (api) => {
      api.get('/olvidada', respuesta);
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/olvidada: sin declarar/);
  });

  it('refuses a route added outside any route plugin under /api', async () => {
    const app = await construir(
      async () => {},
      fp(async (raiz: FastifyInstance) => {
        raiz.post('/api/suelta', respuesta);
      }),
    );
    await expect(app.ready()).rejects.toThrow(/POST \/api\/suelta: sin declarar/);
  });

  it('refuses a module tag that is not in the module map', async () => {
    const app = await construir(async (api) => {
      declararAcceso(api, modulo('inventado'));
      api.get('/x', respuesta);
    });
    await expect(app.ready()).rejects.toThrow(/módulo desconocido 'inventado'/);
  });

  it('refuses an exception that names no route (a typo)', async () => {
    const app = await construir(async (api) => {
      declararAcceso(api, SESION, { 'GET /logni': PUBLICA });
      api.get('/login', respuesta);
    });
    await expect(app.ready()).rejects.toThrow(/GET \/logni/);
  });

  it('asks nothing of the routes outside /api (the front end)', async () => {
    const app = await construir(
      async (api) => {
        declararAcceso(api, SESION);
        api.get('/me', respuesta);
      },
      async (raiz) => {
        raiz.get('/pagina', respuesta);
      },
    );
    await app.ready();
    expect((await app.inject({ url: '/pagina' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me' })).statusCode).toBe(401);
    await app.close();
  });
});

describe('the declaration', () => {
  it('takes exceptions by method and path, HEAD following GET; the rest is private', async () => {
    const app = await construir(async (api) => {
      declararAcceso(api, modulo('categorias'), { 'GET /x': PUBLICA });
      api.get('/x', respuesta);
      api.post('/x', respuesta);
    });
    expect((await app.inject({ url: '/api/x' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/api/x' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/x' })).statusCode).toBe(401);
    await app.close();
  });

  it('lets a nested plugin declare its own, the nearest winning', async () => {
    const app = await construir(async (api) => {
      declararAcceso(api, SESION);
      api.get('/privada', respuesta);
      await api.register(async (hijo) => {
        declararAcceso(hijo, PUBLICA);
        hijo.get('/abierta', respuesta);
      });
    });
    expect((await app.inject({ url: '/api/abierta' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/privada' })).statusCode).toBe(401);
    await app.close();
  });
});

describe('the check (spec §6)', () => {
  let ejecutadas = 0;
  const contar = async () => {
    ejecutadas += 1;
    return { success: true };
  };
  const app = construir(async (api) => {
    declararAcceso(api, SESION, {
      'POST /categorias': modulo('categorias'),
      'GET /suscripciones': modulo('suscripciones'),
      'GET /devoluciones': modulo('informeDevolucionGastos'),
      'GET /usuarios': modulo('usuarios'),
    });
    api.get('/me', contar);
    api.post('/categorias', contar);
    api.get('/suscripciones', contar);
    api.get('/devoluciones', contar);
    api.get('/usuarios', contar);
  });
  afterAll(async () => (await app).close());
  const pedir = async (url: string, rol: number, acceso: string, method: 'GET' | 'POST' = 'GET') =>
    (await app).inject({ method, url, headers: { 'x-rol': String(rol), 'x-acceso': acceso } });

  it('answers 403 in Spanish without running the handler when the tag is missing', async () => {
    const antes = ejecutadas;
    const res = await pedir('/api/categorias', 2, 'ventas', 'POST');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 403, message: SIN_PERMISO, data: null });
    expect(ejecutadas).toBe(antes);
    expect((await pedir('/api/categorias', 2, 'ventas categorias', 'POST')).statusCode).toBe(200);
    expect((await pedir('/api/categorias', 2, '*', 'POST')).statusCode).toBe(200);
    expect(ejecutadas).toBe(antes + 2);
  });

  it('serves the session routes to any signed-in user, tags or not', async () => {
    expect((await pedir('/api/me', 9, '')).statusCode).toBe(200);
  });

  it('keeps subscriptions for id_rol 0, even against *', async () => {
    expect((await pedir('/api/suscripciones', 0, 'suscripciones')).statusCode).toBe(200);
    expect((await pedir('/api/suscripciones', 1, '*')).statusCode).toBe(403);
    expect((await pedir('/api/suscripciones', 0, 'ventas')).statusCode).toBe(403);
  });

  it('keeps the cancelled reports and user administration for id_rol 0 and 1', async () => {
    for (const url of ['/api/devoluciones', '/api/usuarios']) {
      expect((await pedir(url, 0, '*')).statusCode, url).toBe(200);
      expect((await pedir(url, 1, '*')).statusCode, url).toBe(200);
      expect((await pedir(url, 2, '*')).statusCode, url).toBe(403);
    }
  });
});
