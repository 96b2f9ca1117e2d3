import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The API and the built front end share one port in production; in development Vite proxies /api.
export default defineConfig({
  // Brotli and gzip copies of every asset, served by Accept-Encoding (server/plugins/front-end.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // The `object.entries` polyfill node-polyglot requires is ~37 kB of shims; the native function does (issue 12).
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./src/i18n/objectEntries.cjs', import.meta.url)) },
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
    rollupOptions: { input: { main: 'index.html', carta: 'carta.html' } },
    // dist/.vite/manifest.json: the import graph the page-weight budgets walk (scripts/presupuestos.ts).
    manifest: true,
  },
});
