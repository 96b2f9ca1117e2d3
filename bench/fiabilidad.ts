/**
 * Reliability of counter sales (issue 9), against the real server on PostgreSQL: `BENCH_FIABILIDAD_VENTAS` (1,000)
 * counter sales from `BENCH_FIABILIDAD_CONEXIONES` (8) connections over products with limited stock (they run out:
 * some sales are refused 409 `sinInventario`), then the checks of `verificar`: no stock below zero and every stock
 * equal to its ledger, the venue's sale numbers 1..N without gaps or repeats, per sale and in all the sum of the
 * payments equal to total + tip, the open register's expected cash equal to its opening cash plus the cash payments
 * of its paid sales, and every sale complete (lines, payments, one stock movement per stock-managed product sold),
 * every answered sale there as answered. `bench/kill9.ts` runs the same load and kills the server midway.
 * Alone: `node --import tsx bench/fiabilidad.ts` (DATABASE_URL names the PostgreSQL server; a database of its own is
 * created and dropped). A small run is tests/api/ventas-fiabilidad.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { compararDinero, sumar } from '../common/dinero';
import pg from 'pg';
import { DEMO_PASSWORD_PRUEBA, startServer, type RunningServer } from '../tests/e2e/support/server';
import { signIn } from './sign-in';

export const VENTAS = Number(process.env.BENCH_FIABILIDAD_VENTAS ?? 1000);
export const CONEXIONES = Number(process.env.BENCH_FIABILIDAD_CONEXIONES ?? 8);

/** The server as the checks start it: PostgreSQL `url`, the demo company, no front end. */
export const arrancar = (url: string): Promise<RunningServer> =>
  startServer({
    DATABASE_URL: url,
    SERVE_FRONTEND: '0',
    SEED_DEMO: '1',
    DEMO_PASSWORD: DEMO_PASSWORD_PRUEBA,
    RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'warn',
  });

export const entrar = (base: string) => signIn(base, 'demo@comanda.co', DEMO_PASSWORD_PRUEBA);

async function api<T>(base: string, token: string, ruta: string, cuerpo?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/${ruta}`, {
    method: cuerpo === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
  });
  const json = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${ruta}: ${res.status} ${json.message}`);
  return json.data;
}

/** What the load sells: three products with limited stock, one without stock management, the payment methods. */
export interface Carga {
  conStock: { id: number; precio: number }[];
  sinStock: { id: number; precio: number };
  efectivo: number;
  tarjeta: number;
  /** The first sale id of the run: the checks of completeness look at the sales from there on. */
  desdeId: number;
}

/** Creates the products (stock `existencias` each) and reads the payment methods and where the sales start. */
export async function prepararCarga(base: string, token: string, existencias: number): Promise<Carga> {
  const crear = async (nombre: string, precio: number, stock: boolean) => {
    const p = await api<{ id: number }>(base, token, 'productos/producto', {
      nombre: `${nombre} ${randomUUID().slice(0, 6)}`,
      precio_venta: String(precio),
      maneja_inventario: stock,
      ...(stock ? { inventario_inicial: String(existencias) } : {}),
    });
    return { id: p.id, precio };
  };
  const conStock = [
    await crear('Arepa', 5000, true),
    await crear('Jugo', 7000, true),
    await crear('Almuerzo', 12000, true),
  ];
  const sinStock = await crear('Tinto', 3000, false);
  const formas = await api<{ id: number; nombre: string; efectivo: boolean }[]>(
    base,
    token,
    'formasPago/ventas',
  );
  const efectivo = formas.find((f) => f.efectivo)!.id;
  const tarjeta = formas.find((f) => !f.efectivo)!.id;
  const ventas = await api<{ id: number }[]>(base, token, 'cuadresCaja/ventas/cajaAbierta');
  return { conStock, sinStock, efectivo, tarjeta, desdeId: Math.max(0, ...ventas.map((v) => v.id)) + 1 };
}

/**
 * The i-th sale: a stock product (1 or 2) and a coffee — every fourth only coffees (nothing leaves stock: such sales
 * are written in batches, server/routes/ventas/lotes.ts); cash with change, card, or both; a tip on every fourth.
 */
export function cuerpoVenta(c: Carga, i: number) {
  const p = c.conStock[i % c.conStock.length];
  const cantidad = 1 + (i % 2);
  const soloCafe = i % 4 === 3;
  const detalles = soloCafe
    ? [{ id_producto: c.sinStock.id, cantidad: 1 + cantidad }]
    : [
        { id_producto: p.id, cantidad },
        { id_producto: c.sinStock.id, cantidad: 1 },
      ];
  const total = soloCafe ? c.sinStock.precio * (1 + cantidad) : p.precio * cantidad + c.sinStock.precio;
  const propina = i % 4 === 0 ? 500 : 0;
  const debido = total + propina;
  const formaPagoValores =
    i % 3 === 0
      ? [
          {
            id_forma_pago: c.efectivo,
            valor: String(debido),
            recibido: String(Math.ceil(debido / 10000) * 10000),
          },
        ]
      : i % 3 === 1
        ? [{ id_forma_pago: c.tarjeta, valor: String(debido) }]
        : [
            { id_forma_pago: c.tarjeta, valor: '5000' },
            { id_forma_pago: c.efectivo, valor: String(debido - 5000) },
          ];
  return {
    idempotencia: randomUUID(),
    detalles,
    propina: String(propina),
    formaPagoValores,
  };
}

/** A sale whose answer came back 200: what the answer said. */
export interface Respondida {
  id: number;
  numero: number;
  lineas: number;
  pagos: number;
}

export interface ResultadoCarga {
  respondidas: Respondida[];
  /** 409 sinInventario: refused whole. */
  sinInventario: number;
  /** Any other answer (status and message). */
  otras: string[];
  /** No answer (the connection broke: the server was killed). */
  sinRespuesta: number;
}

/**
 * `ventas` counter sales from `conexiones` loops, each waiting for its answer before the next; `parar()` true
 * stops taking new ones; `alResponder` hears each 200 answer (the kill -9 check counts them).
 */
export async function cargar(
  base: string,
  token: string,
  carga: Carga,
  opciones: { ventas: number; conexiones: number; parar?: () => boolean; alResponder?: (n: number) => void },
): Promise<ResultadoCarga> {
  const r: ResultadoCarga = { respondidas: [], sinInventario: 0, otras: [], sinRespuesta: 0 };
  let siguiente = 0;
  const bucle = async () => {
    while (siguiente < opciones.ventas && !opciones.parar?.()) {
      const i = siguiente++;
      try {
        const res = await fetch(`${base}/api/ventas/inmediata`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(cuerpoVenta(carga, i)),
        });
        const json = (await res.json()) as {
          code?: string;
          message: string;
          data: { id: number; numero: number; detalles: unknown[]; pagos: unknown[] };
        };
        if (res.status === 200) {
          const { id, numero, detalles, pagos } = json.data;
          r.respondidas.push({ id, numero, lineas: detalles.length, pagos: pagos.length });
          opciones.alResponder?.(r.respondidas.length);
        } else if (res.status === 409 && [json.code, json.message].includes('sinInventario'))
          r.sinInventario++;
        else r.otras.push(`${res.status} ${json.message}`);
      } catch {
        r.sinRespuesta++;
      }
    }
  };
  await Promise.all(Array.from({ length: opciones.conexiones }, bucle));
  return r;
}

/** Rows of a query as the owner (it sees every company). */
async function consultar<T>(cliente: pg.Client, texto: string, valores: unknown[] = []): Promise<T[]> {
  return (await cliente.query(texto, valores)).rows as T[];
}

/**
 * The checks, on the database (as its owner) and on the register's totals (through the API): answers a list of
 * what is wrong, empty when all holds.
 */
export async function verificar(
  databaseUrl: string,
  base: string,
  token: string,
  carga: Carga,
  respondidas: Respondida[],
): Promise<string[]> {
  const fallas: string[] = [];
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    const caja = await api<{ id: number; id_sede: number; saldo_apertura: string }>(
      base,
      token,
      'cuadresCaja/cajaAbierta',
    );
    const [{ empresa_id: empresa }] = await consultar<{ empresa_id: string }>(
      cliente,
      'select empresa_id from cuadres_caja where id = $1',
      [caja.id],
    );
    const sede = caja.id_sede;
    // Stock: never below zero, and equal to its ledger (the sum of its movements).
    const negativos = await consultar(cliente, 'select * from productos_inventario where cantidad < 0');
    if (negativos.length > 0) fallas.push(`Stock below zero: ${JSON.stringify(negativos)}`);
    const ledger = await consultar<{ id_producto: string; cantidad: string; suma: string }>(
      cliente,
      `select pi.id_producto, pi.cantidad, coalesce(sum(m.cantidad), 0) as suma
       from productos_inventario pi left join inventario_movimientos m
         on m.empresa_id = pi.empresa_id and m.id_producto = pi.id_producto and m.id_sede = pi.id_sede
       where pi.empresa_id = $1 group by pi.id_producto, pi.cantidad having pi.cantidad <> coalesce(sum(m.cantidad), 0)`,
      [empresa],
    );
    if (ledger.length > 0) fallas.push(`Stock differs from its ledger: ${JSON.stringify(ledger)}`);
    // Numbers 1..N without gaps or repeats in the venue.
    const numeros = (
      await consultar<{ numero: number }>(
        cliente,
        'select numero from ventas where empresa_id = $1 and id_sede = $2 order by numero',
        [empresa, sede],
      )
    ).map((f) => f.numero);
    const hueco = numeros.findIndex((n, i) => n !== i + 1);
    if (hueco >= 0)
      fallas.push(`Sale numbers not 1..${numeros.length}: at position ${hueco + 1} comes ${numeros[hueco]}`);
    // Money: per sale and in all, payments = total + tip.
    const descuadradas = await consultar<{ id: string }>(
      cliente,
      `select v.id from ventas v left join ventas_pagos p on p.empresa_id = v.empresa_id and p.id_venta = v.id
       where v.empresa_id = $1 group by v.id, v.total, v.propina
       having coalesce(sum(p.valor), 0) <> v.total + v.propina`,
      [empresa],
    );
    if (descuadradas.length > 0)
      fallas.push(
        `Sales whose payments differ from total + tip: ${descuadradas.map((d) => d.id).join(', ')}`,
      );
    const [sumas] = await consultar<{ pagos: string; debido: string }>(
      cliente,
      `select (select coalesce(sum(p.valor), 0) from ventas_pagos p where p.empresa_id = $1) as pagos,
              (select coalesce(sum(v.total + v.propina), 0) from ventas v where v.empresa_id = $1) as debido`,
      [empresa],
    );
    if (compararDinero(sumas.pagos, sumas.debido) !== 0)
      fallas.push(`Sum of payments ${sumas.pagos} ≠ sum of totals + tips ${sumas.debido}`);
    // Completeness of every sale of the run: lines, payments, one 'venta' movement per stock product and its quantity.
    const incompletas = await consultar<{ id: string; motivo: string }>(
      cliente,
      `select v.id, case
          when not exists (select 1 from ventas_detalle d where d.empresa_id = v.empresa_id and d.id_venta = v.id) then 'sin líneas'
          when not exists (select 1 from ventas_pagos p where p.empresa_id = v.empresa_id and p.id_venta = v.id) then 'sin pagos'
          else 'movimientos' end as motivo
       from ventas v
       where v.empresa_id = $1 and v.id >= $2 and (
         not exists (select 1 from ventas_detalle d where d.empresa_id = v.empresa_id and d.id_venta = v.id)
         or not exists (select 1 from ventas_pagos p where p.empresa_id = v.empresa_id and p.id_venta = v.id)
         or exists (
           select 1 from ventas_detalle d join productos pr on pr.empresa_id = d.empresa_id and pr.id = d.id_producto
           where d.empresa_id = v.empresa_id and d.id_venta = v.id and pr.maneja_inventario
             and coalesce((select -sum(m.cantidad) from inventario_movimientos m
               where m.empresa_id = v.empresa_id and m.documento_tipo = 'venta' and m.documento_id = v.id
                 and m.tipo = 'venta' and m.id_producto = d.id_producto), 0) <> d.cantidad))`,
      [empresa, carga.desdeId],
    );
    if (incompletas.length > 0) fallas.push(`Incomplete sales: ${JSON.stringify(incompletas)}`);
    // Every answered sale is there as answered.
    const guardadas = new Map(
      (
        await consultar<{ id: string; numero: number; lineas: number; pagos: number }>(
          cliente,
          `select v.id, v.numero,
             (select count(*)::int from ventas_detalle d where d.empresa_id = v.empresa_id and d.id_venta = v.id) as lineas,
             (select count(*)::int from ventas_pagos p where p.empresa_id = v.empresa_id and p.id_venta = v.id) as pagos
           from ventas v where v.empresa_id = $1 and v.id >= $2`,
          [empresa, carga.desdeId],
        )
      ).map((f) => [Number(f.id), f]),
    );
    const perdidas = respondidas.filter((r) => {
      const g = guardadas.get(r.id);
      return !g || g.numero !== r.numero || g.lineas !== r.lineas || g.pagos !== r.pagos;
    });
    if (perdidas.length > 0)
      fallas.push(`Answered sales missing or different: ${JSON.stringify(perdidas.slice(0, 5))}`);
    // The register: expected cash = opening cash + the cash payments of its paid sales.
    const totales = await api<{ formas_pago: { efectivo: boolean; esperado: string | null }[] }>(
      base,
      token,
      `cuadresCaja/${caja.id}/totales`,
    );
    const esperado = sumar(...totales.formas_pago.filter((f) => f.efectivo).map((f) => f.esperado ?? '0'));
    const [efectivo] = await consultar<{ suma: string }>(
      cliente,
      `select coalesce(sum(p.valor), 0) as suma from ventas_pagos p
       join ventas v on v.empresa_id = p.empresa_id and v.id = p.id_venta
       join formas_pago f on f.empresa_id = p.empresa_id and f.id = p.id_forma_pago
       where v.empresa_id = $1 and v.id_cuadre_caja = $2 and v.estado = 'pagada' and f.efectivo`,
      [empresa, caja.id],
    );
    const debido = sumar(efectivo.suma, caja.saldo_apertura);
    if (esperado !== debido)
      fallas.push(`Register's expected cash ${esperado} ≠ opening + cash sales ${debido}`);
  } finally {
    await cliente.end();
  }
  return fallas;
}

/** A database of its own on the server DATABASE_URL names, dropped afterwards. */
export async function conBase<T>(prefijo: string, fn: (url: string) => Promise<T>): Promise<T> {
  const servidor = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const url = (db: string) => Object.assign(new URL(servidor), { pathname: `/${db}` }).toString();
  const nombre = `${prefijo}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  try {
    return await fn(url(nombre));
  } finally {
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
  }
}

/** The whole check on database `url`: start, load, verify, stop. */
export async function runFiabilidad(
  url: string,
  ventas = VENTAS,
  conexiones = CONEXIONES,
): Promise<{ carga: ResultadoCarga; fallas: string[] }> {
  const server = await arrancar(url);
  try {
    const token = await entrar(server.url);
    const carga = await prepararCarga(server.url, token, Math.ceil(ventas / 4));
    const r = await cargar(server.url, token, carga, { ventas, conexiones });
    const fallas = await verificar(url, server.url, token, carga, r.respondidas);
    if (r.otras.length > 0) fallas.push(`Unexpected answers: ${r.otras.slice(0, 5).join('; ')}`);
    if (r.sinRespuesta > 0) fallas.push(`${r.sinRespuesta} requests without an answer`);
    return { carga: r, fallas };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { carga, fallas } = await conBase('comanda_bench_fiabilidad', (url) => runFiabilidad(url));
  console.log(
    `Reliability (issue 9, PostgreSQL, ${VENTAS} counter sales, ${CONEXIONES} connections): ${carga.respondidas.length} sold, ${carga.sinInventario} refused for stock, ${carga.otras.length} other answers — ${fallas.length === 0 ? 'PASS' : `FAIL\n  ${fallas.join('\n  ')}`}`,
  );
  process.exitCode = fallas.length === 0 ? 0 : 1;
}
