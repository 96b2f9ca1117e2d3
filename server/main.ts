import { loadConfig } from './config';
import { buildApp } from './app';
import { DEMO_EMAIL, DEMO_PASSWORD } from './db/seed/demo';

const config = loadConfig();
const app = await buildApp({ config });

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.log.info(`${signal}: cerrando el servidor`);
    void app.close().then(() => process.exit(0));
  });

await app.listen({ port: config.port, host: config.host });
console.log(`\nComanda está lista en ${config.publicUrl}`);
if (config.seedDemo) console.log(`Cuenta demo: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
console.log(
  `Base de datos: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`}`,
);
