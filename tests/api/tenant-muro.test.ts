import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { tokensCorreo } from '../../server/db/schema';
import { hashToken, randomToken } from '../../server/lib/tokens';
import { createTestApp, type TestApp } from './harness';
import { codigoDeError, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';

/**
 * The tenant role of company A, on both engines: it reaches A's user rows and company row only, and the
 * sessions, mail tokens and used captchas not at all (the auth module reads them as the owner).
 */
let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;

beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  await t.database.db.insert(tokensCorreo).values({
    token_hash: hashToken(randomToken()),
    proposito: 'verificacion',
    usuario_id: b.usuarioId,
    expires_at: new Date(Date.now() + 3600_000),
  });
});
afterAll(() => t.close());

/** Runs one statement as company A's tenant and answers its rows. */
const comoA = (query: SQL) =>
  t.database.withTenant(a.empresaId, async (tx) => filasDe(await tx.execute(query)));

const PERMISO_DENEGADO = '42501';

describe('usuarios and empresas through their own policies', () => {
  it('reads only the current company’s users and company row', async () => {
    const usuarios = await comoA(sql`select id::int, empresa_id::int from usuarios`);
    expect(usuarios).toEqual([{ id: a.usuarioId, empresa_id: a.empresaId }]);
    const empresas = await comoA(sql`select id::int from empresas`);
    expect(empresas).toEqual([{ id: a.empresaId }]);
    expect(await comoA(sql`select id from usuarios where id = ${b.usuarioId}`)).toEqual([]);
  });

  it('cannot change another company’s user or company row', async () => {
    expect(
      await comoA(sql`update usuarios set nombre = 'X' where id = ${b.usuarioId} returning id::int`),
    ).toEqual([]);
    expect(await comoA(sql`delete from usuarios where id = ${b.usuarioId} returning id::int`)).toEqual([]);
    expect(
      await comoA(sql`update empresas set nombre = 'X' where id = ${b.empresaId} returning id::int`),
    ).toEqual([]);
    // Moving its own user into B is refused by the policy's check.
    expect(
      await codigoDeError(
        comoA(sql`update usuarios set empresa_id = ${b.empresaId} where id = ${a.usuarioId}`),
      ),
    ).toBe('42501');
    const [intacto] = filasDe(
      await t.database.db.execute(
        sql`select nombre, empresa_id::int from usuarios where id = ${b.usuarioId}`,
      ),
    );
    expect(intacto).toEqual({ nombre: 'Prueba', empresa_id: b.empresaId });
    const [empresaB] = filasDe(
      await t.database.db.execute(sql`select nombre from empresas where id = ${b.empresaId}`),
    );
    expect(empresaB.nombre).not.toBe('X');
  });

  it('may update its own company row and users, but neither create nor delete companies', async () => {
    expect(
      await comoA(
        sql`update empresas set telefono = '3111111111' where id = ${a.empresaId} returning id::int`,
      ),
    ).toEqual([{ id: a.empresaId }]);
    expect(await codigoDeError(comoA(sql`delete from empresas where id = ${a.empresaId}`))).toBe(
      PERMISO_DENEGADO,
    );
    expect(
      await codigoDeError(
        comoA(
          sql`insert into empresas (nombre, tipo_negocio, id_pais, documento, telefono, codigo_telefono) values ('N', 'Bar', 53, '1', '1', '+57_CO')`,
        ),
      ),
    ).toBe(PERMISO_DENEGADO);
  });
});

describe('tables the tenant role does not reach at all', () => {
  it.each(['sesiones', 'tokens_correo', 'captchas_usados'])(
    '%s: reading and deleting are refused',
    async (tabla) => {
      expect(await codigoDeError(comoA(sql`select * from ${sql.identifier(tabla)}`))).toBe(PERMISO_DENEGADO);
      expect(await codigoDeError(comoA(sql`delete from ${sql.identifier(tabla)}`))).toBe(PERMISO_DENEGADO);
    },
  );

  it('the sessions and mail tokens of B are still there', async () => {
    const [fila] = filasDe(
      await t.database.db.execute(
        sql`select (select count(*) from sesiones where usuario_id = ${b.usuarioId})::int as sesiones,
                   (select count(*) from tokens_correo where usuario_id = ${b.usuarioId})::int as tokens`,
      ),
    );
    expect(fila).toEqual({ sesiones: 1, tokens: 1 });
  });

  it.each(['paises', 'tipos_documento'])('%s is read-only', async (tabla) => {
    const filas = await comoA(sql`select id from ${sql.identifier(tabla)} limit 1`);
    expect(filas).toHaveLength(1);
    expect(await codigoDeError(comoA(sql`delete from ${sql.identifier(tabla)}`))).toBe(PERMISO_DENEGADO);
    expect(await codigoDeError(comoA(sql`update ${sql.identifier(tabla)} set id = id`))).toBe(
      PERMISO_DENEGADO,
    );
  });
});
