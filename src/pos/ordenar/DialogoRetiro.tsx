import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LineaOrden } from '../../../common/ordenes';

/**
 * Taking back a line already sent (roles 0 and 1 only; the server checks it too): the reason and whether the
 * product goes back to stock ('Devolver al inventario') or is waste ('Merma'). Both are required.
 */
export function DialogoRetiro({
  linea,
  alCerrar,
  alConfirmar,
}: {
  linea: LineaOrden | null;
  alCerrar: () => void;
  alConfirmar: (retiro: { motivo: string; devuelve_inventario: boolean }) => void;
}) {
  const translate = useTranslate();
  const [motivo, setMotivo] = useState('');
  const [destino, setDestino] = useState<'devolver' | 'merma' | ''>('');
  const listo = motivo.trim() !== '' && destino !== '';
  const cerrar = () => {
    setMotivo('');
    setDestino('');
    alCerrar();
  };
  return (
    <Dialog open={linea !== null} onClose={cerrar} aria-labelledby="retiro-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="retiro-titulo">
        {translate('comanda.ordenar.retiro.titulo', { nombre: linea?.nombre ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('comanda.ordenar.retiro.texto')}</DialogContentText>
        <TextField
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          label={translate('comanda.ordenar.retiro.motivo')}
          required
          fullWidth
          autoFocus
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormControl required>
          <FormLabel id="retiro-destino">{translate('comanda.ordenar.retiro.destino')}</FormLabel>
          <RadioGroup
            aria-labelledby="retiro-destino"
            value={destino}
            onChange={(e) => setDestino(e.target.value as 'devolver' | 'merma')}
          >
            <FormControlLabel
              value="devolver"
              control={<Radio />}
              label={translate('comanda.ordenar.retiro.devolver')}
              sx={{ minHeight: 48 }}
            />
            <FormControlLabel
              value="merma"
              control={<Radio />}
              label={translate('comanda.ordenar.retiro.merma')}
              sx={{ minHeight: 48 }}
            />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar} sx={{ minHeight: 48 }}>
          {translate('comanda.ordenar.retiro.cancelar')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!listo}
          sx={{ minHeight: 48 }}
          onClick={() => {
            alConfirmar({ motivo: motivo.trim(), devuelve_inventario: destino === 'devolver' });
            setMotivo('');
            setDestino('');
          }}
        >
          {translate('comanda.ordenar.retiro.confirmar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
