import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { MENSAJES_COMPRAS } from '../../../common/compras';
import { formatearPesos } from '../../../common/formatoDinero';
import { leerCompra } from './api';
import { cantidadLegible } from './formato';

const T = 'comanda.compras.detalle';
const COLUMNAS = ['nombre', 'categoria', 'cantidad', 'stock', 'stock_minimo', 'total', 'descuento'] as const;

/**
 * Spec §2 'Detalle de compra': one row per line with Nombre, Categoria (or 'Sin categoria'), Cantidad comprada,
 * Stock (on hand now), Stock minimo, Total compra and Descuento; button Cerrar.
 */
export const DetalleCompra = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['compras/compra', id],
    queryFn: () => leerCompra(id as number),
    enabled: id !== null,
  });
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="detalle-compra">
      <DialogTitle id="detalle-compra">{translate(`${T}.titulo`)}</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{translate(error.message, { _: error.message })}</Alert> : null}
        {!data && !error ? (
          <Typography role="status">{translate('comanda.compras.cargando')}</Typography>
        ) : null}
        {data ? (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {COLUMNAS.map((c) => (
                    <TableCell key={c}>{translate(`${T}.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.detalle_compra.map((l) => (
                  <TableRow key={l.id}>
                    <TableCell>{l.nombre}</TableCell>
                    <TableCell>
                      {l.categoria === MENSAJES_COMPRAS.sinCategoria
                        ? translate(`${T}.sin_categoria`)
                        : l.categoria}
                    </TableCell>
                    <TableCell>{cantidadLegible(l.cantidad)}</TableCell>
                    <TableCell>{cantidadLegible(l.stock)}</TableCell>
                    <TableCell>{cantidadLegible(l.stock_minimo)}</TableCell>
                    <TableCell>{formatearPesos(l.total)}</TableCell>
                    <TableCell>{formatearPesos(l.descuento)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {translate(`${T}.cerrar`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
