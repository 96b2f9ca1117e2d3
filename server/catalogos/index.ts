import type { FastifyPluginAsync } from 'fastify';
import { CATALOGOS } from '../../common/catalogos';
import { sedes, TABLAS_CATALOGO, TABLAS_GLOBALES } from '../db/schema';
import { REGLAS } from './reglas';
import { rutasCatalogo } from './rutas';
import { servicioCatalogo, type ServicioCatalogo } from './servicio';

/** The tables a reference may point at, by catalogue name. */
const REFERIDAS = { sedes, ...TABLAS_GLOBALES, ...TABLAS_CATALOGO } as never;

/** Each declared catalogue's service, by `recurso` (custom code beside a declaration reaches it here). */
export const SERVICIOS: Record<string, ServicioCatalogo> = Object.fromEntries(
  CATALOGOS.map((c) => [
    c.recurso,
    servicioCatalogo(c, TABLAS_CATALOGO[c.recurso], REFERIDAS, REGLAS[c.recurso]),
  ]),
);

/** Every declared catalogue's routes, mounted under /api. */
const catalogosRoutes: FastifyPluginAsync = async (app) => {
  for (const c of CATALOGOS) await app.register(rutasCatalogo(c, SERVICIOS[c.recurso]));
};

export default catalogosRoutes;
