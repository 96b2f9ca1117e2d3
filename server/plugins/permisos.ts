import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { MODULO_SESION, MODULOS, PERMISOS, puedeUsarModulo, type Modulo } from '../../common/modulos';
import type { AuthContext } from './auth';
import { ForbiddenError } from '../lib/errors';

/** The 403 of a signed-in user whose role lacks the route's module (the same words the browser's guard shows). */
export const SIN_PERMISO = 'No tienes permiso para acceder a este módulo.';

/**
 * What a route of the API demands: nothing (`publica`), or a signed-in user whose role may use the module with
 * this tag of common/modulos.ts (its tag in acceso_modulo_tag and, if the module has one, its role limit), and,
 * with `roles`, whose role is one of them (a module's writes: `ROLES_ESCRITURA`).
 * `MODULO_SESION` ('sesion') is any signed-in user whatever their tags.
 */
export type Acceso =
  { publica: true } | { modulo: string; otros?: string[]; tambien?: string[]; roles?: readonly number[] };

export const PUBLICA: Acceso = { publica: true };
/** Routes every signed-in user needs (me, logout, the error log, the configurations the shell reads). */
export const SESION: Acceso = { modulo: MODULO_SESION };
/** A module's tag; `otros`: further tags, any of which also opens the route (a read several screens need). */
export const modulo = (tag: string, ...otros: string[]): Acceso =>
  otros.length > 0 ? { modulo: tag, otros } : { modulo: tag };

/**
 * A module's route that also demands every one of these tags (permissions of common/modulos.ts `PERMISOS`): the
 * module opens the screen, the permission the act (charging: `conPermiso(modulo('ventas'), 'cobrar')`).
 */
export const conPermiso = (acceso: Acceso, ...tambien: string[]): Acceso => {
  if (!('modulo' in acceso)) throw new Error('conPermiso: solo sobre un módulo');
  return { ...acceso, tambien };
};

/** One method of one route under /api, as registered, with what it demands. */
export interface RutaApi {
  metodo: string;
  url: string;
  acceso: Acceso;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    acceso?: Acceso;
  }
  interface FastifyInstance {
    /** Every route under /api (filled when the app is ready): what the permission and isolation tests walk. */
    rutasApi: readonly RutaApi[];
  }
}

const bajoApi = (url: string | undefined): boolean => url === '/api' || Boolean(url?.startsWith('/api/'));

const esPublica = (acceso: Acceso | undefined): acceso is { publica: true } =>
  Boolean(acceso && 'publica' in acceso && acceso.publica === true);

/**
 * Declares, at the top of a route plugin, what its routes demand: `defecto` for each of them, and `excepciones`
 * keyed by 'METHOD /path' as the plugin writes the path (without the /api prefix; HEAD follows GET). The nearest
 * declaration wins. An exception that names no route of the plugin stops the start (a typo must not go unnoticed).
 */
export function declararAcceso(
  app: FastifyInstance,
  defecto: Acceso,
  excepciones: Record<string, Acceso> = {},
): void {
  const sinUsar = new Set(Object.keys(excepciones));
  app.addHook('onRoute', (route) => {
    const claves = [route.method].flat().map((m) => `${m === 'HEAD' ? 'GET' : m} ${route.routePath}`);
    const propias = [...new Set(claves.filter((clave) => Object.hasOwn(excepciones, clave)))];
    if (propias.length > 1 && new Set(propias.map((c) => excepciones[c])).size > 1)
      throw new Error(`Permisos distintos para los métodos de una misma ruta: ${propias.join(', ')}`);
    for (const clave of propias) sinUsar.delete(clave);
    route.config = { ...route.config, acceso: propias.length ? excepciones[propias[0]] : defecto };
  });
  app.addHook('onReady', async () => {
    if (sinUsar.size > 0)
      throw new Error(
        `Excepciones de permiso que no corresponden a ninguna ruta: ${[...sinUsar].join(', ')}`,
      );
  });
}

/** Why a declaration is not acceptable, or null. */
function problemaDe(
  acceso: Acceso | undefined,
  modulos: Map<string, Pick<Modulo, 'tag' | 'roles'>>,
): string | null {
  if (!acceso) return 'sin declarar (declararAcceso en su plugin)';
  if (esPublica(acceso)) return null;
  if (!('modulo' in acceso)) return 'declaración inválida';
  const desconocido = [acceso.modulo, ...(acceso.otros ?? []), ...(acceso.tambien ?? [])].find(
    (tag) => tag !== MODULO_SESION && !modulos.has(tag),
  );
  return desconocido === undefined ? null : `módulo desconocido '${desconocido}' (common/modulos.ts)`;
}

/**
 * Deny by default for all of /api: one onRequest hook authenticates every route that has not opted out with
 * PUBLICA, then checks the module it declared against the role (403 SIN_PERMISO before anything is parsed or
 * changed). A route under /api without a valid declaration makes the app refuse to start. Register it before
 * any plugin that adds routes.
 */
export default fp(
  async (app) => {
    const modulos = new Map<string, Pick<Modulo, 'tag' | 'roles'>>(
      [...MODULOS, ...PERMISOS].map((m) => [m.tag, m]),
    );
    const vistas: RouteOptions[] = [];
    const rutasApi: RutaApi[] = [];
    app.decorate('rutasApi', rutasApi);

    // Runs before the plugin's own declaration (parents' hooks first): keep the options, read them when ready.
    app.addHook('onRoute', (route) => {
      vistas.push(route);
    });

    app.addHook('onReady', async () => {
      const problemas: string[] = [];
      for (const route of vistas) {
        if (!bajoApi(route.url)) continue;
        const acceso = route.config?.acceso;
        for (const metodo of [route.method].flat()) {
          const problema = problemaDe(acceso, modulos);
          if (problema) problemas.push(`${metodo} ${route.url}: ${problema}`);
          else rutasApi.push({ metodo, url: route.url!, acceso: acceso!, schema: route.schema });
        }
      }
      if (problemas.length > 0)
        throw new Error(`Rutas de la API sin un permiso válido:\n  ${problemas.join('\n  ')}`);
    });

    const permite = (acceso: Acceso | undefined, auth: AuthContext): boolean => {
      if (!acceso || !('modulo' in acceso)) return false;
      if (acceso.roles && !acceso.roles.includes(auth.idRol)) return false;
      if (acceso.modulo === MODULO_SESION) return true;
      const puede = (tag: string) => {
        const mod = modulos.get(tag);
        return Boolean(mod && puedeUsarModulo({ id_rol: auth.idRol, acceso_modulo_tag: auth.acceso }, mod));
      };
      return [acceso.modulo, ...(acceso.otros ?? [])].some(puede) && (acceso.tambien ?? []).every(puede);
    };

    app.addHook('onRequest', async (request) => {
      const { url, config } = request.routeOptions;
      // Not found, or the front end's pages: nothing to guard here.
      if (!bajoApi(url)) return;
      if (esPublica(config.acceso)) return;
      await app.authenticate(request);
      if (!permite(config.acceso, request.auth!)) throw new ForbiddenError(SIN_PERMISO);
    });
  },
  { name: 'permisos', decorators: { fastify: ['authenticate'] } },
);
