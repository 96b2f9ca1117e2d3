import { useSyncExternalStore } from 'react';
import { getUsuario, suscribirUsuario } from './session';
import type { Usuario } from './types';

/** The signed-in user's `me` data (spec §3 'Auth user'), or null; re-renders when it is loaded or cleared. */
export function useUsuario(): Usuario | null {
  return useSyncExternalStore(suscribirUsuario, getUsuario, getUsuario);
}
