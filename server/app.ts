import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import serializacion from './plugins/serializacion';
import errors from './plugins/errors';
import seguridad from './plugins/seguridad';
import database from './plugins/database';
import body from './plugins/body';
import auth from './plugins/auth';
import permisos from './plugins/permisos';
import captcha from './plugins/captcha';
import mail from './plugins/mail';
import redis from './plugins/redis';
import instancias from './plugins/instancias';
import rateLimit from './plugins/rate-limit';
import uploads from './plugins/uploads';
import outbox from './outbox/plugin';
import pagos from './pagos/plugin';
import erp from './erp/plugin';
import eventos from './eventos/plugin';
import vivo from './vivo/plugin';
import openapi from './plugins/openapi';
import { seedDemo } from './db/seed/demo';
import { opcionesRegistro } from './lib/registro';
import frontEnd from './plugins/front-end';
import carta from './carta/plugin';
import apiRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built front end served when `serveFrontEnd` is on; tests point it at a fake one. */
  frontEndDir?: string;
}

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

export async function buildApp({ config, database: db, logger, frontEndDir = distDir }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? opcionesRegistro(config),
    requestTimeout: 30_000,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 3 * 1024 * 1024,
    // Opening the database (PGlite migrating a fresh folder) can take longer than Fastify's 10 s default on a busy
    // machine (the suite runs two files at once beside other work): a slow start is no failed start.
    pluginTimeout: 60_000,
    // Every schema is zod's (plugins/serializacion.ts replaces the serializer): without these Fastify would load
    // its default compilers, Ajv and fast-json-stringify, which no route uses (~0.2 s of a start, issue 12).
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('config', config);

  await app.register(serializacion);
  await app.register(errors);
  await app.register(seguridad);
  await app.register(database, { config, database: db });
  await app.register(eventos);
  await app.register(body);
  await app.register(auth);
  // Before anything that adds routes: it sees every route and guards all of /api.
  await app.register(permisos);
  await app.register(captcha);
  await app.register(mail);
  await app.register(redis);
  await app.register(instancias);
  await app.register(rateLimit);
  await app.register(uploads);
  await app.register(outbox);
  await app.register(pagos);
  await app.register(erp);
  // The live connection (/ws, outside /api): after auth (it checks the greeting's token) and the events.
  await app.register(vivo);
  if (config.seedDemo && (await seedDemo(app.database, config))) app.log.info('Empresa demo creada');
  await app.register(carta);
  await app.register(openapi);
  await app.register(apiRoutes, { prefix: '/api' });
  if (config.serveFrontEnd) await app.register(frontEnd, { root: frontEndDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
