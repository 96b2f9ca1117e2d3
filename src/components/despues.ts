/**
 * Work put after what the user waits for (issue 25's speed as felt on a tablet).
 *
 * `alReposar`: once the browser has nothing else to do (at the latest after 2 s; Safari has no
 * requestIdleCallback), for work ahead of the user that must never delay what the screen is drawing. Returns the
 * cancel, for an effect's cleanup.
 */
export function alReposar(hacer: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(hacer, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(hacer, 200);
  return () => window.clearTimeout(id);
}

/**
 * `despuesDePintar`: after the next frame is painted, for what may follow an answer by a moment (a toast after the
 * lines it confirms are already on screen) instead of being drawn in the same frame.
 */
export function despuesDePintar(hacer: () => void): void {
  requestAnimationFrame(() => setTimeout(hacer, 0));
}
