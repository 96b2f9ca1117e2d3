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
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Attempt limits for the public forms (sign-in, sign-up, forgot password). The counters live in this process's
 * memory (an LRU of 5,000 keys per limit): with several instances each one counts on its own, so the effective limit is
 * multiplied by the instance count; a shared store (Redis, through the plugin's `redis` option) fixes that.
 */
export default fp(async (app) => {
  await app.register(rateLimit, { global: false });

  app.decorate('limiteIntentos', (nombre: string, clave: ClaveLimite, max?: number) => {
    const limitar = app.createRateLimit({
      max: max ?? app.config.rateLimitMax,
      timeWindow: 60_000,
      keyGenerator: (request) => `${nombre}:${clave(request) ?? ''}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!clave(request)) return;
      const resultado = await limitar(request);
      if (resultado.isAllowed || !resultado.isExceeded) return;
      reply.header('retry-after', resultado.ttlInSeconds);
      throw new RateLimitError();
    };
  });
});
