import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cuadresCaja,
  empresas,
  sedes,
  sesiones,
  suscripcionesEmpresa,
  tokensCorreo,
  usuarios,
  ventas,
  webhooks,
} from '../../server/db/schema';
import { ARCHIVO_PASSWORD_DEMO, credencialDemo, DEMO_EMAIL } from '../../server/db/seed/demo';
import {
  columnasConFecha,
  estrenarDemo,
  MARCA_DEMO_POR_ESTRENAR,
  moverFechas,
  sembrarDemoEnPlantilla,
} from '../../server/db/seed/demoEstreno';
import { APERTURA_CAJA_DEMO } from '../../server/db/seed/demoSembrar';
import { DIAS_HISTORIA_DEMO } from '../../server/db/seed/demoHistoria';
import { fechaFinPrueba } from '../../server/services/empresas';
import { createTestApp, type TestApp } from './harness';
import { iniciarSesion } from './auth-soporte';

// Issue 12: the build seeds the demo company into the PGlite template (scripts/plantilla-pglite.ts); the first
// start makes it the install's own: today's dates, its own password and menu ids.
let t: TestApp;
let pgdata: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000, trialDays: 15 });
  pgdata = await mkdtemp(join(tmpdir(), 'comanda-demo-plantilla-'));
});
afterAll(async () => {
  await t?.close();
  await rm(pgdata, { recursive: true, force: true });
});

const MINUTO = 60_000;
const demo = async () =>
  (
    await t.database.db
      .select({ empresaId: usuarios.empresa_id, hash: usuarios.password_hash })
      .from(usuarios)
      .where(eq(usuarios.email, DEMO_EMAIL))
  )[0];
const menuIds = async (empresaId: number) =>
  (await t.database.db.select({ m: sedes.menu_id }).from(sedes).where(eq(sedes.empresa_id, empresaId))).map(
    (s) => s.m,
  );

describe.runIf((process.env.TEST_DB ?? 'pglite') === 'pglite')(
  'demo company of the build template (server/db/seed/demoEstreno.ts)',
  () => {
    it('at the first start: dates of today, its own password and menu id, once', async () => {
      await sembrarDemoEnPlantilla(t.database, pgdata);
      expect(existsSync(join(pgdata, MARCA_DEMO_POR_ESTRENAR))).toBe(true);
      // Nothing else a copied template would share between installs: no session, e-mail token or webhook secret.
      for (const tabla of [sesiones, tokensCorreo, webhooks])
        expect(await t.database.db.select().from(tabla)).toEqual([]);
      // The template was built three days and five hours ago.
      const columnas = await columnasConFecha(t.database.db);
      expect(columnas.map((c) => c.tabla)).toEqual(
        expect.arrayContaining(['empresas', 'ventas', 'cuadres_caja']),
      );
      await t.database.db.transaction((tx) => moverFechas(tx, columnas, String(-(3 * 24 + 5) * 3600), -3));
      const antes = await demo();
      const menuAntes = await menuIds(antes.empresaId);
      const config = { ...t.config, dataDir: pgdata, demoPassword: undefined };

      expect(await estrenarDemo(t.database, config, pgdata)).toBe(true);

      const despues = await demo();
      expect(despues.hash).not.toBe(antes.hash);
      const password = (await readFile(join(pgdata, ARCHIVO_PASSWORD_DEMO), 'utf8')).trim();
      expect(await credencialDemo(t.database, config)).toEqual({ email: DEMO_EMAIL, password });
      expect((await iniciarSesion(t.app, DEMO_EMAIL, password)).statusCode).toBe(200);
      const menuDespues = await menuIds(antes.empresaId);
      expect(menuDespues).toHaveLength(menuAntes.length);
      for (const m of menuDespues) expect(menuAntes).not.toContain(m);

      const ahora = Date.now();
      const [empresa] = await t.database.db.select().from(empresas).where(eq(empresas.id, antes.empresaId));
      expect(Math.abs(empresa.created_at.getTime() - ahora)).toBeLessThan(MINUTO);
      const [caja] = await t.database.db
        .select()
        .from(cuadresCaja)
        .where(and(eq(cuadresCaja.empresa_id, antes.empresaId), eq(cuadresCaja.estado, 'abierta')));
      const filasVentas = await t.database.db
        .select()
        .from(ventas)
        .where(eq(ventas.empresa_id, antes.empresaId));
      // Today's sales (the open register's) say now; the history's, the days before today, moved as much.
      const deHoy = filasVentas.filter((v) => v.id_cuadre_caja === caja.id);
      expect(deHoy.length).toBeGreaterThan(0);
      for (const v of deHoy) expect(Math.abs(v.created_at.getTime() - ahora)).toBeLessThan(MINUTO);
      const historia = filasVentas
        .filter((v) => v.id_cuadre_caja !== caja.id)
        .map((v) => v.created_at.getTime());
      expect(historia.length).toBeGreaterThan(0);
      expect(Math.max(...historia)).toBeLessThan(caja.abierta_at.getTime());
      expect(Math.min(...historia)).toBeGreaterThan(ahora - (DIAS_HISTORIA_DEMO + 1) * 86_400_000);
      const esperada = (
        (await t.database.db.execute(sql`select ${APERTURA_CAJA_DEMO}::text as a`)) as unknown as {
          rows: { a: string }[];
        }
      ).rows[0].a;
      expect(Math.abs(caja.abierta_at.getTime() - new Date(esperada).getTime())).toBeLessThan(MINUTO);
      const [suscripcion] = await t.database.db
        .select()
        .from(suscripcionesEmpresa)
        .where(eq(suscripcionesEmpresa.empresa_id, antes.empresaId));
      expect(suscripcion.fecha_fin_periodo_prueba).toBe(fechaFinPrueba(new Date(), 15));

      expect(existsSync(join(pgdata, MARCA_DEMO_POR_ESTRENAR))).toBe(false);
      expect(await estrenarDemo(t.database, config, pgdata)).toBe(false);
      expect((await demo()).hash).toBe(despues.hash);
    }, 180_000);
  },
);
