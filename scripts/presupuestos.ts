/**
 * Page-weight budgets (issue 12): the gzipped JavaScript the first load of each entry point downloads, measured on
 * the built app. A page's first load is the entry chunk of index.html, its route's chunk, and every chunk they
 * import statically (what index.html's modulepreload links and Vite's preload helper fetch), walked in
 * `dist/.vite/manifest.json`. Sizes are those of the `.gz` copies the server sends (vite-plugin-compression2).
 * Run by tests/unit/presupuestos.test.ts (so `npm test` runs it after `npm run build`) or directly:
 * `node --import tsx scripts/presupuestos.ts`. The README lists the budgets.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Presupuesto {
  /** The path a user opens. */
  ruta: string;
  /** Manifest keys (source modules) the route loads besides index.html: its lazy page and its texts (src/i18n/textos.ts). */
  modulos: string[];
  /** At most this many bytes of gzipped JavaScript: above it the check fails. */
  maxGzip: number;
  /** Issue 12's target, when the enforced ceiling is still above it (then the ceiling only stops growth). */
  objetivo?: number;
}

export const PRESUPUESTOS: Presupuesto[] = [
  // Issue 12's targets, enforced. Measured 239.6 and 291.8 kB once each feature's texts loaded with its pages
  // (src/i18n/textos.ts; counted here with the page), <Admin>'s unused default pages left the entry
  // (components/Administracion.tsx), node-polyglot's `object.entries` shims gave way to the native function and the
  // first loads' chunks were grouped (`main` and `layout`, vite.config.ts: /principal fetched 55 files, now 23). What
  // remains: react-dom, react-router, MUI and react-admin's core (~230 kB), axios (~18 kB) and, on /signin,
  // react-hook-form (react-admin's <Form>).
  {
    ruta: '/signin',
    modulos: ['src/pages/public/SignIn.tsx', 'src/pages/public/messages.ts'],
    maxGzip: 250_000,
  },
  {
    ruta: '/principal',
    modulos: [
      'src/layout/Layout.tsx',
      'src/pages/principal/Principal.tsx',
      'src/layout/messages.ts',
      'src/pages/principal/messages.ts',
    ],
    // 301.3 kB once the venue picker, the seven other layouts, the four complete languages and the ERP queue landed
    // (each lazy, each leaving a few hundred bytes of loader in the first load); 302.1 kB with the modifier groups'
    // declaration (every catalogue's is in the entry, which generates their routes), the offline state's loader and
    // the Accept-Language header. The ceiling stops growth while the 300 kB target is won back: react-admin's
    // <Layout> imports its default Menu → ResourceMenuItem → inflection (4.1 kB), which only a layout of our own drops.
    maxGzip: 303_000,
    objetivo: 300_000,
  },
];

export interface EntradaManifest {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, EntradaManifest>;

/** The files (`assets/…js`) a first load fetches: the entries and their static imports, each once. */
export function archivosDeCarga(manifest: Manifest, entradas: string[]): string[] {
  const vistos = new Set<string>();
  const archivos: string[] = [];
  const visitar = (clave: string) => {
    if (vistos.has(clave)) return;
    vistos.add(clave);
    const e = manifest[clave];
    if (!e) throw new Error(`El manifiesto no tiene ${clave}: ¿cambió el nombre del módulo?`);
    if (e.file.endsWith('.js')) archivos.push(e.file);
    for (const i of e.imports ?? []) visitar(i);
  };
  for (const e of entradas) visitar(e);
  return archivos;
}

/** The gzipped size of a built file: its `.gz` copy when the build wrote one, else gzip level 9 of it. */
export function tamanoGzip(dist: string, archivo: string): number {
  const gz = join(dist, `${archivo}.gz`);
  if (existsSync(gz)) return statSync(gz).size;
  return gzipSync(readFileSync(join(dist, archivo)), { level: 9 }).length;
}

export interface Medida {
  ruta: string;
  gzip: number;
  maxGzip: number;
  objetivo?: number;
  archivos: number;
  excede: boolean;
}

export function medir(
  manifest: Manifest,
  tamano: (archivo: string) => number,
  presupuestos: Presupuesto[] = PRESUPUESTOS,
): Medida[] {
  return presupuestos.map((p) => {
    const archivos = archivosDeCarga(manifest, ['index.html', ...p.modulos]);
    const gzip = archivos.reduce((s, a) => s + tamano(a), 0);
    return {
      ruta: p.ruta,
      gzip,
      maxGzip: p.maxGzip,
      objetivo: p.objetivo,
      archivos: archivos.length,
      excede: gzip > p.maxGzip,
    };
  });
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export const describir = (m: Medida) =>
  `${m.ruta}: ${kB(m.gzip)} de JavaScript gzip en ${m.archivos} archivos (presupuesto ${kB(m.maxGzip)}` +
  `${m.objetivo ? `, objetivo ${kB(m.objetivo)}${m.gzip <= m.objetivo ? ' cumplido' : ' aún no'}` : ''})` +
  `${m.excede ? ' — EXCEDE' : ''}`;

/** Measures `dist/` (after `npm run build`); throws when the manifest is missing. */
export function medirDist(dist = 'dist'): Medida[] {
  const ruta = join(dist, '.vite', 'manifest.json');
  if (!existsSync(ruta)) throw new Error(`No existe ${ruta}: ejecuta "npm run build" antes de medir.`);
  const manifest = JSON.parse(readFileSync(ruta, 'utf8')) as Manifest;
  return medir(manifest, (a) => tamanoGzip(dist, a));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const medidas = medirDist();
  for (const m of medidas) console.log(describir(m));
  if (medidas.some((m) => m.excede)) process.exit(1);
}
