import fp from 'fastify-plugin';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as serializarConZod } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { escritorDe } from '../lib/serializador';

export interface SerializacionOptions {
  /**
   * Every reply is also serialised through zod and a difference raises an error (a 500): for tests. Default: the
   * environment variable COMANDA_VERIFICAR_SERIALIZACION=1.
   */
  verificar?: boolean;
}

/** The reply written by the compiled writer and by zod differ: the writer has a bug. */
export class SerializacionDistinta extends Error {
  constructor(method: string, url: string, rapida: string, zod: string) {
    super(
      `La respuesta de ${method} ${url} no es la que escribe zod:\n  rápida: ${rapida}\n  zod:    ${zod}`,
    );
  }
}

/**
 * Replies are serialised through their route's zod response schema (the API contract: nothing outside it leaves),
 * by a writer compiled once per schema (lib/serializador.ts) instead of zod's encode and JSON.stringify on every
 * reply; what the writer does not handle exactly goes through zod. Register before any route.
 */
export default fp<SerializacionOptions>(
  async (app, { verificar = process.env.COMANDA_VERIFICAR_SERIALIZACION === '1' }) => {
    app.setSerializerCompiler(compiladorDeRespuestas(verificar));
  },
  { name: 'serializacion' },
);

/** The serializer compiler; `escritor` is replaceable so that a test can prove the verification bites. */
export function compiladorDeRespuestas(
  verificar: boolean,
  escritor: typeof escritorDe = escritorDe,
): FastifySerializerCompiler<unknown> {
  return (ruta) => {
    const conZod = serializarConZod(ruta as Parameters<typeof serializarConZod>[0]);
    // Content-type maps and the like: zod's compiler knows them.
    if (!(ruta.schema instanceof $ZodType)) return conZod;
    const escribir = escritor(ruta.schema);
    if (!verificar) return (data) => escribir(data) ?? conZod(data);
    return (data) => {
      const esperada = conZod(data);
      const rapida = escribir(data);
      if (rapida !== undefined && rapida !== esperada)
        throw new SerializacionDistinta(ruta.method, ruta.url, rapida, esperada);
      return esperada;
    };
  };
}
