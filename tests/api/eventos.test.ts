import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { TenantScope } from '../../server/db/tenant';
import { publicar, type Evento } from '../../server/eventos';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
let a: EmpresaDePrueba;
let otra: App;
let otraBase: Database | null = null;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  otraBase = t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '', poolSize: 2 })
    : null;
  otra = await buildApp({ config: t.config, database: otraBase ?? t.database });
  await otra.ready();
});
afterAll(async () => {
  await otra?.close();
  await otraBase?.close();
  await t?.close();
});

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` in a company transaction the way request.tenant does (after-commit callbacks included). */
async function enTransaccion(app: App, fn: (scope: TenantScope) => Promise<void>) {
  let scope: TenantScope | undefined;
  await app.database.withTenant(a.empresaId, (tx) => fn((scope = new TenantScope(tx, a.empresaId))));
  scope!.confirmado(app);
}

describe('after-commit events', () => {
  it('reach the subscribers of both instances once, with the company and the ids, only after the commit', async () => {
    const aqui: Evento[] = [];
    const alla: Evento[] = [];
    const fuera = [
      t.app.eventos.suscribir('productos', (e) => aqui.push(e)),
      otra.eventos.suscribir('productos', (e) => alla.push(e)),
    ];
    try {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/productos/producto',
        headers: a.auth,
        payload: { nombre: 'Arepa', precio_venta: '3000' },
      });
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json().data.id;
      // This instance heard it before the reply; the other through NOTIFY.
      expect(aqui).toEqual([{ empresaId: a.empresaId, ids: [id] }]);
      for (let i = 0; alla.length === 0 && i < 100; i++) await pausa(20);
      await pausa(100); // its own NOTIFY's echo reaches this instance too: it must not count twice
      expect(aqui).toEqual([{ empresaId: a.empresaId, ids: [id] }]);
      expect(alla).toEqual([{ empresaId: a.empresaId, ids: [id] }]);
    } finally {
      fuera.forEach((f) => f());
    }
  });

  it('leave nothing when the transaction rolls back', async () => {
    const oidos: Evento[] = [];
    const fuera = [t.app, otra].map((app) => app.eventos.suscribir('categorias', (e) => oidos.push(e)));
    try {
      await expect(
        enTransaccion(t.app, async (scope) => {
          await publicar(scope, 'categorias', [1]);
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      expect(oidos).toEqual([]);
      // Notifications arrive in commit order: had the rolled-back one been sent, it would be heard before these.
      await enTransaccion(t.app, (scope) => publicar(scope, 'categorias', [2, 2, 3]));
      for (let i = 0; oidos.length < 2 && i < 100; i++) await pausa(20);
      expect(oidos).toEqual([
        { empresaId: a.empresaId, ids: [2, 3] },
        { empresaId: a.empresaId, ids: [2, 3] },
      ]);
    } finally {
      fuera.forEach((f) => f());
    }
  });
});
