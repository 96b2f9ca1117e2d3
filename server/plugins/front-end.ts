import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';

/** Serves the built React app; any other GET outside /api answers index.html so the browser router decides. */
export default fp<{ root: string }>(async (app, { root }) => {
  if (!existsSync(root)) {
    app.log.warn(`No existe ${root}: ejecuta "npm run build" para servir la aplicación web.`);
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api')
      return reply
        .status(404)
        .send({ success: false, code: 404, message: 'La ruta solicitada no existe', data: null });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
