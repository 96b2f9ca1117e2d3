import { useQuery } from '@tanstack/react-query';
import type { EstadoInicio } from '../../../common/inicio';
import { http, type Envelope } from '../../dataProvider/http';

/** GET principal/inicio: the company's first steps, read again each time the home page mounts. */
export const useInicio = (activo: boolean) =>
  useQuery({
    queryKey: ['principal/inicio'],
    queryFn: async () => (await http.get<Envelope<EstadoInicio>>('principal/inicio')).data.data,
    enabled: activo,
    staleTime: 0,
    retry: false,
  });
