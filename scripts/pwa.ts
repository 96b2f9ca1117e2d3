/**
 * The installable app (issue 30): the web app manifest and the service worker that vite-plugin-pwa writes into dist/
 * (`manifest.webmanifest`, `sw.js`, Workbox's generateSW), used by vite.config.ts for the real build only (not for
 * the dev server nor for the build's first pass). The app registers the worker itself, after the page has loaded
 * (src/pwa/registro.ts), and asks before a new version takes over (src/pwa/AvisoActualizacion.tsx).
 *
 * - The app shell (index.html) and every hashed asset are precached, so a signed-in tablet opens the app with no
 *   network. Navigations fall back to the precached index.html (the browser router decides), except what the server
 *   itself answers: the API (and its OpenAPI docs, and uploads), the public menu (`/carta`, server-rendered HTML) and
 *   the live connection (`/ws`).
 * - Nothing else is cached at run time: API calls always go to the network (no `runtimeCaching`), so offline they
 *   fail as network errors and nothing is ever served stale.
 * - `registerType: 'prompt'`: a new worker waits until the user presses 'Actualizar' (SKIP_WAITING), never reloading
 *   under a cashier's hands; the first one takes control of the open page at once (`clientsClaim`).
 */
import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { COLOR_FONDO, COLOR_PRIMARIO } from '../src/layout/colores';

/** Paths the server answers itself: a navigation to them never gets the app's index.html from the worker. */
export const SIN_RESPALDO_DE_NAVEGACION = [/^\/api(?:[/?]|$)/, /^\/carta(?:[/?.]|$)/, /^\/ws(?:[/?]|$)/];

export const OPCIONES_PWA: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  // src/pwa/registro.ts registers the worker (lazily, after the load), not a script in index.html.
  injectRegister: false,
  // Never in `vite` (dev): the dev server keeps serving modules fresh.
  devOptions: { enabled: false },
  manifest: {
    name: 'Comanda',
    short_name: 'Comanda',
    description: 'Punto de venta y back office para restaurantes, bares, cafés y tiendas en Colombia',
    lang: 'es',
    dir: 'ltr',
    start_url: '/principal',
    scope: '/',
    id: '/principal',
    display: 'standalone',
    orientation: 'any',
    theme_color: COLOR_PRIMARIO,
    background_color: COLOR_FONDO,
    categories: ['business', 'food', 'productivity'],
    // Drawn once from public/favicon.svg by scripts/iconos-pwa.ts.
    icons: [
      { src: '/iconos/icono-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/iconos/icono-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/iconos/icono-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg}'],
    // The manifest and its icons are added by the plugin (includeManifestIcons).
    // The public menu's page and script: served to customers by the server (/carta), never opened from the worker.
    globIgnores: ['carta.html', 'assets/carta-*'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: SIN_RESPALDO_DE_NAVEGACION,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    // One file (no workbox-<hash>.js beside it) and no map.
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
};

/**
 * vite-plugin-pwa writes the manifest's `<link>` into every HTML entry; the public menu (carta.html, customers'
 * phones) is not the installable app, so its page drops it.
 */
const sinManifiestoEnCarta: Plugin = {
  name: 'comanda:carta-sin-manifiesto',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { filename }) =>
      filename.endsWith('carta.html') ? html.replace(/\s*<link rel="manifest"[^>]*>/, '') : html,
  },
};

export const pwa = (): Plugin[] => [...VitePWA(OPCIONES_PWA), sinManifiestoEnCarta];
