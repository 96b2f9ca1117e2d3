import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  AdminContext,
  CloseNotificationContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  type AuthProvider,
} from 'react-admin';
import authProvider from '../../../src/authProvider';
import { Route, Routes } from 'react-router-dom';
import dataProvider from '../../../src/dataProvider';
import { http } from '../../../src/dataProvider/http';
import { crearI18nProvider, IDIOMAS } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { Notificaciones, vestir } from '../../../src/notifications';
import { CategoriaList } from '../../../src/resources/categorias/CategoriaList';
import SignIn from '../../../src/pages/public/SignIn';
import { CONFIG_ALTCHA, resolverCaptcha, widgetAltcha } from '../public/soporte';

vi.mock('altcha/i18n', () => ({}));

/** An i18n key left on screen: comanda.x.y, ra.x.y, resources.x.y (two dots at least, as every key has). */
const CLAVE = /(?:^|[^\p{L}\p{N}_.])(?:comanda|ra|resources)\.[A-Za-z_]+\.[A-Za-z_]/u;

/** Every text node and label on the page that holds a key (text nodes one by one: textContent glues words). */
const clavesEnPantalla = () => {
  const textos: string[] = [];
  const recorrido = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let nodo = recorrido.nextNode(); nodo; nodo = recorrido.nextNode())
    textos.push(nodo.textContent ?? '');
  for (const elemento of document.body.querySelectorAll('[aria-label],[placeholder],[title]')) {
    for (const atributo of ['aria-label', 'placeholder', 'title'])
      textos.push(elemento.getAttribute(atributo) ?? '');
  }
  return textos.filter((t) => CLAVE.test(t));
};

type Fallo = 'sin mensaje' | '502' | 'sin red' | 'tiempo agotado';
const FALLOS: Fallo[] = ['sin mensaje', '502', 'sin red', 'tiempo agotado'];

/** Every call but the captcha's fails the given way, as axios reports it. */
function fallar(fallo: Fallo) {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const respuesta = (status: number, data: unknown) => ({
      data,
      status,
      statusText: '',
      headers: {},
      config,
      request: {},
    });
    if (config.url === 'captcha/config') return respuesta(200, CONFIG_ALTCHA.data);
    if (fallo === 'sin mensaje') {
      throw new AxiosError('fallo', 'ERR_BAD_RESPONSE', config, {}, respuesta(500, { success: false }));
    }
    if (fallo === '502') {
      const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
      throw new AxiosError('fallo', 'ERR_BAD_RESPONSE', config, {}, respuesta(502, html));
    }
    if (fallo === 'sin red') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    throw new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config, {});
  };
  http.defaults.adapter = adapter;
}

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
});

const GENERICO = 'Hubo un error en el sistema, si el error persiste porfavor comuniquese con soporte.';
const TIEMPO = 'El servidor tardó demasiado en responder. Inténtalo de nuevo.';
const SIN_CONEXION =
  'Sin conexión: el dispositivo no está conectado a internet. Revisa la red y vuelve a intentarlo.';
/** What each failure says: no network is named as such, not the generic system error. */
const mensajeDe = (fallo: Fallo) =>
  fallo === 'tiempo agotado' ? TIEMPO : fallo === 'sin red' ? SIN_CONEXION : GENERICO;

async function montar(contenido: React.ReactNode, locale: string, ruta = '/categorias', auth?: AuthProvider) {
  const i18nProvider = crearI18nProvider();
  await i18nProvider.changeLocale(locale);
  return render(
    <TestMemoryRouter initialEntries={[ruta]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={auth}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={lightTheme}
      >
        <Routes>
          <Route path={ruta} element={contenido} />
        </Routes>
        <Notificaciones />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const lista = (
  <ResourceContextProvider value="categorias">
    <CategoriaList />
  </ResourceContextProvider>
);

beforeEach(() => {
  localStorage.setItem('token', 'token-de-prueba');
});

describe('a list that fails to load (spec §8)', () => {
  it.each(FALLOS)(
    '%s: says so in words, with a titled 20 s toast and a retry; never an empty list',
    async (fallo) => {
      fallar(fallo);
      await montar(lista, 'es');
      const esperado = mensajeDe(fallo);
      const aviso = await screen.findByText(esperado, { selector: '.MuiAlert-message' });
      expect(
        within(aviso.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Reintentar' }),
      );
      await waitFor(() =>
        expect(
          [...document.querySelectorAll('.MuiSnackbar-root .MuiAlertTitle-root')].map((t) => t.textContent),
        ).toEqual(['Error']),
      );
      expect(document.querySelector('.MuiSnackbar-root')?.textContent).toContain(esperado);
      expect(document.body.textContent).not.toMatch(/No se encontraron/);
      expect(document.body.textContent).not.toMatch(/\d+-\d+ de \d+/);
      expect(clavesEnPantalla()).toEqual([]);
    },
  );

  it('retries and shows the rows once the server answers', async () => {
    fallar('sin red');
    await montar(lista, 'es');
    const reintentar = await screen.findByRole('button', { name: 'Reintentar' });
    http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => ({
      data: {
        success: true,
        code: 200,
        message: 'OK',
        data: {
          current_page: 1,
          per_page: 10,
          total: 1,
          last_page: 1,
          data: [{ id: 1, nombre: 'Bebidas', icono: null, categoria_padre: null }],
        },
      },
      status: 200,
      statusText: '',
      headers: {},
      config,
    })) as AxiosAdapter;
    fireEvent.click(reintentar);
    expect(await screen.findByText('Bebidas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it("names the resource 'Categorías', with its accent, when a search finds nothing", async () => {
    http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => ({
      data: {
        success: true,
        code: 200,
        message: 'OK',
        data: { current_page: 1, per_page: 10, total: 0, last_page: 1, data: [] },
      },
      status: 200,
      statusText: '',
      headers: {},
      config,
    })) as AxiosAdapter;
    await montar(lista, 'es');
    expect(await screen.findByText(/No se encontraron Categorías/)).toBeTruthy();
  });
});

describe('no i18n key reaches the screen, in any of the six languages', () => {
  const casos = IDIOMAS.flatMap(({ locale }) => FALLOS.map((fallo) => [locale, fallo] as const));

  it.each(casos)('%s, list load %s', async (locale, fallo) => {
    fallar(fallo);
    await montar(lista, locale);
    await waitFor(() =>
      expect(document.querySelector('.MuiSnackbar-root .MuiAlertTitle-root')).not.toBeNull(),
    );
    await waitFor(() =>
      expect(document.querySelector('main .MuiAlert-root, .RaList-main .MuiAlert-root')).not.toBeNull(),
    );
    expect(clavesEnPantalla()).toEqual([]);
  });

  it.each(casos)('%s, sign-in %s', async (locale, fallo) => {
    localStorage.clear();
    fallar(fallo);
    await montar(<SignIn />, locale, '/signin', authProvider);
    await waitFor(() => expect(widgetAltcha()).not.toBeNull());
    act(() => resolverCaptcha());
    const user = userEvent.setup();
    const [correo, clave] = [...document.querySelectorAll('input')].filter((i) => i.type !== 'hidden');
    await user.type(correo, 'ana@bar.co');
    await user.type(clave, 'secreta1{Enter}');
    await waitFor(() =>
      expect(document.querySelector('.MuiSnackbar-root .MuiAlertTitle-root')).not.toBeNull(),
    );
    expect(clavesEnPantalla()).toEqual([]);
    if (locale === 'es') {
      expect(document.querySelector('.MuiSnackbar-root')?.textContent).toContain(mensajeDe(fallo));
    }
  });
});

describe("react-admin's own toasts, dressed as the app's (spec §8)", () => {
  it('titles them and keeps errors 20 s and successes 10 s, at the top right', () => {
    const t = (clave: string) => `<${clave}>`;
    const error = vestir({ message: 'ra.notification.http_error', type: 'error' }, t);
    expect(error.notificationOptions).toMatchObject({
      autoHideDuration: 20_000,
      anchorOrigin: { vertical: 'top', horizontal: 'right' },
    });
    render(
      <CloseNotificationContext.Provider value={() => undefined}>
        {error.message}
      </CloseNotificationContext.Provider>,
    );
    expect(screen.getByText('<comanda.notificacion.error>')).toBeTruthy();
    expect(screen.getByText('<ra.notification.http_error>')).toBeTruthy();
    expect(vestir({ message: 'x', type: 'success' }, t).notificationOptions?.autoHideDuration).toBe(10_000);
  });
});
