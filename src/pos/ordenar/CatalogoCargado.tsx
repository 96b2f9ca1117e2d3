import { memo } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CatalogoVenta, ProductoVenta } from '../../../common/catalogoVenta';
import { Catalogo } from './Catalogo';

/**
 * The till's catalogue once read (`Catalogo`), else why not with 'Reintentar', else a named spinner: what the order
 * screen and the counter sale show on their catalogue side. Memoised: the screen around it changes at every tap
 * (a line added, a send under way) and the catalogue with it only when its own props do.
 */
export const CatalogoCargado = memo(function CatalogoCargado({
  catalogo,
  error,
  reintentar,
  alElegir,
  cargando,
}: {
  catalogo: CatalogoVenta | null;
  error: boolean;
  reintentar: () => void;
  alElegir: (p: ProductoVenta) => void;
  /** The spinner's name. */
  cargando: string;
}) {
  const translate = useTranslate();
  if (catalogo) return <Catalogo catalogo={catalogo} alElegir={alElegir} />;
  if (error)
    return (
      <Alert
        severity="error"
        action={<Button onClick={reintentar}>{translate('comanda.ordenar.reintentar')}</Button>}
      >
        {translate('comanda.ordenar.error_catalogo')}
      </Alert>
    );
  return <CircularProgress aria-label={cargando} />;
});
