import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatosTotales, LugarOrden, MensajeVivo } from '../../../common/vivo';
import { useVivo } from '../vivo/useVivo';
import { leerMapa, leerSedes, type Mapa } from './api';

export const claveSedes = ['sedes'] as const;
export const claveMapa = (idSede: number | null) => ['mesas/mesa/orden', idSede] as const;

/** The company's venues (GET sedes). */
export const useSedes = () => useQuery({ queryKey: claveSedes, queryFn: leerSedes });

/** The live messages that change what the map shows. */
const QUE_CAMBIAN_EL_MAPA = new Set(['updateTableOrder', 'totals', 'newOrder']);

/** `totals` of an order the map already shows: its new total in place; null when the map must be reloaded. */
function conTotal(mapa: Mapa | undefined, d: DatosTotales): Mapa | null {
  if (!mapa || typeof d.total !== 'string') return null;
  const mesa = mapa.mesas.find((m) => m.orden?.id === d.id_orden && m.id === d.id_mesa);
  if (!mesa?.orden) return null;
  return {
    ...mapa,
    mesas: mapa.mesas.map((m) => (m === mesa ? { ...m, orden: { ...mesa.orden!, total: d.total } } : m)),
  };
}

/**
 * The venue's tables with their open orders (GET mesas/mesa/orden), kept live: an order message of this venue
 * (`updateTableOrder`, `newOrder`, a `totals` the map cannot apply in place) reloads the map; `totals` of a shown
 * order patches its total; after a reconnection (messages may have been lost) the map reloads.
 */
export function useMapa(idSede: number | null) {
  const cliente = useQueryClient();
  const clave = claveMapa(idSede);
  const mapa = useQuery({
    queryKey: clave,
    queryFn: () => leerMapa(idSede!),
    enabled: idSede !== null,
  });

  const recargar = useCallback(
    () => void cliente.invalidateQueries({ queryKey: claveMapa(idSede) }),
    [cliente, idSede],
  );

  useVivo(
    (m: MensajeVivo) => {
      if (idSede === null || !QUE_CAMBIAN_EL_MAPA.has(m.action)) return;
      const lugar = m.data as Partial<LugarOrden> | undefined;
      if (lugar?.id_sede !== undefined && lugar.id_sede !== idSede) return;
      if (m.action === 'totals') {
        const nuevo = conTotal(cliente.getQueryData<Mapa>(claveMapa(idSede)), m.data as DatosTotales);
        if (nuevo) return void cliente.setQueryData(claveMapa(idSede), nuevo);
      }
      recargar();
    },
    () => {
      if (idSede !== null) recargar();
    },
  );

  return mapa;
}

/** How often the minutes open are recomputed: a minute shows at most this late after it turns. */
export const RELOJ_MS = 15_000;

/** Whole minutes since `desde` (ms), recomputed on a clock so the tables' minutes advance without a reload. */
export function useMinutosDesde(desde: number | undefined): number {
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    const reloj = setInterval(() => setAhora(Date.now()), RELOJ_MS);
    return () => clearInterval(reloj);
  }, []);
  return desde === undefined ? 0 : Math.max(0, Math.floor((Math.max(ahora, desde) - desde) / 60_000));
}
