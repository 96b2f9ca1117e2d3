import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../server/db/seed/demo';
import { fechaFinPrueba } from '../../server/services/empresas';
import { DEMO_PASSWORD_PRUEBA, startServer, type RunningServer } from './support/server';

// Issue 12: the first start of what `npm start` runs (the compiled server of `npm run build`) on an empty data
// folder copies the build's PGlite template with the demo company instead of migrating and seeding, and makes the
// demo the install's own. Fails when the build did not compile the server or write the demo template of this code
// (a stale template has another fingerprint and is not used). Speed lives in bench/arranque.ts.
const SERVIDOR = 'dist-server/main.js';
let s: RunningServer;
beforeAll(async () => {
  if (!existsSync(SERVIDOR))
    throw new Error(`Falta ${SERVIDOR}: ejecuta "npm run build" antes de las pruebas e2e`);
  s = await startServer(
    { DATABASE_URL: '', LOG_LEVEL: 'info', CAPTCHA_BYPASS: '1', TRIAL_DAYS: '21', SERVE_FRONTEND: '0' },
    [],
    ['--enable-source-maps', SERVIDOR],
  );
}, 120_000);
afterAll(() => s?.stop());

const MINUTO = 60_000;

function fechas(valor: unknown, clave: string, encontradas: string[] = []): string[] {
  if (Array.isArray(valor)) for (const v of valor) fechas(v, clave, encontradas);
  else if (valor && typeof valor === 'object')
    for (const [k, v] of Object.entries(valor)) {
      if (k === clave && typeof v === 'string') encontradas.push(v);
      else fechas(v, clave, encontradas);
    }
  return encontradas;
}

describe('first start of the built server on an empty data folder', () => {
  it('uses the demo template of this build, with today’s dates and the install’s password', async () => {
    // The demo sign-in is printed just after the ready line.
    for (let i = 0; i < 150 && !s.output().includes('Cuenta demo'); i++)
      await new Promise((r) => setTimeout(r, 200));
    const salida = s.output();
    expect(salida).toContain('copiada de la plantilla demo de la compilación');
    expect(salida).toContain('Empresa demo creada (de la plantilla de la compilación)');
    expect(salida).toContain(`Cuenta demo: ${DEMO_EMAIL} / ${DEMO_PASSWORD_PRUEBA}`);

    const login = await fetch(`${s.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD_PRUEBA, recaptchaToken: 'x' }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const conToken = { authorization: `Bearer ${token}` };

    const me = (await (await fetch(`${s.url}/api/me`, { method: 'POST', headers: conToken })).json()) as {
      data: { empresa: { nombre: string }; suscripcion_empresa: { fecha_fin_periodo_prueba: string } };
    };
    expect(me.data.empresa.nombre).toBe('Comanda Demo');
    expect(me.data.suscripcion_empresa.fecha_fin_periodo_prueba.slice(0, 10)).toBe(
      fechaFinPrueba(new Date(), 21),
    );

    // Today's sales (the open register's) say now; the history's days before today moved as much.
    const ventas = await (
      await fetch(`${s.url}/api/cuadresCaja/ventas/cajaAbierta`, { headers: conToken })
    ).json();
    const creadas = fechas(ventas, 'created_at');
    expect(creadas.length).toBeGreaterThan(0);
    for (const c of creadas) expect(Math.abs(new Date(c).getTime() - Date.now())).toBeLessThan(5 * MINUTO);
  });
});
