/**
 * How fast the products import answers (POST productos/importar). The API suite asserts what each crafted file is
 * answered (tests/api/productos-importar.test.ts) and never how fast: that is measured here, each file against its
 * target (a pathological CSV, too many rows, zip bombs, a huge declared dimension, the ReDoS shapes of
 * CVE-2024-22363), the median of BENCH_IMPORTAR_RONDAS (3) uploads. On PostgreSQL also a full-size import (1,000
 * rows, the cap: new products and codes that exist), printed without a target.
 *
 * Part of `npm run bench`; alone: `node --import tsx bench/importar.ts` (PGlite, or PostgreSQL with DATABASE_URL).
 */
import pg from 'pg';
import { encabezadoImportacion as h, LIMITES_IMPORTACION as L } from '../common/importacionProductos';
import { hojaXml, libro, xlsxConHoja, zipAMano } from '../tests/api/hojas-prueba';
import { DEMO_PASSWORD_PRUEBA, startServer } from '../tests/e2e/support/server';
import { signIn } from './sign-in';

const RONDAS = Math.max(1, Number(process.env.BENCH_IMPORTAR_RONDAS ?? 3));

interface Caso {
  nombre: string;
  archivo: () => Buffer;
  nombreArchivo?: string;
  /** The status the API suite asserts for this file (a different one is an error of the run, not a slow answer). */
  estado: number;
  /** Target for the median, in ms. */
  objetivo: number;
}

export interface MedidaImportar {
  nombre: string;
  medianaMs: number;
  rondasMs: number[];
  objetivo: number | null;
  cumple: boolean;
}

const CASOS: Caso[] = [
  {
    nombre: 'pathological CSV (1.9 MB of quotes and separators)',
    archivo: () => Buffer.from(`${h('nombre')},x\n"${'"",'.repeat(600_000)}`, 'utf8'),
    nombreArchivo: 'p.csv',
    estado: 500,
    objetivo: 3000,
  },
  {
    nombre: `${L.filas + 1} rows (.xlsx)`,
    archivo: () =>
      libro({
        Productos: [
          [h('nombre'), h('precio_venta')],
          ...Array.from({ length: L.filas + 1 }, (_, i) => [`P${i}`, 1]),
        ],
      }),
    estado: 422,
    objetivo: 3000,
  },
  {
    nombre: `${L.filas + 1} rows (.csv)`,
    archivo: () =>
      Buffer.from(
        [
          `${h('nombre')},${h('precio_venta')}`,
          ...Array.from({ length: L.filas + 1 }, (_, i) => `P${i},1`),
        ].join('\n'),
      ),
    nombreArchivo: 'p.csv',
    estado: 422,
    objetivo: 3000,
  },
  {
    nombre: 'zip bomb, honest 60 MB part',
    archivo: () =>
      xlsxConHoja(hojaXml([['Nombre']]), [{ ruta: 'xl/x.xml', datos: Buffer.alloc(60 * 1024 * 1024, 0x20) }]),
    estado: 422,
    objetivo: 3000,
  },
  {
    nombre: 'zip bomb, 60 MB part declared as 1,000 bytes',
    archivo: () =>
      xlsxConHoja(hojaXml([['Nombre']]), [
        { ruta: 'xl/x.xml', datos: Buffer.alloc(60 * 1024 * 1024, 0x20), declarado: 1000 },
      ]),
    estado: 422,
    objetivo: 3000,
  },
  {
    nombre: `${L.entradasZip + 1} parts in the zip`,
    archivo: () =>
      zipAMano(
        Array.from({ length: L.entradasZip + 1 }, (_, i) => ({ ruta: `x/${i}`, datos: Buffer.from('x') })),
      ),
    estado: 422,
    objetivo: 3000,
  },
  {
    nombre: 'declared dimension A1:XFD1048576, two rows',
    archivo: () =>
      xlsxConHoja(
        hojaXml(
          [
            [h('nombre'), h('precio_venta')],
            ['Dimensión', '1'],
          ],
          'A1:XFD1048576',
        ),
      ),
    estado: 200,
    objetivo: 3000,
  },
  {
    nombre: 'ReDoS shapes (CVE-2024-22363)',
    archivo: () => {
      const espacios = ' '.repeat(400_000);
      return xlsxConHoja(
        '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
          `<sheetData><row r="1"${espacios}><c r="A1"${espacios}t="inlineStr"><is><t>${'&amp;'.repeat(100_000)}</t></is></c></row>` +
          `<row r="2"><c r="A2" t="inlineStr"><is><r><rPr>${'<b/>'.repeat(100_000)}</rPr><t>x</t></r></is></c></row></sheetData></worksheet>`,
      );
    },
    estado: 500,
    objetivo: 5000,
  },
];

/** One upload, as the browser sends it (multipart, field `file`): its status and time. */
async function subir(base: string, token: string, archivo: Buffer, nombre = 'productos.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(archivo)], { type: 'application/octet-stream' }), nombre);
  const inicio = performance.now();
  const res = await fetch(`${base}/api/productos/importar`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return { estado: res.status, ms: performance.now() - inicio };
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Starts the server (PGlite when `databaseUrl` is empty, else that fresh PostgreSQL database), signs the demo owner
 * in and measures every case; on PostgreSQL also the 1,000-row import (the plan's product limit raised first).
 */
export async function runImportar(databaseUrl = ''): Promise<MedidaImportar[]> {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    SERVE_FRONTEND: '0',
    RATE_LIMIT_MAX: '1000',
  });
  try {
    const token = await signIn(server.url, 'demo@comanda.co', DEMO_PASSWORD_PRUEBA);
    const medidas: MedidaImportar[] = [];
    for (const caso of CASOS) {
      const archivo = caso.archivo();
      const rondasMs: number[] = [];
      for (let i = 0; i < RONDAS; i++) {
        const { estado, ms } = await subir(server.url, token, archivo, caso.nombreArchivo);
        if (estado !== caso.estado)
          throw new Error(`${caso.nombre}: respondió ${estado}, se esperaba ${caso.estado}`);
        rondasMs.push(ms);
      }
      const medianaMs = mediana(rondasMs);
      medidas.push({
        nombre: caso.nombre,
        medianaMs,
        rondasMs,
        objetivo: caso.objetivo,
        cumple: medianaMs <= caso.objetivo,
      });
    }
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`update limites_planes set limite = 5000 where recurso = 'productos'`);
      await admin.end();
      const encabezado = ['nombre', 'codigo', 'precio_venta'].map(h);
      const previas = libro({
        Productos: [encabezado, ...Array.from({ length: 100 }, (_, i) => [`Previo ${i}`, `C${i}`, 1000])],
      });
      if ((await subir(server.url, token, previas)).estado !== 200)
        throw new Error('la importación previa falló');
      const completo = libro({
        Productos: [
          encabezado,
          ...Array.from({ length: L.filas }, (_, i) => [`Producto ${i}`, `C${i}`, 2000 + i]),
        ],
      });
      const { estado, ms } = await subir(server.url, token, completo);
      if (estado !== 200) throw new Error(`importación de ${L.filas} filas: respondió ${estado}`);
      medidas.push({
        nombre: `${L.filas} rows (100 updated, ${L.filas - 100} new)`,
        medianaMs: ms,
        rondasMs: [ms],
        objetivo: null,
        cumple: true,
      });
    }
    return medidas;
  } finally {
    await server.stop();
  }
}

export function informarImportar(motor: string, medidas: MedidaImportar[]): void {
  console.log(`\nProducts import (${motor}), median of ${RONDAS} uploads (ms):`);
  for (const m of medidas)
    console.log(
      `  ${m.nombre.padEnd(50)} ${String(Math.round(m.medianaMs)).padStart(6)}  ` +
        (m.objetivo === null
          ? '(no target)'
          : `target ≤ ${m.objetivo}: ${m.cumple ? 'PASS' : 'FAIL'} (rounds ${m.rondasMs.map(Math.round).join(' ')})`),
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  let medidas: MedidaImportar[];
  if (url) {
    const nombre = `comanda_bench_importar_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${nombre}`);
    try {
      medidas = await runImportar(Object.assign(new URL(url), { pathname: `/${nombre}` }).toString());
    } finally {
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    }
  } else medidas = await runImportar();
  informarImportar(url ? 'PostgreSQL' : 'PGlite', medidas);
  process.exitCode = medidas.every((m) => m.cumple) ? 0 : 1;
}
