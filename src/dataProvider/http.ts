import axios, { AxiosError } from 'axios';
import { HttpError } from 'react-admin';

export const TOKEN_KEY = 'token';
export const API_URL = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';
import { UNAUTHENTICATED } from '../../common/constantes';

export { UNAUTHENTICATED };
import type { Envelope } from '../../common/api';

export type { Envelope };

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

/**
 * The app's active locale (src/i18n sets it on <html> at every change): the server answers its refusals and writes
 * its mails in it, not in the browser's own language.
 */
const idiomaActivo = (): string => (typeof document !== 'undefined' && document.documentElement.lang) || 'es';

/** The one HTTP client of the app: API base, bearer token, 30 s timeout (spec §7). */
export const http = axios.create({ baseURL: API_URL, timeout: 30_000 });

// Synchronous: the request leaves at the call, not a few promise steps later, after whatever React renders for the
// same tap (issue 25: a send's POST goes out while the screen draws the tap's answer).
http.interceptors.request.use(
  (config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', idiomaActivo());
    return config;
  },
  undefined,
  { synchronous: true },
);

/**
 * A 422's `data.errors` ({campo: [mensajes]}) also as `errors` ({campo: 'mensajes'}), where react-admin's forms
 * read a rejected save's field errors and show each under its input.
 */
function conErroresDeCampo(body: Envelope | undefined): unknown {
  const errores = (body?.data as { errors?: unknown } | null | undefined)?.errors;
  if (!errores || typeof errores !== 'object' || Object.keys(errores).length === 0) return body;
  const porCampo = Object.fromEntries(
    Object.entries(errores as Record<string, unknown>).map(([campo, mensajes]) => [
      campo,
      Array.isArray(mensajes) ? mensajes.join(' ') : String(mensajes),
    ]),
  );
  return { ...body, errors: porCampo };
}

/**
 * Failures become react-admin HttpErrors carrying the server's message (spec §8: the message reaches the red
 * alert; 'Unauthenticated.' drops the token so that the auth provider signs the user out).
 */
http.interceptors.response.use(undefined, (error: AxiosError<Envelope>) => {
  const body = error.response?.data;
  const status = error.response?.status ?? 0;
  const message =
    body && typeof body === 'object' && typeof body.message === 'string' && body.message
      ? body.message
      : error.code === 'ECONNABORTED'
        ? 'comanda.errores.tiempo_agotado'
        : !error.response && (error.code === 'ERR_NETWORK' || !navigator.onLine)
          ? 'comanda.errores.sin_conexion'
          : 'comanda.errores.generico';
  if (message === UNAUTHENTICATED) clearToken();
  return Promise.reject(new HttpError(message, status, conErroresDeCampo(body)));
});
