import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CuadreCaja } from '../../../common/ventas';
import { leerCajaAbierta, leerFormasPago } from '../cobro/api';
import { AJUSTES_DEFECTO, useAjustesCobro } from '../cobro/useDatosCobro';
import { useSedeActual } from '../sede/sedeActual';

/**
 * What the quick sale needs besides the catalogue: the open register (undefined while read, null when the venue
 * has none, 'desconocida' when it could not be read; `cargarCaja` reads it again), the venue's payment methods
 * (null until read, none when they could not be) and the payment settings (their defaults until read).
 */
export function useDatosVenta() {
  // The header's current venue (issue 30); while the venues are read, nothing is asked.
  const actual = useSedeActual();
  const sedeActual = actual.idSede ?? undefined;
  const caja = useQuery({
    queryKey: ['cuadresCaja/cajaAbierta', 'inmediata', sedeActual],
    queryFn: (): Promise<CuadreCaja | null | 'desconocida'> =>
      leerCajaAbierta(sedeActual).catch(() => 'desconocida' as const),
    enabled: !actual.consulta.isPending,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const idSede = caja.data && caja.data !== 'desconocida' ? caja.data.id_sede : undefined;
  const formas = useQuery({
    queryKey: ['formasPago/ventas', idSede, 'inmediata'],
    queryFn: () => leerFormasPago(idSede).catch(() => []),
    placeholderData: keepPreviousData,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const ajustes = useAjustesCobro();
  return {
    caja: caja.data,
    cargarCaja: () => void caja.refetch(),
    formasPago: formas.data ?? null,
    ajustes: ajustes.data ?? AJUSTES_DEFECTO,
  };
}
