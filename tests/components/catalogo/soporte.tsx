import { render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { AdminContext, memoryStore, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { rutaCatalogo, type Catalogo } from '../../../common/catalogo';
import dataProvider from '../../../src/dataProvider';
import { http } from '../../../src/dataProvider/http';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { Notificaciones } from '../../../src/notifications';
import { recursoCatalogo } from '../../../src/resources/catalogo';
import { spanishRoutes } from '../../../src/resources/spanishRoutes';

export interface Llamada {
  metodo: string;
  url: string;
  params: Record<string, unknown>;
  datos: FormData | undefined;
  /** A JSON body, parsed (undefined for form data or none). */
  cuerpo?: unknown;
}

export interface Respuesta {
  status?: number;
  data?: unknown;
  message?: string;
}

type Manejador = Respuesta | ((llamada: Llamada) => Respuesta);

/** The API's envelope around `data`, or a failure with its Spanish message. */
const sobre = ({ status = 200, data = null, message = 'OK' }: Respuesta) => ({
  success: status < 400,
  code: status,
  message,
  data,
});

/** A Laravel page of these rows. */
export const pagina = (filas: unknown[]) => ({
  current_page: 1,
  data: filas,
  per_page: 10,
  total: filas.length,
  last_page: 1,
});

/**
 * The real dataProvider over a fake API: 'METHOD url' → answer (unknown routes answer 404), every call recorded
 * with its query and its form data.
 */
export function apiFalsa(rutas: Record<string, Manejador>) {
  const llamadas: Llamada[] = [];
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    const llamada: Llamada = {
      metodo: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      datos: config.data instanceof FormData ? config.data : undefined,
      cuerpo: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    };
    llamadas.push(llamada);
    const manejador = rutas[`${llamada.metodo} ${llamada.url}`];
    const respuesta: Respuesta = !manejador
      ? { status: 404, message: `Ruta no simulada: ${llamada.metodo} ${llamada.url}` }
      : typeof manejador === 'function'
        ? manejador(llamada)
        : manejador;
    const status = respuesta.status ?? 200;
    const response = { data: sobre(respuesta), status, statusText: '', headers: {}, config, request: {} };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    return response;
  }) as AxiosAdapter;
  return {
    llamadas,
    de: (metodo: string, url: string) => llamadas.filter((l) => l.metodo === metodo && l.url === url),
  };
}

const Ruta = () => <div data-testid="ruta">{useLocation().pathname}</div>;

/**
 * A catalogue's generated pages at their Spanish paths, as App.tsx mounts them, with the app's toasts; `locale` is
 * the language kept in react-admin's store (as the language menu leaves it).
 */
export function montarCatalogo(c: Catalogo, ruta: string, locale = 'es') {
  const r = recursoCatalogo(c);
  return render(
    <TestMemoryRouter initialEntries={[ruta]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore(locale === 'es' ? {} : { locale })}
        theme={lightTheme}
      >
        <Routes>
          <Route
            path={rutaCatalogo(c)}
            element={
              <ResourceContextProvider value={c.recurso}>
                <Outlet />
              </ResourceContextProvider>
            }
          >
            <Route index element={<r.list />} />
            {spanishRoutes(r)}
          </Route>
          <Route path="*" element={<p>fuera</p>} />
        </Routes>
        <Ruta />
        <Notificaciones />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** The form data a call sent, as a plain object. */
export const campos = (llamada: Llamada | undefined) =>
  Object.fromEntries([...(llamada?.datos?.entries() ?? [])].map(([k, v]) => [k, String(v)]));
