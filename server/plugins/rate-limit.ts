import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

export const MENSAJE_LIMITE = 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.';

export class RateLimitError extends AppError {
  constructor() {
    super(429, MENSAJE_LIMITE);
  }
}

export const MENSAJE_LIMITES_CAIDOS =
  'No podemos verificar los intentos de acceso en este momento. Inténtalo de nuevo en unos minutos.';

/** The shared store of the limits (Redis) does not answer: a limit that fails closed refuses with this. */
export class LimitesNoDisponiblesError extends AppError {
  constructor() {
    super(503, MENSAJE_LIMITES_CAIDOS);
  }
}

/** When the shared store does not answer: 'cerrar' refuses (sign-in and the account forms), 'abrir' lets pass. */
export type AlFallar = 'cerrar' | 'abrir';

/** Returns the key a request is counted under, or null to not count it. */
export type ClaveLimite = (request: FastifyRequest) => string | null | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that allows `config.rateLimitMax` requests per minute for each key (`nombre` separates the counters
     * of different limits) and answers 429 in Spanish beyond that. Use several on one route for several limits.
     */
    limiteIntentos(
      nombre: string,
      clave: ClaveLimite,
      /** Requests per minute; default `config.rateLimitMax`. */
      max?: number,
      /** What to do while the shared store (Redis) does not answer; default 'abrir'. */
      alFallar?: AlFallar,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Attempt limits for the public forms (sign-in, sign-up, forgot password) and the public menu. With `REDIS_URL`
 * the counters are shared by every instance (the plugin's Redis store, plugins/redis.ts); without it they live in
 * this process's memory (an LRU of 5,000 keys per limit), and with several instances each one counts on its own.
 */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, nameSpace: `${app.config.redisPrefix}limite:` }),
  });

  app.decorate(
    'limiteIntentos',
    (nombre: string, clave: ClaveLimite, max?: number, alFallar: AlFallar = 'abrir') => {
      const limitar = app.createRateLimit({
        max: max ?? app.config.rateLimitMax,
        timeWindow: 60_000,
        keyGenerator: (request) => `${nombre}:${clave(request) ?? ''}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (!clave(request)) return;
        const resultado = await limitar(request).catch((error: unknown) => {
          request.log.error(
            { err: error, limite: nombre },
            `límite ${nombre}: el almacén no responde (${alFallar})`,
          );
          if (alFallar === 'cerrar') throw new LimitesNoDisponiblesError();
          return null;
        });
        if (!resultado || resultado.isAllowed || !resultado.isExceeded) return;
        reply.header('retry-after', resultado.ttlInSeconds);
        throw new RateLimitError();
      };
    },
  );
});
