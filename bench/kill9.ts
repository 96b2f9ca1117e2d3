/**
 * Crash safety of counter sales (issue 9), on PostgreSQL: the real server as a child process, the load of
 * bench/fiabilidad.ts (`BENCH_FIABILIDAD_VENTAS` sales from `BENCH_FIABILIDAD_CONEXIONES` connections), `kill -9` of
 * the server once `BENCH_KILL_TRAS` (a third of the sales) answers came back — with sales in flight —, then a
 * restart on the same database and the checks of `verificar`: every sale whose answer was received is there,
 * complete (lines, payments, stock movements), none is half-written, the numbers still run 1..N (a sale in flight
 * rolled its number back), stock and money square. A few sales after the restart continue the numbering.
 * Alone: `node --import tsx bench/kill9.ts` (DATABASE_URL names the PostgreSQL server; a database of its own is
 * created and dropped). A small run is tests/api/ventas-fiabilidad.test.ts.
 */
import { pathToFileURL } from 'node:url';
import {
  arrancar,
  cargar,
  conBase,
  CONEXIONES,
  entrar,
  prepararCarga,
  VENTAS,
  verificar,
} from './fiabilidad';
import type { Carga, ResultadoCarga } from './fiabilidad';

export interface ResultadoKill {
  antes: ResultadoCarga;
  despues: ResultadoCarga;
  fallas: string[];
}

export async function runKill9(
  url: string,
  ventas = VENTAS,
  conexiones = CONEXIONES,
  tras = Number(process.env.BENCH_KILL_TRAS ?? Math.ceil(ventas / 3)),
): Promise<ResultadoKill> {
  const primero = await arrancar(url);
  let muerto = false;
  let antes: ResultadoCarga;
  let carga: Carga;
  try {
    const token = await entrar(primero.url);
    carga = await prepararCarga(primero.url, token, Math.ceil(ventas / 3));
    antes = await cargar(primero.url, token, carga, {
      ventas,
      conexiones,
      parar: () => muerto,
      alResponder: (n) => {
        if (n >= tras && !muerto) {
          muerto = true;
          process.kill(primero.pid, 'SIGKILL');
        }
      },
    });
  } finally {
    await primero.stop();
  }
  const segundo = await arrancar(url);
  try {
    const token = await entrar(segundo.url);
    const despues = await cargar(segundo.url, token, carga, { ventas: conexiones, conexiones });
    const fallas = await verificar(url, segundo.url, token, carga, [
      ...antes.respondidas,
      ...despues.respondidas,
    ]);
    if (!muerto) fallas.push('The server was not killed (fewer answers than BENCH_KILL_TRAS)');
    if (despues.respondidas.length + despues.sinInventario !== conexiones)
      fallas.push(`After the restart: ${despues.otras.join('; ')} (${despues.sinRespuesta} without answer)`);
    if (antes.otras.length > 0) fallas.push(`Unexpected answers: ${antes.otras.slice(0, 5).join('; ')}`);
    return { antes, despues, fallas };
  } finally {
    await segundo.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { antes, despues, fallas } = await conBase('comanda_bench_kill9', (url) => runKill9(url));
  console.log(
    `kill -9 (issue 9, PostgreSQL, ${CONEXIONES} connections): ${antes.respondidas.length} sales answered before the kill, ${antes.sinRespuesta} in flight without answer, ${despues.respondidas.length} after the restart — ${fallas.length === 0 ? 'PASS' : `FAIL\n  ${fallas.join('\n  ')}`}`,
  );
  process.exitCode = fallas.length === 0 ? 0 : 1;
}
