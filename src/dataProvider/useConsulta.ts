import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ProveedorDatos } from '.';

type Opciones<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/**
 * A back-office read of the API that is not a resource list (a settings page, the menu order), through the
 * dataProvider's `consultar` and react-query: keyed by its path and params, read afresh at each visit and once while
 * shown (not kept once unmounted, no retry, no re-read on focus: as the pages' own reads behaved). Writes stay in the page's event handlers.
 */
export function useConsulta<T>(ruta: string, params?: Record<string, unknown>, opciones: Opciones<T> = {}) {
  const dataProvider = useDataProvider<ProveedorDatos>();
  return useQuery<T>({
    queryKey: params ? [ruta, params] : [ruta],
    queryFn: async () => (await dataProvider.consultar<T>(ruta, params)).data,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    ...opciones,
  });
}
