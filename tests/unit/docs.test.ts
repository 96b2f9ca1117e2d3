import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..');
const leer = (ruta: string) => readFileSync(join(RAIZ, ruta), 'utf8');

const MAX_LINEAS_ARQUITECTURA = 400;
const MAX_ANCHO_README = 120;

/** Folders the map names before they exist: the doc must say so beside them ("intended, not yet"). */
const PREVISTAS = ['src/reports/', 'server/routes/informes/'];
const MARCA_PREVISTA = 'intended, not yet';

/** Backticked folder paths of the tree (`server/db/`), without placeholders such as `server/routes/<dominio>/`. */
function carpetasNombradas(texto: string): string[] {
  const halladas = texto.matchAll(/`((?:server|src|common|tests|bench|scripts|docs)\/[^`\s<>*]*\/)`/g);
  return [...new Set([...halladas].map((m) => m[1]!))];
}

/** Lines longer than `max` characters (counted as a reader sees them), as "number: start of the line". */
function lineasLargas(texto: string, max: number): string[] {
  return texto
    .split('\n')
    .map((linea, i) => ({ linea, n: i + 1 }))
    .filter(({ linea }) => [...linea].length > max)
    .map(({ linea, n }) => `${n}: ${linea.slice(0, 40)}…`);
}

const esCarpeta = (ruta: string) => existsSync(join(RAIZ, ruta)) && statSync(join(RAIZ, ruta)).isDirectory();

describe('the checks themselves', () => {
  it('finds backticked folder paths and skips placeholders and files', () => {
    const texto =
      'see `server/db/` and `src/pos/<pantalla>/`, `common/exacto.ts`, `src/nada/` and `server/db/`';
    expect(carpetasNombradas(texto)).toEqual(['server/db/', 'src/nada/']);
  });

  it('counts characters, not bytes', () => {
    expect(lineasLargas('ñ'.repeat(120), 120)).toEqual([]);
    expect(lineasLargas(`corta\n${'x'.repeat(121)}`, 120)).toHaveLength(1);
  });
});

describe('docs/ARCHITECTURE.md', () => {
  const mapa = leer('docs/ARCHITECTURE.md');

  it(`is a map of at most ${MAX_LINEAS_ARQUITECTURA} lines`, () => {
    expect(mapa.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINEAS_ARQUITECTURA);
  });

  it('names only folders that exist, or intended ones marked as such', () => {
    const faltan = carpetasNombradas(mapa).filter((c) => !esCarpeta(c) && !PREVISTAS.includes(c));
    expect(faltan).toEqual([]);
  });

  it('marks every intended folder it names that does not exist yet', () => {
    const lineas = mapa.split('\n');
    const sinMarca = PREVISTAS.filter((c) => !esCarpeta(c)).filter((c) => {
      const donde = lineas.flatMap((l, i) => (l.includes(`\`${c}\``) ? [i] : []));
      const marcada = (i: number) =>
        lineas
          .slice(i, i + 3)
          .join(' ')
          .includes(MARCA_PREVISTA);
      return donde.length > 0 && !donde.every(marcada);
    });
    expect(sinMarca).toEqual([]);
  });
});

describe('README.md', () => {
  it(`keeps every line within ${MAX_ANCHO_README} characters`, () => {
    expect(lineasLargas(leer('README.md'), MAX_ANCHO_README)).toEqual([]);
  });
});
