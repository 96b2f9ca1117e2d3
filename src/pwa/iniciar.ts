/**
 * Starts the installable app's service worker (issue 30) once the page has loaded, from its own chunk (registro.ts,
 * with workbox-window): the first load's budgets (scripts/presupuestos.ts) carry only these lines. Only in the built
 * app of a browser that has service workers: not in `vite` (dev), not in jsdom (the component tests).
 */
export function iniciarServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const cargar = () => {
    import('./registro')
      .then((m) => m.registrar())
      .catch((error: unknown) => console.warn('No se pudo registrar el service worker', error));
  };
  if (document.readyState === 'complete') cargar();
  else window.addEventListener('load', cargar, { once: true });
}
