import { useQuery } from '@tanstack/react-query';
import { http, type Envelope } from '../../dataProvider/http';

const NINGUNO: never[] = [];

const leer = async <T>(ruta: string): Promise<T[]> => {
  const { data } = await http.get<Envelope<T[]>>(ruta);
  return Array.isArray(data.data) ? data.data : [];
};

/**
 * A public list of the API (configuraciones/paises, configuraciones/documentos); empty until it arrives. `error` is
 * set when it failed (and not while asked again), and `reintentar` asks again.
 */
export function useCatalogoPublico<T>(ruta: string): { datos: T[]; error: unknown; reintentar: () => void } {
  const lectura = useQuery({
    queryKey: [ruta],
    queryFn: () => leer<T>(ruta),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return {
    datos: lectura.data ?? NINGUNO,
    error: lectura.isFetching ? null : lectura.error,
    reintentar: () => void lectura.refetch(),
  };
}
