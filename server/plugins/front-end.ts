import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

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
  const assets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // build.sourcemap is 'hidden': the maps stay on the server's disk, never served.
    // nor the build's manifest (dist/.vite/, read by scripts/presupuestos.ts).
    globIgnore: ['**/*.map', '**/.vite/**'],
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? CACHE_INMUTABLE : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
