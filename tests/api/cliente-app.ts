import type { TestApp } from './harness';

/** A localStorage for the app's modules under node (the token and the cached user live there). */
export function memoriaLocal(): void {
  const almacen = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage ??= {
    getItem: (k: string) => almacen.get(k) ?? null,
    setItem: (k: string, v: string) => void almacen.set(k, v),
    removeItem: (k: string) => void almacen.delete(k),
    clear: () => almacen.clear(),
  };
}

/**
 * The app's own axios client (src/dataProvider/http.ts), answered by the real app through `inject` instead of the
 * network, signed in with `token`: the front end's providers run unchanged against the real server.
 */
export async function conectarClienteAlApp(t: TestApp, token: string) {
  memoriaLocal();
  const { http, setToken } = await import('../../src/dataProvider/http');
  http.defaults.adapter = async (config) => {
    let payload: string | Buffer | undefined;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(config.headers.toJSON())) if (v != null) headers[k] = String(v);
    if (config.data instanceof FormData) {
      const req = new Request('http://x', { method: 'POST', body: config.data });
      payload = Buffer.from(await req.arrayBuffer());
      headers['content-type'] = req.headers.get('content-type')!;
    } else payload = config.data as string | undefined;
    const url = http.getUri(config).replace(/^https?:\/\/[^/]+/, '');
    const res = await t.app.inject({ method: config.method!.toUpperCase() as 'GET', url, headers, payload });
    const respuesta = {
      data: res.json(),
      status: res.statusCode,
      statusText: '',
      headers: res.headers,
      config,
    };
    if (config.validateStatus?.(res.statusCode) === false) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(res.json().message, String(res.statusCode), config, null, respuesta as never);
    }
    return respuesta as never;
  };
  setToken(token);
  return http;
}
