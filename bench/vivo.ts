/**
 * The live connection across instances (issue 8): two servers on one PostgreSQL, `BENCH_VIVO_SOCKETS` (50) greeted
 * sockets on B, counter orders sent to preparation on A at `BENCH_VIVO_RATE` (20) a second for `BENCH_VIVO_SECONDS`
 * (10). Each order's latency on each socket is the time from sending `POST ordenes/orden` on A to that socket
 * receiving its `newOrder` (commit → NOTIFY → B's read as the company → send). Target: p99 ≤ 100 ms and every
 * message delivered (PASS/FAIL). `runVivo(url)` is called by `npm run bench` on PostgreSQL; alone:
 * `node --import tsx bench/vivo.ts` (DATABASE_URL names the server; a database of its own is created and dropped).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { RUTA_VIVO, type DatosNuevaOrden, type MensajeVivo } from '../common/vivo';
import { DEMO_PASSWORD_PRUEBA, startServer, type RunningServer } from '../tests/e2e/support/server';
import { signIn } from './sign-in';

const SOCKETS = Number(process.env.BENCH_VIVO_SOCKETS ?? 50);
const RATE = Number(process.env.BENCH_VIVO_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_VIVO_SECONDS ?? 10);
export const TARGET_VIVO_MS = 100;

export interface ResultadoVivo {
  sockets: number;
  ordenes: number;
  muestras: number;
  perdidos: number;
  p50: number;
  p99: number;
  max: number;
  /** The create request's own reply time on A. */
  respuestaP50: number;
  respuestaP99: number;
  cumple: boolean;
}

const percentil = (ordenados: number[], p: number) =>
  ordenados.length === 0
    ? NaN
    : ordenados[Math.min(ordenados.length - 1, Math.ceil(p * ordenados.length) - 1)];

const arrancar = (databaseUrl: string) =>
  startServer({
    DATABASE_URL: databaseUrl,
    SERVE_FRONTEND: '0',
    SEED_DEMO: '1',
    DEMO_PASSWORD: DEMO_PASSWORD_PRUEBA,
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
  });

async function pedir<T>(base: string, token: string, ruta: string, cuerpo?: object): Promise<T> {
  const res = await fetch(`${base}/api/${ruta}`, {
    method: cuerpo ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: cuerpo ? JSON.stringify(cuerpo) : undefined,
  });
  const json = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${ruta}: ${res.status} ${json.message}`);
  return json.data;
}

/** A greeted socket on `base` that notes when each order's newOrder arrived. */
async function socketVivo(base: string, token: string, llegadas: Map<number, number>[]): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${RUTA_VIVO}`);
  const propias = new Map<number, number>();
  llegadas.push(propias);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(JSON.stringify({ action: 'sendMessage', userId: 0, companyId: 0, token })),
    );
    socket.on('message', (datos) => {
      const ahora = performance.now();
      const m = JSON.parse(String(datos)) as MensajeVivo;
      if (m.action === 'sendMessage') resolve();
      else if (m.action === 'newOrder') propias.set((m.data as DatosNuevaOrden).id_orden, ahora);
    });
    socket.once('close', (code) => reject(new Error(`socket cerrado ${code}`)));
  });
  return socket;
}

export async function runVivo(databaseUrl: string): Promise<ResultadoVivo> {
  const servidores: RunningServer[] = [];
  const sockets: WebSocket[] = [];
  try {
    // One after the other: the second finds the migrations applied and the demo company made.
    const a = await arrancar(databaseUrl);
    servidores.push(a);
    const b = await arrancar(databaseUrl);
    servidores.push(b);
    const token = await signIn(a.url, 'demo@comanda.co', DEMO_PASSWORD_PRUEBA);
    const [sede] = await pedir<{ id: number }[]>(a.url, token, 'sedes');
    // A product of its own: nothing in stock to run out, no recipe.
    const producto = await pedir<{ id: number }>(a.url, token, 'productos/producto', {
      nombre: `Plato de prueba ${randomUUID().slice(0, 8)}`,
      precio_venta: '12000',
    });

    const llegadas: Map<number, number>[] = [];
    for (let i = 0; i < SOCKETS; i++) sockets.push(await socketVivo(b.url, token, llegadas));

    const total = Math.round(RATE * SECONDS);
    const enviadas = new Map<number, number>(); // id_orden → when its request left
    const respuestas: number[] = [];
    const inicio = performance.now();
    const pendientes: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const cuando = inicio + (n * 1000) / RATE;
      const espera = cuando - performance.now();
      if (espera > 0) await new Promise((r) => setTimeout(r, espera));
      const salida = performance.now();
      pendientes.push(
        pedir<{ id: number }>(a.url, token, 'ordenes/orden', {
          idempotencia: randomUUID(),
          id_sede: sede.id,
          detalles: [{ id_producto: producto.id, cantidad: 1 }],
        }).then((orden) => {
          enviadas.set(orden.id, salida);
          respuestas.push(performance.now() - salida);
        }),
      );
    }
    await Promise.all(pendientes);
    // Everything should be there; wait a little for stragglers before counting what never came.
    const limite = performance.now() + 5000;
    const completas = () => llegadas.every((l) => [...enviadas.keys()].every((id) => l.has(id)));
    while (!completas() && performance.now() < limite) await new Promise((r) => setTimeout(r, 50));

    const latencias: number[] = [];
    let perdidos = 0;
    for (const propias of llegadas)
      for (const [id, salida] of enviadas) {
        const llegada = propias.get(id);
        if (llegada === undefined) perdidos++;
        else latencias.push(llegada - salida);
      }
    latencias.sort((x, y) => x - y);
    respuestas.sort((x, y) => x - y);
    const p99 = percentil(latencias, 0.99);
    return {
      sockets: SOCKETS,
      ordenes: enviadas.size,
      muestras: latencias.length,
      perdidos,
      p50: percentil(latencias, 0.5),
      p99,
      max: latencias[latencias.length - 1] ?? NaN,
      respuestaP50: percentil(respuestas, 0.5),
      respuestaP99: percentil(respuestas, 0.99),
      cumple: perdidos === 0 && p99 <= TARGET_VIVO_MS,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const servidor of servidores.reverse()) await servidor.stop();
  }
}

export function informarVivo(r: ResultadoVivo): void {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  console.log(
    `\nLive connection (issue 8): 2 instances on PostgreSQL, ${r.sockets} sockets on B, ${r.ordenes} orders on A at ${RATE}/s` +
      `\n  create → newOrder on B: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)} over ${r.muestras} deliveries, ${r.perdidos} lost` +
      `\n  create reply on A: p50 ${ms(r.respuestaP50)}, p99 ${ms(r.respuestaP99)}` +
      `\nTarget (issue 8): p99 create → receive ≤ ${TARGET_VIVO_MS} ms, nothing lost → ${ms(r.p99)} ${r.cumple ? 'PASS' : 'FAIL'}`,
  );
}

// Alone: its own database on the server DATABASE_URL names.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const servidor = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const nombre = `comanda_bench_vivo_${Date.now()}`;
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(servidor), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  console.log(
    `Load average (1, 5, 15 min) before: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
  try {
    const r = await runVivo(Object.assign(new URL(servidor), { pathname: `/${nombre}` }).toString());
    informarVivo(r);
    process.exitCode = r.cumple ? 0 : 1;
  } finally {
    console.log(
      `Load average (1, 5, 15 min) after: ${loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')}`,
    );
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
  }
}
