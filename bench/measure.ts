import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** CPU seconds a process has used (Linux /proc; 0 where it cannot be read). */
export function cpuSeconds(pid: number): number {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(campos[11]) + Number(campos[12])) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/** Every local PostgreSQL server process (none without one). */
function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-u', 'postgres', 'postgres'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds of each process, by pid. */
const cpuByPid = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));

/**
 * CPU seconds PostgreSQL processes spent between two readings: a process that started meanwhile counts from zero,
 * one that ended meanwhile (a pool closing an idle connection) is left out.
 */
function postgresDelta(antes: Map<number, number>, despues: Map<number, number>): number {
  let suma = 0;
  for (const [pid, segundos] of despues) suma += segundos - (antes.get(pid) ?? 0);
  return suma;
}

export interface Measure {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests that got no answer within autocannon's timeout (counted among `errors` too). */
  timeouts: number;
  non2xx: number;
  /** CPU time per request, in µs: the server, the PostgreSQL server, and autocannon (this process). */
  cpu: { server: number; postgres: number; autocannon: number };
}

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Concurrent connections for this route (default: the run's): big bodies need fewer to stay under the timeout. */
  connections?: number;
}

/** One autocannon run against a route of a running server. */
export async function measure(
  base: string,
  target: Target,
  seconds: number,
  connections: number,
  serverPid: number,
  /**
   * The PostgreSQL backends serving the server (default: every PostgreSQL process of the machine, which also
   * serves other people's work).
   */
  backends: () => Promise<number[]> = async () => postgresPids(),
): Promise<Measure> {
  const antes = {
    server: cpuSeconds(serverPid),
    postgres: cpuByPid(await backends()),
    autocannon: cpuSeconds(process.pid),
  };
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    connections: target.connections ?? connections,
    duration: seconds,
  });
  const porPeticion = (segundos: number) => Math.round((segundos * 1e6) / Math.max(1, result.requests.total));
  const cpu = {
    server: porPeticion(cpuSeconds(serverPid) - antes.server),
    postgres: porPeticion(postgresDelta(antes.postgres, cpuByPid(await backends()))),
    autocannon: porPeticion(cpuSeconds(process.pid) - antes.autocannon),
  };
  return {
    name: target.name,
    cpu,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
