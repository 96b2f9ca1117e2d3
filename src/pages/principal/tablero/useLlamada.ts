import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { LLAMADAS_TABLERO, type LlamadaTablero } from '../../../../common/tablero';
import type { ProveedorDatos } from '../../../dataProvider';

/** One dashboard call through the dataProvider: its own loading, error and retry (each card loads on its own). */
export function useLlamada<T>(nombre: LlamadaTablero) {
  const dataProvider = useDataProvider<ProveedorDatos>();
  return useQuery({
    queryKey: ['tablero', nombre],
    queryFn: async () => (await dataProvider.consultar<T>(LLAMADAS_TABLERO[nombre].ruta)).data,
    retry: false,
  });
}
