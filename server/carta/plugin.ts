import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, inArray } from 'drizzle-orm';
import type { CategoriaCarta, MenuCarta } from '../../common/carta';
import { CONFIGURACIONES } from '../../common/configuraciones';
import { htmlCarta } from '../../common/cartaHtml';
import { configuraciones, empresas, sedes } from '../db/schema';
import { CachePorEmpresa } from '../eventos/cache';
import type { TipoEvento } from '../eventos';
import { ok } from '../lib/envelope';
import { leerCatalogoVenta } from '../routes/productos/venta';

/** One venue's menu, ready to send: the API's JSON and ETag, and the page's markup. */
export interface VersionCarta {
  menu: MenuCarta;
  cuerpo: string;
  etag: string;
  html: string;
}

/** Where a menu id leads. */
interface Destino {
  empresaId: number;
  idSede: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    carta: {
      /** A venue's menu by its public id, or null if no venue has that id (unknown, malformed or regenerated). */
      porMenuId(menuId: string): Promise<VersionCarta | null>;
    };
  }
}

/** What changes a menu: the till catalogue's kinds, venues (name, address, menu id) and the settings. */
const TIPOS: TipoEvento[] = [
  'productos',
  'categorias',
  'productosImpuestos',
  'puntosImpresion',
  'sedes',
  'configuraciones',
];

/** A menu id as nuevoMenuId() writes it; anything else is a 404 without asking the database. */
export const PATRON_MENU_ID = /^[0-9a-f]{64}$/;

const MAX_DIRECTORIO = 10_000;

const DEFECTO = (nombre: string) => CONFIGURACIONES.find((c) => c.nombre === nombre)?.defecto ?? '';

/**
 * The public menu (issue 12). A menu id is looked up once on the owner's connection (venues are read before the
 * company is known; the id is 256 random bits, so it cannot be guessed) and remembered in `directorio` until a
 * 'sedes' event of that company (a regenerated id drops at once, on every instance). Each company's menus — one
 * per venue — are built together and kept in a CachePorEmpresa invalidated with the till's catalogue, plus venue and
 * settings changes.
 */
export default fp(
  async (app) => {
    const cache = new CachePorEmpresa<Map<number, VersionCarta>>(app.eventos, TIPOS);
    const directorio = new Map<string, Destino>();
    const olvidarEmpresa = (empresaId: number) => {
      for (const [id, d] of directorio) if (d.empresaId === empresaId) directorio.delete(id);
    };
    app.eventos.suscribir(
      'sedes',
      ({ empresaId }) => olvidarEmpresa(empresaId),
      () => directorio.clear(),
    );

    async function destino(menuId: string): Promise<Destino | null> {
      const conocido = directorio.get(menuId);
      if (conocido) return conocido;
      const [fila] = await app.database.auth
        .select({ empresaId: sedes.empresa_id, idSede: sedes.id })
        .from(sedes)
        .where(eq(sedes.menu_id, menuId))
        .limit(1);
      if (!fila) return null;
      if (directorio.size >= MAX_DIRECTORIO) directorio.delete(directorio.keys().next().value as string);
      directorio.set(menuId, fila);
      return fila;
    }

    async function construir(empresaId: number): Promise<Map<number, VersionCarta>> {
      const lector = {
        tenantRead: ((s, v) => app.database.readTenant(empresaId, s, v)) as Parameters<
          typeof leerCatalogoVenta
        >[0]['tenantRead'],
      };
      const [catalogo, datos] = await Promise.all([
        leerCatalogoVenta(lector),
        app.database.withTenant(
          empresaId,
          async (tx) => {
            const [empresa] = await tx
              .select({ nombre: empresas.nombre })
              .from(empresas)
              .where(eq(empresas.id, empresaId));
            const venues = await tx
              .select({ id: sedes.id, direccion: sedes.direccion })
              .from(sedes)
              .where(eq(sedes.empresa_id, empresaId));
            const ajustes = await tx
              .select({ nombre: configuraciones.nombre, valor: configuraciones.valor })
              .from(configuraciones)
              .where(
                and(
                  eq(configuraciones.empresa_id, empresaId),
                  inArray(configuraciones.nombre, ['direccion', 'telefono']),
                ),
              );
            return { empresa, venues, ajustes };
          },
          { readOnly: true },
        ),
      ]);
      const ajuste = (nombre: string) =>
        (datos.ajustes.find((a) => a.nombre === nombre)?.valor ?? DEFECTO(nombre)).trim() || null;

      // Categories visible on the carta (a child only if its parent is too), in the carta's order, with their
      // products; empty ones drop out.
      const visibles = new Map(catalogo.categorias.map((c) => [c.id, c]));
      const esVisible = (id: number) => {
        const c = visibles.get(id);
        if (!c?.visible_carta) return false;
        return c.id_categoria_padre === null || visibles.get(c.id_categoria_padre)?.visible_carta === true;
      };
      const categorias: CategoriaCarta[] = catalogo.categorias
        .filter((c) => esVisible(c.id))
        .map((c) => ({
          id: c.id,
          nombre: c.nombre,
          producto: catalogo.productos
            .filter((p) => p.id_categoria === c.id)
            .map((p) => ({
              id: p.id,
              nombre: p.nombre,
              descripcion: p.descripcion,
              precio_venta: p.precio_venta,
              icono_url: p.icono,
            })),
        }))
        .filter((c) => c.producto.length > 0);

      const versiones = new Map<number, VersionCarta>();
      for (const sede of datos.venues) {
        const menu: MenuCarta = {
          businessName: datos.empresa?.nombre ?? '',
          direccion: sede.direccion?.trim() || ajuste('direccion'),
          telefono: ajuste('telefono'),
          categorias,
        };
        const cuerpo = JSON.stringify(ok(menu));
        const etag = `"${createHash('sha256').update(cuerpo).digest('base64url').slice(0, 27)}"`;
        versiones.set(sede.id, { menu, cuerpo, etag, html: htmlCarta(menu) });
      }
      return versiones;
    }

    app.decorate('carta', {
      async porMenuId(menuId: string) {
        if (!PATRON_MENU_ID.test(menuId)) return null;
        const d = await destino(menuId);
        if (!d) return null;
        const versiones = await cache.obtener(d.empresaId, () => construir(d.empresaId));
        const version = versiones.get(d.idSede);
        if (version) return version;
        // A venue created after the build: build again once.
        cache.invalidar(d.empresaId);
        return (await cache.obtener(d.empresaId, () => construir(d.empresaId))).get(d.idSede) ?? null;
      },
    });
  },
  { name: 'carta', dependencies: [] },
);
