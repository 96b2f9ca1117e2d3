import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';

export type VarianteConfirmacion = 'delete' | 'cancelSale' | 'default';

export interface ConfirmDialogProps<T> {
  open: boolean;
  /** What is being confirmed; the dialog confirms only when it is non-empty (spec §5). */
  data: T | null | undefined;
  variant?: VarianteConfirmacion;
  title?: string;
  content?: string;
  onConfirm: (data: T) => void;
  onClose: () => void;
}

const vacio = (data: unknown) =>
  data === null ||
  data === undefined ||
  data === '' ||
  (Array.isArray(data) && data.length === 0) ||
  (typeof data === 'object' && Object.keys(data as object).length === 0);

/** Spec §2 'Confirmation dialog': Cancelar and Si; variants delete, cancelSale and default. */
export function ConfirmDialog<T>({
  open,
  data,
  variant = 'default',
  title,
  content,
  onConfirm,
  onClose,
}: ConfirmDialogProps<T>) {
  const translate = useTranslate();
  const titulo = title ?? translate(`comanda.confirmacion.${variant}.titulo`);
  const texto = content ?? translate(`comanda.confirmacion.${variant}.contenido`);
  const confirmar = () => {
    if (vacio(data)) return;
    onConfirm(data as T);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirmacion-titulo">
      <DialogTitle id="confirmacion-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texto}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('comanda.confirmacion.cancelar')}</Button>
        <Button
          onClick={confirmar}
          variant="contained"
          color={variant === 'default' ? 'primary' : 'error'}
          startIcon={variant === 'delete' ? <DeleteIcon /> : undefined}
          autoFocus
        >
          {translate('comanda.confirmacion.si')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
