import { isDeepStrictEqual } from 'node:util';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { http as rest, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { http as httpApp } from '../../../src/dataProvider/http';
import { esquemaDe } from './contrato';

/**
 * The component tests' fake API (msw: it answers the app's real axios client at the network boundary). Every reply
 * is checked against the route's response schema in ./contrato.ts before it is sent: a fake that drifts from the
 * contract (a renamed, missing or extra field) fails the test instead of passing against an API that does not exist.
 */
export const servidor = setupServer();

export interface Respuesta {
  status?: number;
  cuerpo: unknown;
  /** A reply that does not come from the API (a proxy's HTML 502 page): sent as text, outside the contract. */
  ajena?: true;
  /** Response headers (an ETag). */
  cabeceras?: Record<string, string>;
}

export interface Llamada {
  ruta: string;
  /** The path actually requested, below /api ('categorias/categoria/5'). */
  camino: string;
  params: Record<string, string>;
  /**
   * JSON as an object, form data as FormData (jsdom's files reach msw without their name and bytes: observe them
   * on the app's client with `enviados()`), nothing as undefined.
   */
  cuerpo: unknown;
  autorizacion: string | null;
}

/** The envelope of a success (spec §7). */
export const ok = (data: unknown, message = 'OK'): Respuesta => ({
  status: 200,
  cuerpo: { success: true, data, code: 200, message },
});

/** The envelope of a failure. */
export const fallo = (status: number, message: string, data: unknown = null): Respuesta => ({
  status,
  cuerpo: { success: false, data, code: status, message },
});

/** Throws when `respuesta` is not exactly what `ruta` may answer. */
export function revisarRespuesta(ruta: string, { status = 200, cuerpo, ajena }: Respuesta): void {
  if (ajena) return;
  const resultado = esquemaDe(ruta, status).safeParse(cuerpo);
  if (!resultado.success)
    throw new Error(
      `La respuesta falsa de ${ruta} (${status}) no cumple el contrato: ${resultado.error.message}`,
    );
  if (!isDeepStrictEqual(resultado.data, cuerpo))
    throw new Error(
      `La respuesta falsa de ${ruta} (${status}) lleva campos que el contrato no declara: ` +
        `${JSON.stringify(cuerpo)} ≠ ${JSON.stringify(resultado.data)}`,
    );
}

const errores: Error[] = [];

async function leerCuerpo(request: Request): Promise<unknown> {
  const tipo = request.headers.get('content-type') ?? '';
  if (tipo.includes('multipart/form-data')) return request.formData();
  const texto = await request.text();
  if (!texto) return undefined;
  return tipo.includes('json') ? JSON.parse(texto) : texto;
}

/**
 * Fakes the routes given as 'METHOD path' (path below /api, ':id' for a parameter) → reply, or a function of
 * the call (a promise: the reply waits for it, as a slow server). Fixed replies are checked at once; computed ones
 * when sent. Answers the calls made, in order.
 */
export function api(
  rutas: Record<string, Respuesta | ((llamada: Llamada) => Respuesta | Promise<Respuesta>)>,
) {
  const llamadas: Llamada[] = [];
  const manejadores = Object.entries(rutas).map(([ruta, respuesta]) => {
    if (typeof respuesta !== 'function') revisarRespuesta(ruta, respuesta);
    const [metodo, camino] = ruta.split(' ');
    const crear = rest[metodo.toLowerCase() as 'get' | 'post' | 'delete' | 'put'];
    return crear(`/api/${camino}`, async ({ request }) => {
      const url = new URL(request.url);
      const llamada: Llamada = {
        ruta,
        camino: url.pathname.replace(/^\/api\//, ''),
        params: Object.fromEntries(url.searchParams),
        cuerpo: await leerCuerpo(request),
        autorizacion: request.headers.get('authorization'),
      };
      llamadas.push(llamada);
      const elegida = typeof respuesta === 'function' ? await respuesta(llamada) : respuesta;
      const { status = 200, cuerpo } = elegida;
      try {
        revisarRespuesta(ruta, elegida);
      } catch (error) {
        errores.push(error as Error);
        throw error;
      }
      return elegida.ajena
        ? HttpResponse.text(String(cuerpo), { status, headers: { 'content-type': 'text/html' } })
        : HttpResponse.json(cuerpo as never, { status, headers: elegida.cabeceras });
    });
  });
  servidor.use(...manejadores);
  return { llamadas, de: (ruta: string) => llamadas.filter((l) => l.ruta === ruta) };
}

/** The bodies the app's axios client sends from now on, as the app built them (FormData with its files). */
export function enviados(): unknown[] {
  const cuerpos: unknown[] = [];
  const id = httpApp.interceptors.request.use((config) => {
    cuerpos.push(config.data);
    return config;
  });
  afterEachCallbacks.push(() => httpApp.interceptors.request.eject(id));
  return cuerpos;
}

const afterEachCallbacks: (() => void)[] = [];

/** Starts the fake API for a test file: unfaked requests fail, replies that broke the contract fail the test. */
export function usarApiFalsa(): void {
  beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    servidor.resetHandlers();
    afterEachCallbacks.splice(0).forEach((f) => f());
    const rotas = errores.splice(0);
    expect(rotas.map((e) => e.message)).toEqual([]);
  });
  afterAll(() => servidor.close());
}
