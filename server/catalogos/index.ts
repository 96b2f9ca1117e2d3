import type { FastifyPluginAsync } from 'fastify';
import { CATALOGOS } from '../../common/catalogos';
import { sedes, TABLAS_CATALOGO, TABLAS_GLOBALES } from '../db/schema';
import { reglasNits } from '../routes/nits/reglas';
import { rutasCatalogo } from './rutas';
import { ganchosProductos } from '../routes/productos/reglas';
import { servicioCatalogo, type GanchosCatalogo, type ServicioCatalogo } from './servicio';

/** The tables a reference may point at, by catalogue name. */
const REFERIDAS = { sedes, ...TABLAS_GLOBALES, ...TABLAS_CATALOGO } as never;

/** Code beside a declaration that joins its writes (rules across fields, server-written values, limits, guards). */
const GANCHOS: Record<string, GanchosCatalogo> = { productos: ganchosProductos, proveedores: reglasNits };

/** Each declared catalogue's service, by `recurso` (custom code beside a declaration reaches it here). */
export const SERVICIOS: Record<string, ServicioCatalogo> = Object.fromEntries(
  CATALOGOS.map((c) => [
    c.recurso,
    servicioCatalogo(c, TABLAS_CATALOGO[c.recurso], REFERIDAS, GANCHOS[c.recurso]),
  ]),
);

/** Every declared catalogue's routes, mounted under /api. */
const catalogosRoutes: FastifyPluginAsync = async (app) => {
  for (const c of CATALOGOS) await app.register(rutasCatalogo(c, SERVICIOS[c.recurso]));
};

export default catalogosRoutes;
