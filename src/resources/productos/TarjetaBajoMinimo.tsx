import {
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { rutaCatalogo } from '../../../common/catalogo';
import { productos } from '../../../common/catalogos/productos';
import { cantidadLegible } from '../../pos/cocina/impresion';
import { rutaEditarCatalogo } from '../catalogo/rutas';
import { useProductosBajoMinimo } from './bajoMinimo';

const T = 'comanda.bajo_minimo';
/** Rows the card lists; the rest are one click away in the filtered products list. */
export const FILAS_TARJETA = 8;

/** The products list with its 'Bajo mínimo' filter on (react-admin reads `filter` from the address). */
export const rutaProductosBajoMinimo = () =>
  `${rutaCatalogo(productos)}?filter=${encodeURIComponent(JSON.stringify({ bajo_minimo: true }))}`;

/**
 * /principal's card of the products below their minimum (issue 10): each with its stock and minimum, linking to
 * the product; 'Ajustar inventario' opens /ajusteInventario. Shows nothing when none is below (or on a 403).
 */
export const TarjetaBajoMinimo = () => {
  const translate = useTranslate();
  const { data } = useProductosBajoMinimo();
  if (!data || data.length === 0) return null;
  const resto = data.length - FILAS_TARJETA;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="principal-bajo-minimo"
      sx={{ borderColor: 'warning.main' }}
    >
      <CardContent>
        <Typography id="principal-bajo-minimo" variant="h6" component="h2">
          {translate(`${T}.titulo`)}
        </Typography>
        <List dense>
          {data.slice(0, FILAS_TARJETA).map((f) => (
            <ListItem key={f.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={rutaEditarCatalogo(productos, f.id)}>
                    {f.nombre}
                  </Link>
                }
                secondary={translate(`${T}.existencia`, {
                  existencia: cantidadLegible(f.existencia),
                  minimo: cantidadLegible(f.inventario_minimo ?? '0'),
                })}
              />
            </ListItem>
          ))}
        </List>
        {resto > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.mas`, { n: resto })}
          </Typography>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <Button component={RouterLink} to="/ajusteInventario" variant="contained" sx={{ minHeight: 48 }}>
            {translate(`${T}.ajustar`)}
          </Button>
          <Button component={RouterLink} to={rutaProductosBajoMinimo()} sx={{ minHeight: 48 }}>
            {translate(`${T}.ver_todos`)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
