import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impuestos, productos } from '../../common/catalogos';
import {
  encabezadoImportacion as h,
  LIMITES_IMPORTACION as L,
  MENSAJES_IMPORTACION as MI,
} from '../../common/importacionProductos';
import { mensajeValidacion } from '../../common/validacion';
import { limitesPlanes } from '../../server/db/schema';
import { MENSAJES_PRODUCTOS as MP } from '../../server/routes/productos/mensajes';
import { FREEMIUM_PLAN } from '../../server/services/limitesPlan';
import { crearSede } from './catalogos-soporte';
import { crearEmpresaDePrueba, multipart, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import { createTestApp, type TestApp } from './harness';
import { utils, write } from 'xlsx';
import { cambiarEnZip, hojaXml, libro, xlsxConHoja, zipAMano } from './hojas-prueba';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  for (const e of [a, b]) {
    const sede = await crearSede(t, e);
    await crear(e, impuestos.api.item, { nombre: 'INC 8 %', porcentaje: '8', codigoProducto: 'INC8' });
    await crear(e, 'configuraciones/punto/impresion', { nombre: 'Cocina', id_sede: sede });
  }
  await crear(a, 'categorias/categoria', { nombre: 'Bebidas' });
  await crear(b, 'categorias/categoria', { nombre: 'Solo de B' });
  await crear(b, impuestos.api.item, { nombre: 'Impuesto de B', porcentaje: '5' });
});
afterAll(() => t.close());

async function crear(e: EmpresaDePrueba, url: string, cuerpo: Record<string, unknown>): Promise<number> {
  const r = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload: cuerpo });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

const subir = (e: EmpresaDePrueba, contenido: Buffer, nombre = 'productos.xlsx') => {
  const { payload, headers } = multipart(
    {},
    { campo: 'file', nombre, tipo: 'application/octet-stream', contenido },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/productos/importar',
    headers: { ...e.auth, ...headers },
    payload,
  });
};

const ENCABEZADO = ['nombre', 'codigo', 'tipo_producto', 'id_categoria', 'id_impuesto', 'precio_venta'].map(
  h,
);

async function lista(e: EmpresaDePrueba, busqueda = '') {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/productos?rowsPerPage=-1&search=${encodeURIComponent(busqueda)}`,
    headers: e.auth,
  });
  return r.json().data.data as Record<string, unknown>[];
}

/** Uploads `archivo` and expects the 500 of a refused import with exactly these errors, and nothing written. */
async function rechazaFilas(e: EmpresaDePrueba, archivo: Buffer, errores: unknown[], nombre?: string) {
  const antes = await fotoBd(t);
  const r = await subir(e, archivo, nombre);
  expect(r.statusCode, r.body).toBe(500);
  expect(r.json()).toMatchObject({ success: false, code: 500, message: MI.conErrores(errores.length) });
  expect(r.json().data).toEqual({ errores, total: errores.length });
  expect(await fotoBd(t)).toEqual(antes);
}

/**
 * Uploads `archivo` and expects a 422 on `archivo` with `mensaje`, and nothing written. How fast such files are
 * refused is measured by `bench/importar.ts` (no timing in tests).
 */
async function rechazaArchivo(e: EmpresaDePrueba, archivo: Buffer, mensaje: string) {
  const antes = await fotoBd(t);
  const r = await subir(e, archivo);
  expect(r.statusCode, r.body).toBe(422);
  expect(r.json()).toMatchObject({ message: mensaje, data: { errors: { archivo: [mensaje] } } });
  expect(await fotoBd(t)).toEqual(antes);
}

describe('POST productos/importar: all or nothing', () => {
  it('one bad row: a 500 listing row, column and the form’s message; nothing imported; fixed, everything is', async () => {
    const filas = [
      ENCABEZADO,
      ['Limonada de coco', 'LIM-1', 'Para la venta', 'Bebidas', 'INC 8 %', 9000],
      ['Jugo de mora', 'JUG-1', 'venta', 'bebidas', 'INC8', 'nueve mil'],
      ['Agua', 'AGU-1', 'Para la venta', 'Bebidas', '', 3000],
    ];
    await rechazaFilas(a, libro({ Productos: filas }), [
      { fila: 3, columna: h('precio_venta'), mensaje: mensajeValidacion('dinero') },
    ]);
    filas[2][5] = '7.500';
    const r = await subir(a, libro({ Productos: filas }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      code: 200,
      data: { creados: 3, actualizados: 0 },
      message: MI.importado(3, 0),
    });
    const [jugo] = await lista(a, 'mora');
    expect(jugo).toMatchObject({
      codigo: 'JUG-1',
      precio_venta: '7500.00',
      porcentaje_impuesto: '8.00',
      categoria: { nombre: 'Bebidas' },
      impuesto: { nombre: 'INC 8 %' },
    });
  });

  it('updates by codigo (any case) and creates the rest; the rules across fields are the form’s', async () => {
    const antes = (await lista(a)).length;
    const r = await subir(
      a,
      libro({
        Productos: [
          [h('codigo'), h('nombre'), h('precio_venta')],
          ['lim-1', 'Limonada', 9500],
          ['', 'Nuevo', 100],
        ],
      }),
    );
    expect(r.json()).toMatchObject({ data: { creados: 1, actualizados: 1 } });
    expect(await lista(a)).toHaveLength(antes + 1);
    const [limonada] = await lista(a, 'LIM-1');
    // Columns absent from the file are left as they were.
    expect(limonada).toMatchObject({
      nombre: 'Limonada',
      precio_venta: '9500.00',
      categoria: { nombre: 'Bebidas' },
    });

    await rechazaFilas(
      a,
      libro({
        Productos: [
          [h('nombre'), h('precio_venta'), h('precio_minimo'), h('codigo')],
          ['Caro', 1000, 2000, 'CARO'],
          ['Repetido', 1000, '', 'caro'],
          ['', 1000, '', ''],
        ],
      }),
      [
        { fila: 2, columna: h('precio_minimo'), mensaje: MP.precioMinimo },
        { fila: 3, columna: h('codigo'), mensaje: MI.codigoRepetido(2) },
        { fila: 4, columna: h('nombre'), mensaje: mensajeValidacion('requerido') },
      ],
    );
  });

  it('a master product by code or name, in the database or in an earlier or later row of the file', async () => {
    const r = await subir(
      a,
      libro({
        Productos: [
          [h('nombre'), h('codigo'), h('precio_venta'), h('id_producto_maestro'), h('id_punto_impresion')],
          ['Café pequeño', 'CAF-P', 2500, 'CAF', 'cocina'],
          ['Café', 'CAF', 3000, '', 'Cocina'],
          ['Limonada grande', 'LIM-G', 12000, 'Limonada', ''],
        ],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const [pequeno] = await lista(a, 'CAF-P');
    expect(pequeno).toMatchObject({
      producto_maestro: { nombre: 'Café' },
      punto_impresion: { nombre: 'Cocina' },
    });
    expect((await lista(a, 'LIM-G'))[0]).toMatchObject({ producto_maestro: { nombre: 'Limonada' } });
  });

  it('another company’s tax and product names never resolve; its category name makes this company’s own', async () => {
    await rechazaFilas(
      a,
      libro({
        Productos: [
          [h('nombre'), h('id_categoria'), h('id_impuesto'), h('precio_venta'), h('id_producto_maestro')],
          ['Intruso', 'Solo de B', 'Impuesto de B', 1000, 'Maestro de B'],
        ],
      }),
      [
        { fila: 2, columna: h('id_impuesto'), mensaje: MI.noExiste('Impuesto de B') },
        { fila: 2, columna: h('id_producto_maestro'), mensaje: MI.noExiste('Maestro de B') },
      ],
    );
    // Company B's own names do resolve for B.
    const r = await subir(
      b,
      libro({
        Productos: [
          [h('nombre'), h('id_categoria'), h('precio_venta')],
          ['Suyo', 'solo de b', 1],
        ],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.categorias_creadas).toEqual([]);
    const [suyo] = await lista(b, 'Suyo');
    const enA = await subir(
      a,
      libro({
        Productos: [
          [h('nombre'), h('id_categoria'), h('precio_venta')],
          ['Propio', 'Solo de B', 1],
        ],
      }),
    );
    expect(enA.json().data.categorias_creadas).toEqual(['Solo de B']);
    const [propio] = await lista(a, 'Propio');
    expect(propio.id_categoria).not.toBe(suyo.id_categoria);
  });

  it('unknown and repeated columns, a missing Nombre, an empty sheet', async () => {
    await rechazaFilas(
      a,
      libro({
        Productos: [
          ['Precio', h('precio_venta'), 'precio_venta'],
          ['x', 1, 2],
        ],
      }),
      [
        { fila: 1, columna: 'Precio', mensaje: MI.columnaDesconocida },
        { fila: 1, columna: 'precio_venta', mensaje: MI.columnaRepetida },
        { fila: 1, columna: 'Nombre', mensaje: MI.sinNombre },
        { fila: 2, columna: h('nombre'), mensaje: mensajeValidacion('requerido') },
      ],
    );
    await rechazaArchivo(a, libro({ Productos: [ENCABEZADO] }), MI.vacio);
    await rechazaArchivo(a, Buffer.alloc(0), MI.sinArchivo);
  });

  it('respects the plan limit: past it, 402 freemiumPlan and nothing imported', async () => {
    const c = await crearEmpresaDePrueba(t);
    const limite = (n: number) =>
      t.database.db
        .update(limitesPlanes)
        .set({ limite: n })
        .where(sql`${limitesPlanes.plan} = 'gratis' and ${limitesPlanes.recurso} = 'productos'`);
    const [{ limite: original }] = await t.database.db
      .select({ limite: limitesPlanes.limite })
      .from(limitesPlanes)
      .where(sql`${limitesPlanes.plan} = 'gratis' and ${limitesPlanes.recurso} = 'productos'`);
    await limite(2);
    try {
      const archivo = libro({
        Productos: [
          [h('nombre'), h('precio_venta')],
          ['Uno', 1],
          ['Dos', 1],
          ['Tres', 1],
        ],
      });
      const antes = await fotoBd(t);
      const r = await subir(c, archivo);
      expect(r.statusCode).toBe(402);
      expect(r.json()).toMatchObject({ success: false, message: FREEMIUM_PLAN });
      expect(await fotoBd(t)).toEqual(antes);
      await limite(3);
      expect((await subir(c, archivo)).json().data).toMatchObject({ creados: 3, actualizados: 0 });
    } finally {
      await limite(original);
    }
  });

  it('checks the plan limit for the whole file before any row is written', async () => {
    // One place left, three new rows, the last breaking a rule across fields. Each create checks the limit too,
    // but sees none of the file's rows: without the check of the whole file first the rows would pass it and the
    // answer would be the last row's error instead of the plan's.
    const c = await crearEmpresaDePrueba(t);
    const donde = sql`${limitesPlanes.plan} = 'gratis' and ${limitesPlanes.recurso} = 'productos'`;
    const [{ limite: original }] = await t.database.db
      .select({ limite: limitesPlanes.limite })
      .from(limitesPlanes)
      .where(donde);
    await t.database.db.update(limitesPlanes).set({ limite: 1 }).where(donde);
    try {
      const antes = await fotoBd(t);
      const r = await subir(
        c,
        libro({
          Productos: [
            [h('nombre'), h('precio_venta'), h('precio_minimo')],
            ['Uno', 1000, ''],
            ['Dos', 1000, ''],
            ['Tres', 1000, 5000],
          ],
        }),
      );
      expect(r.statusCode, r.body).toBe(402);
      expect(r.json()).toMatchObject({ success: false, message: FREEMIUM_PLAN });
      expect(await fotoBd(t)).toEqual(antes);
    } finally {
      await t.database.db.update(limitesPlanes).set({ limite: original }).where(donde);
    }
  });
});

describe('POST productos/importar: CSV', () => {
  it('reads ; or , separated UTF-8 or Windows-1252 text, Colombian prices, and never evaluates =formulas', async () => {
    const csv = `\ufeff${h('nombre')};${h('precio_venta')};${h('maneja_inventario')}\r\n"=1+1";"$ 12.500,50";Sí\r\n"Ají ""casero""";2500;no\r\n`;
    const r = await subir(a, Buffer.from(csv, 'utf8'), 'p.csv');
    expect(r.statusCode, r.body).toBe(200);
    expect((await lista(a, '=1+1'))[0]).toMatchObject({
      nombre: '=1+1',
      precio_venta: '12500.50',
      maneja_inventario: true,
    });
    expect((await lista(a, 'casero'))[0]).toMatchObject({ nombre: 'Ají "casero"' });

    const latin1 = Buffer.from(`${h('nombre')},${h('precio_venta')}\nPiña colada,15000\n`, 'latin1');
    expect((await subir(a, latin1, 'p.csv')).statusCode).toBe(200);
    expect(await lista(a, 'piña colada')).toHaveLength(1);
  });

  it('a pathological CSV (1.9 MB of quotes and separators) is one unterminated field: its errors, nothing written', async () => {
    const malo = Buffer.from(`${h('nombre')},x\n"${'"",'.repeat(600_000)}`, 'utf8');
    await rechazaFilas(
      a,
      malo,
      [
        { fila: 1, columna: 'x', mensaje: MI.columnaDesconocida },
        { fila: 2, columna: h('nombre'), mensaje: mensajeValidacion('max_caracteres', { max: 150 }) },
      ],
      'p.csv',
    );
  });
});

describe('POST productos/importar: crafted files', () => {
  it('refuses a file over 2 MB', async () => {
    const r = await subir(a, Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), 'p.csv');
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe(MI.tamano);
  });

  it(`refuses more than ${L.filas} rows`, async () => {
    const filas = [
      [h('nombre'), h('precio_venta')],
      ...Array.from({ length: L.filas + 1 }, (_, i) => [`P${i}`, 1]),
    ];
    await rechazaArchivo(a, libro({ Productos: filas }), MI.filas);
    const csv = [filas[0].join(','), ...filas.slice(1).map((f) => f.join(','))].join('\n');
    await rechazaArchivo(a, Buffer.from(csv), MI.filas);
  });

  it(`refuses more than ${L.hojas} sheets`, async () => {
    const hojas = Object.fromEntries(
      Array.from({ length: L.hojas + 1 }, (_, i) => [`H${i}`, [[h('nombre')], ['x']]]),
    );
    await rechazaArchivo(a, libro(hojas), MI.hojas);
  });

  it('refuses zip bombs: an honest 60 MB part and one that lies about its size', async () => {
    const enorme = Buffer.alloc(60 * 1024 * 1024, 0x20);
    await rechazaArchivo(
      a,
      xlsxConHoja(hojaXml([['Nombre']]), [{ ruta: 'xl/x.xml', datos: enorme }]),
      MI.comprimido,
    );
    await rechazaArchivo(
      a,
      xlsxConHoja(hojaXml([['Nombre']]), [{ ruta: 'xl/x.xml', datos: enorme, declarado: 1000 }]),
      MI.comprimido,
    );
    // Too many parts inside the zip.
    const partes = Array.from({ length: L.entradasZip + 1 }, (_, i) => ({
      ruta: `x/${i}`,
      datos: Buffer.from('x'),
    }));
    await rechazaArchivo(a, zipAMano(partes), MI.entradas);
  });

  it('a huge declared dimension (A1:XFD1048576) reads only the rows there are', async () => {
    const hoja = hojaXml(
      [
        [h('nombre'), h('precio_venta')],
        ['Dimensión', '1'],
      ],
      'A1:XFD1048576',
    );
    const r = await subir(a, xlsxConHoja(hoja));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ creados: 1, actualizados: 0 });
  });

  it('no prototype pollution (CVE-2023-30533): __proto__ as a comment address, a header and a sheet name', async () => {
    const filas = [
      [h('nombre'), h('precio_venta'), '__proto__', 'constructor'],
      ['Pollo', '1000', 'x', 'y'],
    ];
    const hoja = utils.aoa_to_sheet(filas);
    hoja.A1.c = [{ a: 'x', t: 'polluted' }];
    const wb = utils.book_new();
    utils.book_append_sheet(wb, hoja, '__proto__x');
    // A comment whose address is `__proto__` and a sheet named `__proto__`: the shape of the CVE's crafted files.
    const conComentario = cambiarEnZip(write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer, {
      '/xl/workbook.xml': (xml) => xml.replace('__proto__x', '__proto__'),
      '/xl/comments1.xml': (xml) => xml.replace('ref="A1"', 'ref="__proto__"'),
    });
    const archivo = xlsxConHoja(hojaXml(filas));
    const claves = Object.getOwnPropertyNames(Object.prototype).sort();
    for (const f of [conComentario, archivo])
      await rechazaFilas(a, f, [
        { fila: 1, columna: '__proto__', mensaje: MI.columnaDesconocida },
        { fila: 1, columna: 'constructor', mensaje: MI.columnaDesconocida },
      ]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(claves);
    expect(({} as Record<string, unknown>).t).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ReDoS (CVE-2024-22363): long runs of what the old parser matched with regular expressions are read as text', async () => {
    const espacios = ' '.repeat(400_000);
    const hoja =
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<sheetData><row r="1"${espacios}><c r="A1"${espacios}t="inlineStr"><is><t>${'&amp;'.repeat(100_000)}</t></is></c></row>` +
      `<row r="2"><c r="A2" t="inlineStr"><is><r><rPr>${'<b/>'.repeat(100_000)}</rPr><t>x</t></r></is></c></row></sheetData></worksheet>`;
    // The 100,000 escaped ampersands are one header (unknown), so the sheet has no Nombre column; row 2's rich text
    // (100,000 bold runs) is read as its text. How fast: bench/importar.ts.
    await rechazaFilas(a, xlsxConHoja(hoja), [
      { fila: 1, columna: '&'.repeat(100_000), mensaje: MI.columnaDesconocida },
      { fila: 1, columna: h('nombre'), mensaje: MI.sinNombre },
      { fila: 2, columna: h('nombre'), mensaje: mensajeValidacion('requerido') },
    ]);
  });

  it('formulas are never evaluated: a cell gives its stored value; one without a value is empty', async () => {
    const hoja =
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      `<row r="1"><c r="A1" t="inlineStr"><is><t>${h('nombre')}</t></is></c><c r="B1" t="inlineStr"><is><t>${h('precio_venta')}</t></is></c></row>` +
      '<row r="2"><c r="A2" t="str"><f>HYPERLINK("http://x","Guardado")</f><v>Guardado</v></c><c r="B2"><f>1+1</f><v>7</v></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><t>Sin valor</t></is></c><c r="B3"><f>2*3</f></c></row>' +
      '</sheetData></worksheet>';
    await rechazaFilas(a, xlsxConHoja(hoja), [
      { fila: 3, columna: h('precio_venta'), mensaje: MP.precioVentaRequerido },
    ]);
  });

  it('refuses an old .xls and binary content', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await rechazaArchivo(a, xls, MI.tipo);
    await rechazaArchivo(a, Buffer.from([1, 2, 0, 3]), MI.tipo);
    await rechazaArchivo(a, Buffer.from('PK\u0003\u0004 not a zip'), MI.danado);
  });
});

describe('POST productos/importar: module', () => {
  it('needs the products module', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/productos/importar' });
    expect(r.statusCode).toBe(401);
    expect(productos.modulo).toBe('productos');
  });
});
