import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { htmlErrorCarta, htmlNoEncontrada, tituloCarta, escapar } from '../../common/cartaHtml';
import { CACHE_CARTA, enviarVersion, Representacion } from '../routes/carta';
import type { VersionCarta } from '../carta/plugin';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** Vite's content-hashed output: a changed file gets a new name, so browsers may keep these forever. */
const CACHE_INMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app; any other GET outside /api answers index.html so the browser router decides.
 * The build writes `.br` and `.gz` beside every asset (vite-plugin-compression2); `preCompressed` picks the one the
 * browser's Accept-Encoding allows. index.html is `no-cache` so a deploy is seen at once.
 */
export default fp<{ root: string }>(async (app, { root }) => {
  if (!existsSync(root)) {
    app.log.warn(`No existe ${root}: ejecuta "npm run build" para servir la aplicación web.`);
    return;
  }
  const comunes = { preCompressed: true, cacheControl: false, index: false as const };
  // Hashed assets: one wildcard route. A route per file (what `wildcard: false` sets up) cost ~0.4 s of every start
  // with ~500 files (issue 12: first start ≤ 3 s). An asset that does not exist is a 404, not index.html.
  if (existsSync(join(root, 'assets')))
    await app.register(fastifyStatic, {
      ...comunes,
      root: join(root, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      // build.sourcemap is 'hidden': the maps stay on the server's disk, never served.
      allowedPath: (ruta) => !ruta.endsWith('.map'),
      setHeaders: (reply) => reply.header('cache-control', CACHE_INMUTABLE),
    });
  // The few files at the top (index.html, favicon.svg…): a route each; the .br/.gz copies need none, `preCompressed`
  // finds them beside the file asked for.
  await app.register(fastifyStatic, {
    ...comunes,
    root,
    wildcard: false,
    // Nor the build's manifest (dist/.vite/, read by scripts/presupuestos.ts).
    globIgnore: ['assets/**', '**/*.map', '**/.vite/**', '**/*.br', '**/*.gz'],
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
  const plantillaCarta = join(root, 'carta.html');
  if (existsSync(plantillaCarta)) paginaCarta(app, cssEnLinea(readFileSync(plantillaCarta, 'utf8'), root));
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

/**
 * The built page's own stylesheets (`/assets/….css`) written into it as `<style>`: the carta's CSS is ~2 kB and all
 * of it is needed for the first paint, so a separate file only costs a phone one more round trip before anything
 * shows (Lighthouse's render-blocking requests; bench/lighthouse.ts). A link whose file is missing stays a link.
 */
export function cssEnLinea(plantilla: string, root: string): string {
  return plantilla.replace(
    /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (link, href: string) => {
      const archivo = join(root, href);
      return existsSync(archivo) ? `<style>${readFileSync(archivo, 'utf8').trim()}</style>` : link;
    },
  );
}

/**
 * GET /carta?menuId= (spec §2 'Public menu', issue 12): the carta's own page (Vite entry `carta.html`, script
 * `src/carta/`, its CSS inline) with the venue's menu already in the HTML, so it reads without JavaScript; the
 * script's search and tabs read that markup (the data is not sent twice: a JSON copy of it was a third of a
 * 150-product page's compressed bytes). The not-found view says so to the script with an empty `#datos-carta`. Unknown or regenerated id: 404 with the not-found
 * view; a failure: 500 with the error view. Cached like GET menu (public, a minute, an ETag that changes with the
 * menu and with the page's template, i.e. a deploy), compressed as the browser accepts (brotli or gzip, made once
 * per version); rate limited per address.
 */
function paginaCarta(app: FastifyInstance, plantilla: string) {
  const pagina = (titulo: string, contenido: string, datos: string) =>
    plantilla
      .replace(/<title>[^<]*<\/title>/, `<title>${escapar(titulo)}</title>`)
      .replace('<div id="carta"></div>', `<div id="carta">${contenido}</div>${datos}`);
  const deLaPlantilla = createHash('sha256').update(plantilla).digest('base64url').slice(0, 8);
  /** Each menu version's page, built and compressed once (dropped with the version: server/carta/plugin.ts). */
  const paginas = new WeakMap<VersionCarta, Representacion>();
  const limite = app.limiteIntentos('carta', (request) => request.ip, app.config.menuRateLimitMax);
  app.get<{ Querystring: { menuId?: string } }>('/carta', { onRequest: limite }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const menuId = typeof request.query.menuId === 'string' ? request.query.menuId : '';
    let version;
    try {
      version = await app.carta.porMenuId(menuId);
    } catch (error) {
      request.log.error({ err: error }, 'carta no disponible');
      return reply
        .code(500)
        .header('cache-control', 'no-store')
        .send(pagina('Carta Digital', htmlErrorCarta(), ''));
    }
    if (!version)
      return reply
        .code(404)
        .header('cache-control', CACHE_CARTA)
        .send(
          pagina(
            'Carta Digital',
            htmlNoEncontrada(),
            '<script type="application/json" id="datos-carta">null</script>',
          ),
        );
    let r = paginas.get(version);
    if (!r) {
      r = new Representacion(
        pagina(tituloCarta(version.menu), version.html, ''),
        `"p${deLaPlantilla}${version.etag.slice(1)}`,
        'text/html; charset=utf-8',
      );
      paginas.set(version, r);
    }
    await enviarVersion(request, reply, r);
    return reply;
  });
}
