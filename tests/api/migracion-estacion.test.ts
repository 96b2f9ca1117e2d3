import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseHasta, empresaAntigua } from './migracion-soporte';
import { filasDe } from './fixtures';

/**
 * Migration 0036_estacion_predeterminada (issue 34): every company's 'Cocina' (sign-up's) becomes its default station;
 * its other print points do not.
 */
let migracion: Awaited<ReturnType<typeof baseHasta>>;

beforeAll(async () => {
  migracion = await baseHasta('0035_acceso_sin_dueno');
}, 120_000);
afterAll(() => migracion?.cerrar());

it('marks each company’s Cocina as its default station, and nothing else', async () => {
  const { db } = migracion.base.database;
  for (const empresa of [
    await empresaAntigua(migracion.base, 'Uno'),
    await empresaAntigua(migracion.base, 'Dos'),
  ])
    for (const nombre of ['Cocina', 'Bar', 'Caja'])
      await db.execute(sql`insert into puntos_impresion (empresa_id, nombre) values (${empresa}, ${nombre})`);
  await migracion.alDia();
  const filas = filasDe(
    await db.execute(
      sql`select nombre, count(*)::int as n from puntos_impresion where predeterminado group by nombre`,
    ),
  );
  expect(filas).toEqual([{ nombre: 'Cocina', n: 2 }]);
});
