import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UsuarioEquipo } from '../../../common/registros';
import { http, type Envelope } from '../../dataProvider/http';

export interface DialogoPropietarioProps {
  /** Who becomes the owner. */
  usuario: UsuarioEquipo;
  nombre: string;
  onClose: () => void;
  /** The transfer was made (the server's message): the caller's sessions ended with it. */
  onTransferida: (mensaje: string) => void;
}

interface ErrorHttp {
  message?: string;
  body?: { data?: { errors?: Record<string, string[]> } };
}

/**
 * Transfer of ownership (POST usuarios/usuario/propietario, the owner only): says what happens (the owner becomes
 * Administrador, both sessions end) and asks the owner's password; a wrong one shows under the field.
 */
export const DialogoPropietario = ({ usuario, nombre, onClose, onTransferida }: DialogoPropietarioProps) => {
  const translate = useTranslate();
  const [contrasena, setContrasena] = useState('');
  const [errores, setErrores] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setEnviando(true);
    setErrores({});
    setError(null);
    try {
      const { data } = await http.post<Envelope>('usuarios/usuario/propietario', {
        id: usuario.id,
        contrasena,
      });
      onTransferida(data.message);
    } catch (err) {
      const { message, body } = err as ErrorHttp;
      const campos = body?.data?.errors ?? {};
      setErrores(campos);
      if (!campos.contrasena) setError(message ?? 'comanda.errores.generico');
      setEnviando(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={enviar} noValidate>
        <DialogTitle>{translate('comanda.usuarios.transferir.titulo')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('comanda.usuarios.transferir.aviso', { nombre })}</DialogContentText>
          <TextField
            label={translate('comanda.usuarios.transferir.contrasena')}
            type="password"
            autoComplete="current-password"
            value={contrasena}
            onChange={(e) => setContrasena(e.target.value)}
            error={Boolean(errores.contrasena)}
            helperText={errores.contrasena?.[0]}
            required
            autoFocus
            fullWidth
            margin="dense"
          />
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('comanda.usuarios.cancelar')}</Button>
          <Button type="submit" variant="contained" color="error" loading={enviando} disabled={!contrasena}>
            {translate('comanda.usuarios.transferir.confirmar')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
