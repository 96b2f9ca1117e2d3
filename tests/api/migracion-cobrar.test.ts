import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseHasta, empresaAntigua } from './migracion-soporte';
import { filasDe } from './fixtures';

/**
 * Migration 0034_permiso_cobrar (issue 25): collecting money became the 'cobrar' permission, and whoever could
 * charge before (the sales or the counter-sale module) keeps it. A database at 0033 gets users as the old code
 * wrote them, then the real migration runs.
 */
const ANTERIOR = '0033_idempotencia_rol_sesion';

let migracion: Awaited<ReturnType<typeof baseHasta>>;

beforeAll(async () => {
  migracion = await baseHasta(ANTERIOR);
}, 120_000);
afterAll(() => migracion?.cerrar());

it('adds cobrar to whoever had the sales or counter-sale module, and to nobody else', async () => {
  const { db } = migracion.base.database;
  const empresa = { id: await empresaAntigua(migracion.base, 'Empresa 0033') };
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

  await migracion.alDia();

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
