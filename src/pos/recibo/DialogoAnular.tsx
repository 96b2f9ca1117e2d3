import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslate, type HttpError } from 'react-admin';
import type { Venta } from '../../../common/ventas';
import { cantidadLegible } from '../cocina/impresion';
import { anularVenta } from './api';

const T = 'comanda.ventas_hoy';

/**
 * Cancelling a sale (roles 0 and 1; the server checks it too): the reason, and per line whether the product goes
 * back to stock ('Devolver al inventario', the default) or is recorded as waste ('Merma').
 */
export function DialogoAnular({
  venta,
  alCerrar,
  alAnular,
}: {
  venta: Venta;
  alCerrar: () => void;
  alAnular: (venta: Venta, mensaje: string) => void;
}) {
  const translate = useTranslate();
  const [motivo, setMotivo] = useState('');
  const [tocado, setTocado] = useState(false);
  const [devuelve, setDevuelve] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(venta.detalles.map((l) => [l.id, true])),
  );
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const enCurso = useRef(false);
  const sinMotivo = motivo.trim() === '';

  const confirmar = async () => {
    setTocado(true);
    if (sinMotivo || enCurso.current) return;
    enCurso.current = true;
    setEnviando(true);
    setError(null);
    try {
      const r = await anularVenta({
        id_venta: venta.id,
        motivo: motivo.trim(),
        detalles: venta.detalles.map((l) => ({ id: l.id, devuelve_inventario: devuelve[l.id] ?? true })),
      });
      alAnular(r.venta, r.mensaje);
    } catch (e) {
      const fallo = e as HttpError & { body?: { message_object?: { mensaje?: string } | null } };
      setError(fallo.body?.message_object?.mensaje ?? fallo.message);
    } finally {
      enCurso.current = false;
      setEnviando(false);
    }
  };

  return (
    <Dialog
      open
      onClose={enviando ? undefined : alCerrar}
      aria-labelledby="anular-titulo"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="anular-titulo">
        {translate(`${T}.anular_titulo`, { numero: venta.consecutivo })}
      </DialogTitle>
      <DialogContent>
        <TextField
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          label={translate(`${T}.motivo`)}
          required
          fullWidth
          autoFocus
          margin="normal"
          error={tocado && sinMotivo}
          helperText={tocado && sinMotivo ? translate(`${T}.motivo_requerido`) : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
          {translate(`${T}.por_linea`)}
        </Typography>
        <Stack component="ul" gap={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {venta.detalles.map((l) => (
            <Stack
              component="li"
              key={l.id}
              direction="row"
              alignItems="center"
              gap={1}
              flexWrap="wrap"
              data-testid={`anular-linea-${l.id}`}
            >
              <Typography sx={{ flex: 1, minWidth: 140 }}>
                {cantidadLegible(l.cantidad)} × {l.nombre}
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={devuelve[l.id] === false ? 'merma' : 'devolver'}
                onChange={(_, v: 'devolver' | 'merma' | null) => {
                  if (v) setDevuelve((d) => ({ ...d, [l.id]: v === 'devolver' }));
                }}
                aria-label={l.nombre}
              >
                <ToggleButton value="devolver" sx={{ minHeight: 48 }}>
                  {translate(`${T}.devolver`)}
                </ToggleButton>
                <ToggleButton value="merma" sx={{ minHeight: 48 }}>
                  {translate(`${T}.merma`)}
                </ToggleButton>
              </ToggleButtonGroup>
            </Stack>
          ))}
        </Stack>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ gap: 1, p: 1.5 }}>
        <Button onClick={alCerrar} disabled={enviando} sx={{ minHeight: 48 }}>
          {translate(`${T}.volver`)}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirmar()}
          disabled={enviando}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.confirmar`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
