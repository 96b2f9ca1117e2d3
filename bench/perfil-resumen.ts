/**
 * Summary of a V8 CPU profile (`node --cpu-prof`) over a window of time: the CPU milliseconds spent (samples that
 * are not idle), per unit of work when given, the functions with the most self time, the functions with the most
 * inclusive time, and the self time per place (a package of node_modules, a file of the project, node's own code,
 * the garbage collector). The window's ends are CLOCK_MONOTONIC microseconds (`process.hrtime.bigint() / 1000n`
 * of any process on the machine: V8 stamps its samples on the same clock).
 * Alone: `node --import tsx bench/perfil-resumen.ts FILE.cpuprofile [UNITS]` (the whole profile).
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface Nodo {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Perfil {
  nodes: Nodo[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Resumen {
  /** CPU ms in the window (samples that are not idle). */
  cpuMs: number;
  porUnidadMs: number | null;
  propio: [string, number][];
  inclusivo: [string, number][];
  lugares: [string, number][];
}

const SIN_CPU = new Set(['(idle)', '(root)']);

function lugar(url: string, nombre: string): string {
  if (nombre.startsWith('(')) return nombre;
  const paquete = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (paquete) return paquete[1];
  if (url.startsWith('node:') || url === '') return 'node (internal)';
  const proyecto = /\/((?:server|common)\/.*)$/.exec(url);
  return proyecto ? proyecto[1] : url;
}

function clave(n: Nodo): string {
  const { functionName, url, lineNumber } = n.callFrame;
  const donde = url ? `${lugar(url, functionName)}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${donde}`.trim();
}

const ordenar = (m: Map<string, number>, n: number): [string, number][] =>
  [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

export function resumirPerfil(
  archivo: string,
  { desdeUs = -Infinity, hastaUs = Infinity, unidades = 0, top = 25 } = {},
): Resumen {
  const perfil = JSON.parse(readFileSync(archivo, 'utf8')) as Perfil;
  const porId = new Map(perfil.nodes.map((n) => [n.id, n]));
  const padre = new Map<number, number>();
  for (const n of perfil.nodes) for (const h of n.children ?? []) padre.set(h, n.id);
  const propio = new Map<string, number>();
  const inclusivo = new Map<string, number>();
  const lugares = new Map<string, number>();
  let total = 0;
  let t = perfil.startTime;
  for (let i = 0; i < perfil.samples.length; i++) {
    t += perfil.timeDeltas[i];
    // A sample stands for the time until the next one.
    const dur = i + 1 < perfil.timeDeltas.length ? perfil.timeDeltas[i + 1] : 0;
    if (t < desdeUs || t > hastaUs || dur <= 0) continue;
    const nodo = porId.get(perfil.samples[i])!;
    if (SIN_CPU.has(nodo.callFrame.functionName)) continue;
    total += dur;
    const k = clave(nodo);
    propio.set(k, (propio.get(k) ?? 0) + dur);
    const l = lugar(nodo.callFrame.url, nodo.callFrame.functionName);
    lugares.set(l, (lugares.get(l) ?? 0) + dur);
    const vistos = new Set<string>();
    for (let id: number | undefined = nodo.id; id !== undefined; id = padre.get(id)) {
      const kk = clave(porId.get(id)!);
      if (vistos.has(kk)) continue;
      vistos.add(kk);
      inclusivo.set(kk, (inclusivo.get(kk) ?? 0) + dur);
    }
  }
  const ms = (m: Map<string, number>) => {
    for (const [k, v] of m) m.set(k, v / 1000);
    return m;
  };
  return {
    cpuMs: total / 1000,
    porUnidadMs: unidades > 0 ? total / 1000 / unidades : null,
    propio: ordenar(ms(propio), top),
    inclusivo: ordenar(ms(inclusivo), top),
    lugares: ordenar(ms(lugares), top),
  };
}

export function imprimirResumen(r: Resumen, unidades = 0): void {
  const por = (v: number) => (unidades > 0 ? `${((v / unidades) * 1000).toFixed(0).padStart(6)} µs/u` : '');
  const fila = ([k, v]: [string, number]) =>
    console.log(
      `  ${v.toFixed(1).padStart(9)} ms ${((v / r.cpuMs) * 100).toFixed(1).padStart(5)} % ${por(v)}  ${k}`,
    );
  console.log(
    `CPU in window: ${r.cpuMs.toFixed(0)} ms${r.porUnidadMs !== null ? `, ${r.porUnidadMs.toFixed(3)} ms per unit` : ''}`,
  );
  console.log('Self time per place:');
  r.lugares.forEach(fila);
  console.log('Self time per function:');
  r.propio.forEach(fila);
  console.log('Inclusive time per function:');
  r.inclusivo.forEach(fila);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [archivo, unidades] = process.argv.slice(2);
  if (!archivo) throw new Error('Uso: perfil-resumen.ts ARCHIVO.cpuprofile [UNIDADES]');
  const u = Number(unidades ?? 0);
  imprimirResumen(resumirPerfil(archivo, { unidades: u, top: Number(process.env.TOP ?? 25) }), u);
}
