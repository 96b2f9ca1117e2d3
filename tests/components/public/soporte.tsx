import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  Notification,
  memoryStore,
  mergeTranslations,
  testDataProvider,
  TestMemoryRouter,
  type AuthProvider,
} from 'react-admin';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { http } from '../../../src/dataProvider/http';
import { authProvider as authProviderReal } from '../../../src/authProvider';
import * as mensajes from '../../../src/pages/public/messages';
import * as compartidos from '../../../src/components/messages';

/**
 * An i18nProvider made of the public pages' messages and the shared components' (the dial-code select's), with
 * react-admin's own keys in English: not under test.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) =>
    locale === 'en'
      ? mergeTranslations(englishMessages, compartidos.en, mensajes.en)
      : mergeTranslations(englishMessages, compartidos.es, mensajes.es),
  'es',
  [
    { locale: 'es', name: 'Español' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);

export interface Respuesta {
  status?: number;
  data: unknown;
}

export type Manejador = Respuesta | ((cuerpo: Record<string, unknown>) => Respuesta | Promise<Respuesta>);

export interface Llamada {
  clave: string;
  cuerpo: Record<string, unknown>;
  autorizacion?: string;
}

/** The API's envelope, success. */
export const ok = (data: unknown, message = 'OK', extra: Record<string, unknown> = {}): Respuesta => ({
  status: 200,
  data: { success: true, data, code: 200, message, ...extra },
});

/** The API's envelope, failure with an HTTP status. */
export const fallo = (
  status: number,
  message: string,
  data: unknown = [],
  extra: Record<string, unknown> = {},
): Respuesta => ({ status, data: { success: false, data, code: status, message, ...extra } });

/** Replaces the axios adapter of the shared client: 'METHOD path' → answer. Unknown routes answer 404. */
export function apiFalsa(rutas: Record<string, Manejador>, cliente: AxiosInstance = http) {
  const llamadas: Llamada[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const clave = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const cuerpo =
      typeof config.data === 'string' && config.data ? JSON.parse(config.data) : (config.data ?? {});
    llamadas.push({ clave, cuerpo, autorizacion: config.headers.get('Authorization')?.toString() });
    const manejador = rutas[clave];
    const respuesta: Respuesta = !manejador
      ? fallo(404, `Ruta no simulada: ${clave}`)
      : typeof manejador === 'function'
        ? await manejador(cuerpo)
        : manejador;
    const status = respuesta.status ?? 200;
    const response = {
      data: respuesta.data,
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  cliente.defaults.adapter = adapter;
  return {
    llamadas,
    de: (clave: string) => llamadas.filter((l) => l.clave === clave),
  };
}

export const CONFIG_ALTCHA = ok({ provider: 'altcha', siteKey: null });

interface Opciones {
  ruta: string;
  rutas: { path: string; element: ReactNode }[];
  authProvider?: AuthProvider;
  estado?: unknown;
}

/** Renders public pages as the app does: react-admin context, a memory router, and the notification toast. */
export function renderPublica({ ruta, rutas, authProvider = authProviderReal, estado }: Opciones) {
  const ubicacion: { actual?: Location } = {};
  const MostrarRuta = () => {
    const location = useLocation();
    return <div data-testid="otra-ruta">{`${location.pathname}${location.search}`}</div>;
  };
  const resultado = render(
    <TestMemoryRouter
      initialEntries={[
        estado
          ? {
              pathname: ruta.split('?')[0],
              search: ruta.split('?')[1] ? `?${ruta.split('?')[1]}` : '',
              state: estado,
            }
          : ruta,
      ]}
      locationCallback={(l) => {
        ubicacion.actual = l;
      }}
    >
      <AdminContext
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        dataProvider={testDataProvider()}
      >
        <Routes>
          {rutas.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<MostrarRuta />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...resultado, ubicacion };
}

/** The <altcha-widget> once the captcha has loaded its configuration and the (mocked) widget module. */
export const widgetAltcha = (): HTMLElement | null => document.querySelector('altcha-widget');

export const resolverCaptcha = (payload = 'carga-altcha') => {
  const widget = widgetAltcha();
  if (!widget) throw new Error('captcha no cargado');
  widget.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
};

export const expirarCaptcha = () => {
  widgetAltcha()?.dispatchEvent(new CustomEvent('expired'));
};

export const USUARIO = {
  user: {
    id: 7,
    name: 'Ana',
    last_name: 'Gómez',
    email: 'ana@bar.co',
    business_name: 'Bar Ana',
    ultimos_digitos_tarjeta: null,
    email_verificado: true,
  },
  empresa: { id: 3, nombre: 'Bar Ana' },
  rol: { id_rol: 0, acceso_modulo_tag: '*' },
  suscripcion_empresa: {
    id: 11,
    estado_periodo_pueba: 1,
    estado: 'prueba',
    fecha_fin_periodo_prueba: '2030-01-31',
    cobros: [],
  },
  payment_platform: 'payu',
  numero_tarjeta_payu: null,
};
