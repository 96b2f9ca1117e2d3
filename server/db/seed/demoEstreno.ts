import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import { fechaFinPrueba } from '../../services/empresas';
import type { Database, Db } from '../client';
import { cuadresCaja, empresas, nuevoMenuId, sedes, suscripcionesEmpresa, usuarios } from '../schema';
import { DEMO_EMAIL, passwordNueva, seedDemo } from './demo';
import { APERTURA_CAJA_DEMO } from './demoSembrar';

/**
 * The demo company in the build's template (issue 12, server/db/plantilla.ts). Seeding it at the first start cost
 * ~1.5 s of the 3 s budget; the build seeds it once into `pglite-demo-<fingerprint>` and leaves this file in that
 * folder. The first start that finds it in its data folder makes the demo its own (`estrenarDemo`), then removes it.
 */
export const MARCA_DEMO_POR_ESTRENAR = 'comanda-demo-por-estrenar';

/**
 * Seeds the demo company into a template folder being built (its data already migrated): with a password nobody
 * keeps (each install gets its own at its first start), then the mark.
 */
export async function sembrarDemoEnPlantilla(database: Database, pgdata: string): Promise<void> {
  await seedDemo(database, {
    trialDays: 30,
    publicUrl: 'http://localhost',
    dataDir: pgdata,
    demoPassword: randomBytes(24).toString('base64url'),
  });
  await writeFile(join(pgdata, MARCA_DEMO_POR_ESTRENAR), 'La empresa demo de la plantilla, sin estrenar\n');
}

const filas = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/**
 * At the first start on a folder copied from the demo template: every date moves by the time since the build (the
 * demo was written in one transaction, so its rows all said "now" then and say "now" again), the cash register
 * opens as the seed opens it, the trial ends TRIAL_DAYS after today, and the install gets its own demo password
 * (DEMO_PASSWORD, or a new one in DATA_DIR/demo-password as the seed writes it) and its own menu ids. One
 * transaction; the mark goes after it, so a start that stops halfway does it again. False when there is no mark.
 */
export async function estrenarDemo(
  database: Database,
  config: Pick<Config, 'trialDays' | 'dataDir' | 'demoPassword'>,
  pgdata: string,
): Promise<boolean> {
  const marca = join(pgdata, MARCA_DEMO_POR_ESTRENAR);
  if (!existsSync(marca)) return false;
  const passwordHash = await hashPassword(await passwordNueva(config));
  await database.db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ empresaId: usuarios.empresa_id, usuarioId: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, DEMO_EMAIL));
    const [desfase] = filas<{ segundos: string; dias: number }>(
      await tx.execute(sql`
        select extract(epoch from now() - created_at)::text as segundos,
          ((now() at time zone 'America/Bogota')::date - (created_at at time zone 'America/Bogota')::date)::int as dias
        from ${empresas} where ${empresas.id} = ${demo.empresaId}`),
    );
    await moverFechas(tx, desfase.segundos, Number(desfase.dias));
    await tx
      .update(cuadresCaja)
      .set({ abierta_at: APERTURA_CAJA_DEMO })
      .where(and(eq(cuadresCaja.empresa_id, demo.empresaId), sql`${cuadresCaja.cerrada_at} is null`));
    const [empresa] = await tx
      .select({ creada: empresas.created_at })
      .from(empresas)
      .where(eq(empresas.id, demo.empresaId));
    await tx
      .update(suscripcionesEmpresa)
      .set({ fecha_fin_periodo_prueba: fechaFinPrueba(empresa.creada, config.trialDays) })
      .where(eq(suscripcionesEmpresa.empresa_id, demo.empresaId));
    await tx.update(usuarios).set({ password_hash: passwordHash }).where(eq(usuarios.id, demo.usuarioId));
    for (const sede of await tx
      .select({ id: sedes.id })
      .from(sedes)
      .where(eq(sedes.empresa_id, demo.empresaId)))
      await tx.update(sedes).set({ menu_id: nuevoMenuId() }).where(eq(sedes.id, sede.id));
  });
  await rm(marca, { force: true });
  return true;
}

/**
 * Every timestamp of the public tables forward by `segundos`, every date by `dias` (Bogotá's calendar). Only the
 * demo and the reference lists are in the template, so every row is the demo's or has no date; a table added later
 * is moved without a change here.
 */
export async function moverFechas(tx: Db, segundos: string, dias: number): Promise<void> {
  const columnas = filas<{ tabla: string; columna: string; tipo: string }>(
    await tx.execute(sql`
      select table_name as tabla, column_name as columna, data_type as tipo
      from information_schema.columns c
      where table_schema = 'public' and (data_type like 'timestamp%' or data_type = 'date')
        and exists (select 1 from information_schema.tables t
          where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
      order by 1, 2`),
  );
  const porTabla = new Map<string, { columna: string; tipo: string }[]>();
  for (const c of columnas) porTabla.set(c.tabla, [...(porTabla.get(c.tabla) ?? []), c]);
  const id = (nombre: string) => `"${nombre.replaceAll('"', '""')}"`;
  const mover = ({ columna, tipo }: { columna: string; tipo: string }) =>
    tipo === 'date'
      ? `${id(columna)} = ${id(columna)} + ${Number(dias)}`
      : `${id(columna)} = ${id(columna)} + ${Number(segundos)} * interval '1 second'`;
  for (const [tabla, cols] of porTabla)
    await tx.execute(
      sql.raw(
        `update ${id(tabla)} set ${cols.map(mover).join(', ')} ` +
          `where ${cols.map((c) => `${id(c.columna)} is not null`).join(' or ')}`,
      ),
    );
}
