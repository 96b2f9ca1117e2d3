import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { categorias, outbox } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { abrirBaseDePrueba, createTestApp, type TestApp } from './harness';
import { credencialDemo } from '../../server/db/seed/demo';
import { crearSede } from './catalogos-soporte';
import { codigoDeError, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';

const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;

beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  for (const e of [a, b])
    await t.database.withTenant(e.empresaId, (tx) =>
      tx.insert(categorias).values({ empresa_id: e.empresaId, nombre: `Cat ${e.empresaId}` }),
    );
});
afterAll(() => t.close());

const filas = async (query: SQL) => filasDe(await t.database.db.execute(query));

/** A role's privileges on the tables it can reach at all: { tabla: 'S,I,U,D' }. */
async function privilegiosDe(rol: string): Promise<Record<string, string>> {
  const privilegios = await filas(sql`
    select tabla, puede from (
      select c.relname as tabla,
        concat_ws(',',
          case when has_table_privilege(${rol}, c.oid, 'SELECT') then 'S' end,
          case when has_table_privilege(${rol}, c.oid, 'INSERT') then 'I' end,
          case when has_table_privilege(${rol}, c.oid, 'UPDATE') then 'U' end,
          case when has_table_privilege(${rol}, c.oid, 'DELETE') then 'D' end,
          case when has_table_privilege(${rol}, c.oid, 'TRUNCATE') then 'T' end) as puede
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r') p
    where puede <> '' order by 1`);
  return Object.fromEntries(privilegios.map((p) => [p.tabla, p.puede]));
}

describe('what comanda_app may do, table by table', () => {
  it('holds exactly these privileges', async () => {
    const privilegios = await filas(sql`
      select c.relname as tabla,
        concat_ws(',',
          case when has_table_privilege('comanda_app', c.oid, 'SELECT') then 'S' end,
          case when has_table_privilege('comanda_app', c.oid, 'INSERT') then 'I' end,
          case when has_table_privilege('comanda_app', c.oid, 'UPDATE') then 'U' end,
          case when has_table_privilege('comanda_app', c.oid, 'DELETE') then 'D' end,
          case when has_table_privilege('comanda_app', c.oid, 'TRUNCATE') then 'T' end) as puede
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`);
    const porTabla = Object.fromEntries(privilegios.map((p) => [p.tabla, p.puede]));
    // A new global table is granted everything by the default privileges of migration 0000: revoke what it
    // must not reach, and add it here.
    expect(porTabla).toEqual({
      actividades_economicas: 'S',
      ajustes_inventario: 'S,I',
      ajustes_inventario_detalle: 'S,I',
      auditoria: 'S,I',
      bloques_contingencia: 'S,I,U',
      captchas_usados: '',
      cobros_suscripcion: 'S,I,U',
      compras: 'S,I,U',
      compras_detalle: 'S,I,U',
      categorias: 'S,I,U,D',
      configuraciones: 'S,I,U,D',
      cuadres_caja: 'S,I,U',
      cuadres_caja_conteos: 'S,I',
      departamentos: 'S',
      documentos_dian: 'S,I,U',
      erp_envios: 'S,I,U',
      empresas: 'S,U',
      eventos_pago: 'S,I',
      formas_pago: 'S,I,U,D',
      gastos: 'S,I,U',
      grupos_modificadores: 'S,I,U,D',
      grupos_modificadores_opciones: 'S,I,U,D',
      inventario_movimientos: 'S,I',
      limites_planes: 'S',
      logs_error_front: 'S,I,U,D',
      mesas: 'S,I,U,D',
      movimientos_caja: 'S,I',
      municipios: 'S',
      objetivos_ventas: 'S,I,U,D',
      ordenes: 'S,I,U,D',
      ordenes_detalle: 'S,I,U,D',
      ordenes_envios: 'S,I,U,D',
      nits: 'S,I,U,D',
      outbox: 'S,I,U,D',
      paises: 'S',
      productos: 'S,I,U,D',
      productos_costos: 'S,I',
      productos_impuestos: 'S,I,U,D',
      productos_inventario: 'S,I,U',
      productos_recetas: 'S,I,U,D',
      productos_grupos_modificadores: 'S,I,U,D',
      puntos_impresion: 'S,I,U,D',
      rangos_dian: 'S,I,U',
      sedes: 'S,I,U,D',
      sesiones: '',
      suscripciones: 'S',
      suscripciones_empresa: 'S,I,U,D',
      tarjetas_empresa: 'S,I,U,D',
      tipos_documento: 'S',
      tipos_gastos: 'S,I,U,D',
      tipos_identificacion_dian: 'S',
      tiquetes: 'S,I,U,D',
      tokens_correo: '',
      usuarios: 'S,I,U,D',
      webhooks: 'S,I,U,D',
      webhooks_entregas: 'S,I,U,D',
      ventas: 'S,I,U',
      ventas_consecutivos: 'S,I,U',
      ventas_contexto: 'S,I,U',
      ventas_detalle: 'S,I,U',
      ventas_dias: 'S,I,U',
      ventas_productos_dias: 'S,I,U',
      ventas_sin_conexion: 'S,I,U',
      ventas_pagos: 'S,I,U',
    });
  });

  it('every table with an empresa_id is behind row-level security, and company tables FORCE it', async () => {
    const tablas = await filas(sql`
      select c.relname as tabla, c.relrowsecurity as rls, c.relforcerowsecurity as forzada
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'empresa_id')
      order by 1`);
    for (const { tabla, rls, forzada } of tablas) {
      if (tabla === 'sesiones') continue; // not reachable by comanda_app at all
      expect({ tabla, rls }).toEqual({ tabla, rls: true });
      // usuarios is read by the owner's auth module across companies, so only company tables force it.
      if (tabla !== 'usuarios') expect({ tabla, forzada }).toEqual({ tabla, forzada: true });
    }
    expect(tablas.length).toBeGreaterThan(5);
  });

  it('the unauthenticated doors (comanda_sesion) reach the accounts, the reference lists and three columns of sedes', async () => {
    expect(await privilegiosDe('comanda_sesion')).toEqual({
      actividades_economicas: 'S',
      captchas_usados: 'S,I,U,D',
      departamentos: 'S',
      empresas: 'S,I,U',
      municipios: 'S',
      paises: 'S',
      sesiones: 'S,I,U,D',
      tipos_documento: 'S',
      tipos_identificacion_dian: 'S',
      tokens_correo: 'S,I,U,D',
      usuarios: 'S,I,U,D',
    });
    const columnas = await filas(sql`
      select a.attname as columna from pg_attribute a
      where a.attrelid = 'sedes'::regclass and a.attnum > 0 and not a.attisdropped
        and has_column_privilege('comanda_sesion', 'sedes'::regclass, a.attnum, 'SELECT')
      order by 1`);
    expect(columnas.map((c) => c.columna)).toEqual(['empresa_id', 'id', 'menu_id']);
  });

  it('the outbox worker (comanda_cola) reads and settles the outbox, and reaches nothing else', async () => {
    expect(await privilegiosDe('comanda_cola')).toEqual({ outbox: 'S,U' });
  });

  it('the owner still sees every company while none is set (outbox worker), and one once set', async () => {
    const todas = await filas(sql`select distinct empresa_id::int from categorias order by 1`);
    expect(todas.map((f) => f.empresa_id)).toEqual([a.empresaId, b.empresaId]);
  });
});

describe.runIf(esPg)('the runtime login (PostgreSQL)', () => {
  it('company work logs in as comanda_runtime, acts as comanda_app, and is neither superuser nor BYPASSRLS', async () => {
    const [fila] = await t.database.withTenant(a.empresaId, async (tx) =>
      filasDe(
        await tx.execute(sql`select session_user as login, current_user as rol,
          (select rolsuper or rolbypassrls from pg_roles where rolname = session_user) as salta`),
      ),
    );
    expect(fila).toEqual({ login: 'comanda_runtime', rol: 'comanda_app', salta: false });
  });

  it.each(['reset role', 'reset all', 'set role none'])(
    'a tenant connection that runs "%s" still sees only its company, or nothing',
    async (escape) => {
      // RESET goes back to the connection's startup role (comanda_app, company still set); SET ROLE NONE to the
      // login itself, which holds no privilege of its own (NOINHERIT).
      for (const consulta of [
        sql`select empresa_id::int from categorias`,
        sql`select empresa_id::int from usuarios`,
        sql`select id::int as empresa_id from empresas`,
        sql`select empresa_id::int from sesiones`,
      ]) {
        let vistas: unknown[] = [];
        const codigo = await codigoDeError(
          t.database.withTenant(a.empresaId, async (tx) => {
            await tx.execute(sql.raw(escape));
            vistas = filasDe(await tx.execute(consulta)).map((f) => f.empresa_id);
          }),
        );
        if (codigo) expect(codigo).toBe('42501');
        else expect(vistas.every((id) => id === a.empresaId)).toBe(true);
      }
      expect(
        await codigoDeError(
          t.database.withTenant(a.empresaId, async (tx) => {
            await tx.execute(sql.raw(escape));
            return tx.execute(sql`select 1 from sesiones`);
          }),
        ),
      ).toBe('42501');
      // The same connections, back in the pool, still act as company A only.
      const vistas = await t.database.withTenant(a.empresaId, async (tx) =>
        filasDe(await tx.execute(sql`select distinct empresa_id::int from categorias`)).map(
          (f) => f.empresa_id,
        ),
      );
      expect(vistas).toEqual([a.empresaId]);
    },
  );

  it('sign-in work logs in as comanda_auth acting as comanda_sesion: no company table, no DDL', async () => {
    const { auth } = t.database;
    const [quien] = filasDe(await auth.execute(sql`select session_user as login, current_user as rol`));
    expect(quien).toEqual({ login: 'comanda_auth', rol: 'comanda_sesion' });
    expect(filasDe(await auth.execute(sql`select count(*)::int as n from sesiones`))).toHaveLength(1);
    for (const prohibida of [
      sql`select 1 from ventas`,
      sql`select 1 from categorias`,
      sql`insert into outbox (empresa_id, tipo, payload) values (${a.empresaId}, 'correo', '{}')`,
      sql`create table intrusa (id int)`,
      sql`alter table usuarios add column intrusa int`,
      sql`drop table captchas_usados`,
    ])
      expect(await codigoDeError(auth.execute(prohibida))).toBe('42501');
    // SET ROLE NONE: the login itself holds nothing (NOINHERIT).
    expect(
      await codigoDeError(
        auth.transaction(async (tx) => {
          await tx.execute(sql`set local role none`);
          return tx.execute(sql`select 1 from usuarios`);
        }),
      ),
    ).toBe('42501');
  });

  it('the outbox worker logs in as comanda_runtime acting as comanda_cola: every company’s outbox, nothing else', async () => {
    for (const e of [a, b])
      await t.database.withTenant(e.empresaId, (tx) =>
        tx.execute(
          sql`insert into outbox (empresa_id, tipo, payload) values (${e.empresaId}, 'prueba_cola', '{}')`,
        ),
      );
    const { cola } = t.database;
    const [quien] = filasDe(await cola.execute(sql`select session_user as login, current_user as rol`));
    expect(quien).toEqual({ login: 'comanda_runtime', rol: 'comanda_cola' });
    const vistas = filasDe(
      await cola.execute(
        sql`select distinct empresa_id::int as e from outbox where tipo = 'prueba_cola' order by 1`,
      ),
    );
    expect(vistas.map((f) => f.e)).toEqual([a.empresaId, b.empresaId]);
    for (const prohibida of [
      sql`select 1 from ventas`,
      sql`select 1 from usuarios`,
      sql`select 1 from sesiones`,
      sql`insert into outbox (empresa_id, tipo, payload) values (${a.empresaId}, 'prueba_cola', '{}')`,
      sql`delete from outbox where tipo = 'prueba_cola'`,
      sql`create table intrusa (id int)`,
    ])
      expect(await codigoDeError(cola.execute(prohibida))).toBe('42501');
  });

  it('the unauthenticated doors read a venue’s company from its menu id, and nothing else of the venue', async () => {
    const { auth } = t.database;
    await crearSede(t, a, 'Carta');
    const [sede] = filasDe(
      await auth.execute(
        sql`select empresa_id::int as e from sedes where empresa_id = ${a.empresaId} limit 1`,
      ),
    );
    expect(sede).toEqual({ e: a.empresaId });
    expect(await codigoDeError(auth.execute(sql`select nombre from sedes`))).toBe('42501');
    expect(await codigoDeError(auth.execute(sql`update sedes set menu_id = menu_id`))).toBe('42501');
    expect(filasDe(await auth.execute(sql`select count(*)::int as n from municipios`))[0].n).toBeGreaterThan(
      1000,
    );
  });

  it('a started server lets the owner go once the database is prepared, and still serves what it used it for', async () => {
    const servidor = await buildApp({ config: { ...t.config, databaseUrl: t.databaseUrl } });
    await servidor.ready();
    try {
      expect(() => servidor.database.db).toThrow('La conexión del dueño de la base de datos solo migra');
      const departamentos = await servidor.inject({
        method: 'GET',
        url: '/api/configuraciones/departamentos',
        headers: a.auth,
      });
      expect(departamentos.statusCode).toBe(200);
      const [{ m }] = filasDe(
        await t.database.db.execute(
          sql`select menu_id as m from sedes where empresa_id = ${a.empresaId} limit 1`,
        ),
      );
      const menu = await servidor.inject({ method: 'GET', url: `/api/menu?menuId=${m}` });
      expect(menu.statusCode).toBe(200);
      // A kind only this server's worker takes (the test app's own worker would race it for a 'correo').
      let entregados = 0;
      servidor.outbox.handle('prueba_sin_dueno', async () => {
        entregados++;
      });
      const [{ id }] = await t.database.db
        .insert(outbox)
        .values({ empresa_id: a.empresaId, tipo: 'prueba_sin_dueno', payload: {} })
        .returning({ id: outbox.id });
      await servidor.outbox.drain();
      const [fila] = filasDe(
        await t.database.db.execute(sql`select procesado_at from outbox where id = ${id}`),
      );
      expect(fila.procesado_at).not.toBeNull();
      expect(entregados).toBe(1);
    } finally {
      await servidor.close();
    }
  });

  // Seeding the whole demo (60 days of sales and purchases through the services) takes up to a minute on a loaded
  // machine: the default 30 s failed it in CI.
  it('a server started with the demo seeds it and finds its sign-in without the owner', async () => {
    const base = await abrirBaseDePrueba();
    const config = {
      ...t.config,
      databaseUrl: base.databaseUrl,
      seedDemo: true,
      demoPassword: 'Demo-clave-1',
    };
    const servidor = await buildApp({ config });
    try {
      await servidor.ready();
      expect(await credencialDemo(servidor.database, config)).toEqual({
        email: 'demo@comanda.co',
        password: 'Demo-clave-1',
      });
    } finally {
      await servidor.close();
      await base.database.close();
      await base.dropDb();
    }
  }, 180_000);

  it('"set role none" leaves the login with no privilege at all', async () => {
    const codigo = await codigoDeError(
      t.database.withTenant(a.empresaId, async (tx) => {
        await tx.execute(sql`set role none`);
        return tx.execute(sql`select 1 from categorias`);
      }),
    );
    expect(codigo).toBe('42501');
  });

  it('FORCE binds a non-superuser owner: every company while none is set, only one once set', async () => {
    const rol = `comanda_dueno_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      await admin.query(`create role ${rol} nologin`);
      // All in one transaction, rolled back: the table's owner becomes that role for the time of the test.
      await admin.query('begin');
      await admin.query(`alter table categorias owner to ${rol}`);
      await admin.query(`set local role ${rol}`);
      const todas = await admin.query('select distinct empresa_id::int as e from categorias order by 1');
      expect(todas.rows.map((f) => f.e)).toEqual([a.empresaId, b.empresaId]);
      await admin.query(`select set_config('app.empresa_id', '${b.empresaId}', true)`);
      const una = await admin.query('select distinct empresa_id::int as e from categorias');
      expect(una.rows.map((f) => f.e)).toEqual([b.empresaId]);
      const ajena = await admin.query(
        `update categorias set nombre = 'X' where empresa_id = ${a.empresaId} returning id`,
      );
      expect(ajena.rowCount).toBe(0);
    } finally {
      await admin.query('rollback').catch(() => {});
      await admin.query(`drop role if exists ${rol}`).catch(() => {});
      await admin.end();
    }
  });

  it('refuses to start when the runtime login is a superuser (DATABASE_APP_URL = the owner)', async () => {
    const database = await openDatabase({
      databaseUrl: t.databaseUrl,
      databaseAppUrl: t.databaseUrl,
      dataDir: '',
    });
    try {
      await expect(prepareDatabase(database)).rejects.toThrow(
        /El rol de ejecución "postgres" \(DATABASE_APP_URL\) es superusuario: .* El servidor no arranca\./,
      );
    } finally {
      await database.close();
    }
  });

  it('refuses a runtime login outside comanda_cola, that owns the tables, or that has BYPASSRLS', async () => {
    const rol = `comanda_prueba_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    const url = new URL(t.databaseUrl!);
    url.username = rol;
    try {
      await admin.query(`create role ${rol} login noinherit in role comanda_app`);
      const database = await openDatabase({
        databaseUrl: t.databaseUrl,
        databaseAppUrl: url.toString(),
        dataDir: '',
      });
      await expect(prepareDatabase(database)).rejects.toThrow(
        new RegExp(
          `"${rol}" \\(DATABASE_APP_URL\\) no es miembro de comanda_cola: .*\\(GRANT comanda_cola TO rol\\)`,
        ),
      );
      await admin.query(`grant comanda_cola to ${rol}`);
      await admin.query(`alter table captchas_usados owner to ${rol}`);
      await expect(prepareDatabase(database)).rejects.toThrow(/es dueño de las tablas/);
      await admin.query(`alter table captchas_usados owner to current_user`);
      await admin.query(`alter role ${rol} bypassrls`);
      await expect(prepareDatabase(database)).rejects.toThrow(/tiene BYPASSRLS/);
      await admin.query(`alter role ${rol} nobypassrls`);
      await expect(prepareDatabase(database)).resolves.toBeUndefined();
      await database.close();
    } finally {
      await admin.query(`alter table captchas_usados owner to current_user`).catch(() => {});
      await admin.query(`drop owned by ${rol}`).catch(() => {});
      await admin.query(`drop role if exists ${rol}`).catch(() => {});
      await admin.end();
    }
  });
});
