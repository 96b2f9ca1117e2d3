import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { categorias } from '../../server/db/schema';
import { EMPRESA, tenantStatement, type TenantStatement } from '../../server/db/statement';
import { createPool } from '../../server/db/pg-pool';
import { createTestApp, type TestApp } from './harness';
import { adminUrl } from './db-kind';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;

const nombres = tenantStatement(
  'prueba_nombres',
  { nombre: categorias.nombre, empresa_id: categorias.empresa_id },
  (qb, campos) =>
    qb
      .select(campos)
      .from(categorias)
      .where(eq(categorias.empresa_id, sql.placeholder(EMPRESA)))
      .orderBy(categorias.nombre),
);

/** The same rows, without asking for the company: only row-level security stands in the way. */
const sinFiltro: TenantStatement<{ nombre: string; empresa_id: number | string }> = {
  name: 'prueba_sin_filtro',
  text: 'select nombre, empresa_id from categorias order by nombre',
  params: [],
  columns: ['nombre', 'empresa_id'],
};

const crear = (e: EmpresaDePrueba, nombre: string) =>
  t.app.inject({ method: 'POST', url: '/api/categorias/categoria', headers: e.auth, payload: { nombre } });

beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  for (const nombre of ['A uno', 'A dos']) await crear(a, nombre);
  await crear(b, 'B uno');
});

afterAll(() => t?.close());

describe('read-only company transactions', () => {
  it('refuse a write, and the row stays as it was', async () => {
    await expect(
      t.database.withTenant(
        a.empresaId,
        (tx) =>
          tx.update(categorias).set({ nombre: 'Cambiada' }).where(eq(categorias.empresa_id, a.empresaId)),
        { readOnly: true },
      ),
    ).rejects.toThrow();
    const filas = await t.database.readTenant(a.empresaId, nombres);
    expect(filas.map((f) => f.nombre)).toEqual(['A dos', 'A uno']);
  });

  it('run as the row-level-security role', async () => {
    const usuario = await t.database.withTenant(a.empresaId, async (tx) => {
      const res = (await tx.execute(sql`select current_user as usuario`)) as unknown as {
        rows: { usuario: string }[];
      };
      return res.rows[0].usuario;
    });
    expect(usuario).toBe('comanda_app');
  });
});

describe('single read statements (readTenant)', () => {
  it('answer only the company’s rows, keyed by the selected fields', async () => {
    const filas = await t.database.readTenant(a.empresaId, nombres);
    expect(filas.map((f) => f.nombre)).toEqual(['A dos', 'A uno']);
    expect(filas.every((f) => Number(f.empresa_id) === a.empresaId)).toBe(true);
  });

  it('cannot be pointed at another company: the company is not a value the caller sets', async () => {
    const filas = await t.database.readTenant(b.empresaId, nombres, { [EMPRESA]: a.empresaId });
    expect(filas.map((f) => f.nombre)).toEqual(['B uno']);
  });

  it('are still confined by row-level security when the query forgets the company', async () => {
    const filas = await t.database.readTenant(b.empresaId, sinFiltro);
    expect(filas.map((f) => f.nombre)).toEqual(['B uno']);
  });

  it('must filter by the company placeholder to be built at all', () => {
    expect(() =>
      tenantStatement('prueba_sin_empresa', { nombre: categorias.nombre }, (qb, campos) =>
        qb.select(campos).from(categorias),
      ),
    ).toThrow('La consulta prueba_sin_empresa no filtra por empresa');
  });

  it('reject a failing statement and leave the connection usable', async () => {
    const rota = { ...sinFiltro, name: 'prueba_rota', text: 'select 1/0 as nombre, 1 as empresa_id' };
    await expect(t.database.readTenant(a.empresaId, rota)).rejects.toThrow(/division by zero/);
    for (let i = 0; i < 6; i++)
      expect((await t.database.readTenant(a.empresaId, nombres)).map((f) => f.nombre)).toEqual([
        'A dos',
        'A uno',
      ]);
  });

  it('are read only, and leave neither the company nor the role behind on the connection', async () => {
    const escribe = {
      ...sinFiltro,
      name: 'prueba_escribe',
      text: "update categorias set nombre = 'Cambiada' returning nombre, empresa_id",
    };
    await expect(t.database.readTenant(a.empresaId, escribe)).rejects.toThrow(/read-only/);
    expect((await t.database.readTenant(a.empresaId, nombres)).map((f) => f.nombre)).toEqual([
      'A dos',
      'A uno',
    ]);
    // PGlite's one connection runs everything else too (PostgreSQL's pool has no owner connection in the suite).
    if (t.database.kind === 'pglite') {
      const { rows } = (await t.database.db.execute(
        sql`select current_setting('app.empresa_id', true) as empresa, current_user as rol`,
      )) as unknown as { rows: { empresa: string | null; rol: string }[] };
      expect(rows[0].empresa ?? '').toBe('');
      expect(rows[0].rol).not.toBe('comanda_app');
    }
  });

  it('never mix companies when many reads and transactions of two companies share the connections', async () => {
    const trabajos = Array.from({ length: 120 }, (_, i) => {
      const e = i % 2 === 0 ? a : b;
      const esperado = e === a ? ['A dos', 'A uno'] : ['B uno'];
      const leer =
        i % 3 === 0
          ? t.database.withTenant(e.empresaId, async (tx) =>
              (
                await tx.select({ nombre: categorias.nombre }).from(categorias).orderBy(categorias.nombre)
              ).map((f) => f.nombre),
            )
          : t.database.readTenant(e.empresaId, sinFiltro).then((filas) => filas.map((f) => f.nombre));
      return leer.then((obtenido) => expect(obtenido).toEqual(esperado));
    });
    await Promise.all(trabajos);
  });
});

describe.skipIf((process.env.TEST_DB ?? 'pglite') !== 'pg')('the PostgreSQL pool', () => {
  it('sends the queries of one event-loop turn in a single write', async () => {
    const pool = createPool({ connectionString: adminUrl(), max: 1 });
    const client = await pool.connect();
    try {
      const socket = (
        client as unknown as { connection: { stream: Writable & { writableBuffer: unknown[] } } }
      ).connection.stream;
      const respuestas = Promise.all([
        client.query('select 1 as n'),
        client.query('select 2 as n'),
        client.query('select 3 as n'),
      ]);
      // Held back together, to leave as one write (Writable's _writev) when the turn ends.
      expect(socket.writableCorked).toBeGreaterThan(0);
      expect(socket.writableBuffer).toHaveLength(3);
      expect((await respuestas).map((r) => r.rows[0].n)).toEqual([1, 2, 3]);
      expect(socket.writableCorked).toBe(0);
    } finally {
      client.release();
      await pool.end();
    }
  });

  it('opens company connections as the row-level-security role, or not at all', async () => {
    const pool = createPool({ connectionString: adminUrl(), max: 1, role: 'comanda_rol_inexistente' });
    try {
      await expect(pool.query('select 1')).rejects.toThrow(/comanda_rol_inexistente/);
    } finally {
      await pool.end();
    }
  });

  it('survives the server closing an idle connection, and the next query opens a new one', async () => {
    const pool = createPool({ connectionString: adminUrl(), max: 1 });
    try {
      const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      // The idle client's error reaches the pool: without its listener this would be an uncaught exception.
      const errorDelPool = once(pool, 'error');
      const admin = createPool({ connectionString: adminUrl(), max: 1 });
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      await errorDelPool;
      const otra = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(otra.rows[0].pid).not.toBe(rows[0].pid);
    } finally {
      await pool.end();
    }
  });
});
