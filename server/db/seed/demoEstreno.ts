import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
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

/** A table's date columns that hold a value in the template: what the first start moves. */
export interface FechasDeTabla {
  tabla: string;
  timestamps: string[];
  fechas: string[];
}

const filas = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
const id = (nombre: string) => `"${nombre.replaceAll('"', '""')}"`;

/** Tables kept by triggers from others' rows: moving their sources moves them (both follow ventas). */
const DERIVADAS = ['ventas_dias', 'ventas_productos_dias'];

/**
 * The date and timestamp columns of the public tables that hold a value (only the demo's and the reference lists'
 * rows are in the template): a table added later is found without a change here.
 */
export async function columnasConFecha(db: Db): Promise<FechasDeTabla[]> {
  const columnas = filas<{ tabla: string; columna: string; fecha: boolean }>(
    await db.execute(sql`
      select c.relname as tabla, a.attname as columna, a.atttypid = 'date'::regtype as fecha
      from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and c.relname not in (${sql.join(
          DERIVADAS.map((t) => sql`${t}`),
          sql`, `,
        )})
        and a.atttypid in ('timestamptz'::regtype, 'timestamp'::regtype, 'date'::regtype)
      order by 1, 2`),
  );
  const tablas = new Map<string, FechasDeTabla>();
  for (const { tabla, columna, fecha } of columnas) {
    const [{ hay }] = filas<{ hay: boolean }>(
      await db.execute(
        sql.raw(`select exists (select 1 from ${id(tabla)} where ${id(columna)} is not null) as hay`),
      ),
    );
    if (!hay) continue;
    const t = tablas.get(tabla) ?? { tabla, timestamps: [], fechas: [] };
    (fecha ? t.fechas : t.timestamps).push(columna);
    tablas.set(tabla, t);
  }
  return [...tablas.values()];
}

/**
 * Seeds the demo company into a template folder being built (its data already migrated): with a password nobody
 * keeps (each install gets its own at its first start), then the mark, which lists the columns to move.
 */
export async function sembrarDemoEnPlantilla(database: Database, pgdata: string): Promise<void> {
  await seedDemo(database, {
    trialDays: 30,
    publicUrl: 'http://localhost',
    dataDir: pgdata,
    demoPassword: randomBytes(24).toString('base64url'),
  });
  const columnas = await columnasConFecha(database.db);
  await writeFile(join(pgdata, MARCA_DEMO_POR_ESTRENAR), `${JSON.stringify(columnas, null, 1)}\n`);
}

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
  const columnas = JSON.parse(await readFile(marca, 'utf8')) as FechasDeTabla[];
  // scrypt runs on libuv's threads while the dates move.
  const passwordHash = passwordNueva(config).then(hashPassword);
  passwordHash.catch(() => {});
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
    await moverFechas(tx, columnas, desfase.segundos, Number(desfase.dias));
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
    for (const sede of await tx
      .select({ id: sedes.id })
      .from(sedes)
      .where(eq(sedes.empresa_id, demo.empresaId)))
      await tx.update(sedes).set({ menu_id: nuevoMenuId() }).where(eq(sedes.id, sede.id));
    await tx
      .update(usuarios)
      .set({ password_hash: await passwordHash })
      .where(eq(usuarios.id, demo.usuarioId));
  });
  await rm(marca, { force: true });
  return true;
}

/** The columns of `columnas` forward: timestamps by `segundos`, dates by `dias` (Bogotá's calendar). */
export async function moverFechas(
  tx: Db,
  columnas: FechasDeTabla[],
  segundos: string,
  dias: number,
): Promise<void> {
  for (const { tabla, timestamps, fechas } of columnas) {
    const asignaciones = [
      ...timestamps.map((c) => `${id(c)} = ${id(c)} + ${Number(segundos)} * interval '1 second'`),
      ...fechas.map((c) => `${id(c)} = ${id(c)} + ${Number(dias)}`),
    ];
    const donde = [...timestamps, ...fechas].map((c) => `${id(c)} is not null`).join(' or ');
    await tx.execute(sql.raw(`update ${id(tabla)} set ${asignaciones.join(', ')} where ${donde}`));
  }
}
