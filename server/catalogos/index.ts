import type { FastifyPluginAsync } from 'fastify';
import { CATALOGOS } from '../../common/catalogos';
import { sedes, TABLAS_CATALOGO, TABLAS_GLOBALES } from '../db/schema';
import { rutasCatalogo } from './rutas';
import { servicioCatalogo, type ServicioCatalogo } from './servicio';
import { EXTENSIONES_SERVIDOR } from './extensiones';

/** The tables a reference may point at, by catalogue name. */
const REFERIDAS = { sedes, ...TABLAS_GLOBALES, ...TABLAS_CATALOGO } as never;

/** Each declared catalogue's service, by `recurso` (custom code beside a declaration reaches it here). */
export const SERVICIOS: Record<string, ServicioCatalogo> = Object.fromEntries(
  CATALOGOS.map((c) => [
    c.recurso,
    servicioCatalogo(c, TABLAS_CATALOGO[c.recurso], REFERIDAS, EXTENSIONES_SERVIDOR[c.recurso]?.ganchos),
  ]),
);

/** Every declared catalogue's routes, mounted under /api. */
const catalogosRoutes: FastifyPluginAsync = async (app) => {
  for (const c of CATALOGOS) {
    const propio = EXTENSIONES_SERVIDOR[c.recurso]?.deConfig?.(app.config);
    const servicio = propio
      ? servicioCatalogo(c, TABLAS_CATALOGO[c.recurso], REFERIDAS, propio.ganchos)
      : SERVICIOS[c.recurso];
    await app.register(rutasCatalogo(c, servicio, propio?.lista));
  }
};

export default catalogosRoutes;
