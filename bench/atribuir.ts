/**
 * What a built chunk holds: its gzipped bytes shared out among its source modules (issue 12's budgets), from the
 * hidden source maps `npm run build` writes. Each module gets the minified bytes its mappings cover, times the
 * file's gzip ratio (an estimate: gzip does not compress every module alike).
 * `node --import tsx bench/atribuir.ts dist/assets/main-*.js [more files]`; `PAQUETES=1` adds up per package,
 * `TOP=n` prints n lines (40).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

const porPaquete = process.env.PAQUETES === '1';
const fuente = (s: string | null) => {
  if (!s) return '(sin fuente)';
  const nm = s.lastIndexOf('node_modules/');
  if (nm < 0) return s.replace(/^(\.\.\/)+/, '');
  const ruta = s.slice(nm + 'node_modules/'.length);
  if (!porPaquete) return ruta;
  const partes = ruta.split('/');
  return partes.slice(0, ruta.startsWith('@') ? 2 : 1).join('/');
};

const bytes = new Map<string, number>();
for (const archivo of process.argv.slice(2)) {
  const codigo = readFileSync(archivo, 'utf8');
  const razon = gzipSync(codigo, { level: 9 }).length / Buffer.byteLength(codigo);
  const lineas = codigo.split('\n');
  const tramos: { linea: number; columna: number; fuente: string }[] = [];
  eachMapping(new TraceMap(readFileSync(`${archivo}.map`, 'utf8')), (m) =>
    tramos.push({ linea: m.generatedLine, columna: m.generatedColumn, fuente: fuente(m.source) }),
  );
  tramos.sort((a, b) => a.linea - b.linea || a.columna - b.columna);
  tramos.forEach((t, i) => {
    const siguiente = tramos[i + 1];
    const fin = siguiente?.linea === t.linea ? siguiente.columna : lineas[t.linea - 1].length;
    bytes.set(t.fuente, (bytes.get(t.fuente) ?? 0) + (fin - t.columna) * razon);
  });
}
const filas = [...bytes].sort((a, b) => b[1] - a[1]);
const total = filas.reduce((s, [, n]) => s + n, 0);
console.log(`${(total / 1000).toFixed(1)} kB gzip (estimado)`);
for (const [f, n] of filas.slice(0, Number(process.env.TOP ?? 40)))
  console.log(`${(n / 1000).toFixed(1).padStart(6)} kB  ${f}`);
