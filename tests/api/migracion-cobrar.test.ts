import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate, migrationsFolder } from '../../server/db/migrate';
import { abrirBaseDePrueba, type BaseDePrueba } from './harness';
import { filasDe } from './fixtures';

/**
 * Migration 0034_permiso_cobrar (issue 25): collecting money became the 'cobrar' permission, and whoever could
 * charge before (the sales or the counter-sale module) keeps it. A database at 0033 gets users as the old code
 * wrote them, then the real migration runs.
 */
const ANTERIOR = '0033_idempotencia_rol_sesion';

let base: BaseDePrueba;
let carpeta: string;

beforeAll(async () => {
  base = await abrirBaseDePrueba({ vacia: true });
  carpeta = await mkdtemp(join(tmpdir(), 'comanda-migraciones-'));
  await cp(migrationsFolder, carpeta, { recursive: true });
  const journal = join(carpeta, 'meta/_journal.json');
  const j = JSON.parse(await readFile(journal, 'utf8')) as { entries: { tag: string }[] };
  j.entries = j.entries.slice(0, j.entries.findIndex((e) => e.tag === ANTERIOR) + 1);
  expect(j.entries.at(-1)?.tag).toBe(ANTERIOR);
  await writeFile(journal, JSON.stringify(j));
  await migrate(base.database, carpeta);
}, 120_000);
afterAll(async () => {
  await base?.database.close();
  await base?.dropDb();
  if (carpeta) await rm(carpeta, { recursive: true, force: true });
  if (base) await rm(base.dataDir, { recursive: true, force: true });
});

it('adds cobrar to whoever had the sales or counter-sale module, and to nobody else', async () => {
  const { db } = base.database;
  const [empresa] = filasDe(
    await db.execute(sql`
      insert into empresas (nombre, tipo_negocio, id_pais, tipo_documento, documento, telefono, codigo_telefono)
      values ('Empresa 0033', 'Restaurante', 53, 2, '900000000', '+573000000000', '+57_CO') returning id`),
  );
  const antes: Record<string, string> = {
    propietario: '*',
    mesero: 'ventas,ordenes',
    mostrador: 'ventaInmediata',
    cajero: 'ventas;ventaInmediata|cuadreCaja',
    cocina: 'ordenes',
    contador: 'operaciones,gastos,compras',
    ninguno: '',
    ya: 'ventas,cobrar',
  };
  for (const [nombre, acceso] of Object.entries(antes))
    await db.execute(sql`
      insert into usuarios (empresa_id, nombre, apellido, email, password_hash, id_rol, acceso_modulo_tag)
      values (${empresa.id}, ${nombre}, 'Antiguo', ${`${nombre}@ejemplo.co`}, 'x', 3, ${acceso})`);

  await migrate(base.database);

  const filas = filasDe(await db.execute(sql`select nombre, acceso_modulo_tag from usuarios`));
  expect(Object.fromEntries(filas.map((f) => [f.nombre, f.acceso_modulo_tag]))).toEqual({
    propietario: '*',
    mesero: 'ventas,ordenes,cobrar',
    mostrador: 'ventaInmediata,cobrar',
    cajero: 'ventas;ventaInmediata|cuadreCaja,cobrar',
    cocina: 'ordenes',
    contador: 'operaciones,gastos,compras',
    ninguno: '',
    ya: 'ventas,cobrar',
  });
});
