import type { MouseEvent } from 'react';
import { Button, Chip, Stack, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIPO_PAGO_COMPRA, type ResumenCompra } from '../../../common/compras';
import { EstadoAnulacion } from '../../components/anulacion/EstadoAnulacion';
import { ChipsErpDeRegistro } from '../../components/erp/ChipsErp';
import { formatearPesos } from '../../../common/formatoDinero';

const T = 'comanda.compras';

/** A button inside the clickable row: its click does not also open the detail. */
const soloBoton = (accion: () => void) => (e: MouseEvent) => {
  e.stopPropagation();
  accion();
};

/** One purchase of the list: a click (or its invoice's button) opens its detail; pay and cancel on the right. */
export const FilaCompra = ({
  compra: c,
  onDetalle,
  onPagar,
  onAnular,
}: {
  compra: ResumenCompra;
  onDetalle: () => void;
  onPagar: () => void;
  onAnular: () => void;
}) => {
  const translate = useTranslate();
  const anulada = c.estado === 'anulada';
  const pagada = c.tipo_pago_compra === TIPO_PAGO_COMPRA.pagada;
  return (
    <TableRow hover onClick={onDetalle} sx={{ cursor: 'pointer' }}>
      <TableCell>{c.nit.nombre}</TableCell>
      <TableCell>
        <Button
          variant="text"
          onClick={soloBoton(onDetalle)}
          aria-label={translate(`${T}.ver_detalle`, { factura: c.numero_factura_proveedor })}
          sx={{ minHeight: 48 }}
        >
          {c.numero_factura_proveedor}
        </Button>
      </TableCell>
      <TableCell>{c.fecha}</TableCell>
      <TableCell>{c.forma_pago.nombre}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} alignItems="center">
          <Chip
            size="small"
            color={pagada ? 'success' : 'warning'}
            label={translate(`${T}.${pagada ? 'pagada' : 'pendiente'}`)}
          />
          {!pagada && !anulada ? (
            <Button size="small" onClick={soloBoton(onPagar)} sx={{ minHeight: 48 }}>
              {translate(`${T}.marcar_pagada`)}
            </Button>
          ) : null}
        </Stack>
      </TableCell>
      <TableCell align="right">{formatearPesos(c.total)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
          {anulada ? (
            <EstadoAnulacion registro={c} genero="femenino" />
          ) : (
            <Chip size="small" color="primary" label={translate(`${T}.registrada`)} />
          )}
          <ChipsErpDeRegistro tipo="purchase" registro={c} anulado={anulada} />
        </Stack>
      </TableCell>
      <TableCell>
        {!anulada ? (
          <Button color="error" onClick={soloBoton(onAnular)} sx={{ minHeight: 48 }}>
            {translate(`${T}.anular`)}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
};
