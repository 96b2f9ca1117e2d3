import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../common/api';
import { http } from '../../dataProvider/http';
import type { Grupo, PuntoImpresion } from './tipos';

const CLAVE = ['ordenes/grupo/despacho'] as const;
const SIN_PUNTOS: PuntoImpresion[] = [];

const leerDespacho = async (): Promise<Grupo[]> =>
  (await http.get<{ data: Grupo[] }>('ordenes/grupo/despacho')).data.data;

/** The configured points (the empty columns, each point's paper); a role without that module reads none. */
const leerPuntos = async (): Promise<PuntoImpresion[]> =>
  (
    await http.get<{ data: Page<PuntoImpresion> }>('configuraciones/puntos/impresion', {
      params: { page: 1, rowsPerPage: -1 },
    })
  ).data.data.data;

/**
 * The kitchen's orders by print point (GET ordenes/grupo/despacho) and the configured print points. The first read
 * is the query's; `cargar` reads again at each call (every live message, every action: never merged with a read
 * under way) and answers with what it read (null when it failed): the latest call's answer is the one shown, a
 * failure keeps the orders shown and says so in `fallo`.
 */
export function useDespacho() {
  const cliente = useQueryClient();
  const despacho = useQuery({
    queryKey: CLAVE,
    queryFn: leerDespacho,
    // Each read is new orders to show (their ages are computed from it), as a fresh state always was.
    structuralSharing: false,
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const puntos = useQuery({
    queryKey: ['configuraciones/puntos/impresion', 'cocina'],
    queryFn: () => leerPuntos().catch(() => SIN_PUNTOS),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const ultimoPedido = useRef(0);
  const [falloRecarga, setFalloRecarga] = useState<string | null>(null);

  const cargar = useCallback(async (): Promise<Grupo[] | null> => {
    const pedido = ++ultimoPedido.current;
    // A first read still under way would answer older than this one.
    void cliente.cancelQueries({ queryKey: CLAVE });
    try {
      const grupos = await leerDespacho();
      if (pedido === ultimoPedido.current) {
        cliente.setQueryData(CLAVE, grupos);
        setFalloRecarga(null);
      }
      return grupos;
    } catch (e) {
      if (pedido === ultimoPedido.current) setFalloRecarga((e as Error).message);
      return null;
    }
  }, [cliente]);

  return {
    grupos: despacho.data ?? null,
    puntos: puntos.data ?? SIN_PUNTOS,
    fallo: falloRecarga ?? despacho.error?.message ?? null,
    cargar,
  };
}
