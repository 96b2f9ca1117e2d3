import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis the instances share (`REDIS_URL`), or null: each instance keeps its limits in memory. */
    redis: Redis | null;
  }
}

/** A command Redis does not answer in this time fails (a hung Redis must not hold a sign-in). */
const ESPERA_MS = 1000;

/**
 * The shared Redis of the rate limits and the sign-in lockout. Commands never wait for a connection (no offline
 * queue): while Redis is down they fail at once, and each limit decides (routes/auth fail closed, the rest open).
 * A Redis unreachable at start is logged and retried in the background; the server starts all the same.
 */
export default fp(async (app) => {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: ESPERA_MS,
    commandTimeout: ESPERA_MS,
    retryStrategy: (intentos) => Math.min(intentos * 500, 5000),
  });
  let caido = false;
  redis.on('error', (error: Error) => {
    if (caido) return; // once per outage, not at every reconnection attempt
    caido = true;
    app.log.error(
      { err: error },
      'Redis no responde: los límites de inicio de sesión rechazan, los demás dejan pasar',
    );
  });
  redis.on('ready', () => {
    if (caido) app.log.info('Redis responde de nuevo');
    caido = false;
  });
  await redis.connect().catch(() => undefined); // logged by the error listener
  app.decorate('redis', redis);
  app.addHook('onClose', () => redis.disconnect());
});
