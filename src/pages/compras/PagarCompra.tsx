import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ResumenCompra } from '../../../common/compras';
import { mesEnCurso } from '../../../common/mesBogota';
import { useNotificar } from '../../notifications';
import { pagarCompra } from './api';

const T = 'comanda.compras';

/** "Marcar pagada": a pending purchase (a payable) paid with a payment method on a day (today by default). */
export const PagarCompra = ({
  compra,
  onClose,
  onPagada,
}: {
  compra: ResumenCompra;
  onClose: () => void;
  onPagada: () => void;
}) => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const { data: formas = [] } = useGetList<{ id: number; nombre: string }>('formasPago', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'nombre', order: 'ASC' },
  });
  const [forma, setForma] = useState(compra.id_forma_pago);
  const [fecha, setFecha] = useState(mesEnCurso(new Date()).hoy);
  const [enviando, setEnviando] = useState(false);
  const guardar = async () => {
    setEnviando(true);
    try {
      notificar.exito(await pagarCompra(compra.id, { id_forma_pago: forma, fecha_pago: fecha }));
      onPagada();
    } catch (e) {
      const mensaje = (e as Error).message;
      notificar.error(translate(mensaje, { _: mensaje }));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="pagar-compra">
      <DialogTitle id="pagar-compra">{translate(`${T}.pagar_titulo`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 260 }}>
          <TextField
            select
            label={translate(`${T}.forma_pago`)}
            value={formas.some((f) => f.id === forma) ? forma : ''}
            onChange={(e) => setForma(Number(e.target.value))}
          >
            {formas.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.nombre}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={translate(`${T}.fecha_pago`)}
            value={fecha}
            onChange={(e) => setFecha(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {translate(`${T}.cancelar`)}
        </Button>
        <Button variant="contained" onClick={() => void guardar()} disabled={enviando} sx={{ minHeight: 48 }}>
          {translate(`${T}.guardar`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
