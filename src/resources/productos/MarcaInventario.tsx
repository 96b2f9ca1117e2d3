import { Chip } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { cantidadLegible } from '../../pos/cocina/impresion';
import { useExistenciasPagina } from './bajoMinimo';

/**
 * A row of the products list: the stock over every venue of a stock-managed product, as a warning chip with the
 * minimum when below it ('Bajo mínimo: 2 de 5'), else a plain one ('Existencia: 12'); nothing for other products.
 */
export const MarcaInventario = () => {
  const translate = useTranslate();
  const registro = useRecordContext<{ id: number }>();
  const { data: filas } = useListContext<{ id: number }>();
  const { data } = useExistenciasPagina((filas ?? []).map((f) => Number(f.id)));
  const fila = registro ? data?.find((f) => f.id === Number(registro.id)) : undefined;
  if (!fila) return null;
  const existencia = cantidadLegible(fila.existencia);
  return fila.bajo_minimo ? (
    <Chip
      component="span"
      size="small"
      color="warning"
      label={translate('comanda.bajo_minimo.chip', {
        existencia,
        minimo: cantidadLegible(fila.inventario_minimo ?? '0'),
      })}
    />
  ) : (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={translate('comanda.bajo_minimo.chip_existencia', { existencia })}
    />
  );
};
