import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { conToken, registrar } from './auth-soporte';
import { MENSAJES_ENTRADA } from '../../server/lib/entrada';

let t: TestApp;
let token: string;
let rutas: { metodo: string; url: string }[];

/**
 * Every registered route, read from Fastify's route tree (the harness readies the app before an onRoute hook
 * could be added): one line per node, children indented under their parent's path.
 */
function rutasRegistradas(arbol: string) {
  const pila: string[] = [];
  const salida: { metodo: string; url: string }[] = [];
  for (const linea of arbol.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(linea);
    if (!m) continue;
    const nivel = m[1].length / 4;
    pila.length = nivel;
    pila.push(m[2]);
    const url = pila.join('');
    for (const metodo of m[3].split(', '))
      if (metodo !== 'HEAD' && url.startsWith('/api/')) salida.push({ metodo, url });
  }
  return salida;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  ({ token } = await registrar(t.app));
  rutas = rutasRegistradas(t.app.printRoutes({ commonPrefix: false }))
    // Signing out with the test's own token is a legitimate change, not bad input.
    .filter((r) => r.url !== '/api/logout');
});
afterAll(() => t.close());

const TABLAS = [
  'empresas',
  'usuarios',
  'sesiones',
  'tokens_correo',
  'categorias',
  'configuraciones',
  'outbox',
];
async function conteos() {
  const partes = TABLAS.map((tabla) => `(select count(*) from ${tabla})::int as ${tabla}`).join(', ');
  const r = await t.database.db.execute(sql.raw(`select ${partes}`));
  return (r as unknown as { rows: Record<string, number>[] }).rows[0];
}

const raro = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001b',
  '\ud800',
  '\udfff',
  '\u202e',
  '\uffff',
  '%00',
  "'",
  '"',
);
const texto = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 5 }), raro, fc.string({ maxLength: 5 })).map((p) => p.join('')),
);
const anidado = fc.integer({ min: 1, max: 2000 }).map((n) => {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
});
const valor = fc.oneof(
  texto,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(texto, { maxLength: 3 }),
  fc.dictionary(texto, texto, { maxKeys: 3 }),
  anidado,
);
const campos = [
  'id',
  'nombre',
  'email',
  'password',
  'token',
  'search',
  'page',
  'rowsPerPage',
  'message',
  '_method',
];
const cuerpo = fc.dictionary(fc.oneof(fc.constantFrom(...campos), texto), valor, { maxKeys: 6 });
/** Percent-encodes, sending a lone surrogate as its raw (invalid UTF-8) bytes. */
const codificar = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};
const segmento = fc.oneof(fc.constant('1'), fc.integer().map(String), texto.map(codificar));

const peticion = fc.record({
  ruta: fc.integer({ min: 0, max: 1000 }),
  id: segmento,
  query: fc.dictionary(fc.constantFrom('search', 'page', 'rowsPerPage', 'id_categoria_padre', 'x'), texto, {
    maxKeys: 3,
  }),
  cuerpo,
  tipo: fc.constantFrom(
    'json',
    'json-crudo',
    'urlencoded',
    'multipart-sin-boundary',
    'text/plain',
    'application/xml',
    'ninguno',
  ),
  autenticado: fc.boolean(),
});

type Peticion = typeof peticion extends fc.Arbitrary<infer T> ? T : never;

function armar(p: Peticion) {
  const ruta = rutas[p.ruta % rutas.length];
  const url = ruta.url.replace(':id', p.id) + '?' + new URLSearchParams(p.query as Record<string, string>);
  const headers: Record<string, string> = p.autenticado ? conToken(token) : {};
  let payload: string | undefined;
  if (ruta.metodo !== 'GET') {
    if (p.tipo === 'json')
      [headers['content-type'], payload] = ['application/json', JSON.stringify(p.cuerpo)];
    else if (p.tipo === 'json-crudo')
      [headers['content-type'], payload] = ['application/json', JSON.stringify(p.cuerpo).slice(0, -1)];
    else if (p.tipo === 'urlencoded')
      [headers['content-type'], payload] = [
        'application/x-www-form-urlencoded',
        Object.entries(p.cuerpo)
          .map(
            ([k, v]) => `${codificar(k)}=${codificar(typeof v === 'string' ? v : String(JSON.stringify(v)))}`,
          )
          .join('&'),
      ];
    else if (p.tipo === 'multipart-sin-boundary')
      [headers['content-type'], payload] = ['multipart/form-data', 'nombre=x'];
    else if (p.tipo !== 'ninguno') [headers['content-type'], payload] = [p.tipo, JSON.stringify(p.cuerpo)];
  }
  return { method: ruta.metodo as 'GET', url, headers, payload };
}

describe('fuzz over every registered route', () => {
  it('collects the routes, private ones included', () => {
    expect(rutas.length).toBeGreaterThan(15);
    expect(rutas).toContainEqual({ metodo: 'POST', url: '/api/categorias/categoria/:id' });
    expect(rutas).toContainEqual({ metodo: 'POST', url: '/api/log/error/front' });
  });

  it('answers no 5xx, and no 4xx changes a row', async () => {
    let privadasAlcanzadas = 0;
    await fc.assert(
      fc.asyncProperty(peticion, async (p) => {
        const antes = await conteos();
        const req = armar(p);
        const res = await t.app.inject(req);
        expect(res.statusCode, `${req.method} ${req.url} ${req.payload ?? ''}`).toBeLessThan(500);
        if (p.autenticado && res.statusCode !== 401) privadasAlcanzadas++;
        if (res.statusCode >= 400) {
          expect(await conteos()).toEqual(antes);
        }
      }),
      { numRuns: 150 },
    );
    expect(privadasAlcanzadas).toBeGreaterThan(0);
    // 150 requests, each with the row counts before and after: ~20 s on a loaded two-core machine.
  }, 120_000);

  it.each([
    ['NUL in the categories search', { url: '/api/categorias?search=a%00b' }, MENSAJES_ENTRADA.caracteres],
    [
      'a lone surrogate in the front-end error log',
      {
        method: 'POST' as const,
        url: '/api/log/error/front',
        headers: { 'content-type': 'application/json' },
        payload: '{"message":"a\\ud800b"}',
      },
      MENSAJES_ENTRADA.caracteres,
    ],
    [
      'NUL in a text field',
      { method: 'POST' as const, url: '/api/categorias/categoria', payload: { nombre: 'a\u0000b' } },
      MENSAJES_ENTRADA.caracteres,
    ],
    [
      'deeply nested JSON',
      {
        method: 'POST' as const,
        url: '/api/categorias/categoria',
        headers: { 'content-type': 'application/json' },
        payload: '{"nombre":' + '{"a":'.repeat(5000) + '1' + '}'.repeat(5001),
      },
      MENSAJES_ENTRADA.anidacion,
    ],
    [
      'multipart without a boundary',
      {
        method: 'POST' as const,
        url: '/api/categorias/categoria',
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'x',
      },
      MENSAJES_ENTRADA.multipart,
    ],
  ])('%s answers 400 in Spanish and saves nothing', async (_nombre, req, mensaje) => {
    const antes = await conteos();
    const res = await t.app.inject({
      ...req,
      headers: { ...conToken(token), ...(req as { headers?: Record<string, string> }).headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 400, message: mensaje, data: null });
    expect(await conteos()).toEqual(antes);
  });

  it('refuses an oversized body with 413 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categorias/categoria',
      headers: { ...conToken(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ nombre: 'x'.repeat(4 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('La solicitud supera el tamaño máximo permitido');
  });
});
