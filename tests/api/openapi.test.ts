import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

/** Fastify's '/api/categorias/categoria/:id' is OpenAPI's '/api/categorias/categoria/{id}'. */
const aOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI description (GET /api/docs/json)', () => {
  it('is public and lists every registered API route with its 200 and error replies', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApi;
    expect(doc.openapi).toMatch(/^3\./);

    // Every route Fastify knows under /api, read from its own route tree (HEAD is Fastify's automatic one).
    const registradas = rutasRegistradas(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      / \/api\//.test(r),
    );
    expect(registradas).toEqual(
      expect.arrayContaining([
        'DELETE /api/categorias/categoria/:id',
        'POST /api/categorias/categoria',
        'POST /api/me',
      ]),
    );
    const descritas = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    // The description and, in development, Swagger UI are not part of the API they describe.
    for (const r of registradas.filter((r) => !/ \/api\/docs(\/|$)/.test(r)))
      expect(descritas, r).toContain(aOpenApi(r));

    for (const [path, ops] of Object.entries(doc.paths))
      for (const [metodo, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses), `${metodo} ${path}`).toEqual(
          expect.arrayContaining(['200', '4XX', '5XX']),
        );
      }
  });

  it('describes the envelope, the error reply and the shared records', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Error',
        'Categoria',
        'Pais',
        'TipoDocumento',
        'Configuracion',
        'UsuarioAutenticado',
      ]),
    );
    const lista = doc.paths['/api/categorias']?.get.responses['200'] as {
      content: {
        'application/json': { schema: { properties: Record<string, unknown>; required: string[] } };
      };
    };
    const envelope = lista.content['application/json'].schema;
    expect(envelope.required).toEqual(expect.arrayContaining(['success', 'data', 'code', 'message']));
    expect(envelope.properties.data).toMatchObject({
      properties: { current_page: {}, data: {}, per_page: {}, total: {}, last_page: {} },
    });
  });
});

/** `├── /api/categorias (GET, HEAD)` and its indented children → 'GET /api/categorias', … */
function rutasRegistradas(arbol: string): string[] {
  const ancestros: string[] = [];
  const rutas: string[] = [];
  for (const linea of arbol.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(
      linea.replace(/│ {3}| {4}/g, (x) => (x.startsWith('│') ? '│' : ' ')),
    );
    if (!m) continue;
    const nivel = m[1].length;
    ancestros.length = nivel;
    ancestros[nivel] = m[2];
    const url = ancestros.join('');
    for (const metodo of m[3].split(', ')) if (metodo !== 'HEAD') rutas.push(`${metodo} ${url}`);
  }
  return rutas;
}
