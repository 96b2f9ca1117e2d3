import type { QueryClient } from '@tanstack/react-query';
import type { Orden } from '../../../common/ordenes';
import { leerOrdenAbierta } from './api';
import { precargarCatalogo } from './useCatalogoVenta';
import { PantallaOrdenarPerezosa } from './ruta';

/**
 * Issue 25's first opening of the order screen (≤ 500 ms on a tablet): its code and the till's catalogue are
 * fetched while the map is shown (when the browser is idle), and a tapped table's open order is asked for at the
 * tap, in parallel with whatever code is still missing; the screen then takes that answer instead of asking again.
 */

/** The order screen's code (the same chunk its route loads) and the till's catalogue, kept in memory. */
export function precargarPantallaOrdenar(cliente: QueryClient): void {
  // A failure here costs nothing: the route loads its code, and the screen its catalogue, as it always did.
  PantallaOrdenarPerezosa.precargar().catch(() => {});
  precargarCatalogo(cliente);
}

/** How long a table's order asked for at the tap is taken as it is by the screen that opens. */
const VIGENCIA_MS = 3000;
const claveOrdenMesa = (mesa: number) => ['ordenar/precarga', mesa] as const;

/** At the tap on a table: its open order asked for now (one request while one is under way). */
export function precargarOrden(cliente: QueryClient, mesa: number): void {
  void cliente.prefetchQuery({ queryKey: claveOrdenMesa(mesa), queryFn: () => leerOrdenAbierta({ mesa }) });
}

/** Taken by the screen: a later visit asks the server again. */
export function olvidarOrdenPrecargada(cliente: QueryClient, mesa: number | undefined): void {
  if (mesa !== undefined) cliente.removeQueries({ queryKey: claveOrdenMesa(mesa), exact: true });
}

/** The table's order asked for at the tap when it has already arrived (within `VIGENCIA_MS`), else undefined. */
export function ordenPrecargadaLista(
  cliente: QueryClient,
  mesa: number,
): { orden: Orden | null } | undefined {
  const estado = cliente.getQueryState<Orden | null>(claveOrdenMesa(mesa));
  return estado?.status === 'success' && Date.now() - estado.dataUpdatedAt < VIGENCIA_MS
    ? { orden: estado.data ?? null }
    : undefined;
}

/**
 * The table's open order asked for at the tap (under way or answered within `VIGENCIA_MS`), taken once: later
 * reads go to the server. Null when there is none to take.
 */
export function tomarOrdenPrecargada(cliente: QueryClient, mesa: number): Promise<Orden | null> | null {
  const clave = claveOrdenMesa(mesa);
  const estado = cliente.getQueryState(clave);
  const vigente =
    estado &&
    (estado.fetchStatus === 'fetching' ||
      (estado.status === 'success' && Date.now() - estado.dataUpdatedAt < VIGENCIA_MS));
  if (!vigente) {
    olvidarOrdenPrecargada(cliente, mesa);
    return null;
  }
  const leida = cliente.fetchQuery({
    queryKey: clave,
    queryFn: () => leerOrdenAbierta({ mesa }),
    staleTime: VIGENCIA_MS,
  });
  return leida.finally(() => olvidarOrdenPrecargada(cliente, mesa));
}
