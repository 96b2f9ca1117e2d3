import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { cantidadLegible } from '../../pos/cocina/impresion';
import { useProductosBajoMinimo } from './bajoMinimo';

/** A row of the products list whose stock is below its minimum: a warning chip with the stock and the minimum. */
export const MarcaBajoMinimo = () => {
  const translate = useTranslate();
  const registro = useRecordContext<{ id: number }>();
  const { data } = useProductosBajoMinimo();
  const fila = registro ? data?.find((f) => f.id === Number(registro.id)) : undefined;
  if (!fila) return null;
  return (
    <Chip
      component="span"
      size="small"
      color="warning"
      label={translate('comanda.bajo_minimo.chip', {
        existencia: cantidadLegible(fila.existencia),
        minimo: cantidadLegible(fila.inventario_minimo ?? '0'),
      })}
    />
  );
};
