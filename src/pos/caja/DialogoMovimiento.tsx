import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { compararDinero } from '../../../common/exacto';
import type { MovimientoCaja, TipoMovimientoCaja } from '../../../common/movimientosCaja';
import { CampoPesos } from '../../components/CampoPesos';
import { nuevaClave } from '../cobro/api';
import { registrarMovimiento } from './api';
import { leerDinero } from './formato';
import { useEnvio } from './useEnvio';

const T = 'comanda.caja.movimientos';

/**
 * Cash in or out of the open register: the amount (typed as a Colombian writes it) and the reason. One key per
 * opening of the dialog, so a double tap or a retry after a lost answer records it once.
 */
export function DialogoMovimiento({
  idCaja,
  tipo,
  alCerrar,
  alRegistrar,
}: {
  idCaja: number;
  tipo: TipoMovimientoCaja;
  alCerrar: () => void;
  alRegistrar: (movimiento: MovimientoCaja) => void;
}) {
  const translate = useTranslate();
  const [clave] = useState(nuevaClave);
  const [valor, setValor] = useState('');
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<{ valor?: string; motivo?: string }>({});
  const { enviando, fallo, enviar } = useEnvio();

  const registrar = async () => {
    const leido = leerDinero(valor);
    const nuevos = {
      valor: leido === null || compararDinero(leido, 0) <= 0 ? translate(`${T}.valor_invalido`) : undefined,
      motivo: motivo.trim() === '' ? translate(`${T}.motivo_requerido`) : undefined,
    };
    setErrores(nuevos);
    if (nuevos.valor || nuevos.motivo || leido === null) return;
    await enviar(async () =>
      alRegistrar(
        await registrarMovimiento(idCaja, { tipo, valor: leido, motivo: motivo.trim(), idempotencia: clave }),
      ),
    );
  };

  return (
    <Dialog open onClose={alCerrar} fullWidth maxWidth="xs" aria-labelledby="movimiento-caja-titulo">
      <DialogTitle id="movimiento-caja-titulo">{translate(`${T}.titulo_${tipo}`)}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          id="movimiento-caja"
          noValidate
          onSubmit={(e) => (e.preventDefault(), void registrar())}
        >
          <CampoPesos
            autoFocus
            required
            label={translate(`${T}.valor`)}
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            error={!!errores.valor}
            helperText={errores.valor}
            slotProps={{ htmlInput: { inputMode: 'decimal', style: { fontSize: 20 } } }}
          />
          <TextField
            required
            label={translate(`${T}.motivo`)}
            placeholder={translate(`${T}.motivo_ejemplo_${tipo}`)}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={!!errores.motivo}
            helperText={errores.motivo}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {fallo ? <Alert severity="error">{translate(fallo, { _: fallo })}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={alCerrar} sx={{ minHeight: 48 }}>
          {translate(`${T}.cancelar`)}
        </Button>
        <Button
          size="large"
          variant="contained"
          type="submit"
          form="movimiento-caja"
          disabled={enviando}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.registrar`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
