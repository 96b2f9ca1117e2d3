import type { FastifyPluginAsync } from 'fastify';
import { CATALOGOS } from '../../common/catalogos';
import { sedes, TABLAS_CATALOGO, TABLAS_GLOBALES } from '../db/schema';
import { reglasNits } from '../routes/nits/reglas';
import { rutasCatalogo, type ExtraLista } from './rutas';
import { ganchosProductos } from '../routes/productos/reglas';
import { extraListaPuntos, ganchosPuntosImpresion } from '../routes/puntosImpresion/reglas';
import { servicioCatalogo, type GanchosCatalogo, type ServicioCatalogo } from './servicio';
import type { Config } from '../config';
import { opcionesImpresoras } from '../tiquetes/impresora';

/** The tables a reference may point at, by catalogue name. */
const REFERIDAS = { sedes, ...TABLAS_GLOBALES, ...TABLAS_CATALOGO } as never;

/** Code beside a declaration that joins its writes (rules across fields, server-written values, limits, guards). */
const GANCHOS: Record<string, GanchosCatalogo> = {
  productos: ganchosProductos,
  proveedores: reglasNits,
  // Outside a server's routes (seeds) no print point goes to a network printer.
  puntosImpresion: ganchosPuntosImpresion({ red: false, permitirLoopback: false }),
};

/** Catalogues whose writes and list depend on the server's settings: their hooks and list extras, per app. */
const DE_CONFIG: Record<string, (config: Config) => { ganchos: GanchosCatalogo; lista?: ExtraLista }> = {
  puntosImpresion: (config) => ({
    ganchos: ganchosPuntosImpresion(opcionesImpresoras(config)),
    lista: extraListaPuntos(opcionesImpresoras(config)),
  }),
};

/** Each declared catalogue's service, by `recurso` (custom code beside a declaration reaches it here). */
export const SERVICIOS: Record<string, ServicioCatalogo> = Object.fromEntries(
  CATALOGOS.map((c) => [
    c.recurso,
    servicioCatalogo(c, TABLAS_CATALOGO[c.recurso], REFERIDAS, GANCHOS[c.recurso]),
  ]),
);

/** Every declared catalogue's routes, mounted under /api. */
const catalogosRoutes: FastifyPluginAsync = async (app) => {
  for (const c of CATALOGOS) {
    const propio = DE_CONFIG[c.recurso]?.(app.config);
    const servicio = propio
      ? servicioCatalogo(c, TABLAS_CATALOGO[c.recurso], REFERIDAS, propio.ganchos)
      : SERVICIOS[c.recurso];
    await app.register(rutasCatalogo(c, servicio, propio?.lista));
  }
};

export default catalogosRoutes;
