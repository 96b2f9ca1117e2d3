import { describe, expect, it } from 'vitest';
import { archivosDeCarga, describir, medir, medirDist, type Manifest } from '../../scripts/presupuestos';

// A small build: the entry imports the shared chunk; two lazy pages, one of them importing a heavy chunk.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_comun.js'],
    dynamicImports: ['src/A.tsx', 'src/B.tsx'],
  },
  '_comun.js': { file: 'assets/comun.js' },
  '_pesado.js': { file: 'assets/pesado.js', imports: ['_comun.js'] },
  'src/A.tsx': { file: 'assets/A.js', imports: ['_comun.js', 'index.html'] },
  'src/B.tsx': { file: 'assets/B.js', imports: ['_pesado.js', 'index.html'] },
  'estilo.css': { file: 'assets/estilo.css' },
};
const tamanos: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/comun.js': 50_000,
  'assets/pesado.js': 120_000,
  'assets/A.js': 10_000,
  'assets/B.js': 10_000,
};

describe('page-weight budgets (scripts/presupuestos.ts)', () => {
  it('a first load is the entry, the page and their static imports, each once; lazy chunks are not in it', () => {
    expect(archivosDeCarga(manifest, ['index.html', 'src/A.tsx']).sort()).toEqual([
      'assets/A.js',
      'assets/comun.js',
      'assets/index.js',
    ]);
  });

  it('fails with the figure when a page grows past its budget', () => {
    const [a, b] = medir(manifest, (f) => tamanos[f], [
      { ruta: '/a', modulos: ['src/A.tsx'], maxGzip: 200_000 },
      { ruta: '/b', modulos: ['src/B.tsx'], maxGzip: 200_000 },
    ]);
    expect(a).toMatchObject({ gzip: 160_000, excede: false });
    expect(b).toMatchObject({ gzip: 280_000, excede: true });
    expect(describir(b)).toContain('280.0 kB');
    expect(describir(b)).toContain('EXCEDE');
  });

  it('a renamed page is an error, not a silently empty measure', () => {
    expect(() => archivosDeCarga(manifest, ['index.html', 'src/C.tsx'])).toThrow(/src\/C\.tsx/);
  });

  // `npm test` builds first: this measures the real app.
  it('the built app stays within every budget', () => {
    const excedidas = medirDist().filter((m) => m.excede);
    expect(excedidas.map(describir)).toEqual([]);
  });
});
