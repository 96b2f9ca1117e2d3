import { describe, expect, it } from 'vitest';
import { enCalma, vigilarApi } from './support/calma';
import { conServidorYSesion } from './support/entorno';
import { signIn } from './support/sesion';

const e = conServidorYSesion({ sesion: false });

/** An i18n key on screen: comanda.x.y, ra.x.y, resources.x.y. */
const CLAVE = /(?:^|[^\p{L}\p{N}_.])(?:comanda|ra|resources)\.[A-Za-z_]+\.[A-Za-z_]/mu;
const GENERICO = 'Hubo un error en el sistema, si el error persiste porfavor comuniquese con soporte.';
const SIN_CONEXION =
  'Sin conexión: el dispositivo no está conectado a internet. Revisa la red y vuelve a intentarlo.';

async function nuevaPagina() {
  const { page, errores } = await e.pagina();
  const llamadas: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) llamadas.push(`${r.method()} ${url.pathname}`);
  });
  return { page, pagina: vigilarApi(page), llamadas, errores };
}

describe('protected routes and error texts in Chromium', () => {
  it.each(['/principal', '/principal/dashboard', '/categorias/registrar'])(
    'anonymous %s goes to /signin without asking the API for anything but the captcha',
    async (ruta) => {
      const { page, pagina, llamadas, errores } = await nuevaPagina();
      await page.goto(e.server.url + ruta);
      await page.waitForURL('**/signin');
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      // Whatever the page asks for on arrival has been asked.
      await enCalma(pagina, 300);
      expect(llamadas.filter((l) => !l.includes('/api/captcha/'))).toEqual([]);
      expect(errores).toEqual([]);
      expect(await page.locator('body').innerText()).not.toContain('Tu rol todavía');
      await page.context().close();
    },
  );

  it.each([
    [
      'network down',
      'the device is offline',
      (r: import('playwright-core').Route) => r.abort('internetdisconnected'),
      SIN_CONEXION,
    ],
    [
      '502',
      'the generic message',
      (r: import('playwright-core').Route) =>
        r.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
      GENERICO,
    ],
  ] as const)('sign-in with the %s says %s, never a key', async (_caso, _dice, responder, mensaje) => {
    const { page } = await nuevaPagina();
    await page.route('**/api/login', responder);
    await page.goto(e.server.url + '/signin');
    await signIn(page);
    await page.getByText(mensaje).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(CLAVE);
    await page.context().close();
  });

  it("Back after 'Cerrar Sesión' lands on /signin, not on a bare home page", async () => {
    const { page } = await nuevaPagina();
    await page.goto(e.server.url + '/signin');
    await signIn(page);
    await page.waitForURL('**/principal');
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/signin');
    await page.goBack();
    await page.waitForURL('**/signin');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Tu rol todavía');
    await page.context().close();
  });
});
