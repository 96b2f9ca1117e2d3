import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { relojFalso, saltar } from '../reloj';

/**
 * The real App (routes, guards, providers) at a given URL. The browser router is created when App.tsx is imported,
 * so each test sets the URL first and imports a fresh copy of the app; the fake API is installed on that copy's
 * axios client.
 */
async function abrir(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  const { apiFalsa, CONFIG_ALTCHA } = await import('../public/soporte');
  const api = apiFalsa({ 'GET captcha/config': CONFIG_ALTCHA });
  const { default: App } = await import('../../../src/App');
  render(<App />);
  return api;
}

/** Each test imports a fresh copy of the whole app: seconds alone, much more on a loaded machine. */
const APP_COMPLETA = 60_000;

/** What an anonymous visitor may ask the API for: only the sign-in page's captcha. */
const ajenas = (claves: string[]) => claves.filter((c) => !c.startsWith('GET captcha/'));

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('protected routes without a session (spec §2)', () => {
  it.each(['/principal', '/principal/dashboard'])(
    '%s goes to /signin remembering the origin, never showing the home page',
    async (ruta) => {
      const api = await abrir(ruta);
      await waitFor(() => expect(window.location.pathname).toBe('/signin'));
      expect((window.history.state as { usr?: { nextPathname?: string } }).usr?.nextPathname).toBe(ruta);
      expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
      expect(screen.queryByText(/Tu rol todavía no tiene secciones/)).toBeNull();
      expect(ajenas(api.llamadas.map((l) => l.clave))).toEqual([]);
    },
    APP_COMPLETA,
  );

  it.each(['/categorias', '/categorias/registrar', '/categorias/editar/3'])(
    '%s asks the API for nothing before going to /signin',
    async (ruta) => {
      relojFalso();
      const api = await abrir(ruta);
      await waitFor(() => expect(window.location.pathname).toBe('/signin'));
      expect((window.history.state as { usr?: { nextPathname?: string } }).usr?.nextPathname).toBe(ruta);
      await screen.findByRole('button', { name: 'Iniciar sesión' });
      await saltar(1000);
      expect(ajenas(api.llamadas.map((l) => l.clave))).toEqual([]);
    },
    APP_COMPLETA,
  );
});
