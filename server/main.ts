import { loadConfig } from './config';
import { buildApp } from './app';
import { credencialDemo } from './db/seed/demo';

/** A start-up refusal (bad setting, database refusing) is printed as its Spanish message, without a stack trace. */
function detener(err: unknown): never {
  const mensaje = err instanceof Error ? err.message : String(err);
  console.error(`\nComanda no pudo iniciar.\n${mensaje}\n`);
  process.exit(1);
}

try {
  const config = loadConfig();
  const app = await buildApp({ config });

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      app.log.info(`${signal}: cerrando el servidor`);
      void app.close().then(() => process.exit(0));
    });

  await app.listen({ port: config.port, host: config.host });
  console.log(`\nComanda está lista en ${config.publicUrl}`);
  const demo = config.seedDemo ? await credencialDemo(app.database, config) : null;
  // Without a password that still opens the account, the e-mail alone: never a wrong password.
  if (demo) console.log(`Cuenta demo: ${demo.email}${demo.password ? ` / ${demo.password}` : ''}`);
  console.log(
    `Base de datos: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`}`,
  );
} catch (err) {
  detener(err);
}
