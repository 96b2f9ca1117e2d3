import type { Challenge } from 'altcha-lib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { registrarAvisos } from './avisos';
import { payloadDe } from '../../api/auth-soporte';
import { DEMO_PASSWORD_PRUEBA } from './server';

/** Ticks the ALTCHA checkbox and waits in the page until the widget has solved the challenge (slow: ~seconds). */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.locator('altcha-widget').locator('label').click();
  // Waits in the page, not with expect.poll, so it also works in beforeAll.
  await page.waitForFunction(
    () => document.querySelector('altcha-widget .altcha')?.getAttribute('data-state') === 'verified',
    undefined,
    { timeout: 30_000 },
  );
}

/** Fills the sign-in form on the current page, solves the captcha and sends it. */
export async function signIn(page: Page, email = 'demo@comanda.co', password = DEMO_PASSWORD_PRUEBA) {
  await page.getByLabel(/^Correo/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await solveCaptcha(page);
  await page.getByLabel(/^Contraseña/).press('Enter');
}

/** The signed-in session (token and cached user in localStorage): sign in as the demo owner once. */
export type Sesion = Record<string, string>;

export async function sesionDemo(browser: Browser, url: string): Promise<Sesion> {
  const context = await browser.newContext({ locale: 'es-CO' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(url + '/signin');
  await signIn(page);
  await page.waitForURL('**/principal');
  const sesion = await page.evaluate(() => ({ ...localStorage }));
  await context.close();
  return sesion;
}

/**
 * A new context already signed in: the session is copied into localStorage before any page script runs. Its pages
 * record the toasts they show (`avisoMostrado`).
 */
export async function contextoConSesion(
  browser: Browser,
  sesion: Sesion,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'es-CO', ...options });
  await context.addInitScript((datos) => {
    for (const [clave, valor] of Object.entries(datos)) localStorage.setItem(clave, valor);
  }, sesion);
  await registrarAvisos(context);
  return context;
}

/** A GET of the API as the page's signed-in user (its token), to check what the screens saved. */
export async function apiGet<T>(page: Page, ruta: string): Promise<T> {
  const respuesta = await page.evaluate(async (r) => {
    const token = localStorage.getItem('token');
    const res = await fetch(`/api/${r}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  }, ruta);
  expect(respuesta.status).toBe(200);
  return (respuesta.body as { data: T }).data;
}

/**
 * A staff member's session without the sign-in screen (the captcha solved in Node, as bench/sign-in.ts does): POST
 * login, then POST me, stored as the app stores them ('token' and the cached 'usuario'). For files that need several
 * people signed in at once; the sign-in screen itself is tested in its own files.
 */
export async function sesionPorApi(url: string, email: string, password: string): Promise<Sesion> {
  const challenge = (await (await fetch(`${url}/api/captcha/challenge`)).json()) as Challenge;
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      method: 'login',
      invitation: 'null',
      recaptchaToken: await payloadDe(challenge),
    }),
  });
  const { data } = (await login.json()) as { data: { token?: string } };
  if (!login.ok || !data.token) throw new Error(`login de ${email}: ${login.status}`);
  const me = await fetch(`${url}/api/me`, {
    method: 'POST',
    headers: { authorization: `Bearer ${data.token}` },
  });
  const usuario = ((await me.json()) as { data: unknown }).data;
  return { token: data.token, usuario: JSON.stringify(usuario) };
}
