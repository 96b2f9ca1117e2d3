import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { adminUrl } from '../api/db-kind';
import { startServer } from './support/server';

/**
 * With DATABASE_URL, the browser files run on PostgreSQL, each on a database of its own. Migrating one and seeding
 * the demo company took ~60 s of every file on a loaded machine; here the server does it once, into
 * E2E_PLANTILLA_PG, and each file's database is a copy of it (`create database … template`, a second or two).
 * PGlite files copy the build's demo folder already (server/db/plantilla.ts).
 */
export default async function setup(project: TestProject) {
  const nombre = (project.config.env as Record<string, string>).E2E_PLANTILLA_PG;
  if (!nombre || !process.env.DATABASE_URL) return;
  const admin = async (sentencia: string) => {
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    try {
      await c.query(sentencia);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${nombre} with (force)`);
  await admin(`create database ${nombre}`);
  // The server migrates it and seeds the demo as at any first start; stopping it closes every connection, which
  // a template needs.
  const server = await startServer({ DATABASE_URL: adminUrl(nombre), SERVE_FRONTEND: '0' });
  await server.stop();
  return () => admin(`drop database if exists ${nombre} with (force)`);
}
