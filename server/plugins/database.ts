import fp from 'fastify-plugin';
import { openDatabase, type Database, type TenantOptions } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { restaurarPlantilla } from '../db/plantilla';
import { prepareDatabase } from '../db/prepare';
import { estrenarDemo } from '../db/seed/demoEstreno';
import { TenantScope, type OrigenCambio } from '../db/tenant';
import type { TenantStatement } from '../db/statement';
import { UnauthenticatedError } from '../lib/errors';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
  interface FastifyRequest {
    /**
     * Runs `fn` in a transaction scoped to the signed-in user's company. Routes that only read pass
     * `{ readOnly: true }`: PostgreSQL then refuses writes, and the reply does not wait for the COMMIT.
     */
    tenant<T>(fn: (scope: TenantScope) => Promise<T>, options?: TenantOptions): Promise<T>;
    /**
     * Runs one read statement (server/db/statement.ts) as the signed-in user's company, in one round trip
     * (`{ replica: true }`: on the read replica, as the reports read).
     */
    tenantRead<R>(
      statement: TenantStatement<R>,
      values?: Record<string, unknown>,
      options?: Pick<TenantOptions, 'replica'>,
    ): Promise<R[]>;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /** Tests hand in a database they prepared; the app then neither migrates it nor closes it. */
  database?: Database;
}

export default fp<DatabasePluginOptions>(async (app, { config, database }) => {
  if (database) {
    app.decorate('database', database);
  } else {
    const release = config.databaseUrl ? null : await lockDataDir(config.dataDir);
    const pgdata = `${config.dataDir}/pgdata`;
    // A first start copies the build's migrated folder (server/db/plantilla.ts) instead of migrating an empty one;
    // with SEED_DEMO the one that also holds the demo company.
    const plantilla = config.databaseUrl ? null : await restaurarPlantilla(pgdata, { demo: config.seedDemo });
    if (plantilla)
      app.log.info(`Carpeta de datos nueva: copiada de la plantilla ${plantilla} de la compilación`);
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      databaseAppUrl: config.databaseAppUrl,
      databaseAuthUrl: config.databaseAuthUrl,
      databaseReadUrl: config.databaseReadUrl,
      dataDir: pgdata,
    });
    // A template of this code is already prepared (its fingerprint covers the migrations and the seeds).
    if (!plantilla) await prepareDatabase(opened);
    await opened.soltarDueno();
    if (!config.databaseUrl && (await estrenarDemo(opened, config, pgdata)))
      app.log.info('Empresa demo creada (de la plantilla de la compilación)');
    app.decorate('database', opened);
    app.addHook('onClose', async () => {
      await opened.close();
      await release?.();
    });
  }

  /** A company transaction, then (committed) what its scope left for after the commit. */
  async function enEmpresa<T>(
    empresaId: number,
    fn: (scope: TenantScope) => Promise<T>,
    options?: TenantOptions,
    origen?: OrigenCambio,
  ): Promise<T> {
    let scope: TenantScope | undefined;
    const resultado = await app.database.withTenant(
      empresaId,
      (tx, conexion) => fn((scope = new TenantScope(tx, empresaId, origen, conexion))),
      options,
    );
    scope?.confirmado(app);
    return resultado;
  }

  app.decorateRequest('tenant', function <
    T,
  >(this: { auth: { empresaId: number; usuarioId: number; sedes?: number[] | null } | null; ip: string }, fn: (scope: TenantScope) => Promise<T>, options?: TenantOptions) {
    const auth = this.auth;
    if (!auth) throw new UnauthenticatedError();
    return enEmpresa(auth.empresaId, fn, options, {
      ip: this.ip,
      usuarioId: auth.usuarioId,
      sedes: auth.sedes,
    });
  });

  app.decorateRequest('tenantRead', function <
    R,
  >(this: { auth: { empresaId: number } | null }, statement: TenantStatement<R>, values?: Record<string, unknown>, options?: Pick<TenantOptions, 'replica'>) {
    const auth = this.auth;
    if (!auth) throw new UnauthenticatedError();
    return app.database.readTenant(auth.empresaId, statement, values, options);
  });
});
