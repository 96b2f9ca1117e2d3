import { useState, type MouseEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatearPesos } from '../../../common/formatoDinero';
import type { Gasto } from '../../../common/gastos';
import { http } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';

const T = 'comanda.gastos';
const detener = (e: MouseEvent) => e.stopPropagation();

/**
 * 'Anular' on a live expense: a dialog asking the reason (required; focus on it, Cancelar beside), then DELETE
 * gastos/gasto/{id}?motivo=. The expense stays, marked cancelled; the server's refusal shows in red.
 */
export const AnularGasto = ({ alAnular }: { alAnular: () => void }) => {
  const gasto = useRecordContext<Gasto>();
  const translate = useTranslate();
  const notificar = useNotificar();
  const [abierto, setAbierto] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  if (!gasto || gasto.estado === 'anulado') return null;
  const falta = motivo.trim() === '';
  const cerrar = () => {
    setAbierto(false);
    setMotivo('');
    setIntentado(false);
  };
  const anular = async () => {
    setIntentado(true);
    if (falta || enviando) return;
    setEnviando(true);
    try {
      await http.delete(`gastos/gasto/${gasto.id}`, { params: { motivo: motivo.trim() } });
      notificar.exito(`${T}.anulado`);
      cerrar();
      alAnular();
    } catch (error) {
      notificar.error(error as Error);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <span onClick={detener}>
      <Button color="error" startIcon={<BlockIcon />} onClick={() => setAbierto(true)} sx={{ minHeight: 48 }}>
        {translate(`${T}.anular`)}
      </Button>
      <Dialog open={abierto} onClose={cerrar} aria-labelledby={`anular-gasto-${gasto.id}`}>
        <DialogTitle id={`anular-gasto-${gasto.id}`}>{translate(`${T}.anular_titulo`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(`${T}.anular_pregunta`, {
              concepto: gasto.concepto_gasto,
              total: formatearPesos(gasto.total),
            })}
          </DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label={translate(`${T}.motivo`)}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={intentado && falta}
            helperText={intentado && falta ? translate(`${T}.motivo_requerido`) : ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={cerrar} sx={{ minHeight: 48 }}>
            {translate(`${T}.cancelar`)}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void anular()}
            disabled={enviando}
            sx={{ minHeight: 48 }}
          >
            {translate(`${T}.confirmar`)}
          </Button>
        </DialogActions>
      </Dialog>
    </span>
  );
};
