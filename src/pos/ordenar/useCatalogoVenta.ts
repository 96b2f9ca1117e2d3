import { useQuery, type QueryClient } from '@tanstack/react-query';
import { catalogoEnMemoria, leerCatalogo } from './api';

const CLAVE = ['productos/venta'] as const;

/**
 * The till's catalogue (GET productos/venta): the one in memory at once when there is one, asked again on each
 * screen that shows it (the ETag keeps an unchanged one the same object). `error` while the last ask failed and
 * no new one is under way; `reintentar` asks again.
 */
export function useCatalogoVenta() {
  const lectura = useQuery({
    queryKey: CLAVE,
    queryFn: leerCatalogo,
    initialData: () => catalogoEnMemoria() ?? undefined,
    initialDataUpdatedAt: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return {
    catalogo: lectura.data ?? null,
    error: lectura.isError && !lectura.isFetching,
    reintentar: () => void lectura.refetch(),
  };
}

/** The catalogue asked for ahead of the screen (when the map is idle), unless it is in memory already. */
export function precargarCatalogo(cliente: QueryClient): void {
  if (!catalogoEnMemoria()) void cliente.prefetchQuery({ queryKey: CLAVE, queryFn: leerCatalogo });
}
