import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { pwa } from './scripts/pwa';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The back office's first loads in few files (issue 12's budgets). Rolldown puts every module an entry shares with a
 * lazy page in a chunk of its own: /principal's first load was 55 files, each gzipped alone (~15 kB more than one
 * file). Two groups (`codeSplitting` below) gather what a first load always needs:
 * - `main` (index.html's entry chunk): what index.html loads statically (all of it runs before the first paint
 *   anyway), and what both /signin and the signed-in shell load (Link, Card, Stack…: either first load needs it).
 * - `layout`: the rest of what the signed-in shell loads statically — src/layout/Layout.tsx and the home page after
 *   signing in (src/pages/principal/Principal.tsx) with their imports — except what a public page loads too (those
 *   modules stay in rolldown's own chunks, so no public page downloads the shell). Every page inside the layout
 *   loads the layout anyway, so a page sharing one of these modules pays at most the home page's few extras.
 * Neither takes a module the public menu's entry (carta.html) loads: those stay in their own chunks, so the carta
 * never downloads the back office.
 * Which modules a page loads is known only after tree-shaking (a module's `importedIds` lists every module behind a
 * barrel such as react-admin's index), so a first pass builds the app in memory without the groups and reads its
 * chunk graph: the sets below are the modules of the chunks each first load fetches. It costs a few seconds.
 */
const PREPASO = 'COMANDA_PREPASO';
const SHELL = ['src/layout/Layout.tsx', 'src/pages/principal/Principal.tsx'];

async function agrupar(mode: string): Promise<{ nucleo: Set<string>; layout: Set<string> }> {
  const raiz = fileURLToPath(new URL('.', import.meta.url));
  process.env[PREPASO] = '1';
  try {
    const { build } = await import('vite');
    const salida = await build({
      root: raiz,
      configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
      mode,
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false, manifest: false },
    });
    const { output } = (Array.isArray(salida) ? salida[0] : salida) as { output: OutputChunk[] };
    const chunks = output.filter((c): c is OutputChunk => c.type === 'chunk');
    const porArchivo = new Map(chunks.map((c) => [c.fileName, c]));
    /** The chunks a first load fetches: the matching ones and their static imports. */
    const cierre = (coincide: (fachada: string) => boolean) => {
      const vistos = new Set<OutputChunk>();
      const pendientes = chunks.filter((c) => coincide((c.facadeModuleId ?? '').replace(raiz, '')));
      while (pendientes.length) {
        const c = pendientes.pop()!;
        if (vistos.has(c)) continue;
        vistos.add(c);
        for (const i of c.imports) if (porArchivo.has(i)) pendientes.push(porArchivo.get(i)!);
      }
      return vistos;
    };
    const carta = cierre((f) => f === 'carta.html');
    const entrada = cierre((f) => f === 'index.html');
    const signin = cierre((f) => f === 'src/pages/public/SignIn.tsx');
    const publicas = cierre((f) => f.startsWith('src/pages/public/'));
    const shell = cierre((f) => SHELL.includes(f));
    const nucleo = new Set<string>();
    const layout = new Set<string>();
    for (const c of [...entrada, ...shell]) {
      if (carta.has(c) || SHELL.includes((c.facadeModuleId ?? '').replace(raiz, ''))) continue;
      const destino = entrada.has(c) || signin.has(c) ? nucleo : publicas.has(c) ? null : layout;
      if (destino) for (const id of c.moduleIds) destino.add(id);
    }
    return { nucleo, layout };
  } finally {
    delete process.env[PREPASO];
  }
}

/**
 * react-admin's <Title> (every page's, and its error page's inside the layout) imports the title's preference editor,
 * a MUI TextField: ~10 kB gzipped of select, inputs and labels on /principal's first load. The build takes
 * src/components/tituloConfigurableRa.tsx for that module instead: the same components, the editor on demand.
 */
const tituloRa: Plugin = {
  name: 'comanda:titulo-ra',
  apply: 'build',
  enforce: 'pre',
  resolveId(fuente, importador) {
    if (fuente === './PageTitleConfigurable.js' && importador?.includes('/ra-ui-materialui/dist/layout/'))
      return fileURLToPath(new URL('./src/components/tituloConfigurableRa.tsx', import.meta.url));
  },
};

// The API and the built front end share one port in production; in development Vite proxies /api.
export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const prepaso = command !== 'build' || process.env[PREPASO] === '1';
  const grupos = prepaso ? null : await agrupar(mode);
  return {
    // Brotli and gzip copies of every asset, served by Accept-Encoding (server/plugins/front-end.ts); the installable
    // app's manifest and service worker (scripts/pwa.ts): neither in the dev server nor in the build's first pass.
    plugins: [
      tituloRa,
      react(),
      ...(prepaso ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] }), ...pwa()]),
    ],
    // The `object.entries` polyfill node-polyglot requires is ~37 kB of shims; the native function does (issue 12).
    resolve: {
      alias: [
        {
          find: 'object.entries',
          replacement: fileURLToPath(new URL('./src/i18n/objectEntries.cjs', import.meta.url)),
        },
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
        {
          find: /^react-router\/dom$/,
          replacement: fileURLToPath(
            new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
          ),
        },
      ],
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true } },
    },
    build: {
      outDir: 'dist',
      // Maps are written for error tracking but not referenced from the bundles; never deploy them publicly.
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 1600,
      // Two entry points: the back office (index.html) and the public menu (carta.html, src/carta/: no React, served
      // by server/plugins/front-end.ts with the menu in its HTML; budget ≤ 60 kB gzipped JS, README).
      rollupOptions: {
        input: { main: 'index.html', carta: 'carta.html' },
        output: {
          // Only the first loads' own modules: their dependencies are in the sets or shared with the carta.
          codeSplitting: grupos
            ? {
                groups: [
                  {
                    name: 'main',
                    test: (id: string) => grupos.nucleo.has(id),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'layout',
                    test: (id: string) => grupos.layout.has(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              }
            : true,
        },
      },
      // dist/.vite/manifest.json: the import graph the page-weight budgets walk (scripts/presupuestos.ts).
      manifest: true,
    },
  };
});
