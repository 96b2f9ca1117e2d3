/**
 * Money is never a float: this check fails when `parseFloat`, `Number(…)` or `.toFixed(…)` touch a money
 * value in server/, src/ or common/. A value is money when one of its name's words is in PALABRAS_DINERO
 * (`precio`, `subTotal`, `valor_impuesto`…) or when the file declares it with the `Dinero` type.
 * A line that truly handles something else with a money-like name (a row count called `total`) says so with
 * a `no-dinero` comment. Run by tests/unit/dinero-revision.test.ts (so `npm test` runs it) or directly:
 * `node --import tsx scripts/revisar-dinero.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const PALABRAS_DINERO = [
  'precio',
  'precios',
  'subtotal',
  'total',
  'totales',
  'impuesto',
  'impuestos',
  'iva',
  'monto',
  'costo',
  'costos',
  'propina',
  'descuento',
  'saldo',
  'dinero',
  'abono',
  'efectivo',
  'pesos',
];

export const CARPETAS = ['server', 'src', 'common'];

export interface Hallazgo {
  archivo: string;
  linea: number;
  texto: string;
  llamada: string;
}

/** `valorImpuesto`, `valor_impuesto`, `subTotal` → their lower-case words. */
const palabras = (identificador: string) =>
  identificador
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase());

/** The text inside the parenthesis that opens at `inicio` (the index just after '('). */
function argumento(linea: string, inicio: number): string {
  let nivel = 1;
  for (let i = inicio; i < linea.length; i++) {
    if (linea[i] === '(') nivel++;
    else if (linea[i] === ')' && --nivel === 0) return linea.slice(inicio, i);
  }
  return linea.slice(inicio);
}

/** The receiver just before `fin`: names, member accesses and balanced calls or indexes (`a.b(c)[0]`). */
function receptor(linea: string, fin: number): string {
  let i = fin;
  let nivel = 0;
  while (i > 0) {
    const c = linea[i - 1];
    if (c === ')' || c === ']') nivel++;
    else if (c === '(' || c === '[') {
      if (nivel === 0) break;
      nivel--;
    } else if (nivel === 0 && !/[\w$.?!]/.test(c)) break;
    i--;
  }
  return linea.slice(i, fin);
}

/** Names declared with the `Dinero` type in this file (`precio: Dinero`, `total?: Dinero | null`). */
const nombresConTipoDinero = (texto: string) =>
  new Set([...texto.matchAll(/(\w+)\??\s*:\s*Dinero\b/g)].map((m) => m[1]));

export function revisarTexto(texto: string, archivo: string): Hallazgo[] {
  const conTipo = nombresConTipoDinero(texto);
  const esDinero = (expresion: string) =>
    (expresion.match(/[A-Za-z_$][\w$]*/g) ?? []).some(
      (id) => conTipo.has(id) || palabras(id).some((p) => PALABRAS_DINERO.includes(p)),
    );
  const hallazgos: Hallazgo[] = [];
  texto.split('\n').forEach((linea, i) => {
    if (/no-dinero/.test(linea) || /^\s*(\/\/|\*|\/\*)/.test(linea)) return;
    const revisar = (llamada: string, expresion: string) => {
      if (esDinero(expresion)) hallazgos.push({ archivo, linea: i + 1, texto: linea.trim(), llamada });
    };
    for (const m of linea.matchAll(/\b(parseFloat|Number)\s*\(/g))
      revisar(m[1], argumento(linea, m.index + m[0].length));
    // The receiver of .toFixed: the chain of names, member accesses and calls just before it.
    for (const m of linea.matchAll(/\.toFixed\s*\(/g)) revisar('toFixed', receptor(linea, m.index));
  });
  return hallazgos;
}

function archivosTs(carpeta: string): string[] {
  return readdirSync(carpeta).flatMap((nombre) => {
    const ruta = join(carpeta, nombre);
    if (statSync(ruta).isDirectory()) return nombre === 'node_modules' ? [] : archivosTs(ruta);
    return /\.(ts|tsx)$/.test(nombre) && !nombre.endsWith('.d.ts') ? [ruta] : [];
  });
}

export function revisarCarpetas(raiz: string, carpetas = CARPETAS): Hallazgo[] {
  return carpetas.flatMap((c) =>
    archivosTs(join(raiz, c)).flatMap((ruta) =>
      revisarTexto(readFileSync(ruta, 'utf8'), relative(raiz, ruta)),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const hallazgos = revisarCarpetas(process.cwd());
  for (const h of hallazgos) console.error(`${h.archivo}:${h.linea} ${h.llamada} sobre dinero: ${h.texto}`);
  process.exit(hallazgos.length > 0 ? 1 : 0);
}
