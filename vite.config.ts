import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The back office's first load in one chunk (issue 12's budgets). Rolldown puts every module the entry shares with a
 * lazy page in a chunk of its own, so the first load was ~50 small files, each gzipped alone (~12 kB more on /signin
 * than one file). The modules index.html loads statically — all of them run before the first paint anyway — are
 * grouped into its entry chunk, except those the public menu's entry (carta.html) loads too: those stay in their
 * own small chunks, so the carta never downloads the back office.
 */
function primeraCarga(): { plugin: Plugin; delNucleo: (id: string) => boolean } {
  const deCarta = new Set<string>();
  const plugin: Plugin = {
    name: 'comanda:primera-carga',
    apply: 'build',
    buildEnd() {
      const cierre = (entrada: string) => {
        const vistos = new Set<string>();
        const pendientes = [...this.getModuleIds()].filter((id) => id.endsWith(`/${entrada}`));
        while (pendientes.length) {
          const id = pendientes.pop()!;
          if (vistos.has(id)) continue;
          vistos.add(id);
          pendientes.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return vistos;
      };
      deCarta.clear();
      for (const id of cierre('carta.html')) deCarta.add(id);
    },
  };
  return { plugin, delNucleo: (id) => !deCarta.has(id) };
}
const { plugin: primeraCargaPlugin, delNucleo } = primeraCarga();

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
export default defineConfig({
  // Brotli and gzip copies of every asset, served by Accept-Encoding (server/plugins/front-end.ts).
  plugins: [primeraCargaPlugin, tituloRa, react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
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
        codeSplitting: {
          // Only the first load's own modules: their dependencies are in the set or shared with the carta.
          groups: [
            { name: 'main', tags: ['$initial'], test: delNucleo, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    // dist/.vite/manifest.json: the import graph the page-weight budgets walk (scripts/presupuestos.ts).
    manifest: true,
  },
});
