import { useQuery } from '@tanstack/react-query';
import type { FilaInventario } from '../../../common/inventario';
import type { Page } from '../../../common/api';
import { http } from '../../dataProvider/http';

/**
 * The stock-managed products whose stock over every venue is below their minimum (`GET inventarios?bajo_minimo=1`,
 * all of them), read once and shared by every row of the products list and by /principal. A user without the
 * inventory module gets a 403: then there is simply no mark.
 */
export function useProductosBajoMinimo(activo = true) {
  return useQuery({
    queryKey: ['inventarios', 'bajo_minimo'],
    enabled: activo,
    retry: false,
    queryFn: async () => {
      const { data } = await http.get<{ data: Page<FilaInventario> }>('inventarios', {
        params: { bajo_minimo: 1, rowsPerPage: -1 },
      });
      return data.data.data;
    },
  });
}
