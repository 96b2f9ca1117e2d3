import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app is waiting (its service worker installed, the open page still on the old one),
 * and what takes it: set by the worker's registration (registro.ts), read by the prompt (AvisoActualizacion.tsx).
 * A module-level store: the registration is loaded after the page, the prompt lives in the layout.
 */
let actualizar: (() => void) | null = null;
const oyentes = new Set<() => void>();
const avisar = () => oyentes.forEach((o) => o());

/** A new version is waiting; `tomar` activates it (the page then reloads). */
export function hayNuevaVersion(tomar: () => void): void {
  actualizar = tomar;
  avisar();
}

/** The prompt was acted upon or put aside. */
export function olvidarNuevaVersion(): void {
  actualizar = null;
  avisar();
}

const suscribir = (oyente: () => void) => {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
};

/** The waiting version's `tomar`, or null while the app is up to date. */
export const useNuevaVersion = (): (() => void) | null =>
  useSyncExternalStore(
    suscribir,
    () => actualizar,
    () => null,
  );
