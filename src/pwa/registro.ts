import { Workbox } from 'workbox-window';
import { hayNuevaVersion } from './nuevaVersion';

/** How often an open app asks whether a new version was deployed (a tablet may stay on one page for days). */
export const CADA_CUANTO_BUSCAR = 60 * 60 * 1000;

/**
 * Wires a registration to the prompt: when a new worker is installed and waiting (`waiting`, also when one was
 * already waiting at load), the prompt is offered; its 'Actualizar' tells the worker to take over (SKIP_WAITING,
 * handled by the generated sw.js) and the page reloads once the new worker controls it — never before the user asks.
 */
export function conectar(wb: Workbox, recargar: () => void = () => window.location.reload()): void {
  wb.addEventListener('waiting', () =>
    hayNuevaVersion(() => {
      wb.addEventListener('controlling', () => recargar());
      wb.messageSkipWaiting();
    }),
  );
}

/**
 * Registers the service worker the build writes (scripts/pwa.ts: dist/sw.js, scope /). Loaded lazily from main.tsx
 * after the page's load event, so neither workbox-window nor the worker's downloads compete with the first load.
 */
export async function registrar(): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  conectar(wb);
  await wb.register();
  // Offline the check fails: nothing to do until the next one.
  setInterval(() => wb.update().catch(() => {}), CADA_CUANTO_BUSCAR);
}
