import { useEffect } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useTranslate } from 'react-admin';

/** Spec §2/§9: the result dialog closes itself after 6000 ms. */
export const DURACION_RESULTADO = 6000;

export type TipoResultado = 'error' | 'success' | 'loading';

export interface ResultDialogProps {
  open: boolean;
  tipo: TipoResultado;
  /** i18n key or text; defaults to the type's title. */
  titulo?: string;
  /** i18n key or text. */
  mensaje?: string;
  onClose: () => void;
}

const TITULOS: Record<TipoResultado, string> = {
  error: 'comanda.resultado.error',
  success: 'comanda.resultado.exito',
  loading: 'comanda.resultado.procesando',
};

const Icono = ({ tipo }: { tipo: TipoResultado }) => {
  if (tipo === 'loading') return <CircularProgress />;
  if (tipo === 'error') return <ErrorIcon color="error" sx={{ fontSize: 56 }} />;
  return <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />;
};

/**
 * Spec §2 result dialog (error, success, loading). It closes itself 6000 ms after it opens or changes type (calling
 * `onClose`), and on error offers 'Regresar', which closes it at once.
 */
export const ResultDialog = ({ open, tipo, titulo, mensaje, onClose }: ResultDialogProps) => {
  const translate = useTranslate();

  useEffect(() => {
    if (!open) return;
    const temporizador = setTimeout(onClose, DURACION_RESULTADO);
    return () => clearTimeout(temporizador);
  }, [open, tipo, onClose]);

  const textoTitulo = translate(titulo ?? TITULOS[tipo], { _: titulo ?? TITULOS[tipo] });
  return (
    <Dialog open={open} onClose={tipo === 'loading' ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle sx={{ textAlign: 'center' }}>{textoTitulo}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <Icono tipo={tipo} />
          {mensaje ? (
            <Typography sx={{ textAlign: 'center' }}>{translate(mensaje, { _: mensaje })}</Typography>
          ) : null}
        </Box>
      </DialogContent>
      {tipo === 'error' ? (
        <DialogActions sx={{ justifyContent: 'center' }}>
          <Button variant="contained" color="error" onClick={onClose}>
            {translate('comanda.comun.regresar')}
          </Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
};

export default ResultDialog;
