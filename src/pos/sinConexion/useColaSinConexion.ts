import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nuevaClave } from '../cobro/api';
import { almacenActual, enviarPendiente, reservarBloque } from './api';
import type { Pendiente } from './almacen';
import { dispositivo, rellenar, sincronizar } from './cola';

export const CLAVE_COLA = ['sinConexion', 'cola'] as const;
/** While sales wait, a sync every this many ms (the connection may be back without an 'online' event). */
const CADA_MS = 30_000;

/**
 * The device's offline queue (issue 31), shared by the header and the counter sale through react-query's cache:
 * each read sends what waits when the browser is online (on reconnect, on a timer while sales wait), then answers
 * what is still queued. `online`: the browser's state as last read.
 */
export function useColaSinConexion() {
  const cliente = useQueryClient();
  const cola = useQuery({
    queryKey: CLAVE_COLA,
    queryFn: async (): Promise<{ pendientes: Pendiente[]; online: boolean }> => {
      const almacen = almacenActual();
      const online = navigator.onLine !== false;
      if (online && (await almacen.pendientes()).some((p) => p.rechazo === null))
        await sincronizar(almacen, enviarPendiente);
      return { pendientes: await almacen.pendientes(), online };
    },
    networkMode: 'always',
    refetchOnReconnect: 'always',
    refetchInterval: (q) =>
      q.state.data?.pendientes.some((p) => p.rechazo === null) || q.state.data?.online === false
        ? CADA_MS
        : false,
    retry: false,
  });
  const pendientes = cola.data?.pendientes ?? [];
  return {
    pendientes,
    porSincronizar: pendientes.filter((p) => p.rechazo === null).length,
    rechazadas: pendientes.filter((p) => p.rechazo !== null),
    online: cola.data?.online ?? true,
    sincronizando: cola.isFetching,
    recargar: () => void cliente.invalidateQueries({ queryKey: CLAVE_COLA }),
  };
}

/**
 * While online in a venue: keeps the device's contingency numbers topped up (a refusal — electronic documents off,
 * no valid range — leaves it without, and its offline sales then go without a number).
 */
export function useBloquesContingencia(idSede: number | undefined) {
  return useQuery({
    queryKey: ['sinConexion', 'bloques', idSede],
    queryFn: async () => {
      const almacen = almacenActual();
      const id = await dispositivo(almacen, nuevaClave);
      await rellenar(almacen, idSede!, (sede) => reservarBloque(id, sede)).catch(() => undefined);
      return true;
    },
    enabled: idSede !== undefined && navigator.onLine !== false,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
