/**
 * The reports at scale (issue 27): a PostgreSQL database of its own holding BENCH_INFORMES_VENTAS (1,000,000) sales
 * of 100 companies, about 3 lines and one payment each, 1 % cancelled, spread over the last 365 days, plus a daily
 * expense and purchase per company; the demo company owns a tenth of the paid ones (its year is the export's
 * 100,000 rows). Then,
 * in the same run and against the bare route:
 * - the sales report of the demo company's current month, a page of 10 with the range's totals: p50 ≤ 200 ms and
 *   ratio ≥ 0.1 (autocannon, BENCH_INFORMES_SECONDS, BENCH_INFORMES_CONNECTIONS);
 * - the dashboard's nine calls made together, as the page makes them: p50 ≤ 300 ms (BENCH_INFORMES_VUELTAS rounds);
 * - the export of the demo company's year (100,000 rows): ≤ 10 s, the server's resident memory growing ≤ 200 MB.
 * The rows are written straight in SQL (generate_series, triggers and foreign-key checks off for the load:
 * `session_replication_role = replica`) into the demo company's real venue, register, customer, products and payment
 * methods; the other 99 companies' rows only fill the tables and their indexes, as a shared database's would.
 * Alone: `node --import tsx bench/informes.ts` (DATABASE_URL names the PostgreSQL server; BENCH_INFORMES_URL a
 * database kept between runs, loaded on its first).
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { LLAMADAS_TABLERO } from '../common/tablero';
import { mesEnCurso } from '../common/mesBogota';
import { DEMO_PASSWORD_PRUEBA, startServer } from '../tests/e2e/support/server';
import { conBase } from './fiabilidad';
import { measure } from './measure';
import { signIn } from './sign-in';

const VENTAS = Number(process.env.BENCH_INFORMES_VENTAS ?? 1_000_000);
const EMPRESAS = 100;
const SECONDS = Number(process.env.BENCH_INFORMES_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_INFORMES_CONNECTIONS ?? 8);
const VUELTAS = Number(process.env.BENCH_INFORMES_VUELTAS ?? 30);
const LOTE = 50_000;

export const OBJETIVOS = {
  p50Informe: 200,
  ratioInforme: 0.1,
  p50Tablero: 300,
  exportarMs: 10_000,
  exportarMb: 200,
};

export interface ResultadoInformes {
  ventas: number;
  cargaSegundos: number;
  bare: { porSegundo: number; p50: number };
  informe: {
    porSegundo: number;
    p50: number;
    p99: number;
    ratio: number;
    non2xx: number;
    /** CPU per request, µs: the server's and PostgreSQL's. */
    cpu: { server: number; postgres: number };
  };
  tablero: { p50: number; p99: number };
  exportar: { filas: number; ms: number; crecimientoMb: number; bytes: number };
  cumple: boolean;
}

/** The server's resident memory, in MB (Linux /proc). */
function residenteMb(pid: number): number {
  const linea = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return linea ? Number(linea.replace(/\D+/g, '')) / 1024 : 0;
}

const percentil = (valores: number[], p: number) => {
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))];
};

/** What the demo company's sales are written against: its venue, register, customer, cashier, products and methods. */
async function datosDemo(c: pg.Client) {
  const uno = async (q: string) => (await c.query(q)).rows[0] as Record<string, number>;
  const { empresa } = await uno(`select empresa_id as empresa from usuarios where email = 'demo@comanda.co'`);
  const { usuario } = await uno(`select id as usuario from usuarios where email = 'demo@comanda.co'`);
  const { sede, cuadre } = await uno(
    `select id_sede as sede, id as cuadre from cuadres_caja where empresa_id = ${empresa} order by id limit 1`,
  );
  const { nit } = await uno(`select id as nit from nits where empresa_id = ${empresa} order by id limit 1`);
  const formas = (
    await c.query(`select id from formas_pago where empresa_id = ${empresa} order by id limit 2`)
  ).rows.map((f) => Number(f.id));
  const productos = (
    await c.query(
      `select id from productos where empresa_id = ${empresa} and precio_venta is not null order by id limit 3`,
    )
  ).rows.map((f) => Number(f.id));
  const { numero } = await uno(
    `select coalesce(max(numero), 0) as numero from ventas where empresa_id = ${empresa} and id_sede = ${sede}`,
  );
  return { empresa, usuario, sede, cuadre, nit, formas, productos, numero: Number(numero) };
}

/**
 * `n` sales of company `e` numbered from `desde + 1`, each 30.000 with IVA 19 % (three lines of 10.000) paid in one
 * method, every hundredth cancelled, over the last 365 days; one statement per batch.
 */
async function sembrarVentas(
  c: pg.Client,
  d: Awaited<ReturnType<typeof datosDemo>>,
  e: number,
  n: number,
  desde: number,
): Promise<void> {
  for (let hecho = 0; hecho < n; hecho += LOTE) {
    const lote = Math.min(LOTE, n - hecho);
    await c.query(`
      with v as (
        insert into ventas (empresa_id, id_sede, id_cuadre_caja, numero, tipo, id_nit, subtotal, descuento, base,
          impuesto, total, propina, estado, idempotencia, id_usuario, cancelada_por, id_cuadre_caja_anulacion,
          cancelada_at, motivo_cancelacion, created_at)
        select ${e}, ${d.sede}, ${d.cuadre}, ${desde + hecho} + g, 'inmediata', ${d.nit}, 30000, 0, 25210.08,
          4789.92, 30000, case when g % 10 = 0 then 3000 else 0 end,
          case when g % 100 = 0 then 'cancelada' else 'pagada' end, 'bench-' || (${desde + hecho} + g), ${d.usuario},
          case when g % 100 = 0 then ${d.usuario} end, case when g % 100 = 0 then ${d.cuadre} end,
          case when g % 100 = 0 then f.t + interval '1 hour' end, case when g % 100 = 0 then 'Bench' end, f.t
        from generate_series(1::bigint, ${lote}) g,
          lateral (select now() - ((g * 7919) % 365) * interval '1 day' - ((g * 104729) % 720) * interval '1 minute' as t) f
        returning empresa_id, id, numero, created_at
      ), d as (
        insert into ventas_detalle (empresa_id, id_venta, id_producto, nombre, precio, cantidad, tipo_impuesto,
          porcentaje_impuesto, subtotal, descuento, total, base, impuesto, costo)
        select v.empresa_id, v.id, p.id, 'Producto ' || l, 10000, 1, 'IVA', 19, 10000, 0, 10000, 8403.36, 1596.64,
          costo_linea_venta(v.empresa_id, p.id, 1, v.created_at)
        from v cross join generate_series(1, 3) l
          cross join lateral (select (array[${d.productos.join(',')}])[l] as id) p
        returning 1
      )
      insert into ventas_pagos (empresa_id, id_venta, id_forma_pago, valor, recibido, cambio)
      select v.empresa_id, v.id, (array[${d.formas.join(',')}])[1 + v.numero % ${d.formas.length}], 30000, 30000, 0
      from v`);
  }
}

/** A daily expense of 50.000 + IVA for a year, per company. */
async function sembrarGastos(
  c: pg.Client,
  d: Awaited<ReturnType<typeof datosDemo>>,
  e: number,
  tipo: number,
): Promise<void> {
  await c.query(`
    insert into gastos (empresa_id, id_sede, id_forma_pago, fecha, id_tipo_gasto, concepto_gasto, subtotal, impuesto,
      total, id_usuario)
    select ${e}, ${d.sede}, ${d.formas[0]}, (now() - g * interval '1 day')::date, ${tipo}, 'Bench', 50000, 9500,
      59500, ${d.usuario}
    from generate_series(0, 364) g`);
}

/** A purchase a day for a year per company: two lines (8 and 4 units at 2.500 + IVA 19 %), one in ten pending. */
async function sembrarCompras(
  c: pg.Client,
  d: Awaited<ReturnType<typeof datosDemo>>,
  e: number,
): Promise<void> {
  await c.query(`
    with cp as (
      insert into compras (empresa_id, id_sede, id_nit, numero_factura_proveedor, fecha, id_forma_pago,
        tipo_pago_compra, subtotal, descuento, iva, total, idempotencia, id_usuario, created_at)
      select ${e}, ${d.sede}, ${d.nit}, 'FB-' || g, (now() - g * interval '1 day')::date, ${d.formas[0]},
        case when g % 10 = 0 then 2 else 1 end, 30000, 0, 5700, 35700, 'bench-compra-' || g, ${d.usuario},
        now() - g * interval '1 day'
      from generate_series(0, 364) g
      returning empresa_id, id
    )
    insert into compras_detalle (empresa_id, id_compra, id_producto, cantidad, costo_unitario, subtotal, descuento,
      porcentaje_iva, iva, total)
    select cp.empresa_id, cp.id, (array[${d.productos.join(',')}])[l], 12 - 4 * l, 2500, (12 - 4 * l) * 2500, 0, 19,
      (12 - 4 * l) * 475, (12 - 4 * l) * 2975
    from cp cross join generate_series(1, 2) l`);
}

/** The load: the demo company's tenth first, then the other 99 companies' rows under ids no company has. */
async function sembrar(url: string, tipo: number): Promise<number> {
  const inicio = Date.now();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const d = await datosDemo(c);
    await c.query(`set session_replication_role = replica`);
    // The demo company a tenth paid (its year is the export's 100,000 rows; one in a hundred is cancelled), the
    // other 99 the rest.
    const propias = Math.ceil(VENTAS / 10 / 0.99);
    const porEmpresa = Math.floor((VENTAS - propias) / (EMPRESAS - 1));
    await sembrarVentas(c, d, d.empresa, propias, d.numero);
    await sembrarGastos(c, d, d.empresa, tipo);
    await sembrarCompras(c, d, d.empresa);
    for (let k = 1; k < EMPRESAS; k++) {
      await sembrarVentas(c, d, 1_000_000 + k, porEmpresa, 0);
      await sembrarGastos(c, d, 1_000_000 + k, tipo);
      await sembrarCompras(c, d, 1_000_000 + k);
    }
    // The load ran without triggers: the day sums (ventas_dias, ventas_productos_dias) made again from the sales, as
    // migrations 0043 and 0044 do (still without foreign-key checks: the 99 other companies have no row in empresas).
    await c.query(`delete from ventas_dias`);
    await c.query(`
      insert into ventas_dias (empresa_id, dia, id_sede, id_usuario, ventas, subtotal, descuento, base, impuesto,
        total, propina)
      select empresa_id, (created_at at time zone 'America/Bogota')::date, id_sede, id_usuario, count(*),
        sum(subtotal), sum(descuento), sum(base), sum(impuesto), sum(total), sum(propina)
      from ventas where estado = 'pagada' group by 1, 2, 3, 4`);
    await c.query(`delete from ventas_productos_dias`);
    await c.query(`
      insert into ventas_productos_dias (empresa_id, dia, id_sede, id_producto, lineas, unidades, total, base, costo)
      select d.empresa_id, (v.created_at at time zone 'America/Bogota')::date, v.id_sede, d.id_producto, count(*),
        sum(d.cantidad), sum(d.total), sum(d.base), sum(d.costo)
      from ventas_detalle d join ventas v on v.empresa_id = d.empresa_id and v.id = d.id_venta
      where v.estado = 'pagada' group by 1, 2, 3, 4`);
    await c.query(`set session_replication_role = origin`);
    await c.query('analyze');
  } finally {
    await c.end();
  }
  return (Date.now() - inicio) / 1000;
}

/** Whether the database already holds the load (BENCH_INFORMES_URL: a database kept between runs). */
async function sembrada(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(`select 1 from ventas where idempotencia = 'bench-1' limit 1`)).rowCount === 1;
  } finally {
    await c.end();
  }
}

export async function runInformes(url: string): Promise<ResultadoInformes> {
  const server = await startServer({ DATABASE_URL: url, SERVE_FRONTEND: '0', LOG_LEVEL: 'warn' });
  try {
    const token = await signIn(server.url, 'demo@comanda.co', DEMO_PASSWORD_PRUEBA);
    const headers = { authorization: `Bearer ${token}` };
    let cargaSegundos = 0;
    if (!(await sembrada(url))) {
      const tipo = await fetch(`${server.url}/api/tiposGastos/tipoGasto`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ nombre: 'Servicios' }),
      });
      if (!tipo.ok) throw new Error(`tiposGastos: ${tipo.status} ${await tipo.text()}`);
      cargaSegundos = await sembrar(url, ((await tipo.json()) as { data: { id: number } }).data.id);
    }
    const { desde, hasta, hoy } = mesEnCurso(new Date());
    const ruta = `/api/informes/ventas?from=${desde}&to=${hasta}&page=1&rowsPerPage=10`;
    const prueba = await fetch(server.url + ruta, { headers });
    if (!prueba.ok) throw new Error(`informes/ventas: ${prueba.status} ${await prueba.text()}`);

    // The bare route and the report, one after the other in the same minutes.
    const bare = await measure(
      server.url,
      { name: 'bare', path: '/api/ping' },
      SECONDS,
      CONNECTIONS,
      server.pid,
    );
    const informe = await measure(
      server.url,
      { name: 'informes/ventas', path: ruta, headers },
      SECONDS,
      CONNECTIONS,
      server.pid,
    );

    // The dashboard: its nine calls at once, as /principal makes them.
    const tiempos: number[] = [];
    for (let i = 0; i < VUELTAS; i++) {
      const t0 = performance.now();
      const respuestas = await Promise.all(
        Object.values(LLAMADAS_TABLERO).map((l) =>
          fetch(`${server.url}/api/${l.ruta}?fecha=${hoy}`, { headers }),
        ),
      );
      for (const r of respuestas) if (!r.ok) throw new Error(`${r.url}: ${r.status}`);
      await Promise.all(respuestas.map((r) => r.arrayBuffer()));
      tiempos.push(performance.now() - t0);
    }

    // The export of the demo company's year, the server's memory sampled while it runs.
    const antes = residenteMb(server.pid);
    let pico = antes;
    const muestreo = setInterval(() => (pico = Math.max(pico, residenteMb(server.pid))), 50);
    const anio = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    const t0 = performance.now();
    const archivo = await fetch(`${server.url}/api/informes/ventas?from=${anio}&to=${hoy}&action=export`, {
      headers,
    });
    const bytes = (await archivo.arrayBuffer()).byteLength;
    const ms = performance.now() - t0;
    clearInterval(muestreo);
    if (!archivo.ok) throw new Error(`export: ${archivo.status}`);
    const filas = Number(
      (
        (await (
          await fetch(`${server.url}/api/informes/ventas?from=${anio}&to=${hoy}&page=1&rowsPerPage=10`, {
            headers,
          })
        ).json()) as { data: { total: number } }
      ).data.total,
    );

    const r: ResultadoInformes = {
      ventas: VENTAS,
      cargaSegundos,
      bare: { porSegundo: bare.requests, p50: bare.p50 },
      informe: {
        porSegundo: informe.requests,
        p50: informe.p50,
        p99: informe.p99,
        ratio: informe.requests / Math.max(1, bare.requests),
        non2xx: informe.non2xx,
        cpu: { server: informe.cpu.server, postgres: informe.cpu.postgres },
      },
      tablero: { p50: percentil(tiempos, 50), p99: percentil(tiempos, 99) },
      exportar: { filas, ms, crecimientoMb: pico - antes, bytes },
      cumple: false,
    };
    r.cumple =
      r.informe.non2xx === 0 &&
      r.informe.p50 <= OBJETIVOS.p50Informe &&
      r.informe.ratio >= OBJETIVOS.ratioInforme &&
      r.tablero.p50 <= OBJETIVOS.p50Tablero &&
      r.exportar.ms <= OBJETIVOS.exportarMs &&
      r.exportar.crecimientoMb <= OBJETIVOS.exportarMb;
    return r;
  } finally {
    await server.stop();
  }
}

export function informarInformes(r: ResultadoInformes): void {
  const si = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(
    `\nReports at scale (PostgreSQL, ${r.ventas.toLocaleString('en')} sales of ${EMPRESAS} companies, loaded in ${r.cargaSegundos.toFixed(0)} s)`,
  );
  console.log(`  bare GET /api/ping: ${r.bare.porSegundo.toFixed(0)} req/s, p50 ${r.bare.p50} ms`);
  console.log(
    `  sales report, a month's page of 10 with totals: ${r.informe.porSegundo.toFixed(0)} req/s, p50 ${r.informe.p50} ms, p99 ${r.informe.p99} ms, ratio ${r.informe.ratio.toFixed(3)}, CPU per request ${r.informe.cpu.server} µs server + ${r.informe.cpu.postgres} µs PostgreSQL (target p50 ≤ ${OBJETIVOS.p50Informe} ms and ratio ≥ ${OBJETIVOS.ratioInforme}: ${si(r.informe.p50 <= OBJETIVOS.p50Informe && r.informe.ratio >= OBJETIVOS.ratioInforme)})`,
  );
  console.log(
    `  dashboard's nine calls together: p50 ${r.tablero.p50.toFixed(0)} ms, p99 ${r.tablero.p99.toFixed(0)} ms (target p50 ≤ ${OBJETIVOS.p50Tablero} ms: ${si(r.tablero.p50 <= OBJETIVOS.p50Tablero)})`,
  );
  console.log(
    `  export of ${r.exportar.filas.toLocaleString('en')} rows: ${(r.exportar.ms / 1000).toFixed(1)} s, ${(r.exportar.bytes / 1e6).toFixed(1)} MB, resident memory +${r.exportar.crecimientoMb.toFixed(0)} MB (target ≤ ${OBJETIVOS.exportarMs / 1000} s and ≤ ${OBJETIVOS.exportarMb} MB: ${si(r.exportar.ms <= OBJETIVOS.exportarMs && r.exportar.crecimientoMb <= OBJETIVOS.exportarMb)})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // BENCH_INFORMES_URL: a database of its own kept between runs (loaded on the first one), else a fresh one.
  const propia = process.env.BENCH_INFORMES_URL;
  const r = propia ? await runInformes(propia) : await conBase('comanda_bench_informes', runInformes);
  informarInformes(r);
  process.exitCode = r.cumple ? 0 : 1;
}
