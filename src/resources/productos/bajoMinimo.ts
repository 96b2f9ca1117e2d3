import { useQuery } from '@tanstack/react-query';
import type { FilaInventario } from '../../../common/inventario';
import type { Page } from '../../../common/api';
import { http } from '../../dataProvider/http';

/**
 * The stock-managed products whose stock over every venue is below their minimum (`GET inventarios?bajo_minimo=1`,
 * all of them), read once for /principal. A user without the inventory module gets a 403: then there is no card.
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

/**
 * The stock of the stock-managed products among a products list page's rows (`GET inventarios?productos=<ids>`),
 * read once per page and shared by its rows. A user without the inventory module gets a 403: then there is simply
 * no mark.
 */
export function useExistenciasPagina(ids: number[]) {
  const productos = ids.join(',');
  return useQuery({
    queryKey: ['inventarios', 'pagina', productos],
    enabled: ids.length > 0,
    retry: false,
    queryFn: async () => {
      const { data } = await http.get<{ data: Page<FilaInventario> }>('inventarios', {
        params: { productos, rowsPerPage: -1 },
      });
      return data.data.data;
    },
  });
}
