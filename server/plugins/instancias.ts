import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * How many other server processes use this database now: each holds listening connections named `comanda <id>`
 * (Database.instancia). pg_stat_activity shows every session's application_name to any login. PGlite: none.
 */
export async function otrasInstancias(database: Database): Promise<number> {
  if (database.kind !== 'pg') return 0;
  const resultado = await database.auth.execute(sql`
    select count(distinct application_name)::int as n from pg_stat_activity
    where datname = current_database() and application_name like 'comanda %'
      and application_name <> ${database.instancia}`);
  const filas = Array.isArray(resultado) ? resultado : (resultado as { rows: { n: number }[] }).rows;
  return Number((filas[0] as { n: number } | undefined)?.n ?? 0);
}

export const avisoSinRedis = (otras: number) =>
  `Hay ${otras} ${otras === 1 ? 'otra instancia' : 'otras instancias'} del servidor en esta base de datos y REDIS_URL ` +
  'no está definida: los límites de intentos y el bloqueo de cuentas cuentan en cada instancia por separado ' +
  '(un ataque repartido entre ellas multiplica su margen). Define REDIS_URL con un Redis que compartan todas.';

/** At start, a server without REDIS_URL warns when it sees other instances on its database. */
export default fp(async (app) => {
  if (app.config.redisUrl) return;
  app.addHook('onReady', async () => {
    const otras = await otrasInstancias(app.database).catch((error: unknown) => {
      app.log.warn({ err: error }, 'no se pudo saber si hay otras instancias');
      return 0;
    });
    if (otras > 0) app.log.warn({ otrasInstancias: otras }, avisoSinRedis(otras));
  });
});
