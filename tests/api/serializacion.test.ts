import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { escritorDe } from '../../server/lib/serializador';
import { dineroRespuesta } from '../../common/dinero';
import { respuestasCategorias } from '../../server/routes/categorias/schemas';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba } from './fixtures';
import { compiladorDeRespuestas, SerializacionDistinta } from '../../server/plugins/serializacion';

/** What fastify-type-provider-zod's serializer writes for this schema, or 'ERROR' where it refuses the value. */
function conZod(schema: $ZodType, valor: unknown): string {
  const serializar = serializerCompiler({
    schema,
    method: 'GET',
    url: '/prueba',
    httpStatus: '200',
  } as never) as (v: unknown) => string;
  try {
    return serializar(valor);
  } catch {
    return 'ERROR';
  }
}

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: unknown[];
};
const defDe = (s: $ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Values shaped by the schema (as a service would hand them to the reply), with what a query adds or gets wrong:
 * extra columns, absent keys, nulls, floats for integers, NaN, dates for strings, lone surrogates, and now and
 * then any value at all.
 */
function valores(schema: $ZodType, ruido: boolean): fc.Arbitrary<unknown> {
  const def = defDe(schema);
  const propio = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string': {
        const cualquiera = fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.constant('2026-11-22T15:40:51.123Z'),
        );
        // A string with a pattern (money): mostly strings that match it, now and then any string.
        const patron = (def.checks ?? [])
          .map((c) => (c as { _zod: { def: { pattern?: RegExp } } })._zod.def.pattern)
          .find((p) => p instanceof RegExp);
        return patron
          ? fc.oneof(
              { weight: 4, arbitrary: fc.stringMatching(patron) },
              { weight: 1, arbitrary: cualquiera },
            )
          : cualquiera;
      }
      case 'number':
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer() },
          { weight: 1, arbitrary: fc.maxSafeInteger() },
          { weight: ruido ? 1 : 0, arbitrary: fc.double() },
        );
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'literal':
        return fc.constantFrom(...(def.values ?? []));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? {}));
      case 'nullable':
        return fc.oneof(fc.constant(null), valores(def.innerType!, ruido));
      case 'optional':
        return fc.oneof(fc.constant(undefined), valores(def.innerType!, ruido));
      case 'array':
        return fc.array(valores(def.element!, ruido), { maxLength: 4 });
      case 'object': {
        const forma = def.shape!;
        const campos = Object.fromEntries(Object.keys(forma).map((k) => [k, valores(forma[k], ruido)]));
        const extra = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 });
        return fc
          .tuple(fc.record(campos, ruido ? { requiredKeys: [] } : undefined), extra, fc.boolean())
          .map(([registro, columnas, extraPrimero]) =>
            extraPrimero ? { ...columnas, ...registro } : { ...registro, ...columnas },
          );
      }
      case 'record':
        return fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 });
      default:
        return fc.jsonValue();
    }
  })();
  if (!ruido) return propio;
  return fc.oneof(
    { weight: 12, arbitrary: propio },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.constantFrom(undefined, Number.NaN, new Date(0), '1', 1.5, [], {}) },
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every response schema of every registered /api route, by 'METHOD /url status'. */
function esquemasDeRespuesta(): [string, $ZodType][] {
  return t.app.rutasApi.flatMap((ruta) =>
    Object.entries((ruta.schema?.response ?? {}) as Record<string, unknown>)
      .filter((par): par is [string, $ZodType] => par[1] instanceof $ZodType)
      .map(([estado, schema]): [string, $ZodType] => [`${ruta.metodo} ${ruta.url} ${estado}`, schema]),
  );
}

describe('the compiled reply writer writes exactly what zod writes', () => {
  it('for every response schema of every route, on valid and on wrong values', () => {
    // Routes share schemas (every error reply, a catalogue's record): each distinct schema is tried once.
    const esquemas = [
      ...new Map(esquemasDeRespuesta().map(([ruta, schema]) => [schema, ruta])).entries(),
    ].map(([schema, ruta]) => [ruta, schema] as const);
    expect(esquemas.length).toBeGreaterThan(20);
    let validos = 0;
    let escritos = 0;
    for (const [ruta, schema] of esquemas) {
      const escribir = escritorDe(schema);
      for (const ruido of [false, true])
        fc.assert(
          fc.property(valores(schema, ruido), (valor) => {
            const rapida = escribir(valor);
            if (!ruido) [validos, escritos] = [validos + 1, escritos + (rapida === undefined ? 0 : 1)];
            // undefined: the writer stepped aside and zod serialises (or refuses) the value itself.
            if (rapida !== undefined) expect(rapida, ruta).toBe(conZod(schema, valor));
          }),
          { numRuns: 60 },
        );
    }
    // Most well-shaped replies are written by the writer itself, not handed to zod. The reports' and dashboard's
    // pages (built from their declarations) are handed to zod more often than the older routes' (0.75 of the
    // whole since they came, 0.8 before): which of their parts the writer steps aside for is yet to be found.
    expect(escritos / validos).toBeGreaterThan(0.7);
  }, 120_000);

  it('drops extra columns, keeps nulls, follows the schema’s key order', () => {
    const schema = respuestasCategorias.una[200];
    const valor = {
      message: 'ok',
      code: 200,
      data: {
        nombre_plegado: 'bebidas',
        updated_at: '2026-11-22T15:40:51.123Z',
        created_at: '2026-11-22T15:40:51.123Z',
        categoria_padre: null,
        visible_carta: false,
        orden: 1,
        icono: null,
        id_categoria_padre: null,
        nombre: 'Bebidas',
        id: 7,
        empresa_id: 999,
      },
      success: true,
    };
    const escrito = escritorDe(schema)(valor);
    expect(escrito).toBe(conZod(schema, valor));
    expect(JSON.parse(escrito!)).toEqual({
      success: true,
      data: {
        id: 7,
        nombre: 'Bebidas',
        id_categoria_padre: null,
        icono: null,
        orden: 1,
        visible_carta: false,
        categoria_padre: null,
        created_at: '2026-11-22T15:40:51.123Z',
        updated_at: '2026-11-22T15:40:51.123Z',
      },
      code: 200,
      message: 'ok',
    });
  });

  it('steps aside for what zod refuses or the writer does not know, so zod decides', () => {
    const fila = { id: 1, nombre: 'x', creada: new Date(0) };
    const schema = z.object({ id: z.number().int(), nombre: z.string(), creada: z.string() });
    expect(escritorDe(schema)(fila)).toBeUndefined();
    expect(conZod(schema, fila)).toBe('ERROR');
    expect(escritorDe(z.object({ n: z.number().int() }))({ n: 1.5 })).toBeUndefined();
    expect(escritorDe(z.object({ n: z.number() }))({ n: Number.NaN })).toBeUndefined();
    expect(escritorDe(z.object({ s: z.string() }))({})).toBeUndefined();
    // Checks, transforms and non-strip objects are zod's alone.
    expect(escritorDe(z.object({ s: z.string().max(2) }))({ s: 'ab' })).toBeUndefined();
    expect(escritorDe(z.object({ s: z.string() }).strict())({ s: 'ab' })).toBeUndefined();
    expect(escritorDe(z.string().transform((s) => s.length))('ab')).toBeUndefined();
  });

  it('writes money and decimal strings itself when their pattern matches, and leaves a mismatch to zod', () => {
    const schema = z.object({
      precio: dineroRespuesta,
      cantidad: z
        .string()
        .regex(/^-?\d+(\.\d+)?$/)
        .nullable(),
    });
    const bien = { precio: '12500.00', cantidad: '0.500' };
    expect(escritorDe(schema)(bien)).toBe('{"precio":"12500.00","cantidad":"0.500"}');
    expect(escritorDe(schema)(bien)).toBe(conZod(schema, bien));
    const mal = { precio: '12.500,00', cantidad: null };
    expect(escritorDe(schema)(mal)).toBeUndefined();
    expect(conZod(schema, mal)).toBe('ERROR');
    // A global pattern keeps no position between values.
    const global = z.object({ s: z.string().regex(/^a+$/g) });
    for (let i = 0; i < 3; i++) expect(escritorDe(global)({ s: 'aa' })).toBe(conZod(global, { s: 'aa' }));
  });

  it('writes the hot replies itself (the list, me, ping), without falling back to zod', () => {
    const fila = {
      id: 1,
      nombre: 'Bebidas',
      id_categoria_padre: 2,
      icono: '/api/uploads/categorias/a.png',
      orden: 0,
      visible_carta: true,
      categoria_padre: { id: 2, nombre: 'Carta' },
      created_at: '2026-11-22T15:40:51.123Z',
      updated_at: '2026-11-22T15:40:51.123Z',
      // The list's counted column (lista.conteos of common/catalogos/categorias.ts).
      cantidad_productos: 3,
    };
    const pagina = { current_page: 1, data: [fila, fila], per_page: 10, total: 2, last_page: 1 };
    const valor = { success: true, data: pagina, code: 200, message: 'Operación exitosa' };
    expect(escritorDe(respuestasCategorias.pagina[200])(valor)).toBe(
      conZod(respuestasCategorias.pagina[200], valor),
    );
  });
});

describe('every route replies through the writer as zod would (COMANDA_VERIFICAR_SERIALIZACION)', () => {
  it('the real replies of the category routes, me and the lookups are what zod writes', async () => {
    // The plugin reads the variable when the app is built.
    const anterior = process.env.COMANDA_VERIFICAR_SERIALIZACION;
    process.env.COMANDA_VERIFICAR_SERIALIZACION = '1';
    const verificada = await createTestApp().finally(() => {
      if (anterior === undefined) delete process.env.COMANDA_VERIFICAR_SERIALIZACION;
      else process.env.COMANDA_VERIFICAR_SERIALIZACION = anterior;
    });
    try {
      const dueno = await crearEmpresaDePrueba(verificada);
      const pedir = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        verificada.app.inject({ method, url: `/api/${url}`, headers: dueno.auth, payload });
      const padre = (await pedir('POST', 'categorias/categoria', { nombre: 'Carta' })).json().data;
      const hija = await pedir('POST', 'categorias/categoria', {
        nombre: 'Jugos',
        id_categoria_padre: padre.id,
      });
      expect(hija.statusCode).toBe(200);
      const idHija = hija.json().data.id;
      const pedidos: [Parameters<typeof pedir>[0], string, object?][] = [
        ['GET', 'categorias?page=1&rowsPerPage=10'],
        ['GET', 'categorias?page=1&rowsPerPage=10&search=jug'],
        ['GET', 'categorias/orden'],
        ['GET', 'categorias/padres'],
        ['GET', 'categorias/hijos'],
        ['GET', `categorias/categoria/${padre.id}`],
        ['POST', 'me'],
        ['GET', 'configuraciones'],
        ['GET', 'configuraciones/paises'],
        ['GET', 'configuraciones/documentos'],
        ['GET', 'ping'],
        ['POST', `categorias/categoria/${idHija}`, { _method: 'put', nombre: 'Jugos naturales' }],
        ['DELETE', `categorias/categoria/${idHija}`],
      ];
      const respuestas = [];
      for (const [metodo, url, cuerpo] of pedidos) respuestas.push(await pedir(metodo, url, cuerpo));
      for (const r of respuestas) expect(r.statusCode, r.body).toBe(200);
      const lista = respuestas[0].json().data.data;
      expect(lista.find((c: { nombre: string }) => c.nombre === 'Carta').categoria_padre).toBeNull();
      expect(lista.find((c: { nombre: string }) => c.nombre === 'Jugos').categoria_padre).toEqual({
        id: padre.id,
        nombre: 'Carta',
      });
      // An error reply goes through the same writer.
      expect((await pedir('GET', 'categorias/categoria/999999')).statusCode).toBe(404);
    } finally {
      await verificada.close();
    }
  });

  it('the verification itself bites: a writer that differs from zod makes the reply fail', () => {
    const schema = z.object({ n: z.number().int() });
    const ruta = { schema, method: 'GET', url: '/prueba', httpStatus: '200' };
    const torcido = () => () => '{"n":2}';
    const verificado = compiladorDeRespuestas(true, torcido)(ruta as never);
    expect(() => verificado({ n: 1 })).toThrow(SerializacionDistinta);
    expect(compiladorDeRespuestas(true)(ruta as never)({ n: 1, extra: 2 })).toBe('{"n":1}');
  });
});
