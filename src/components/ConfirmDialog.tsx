import type { MouseEvent } from 'react';
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
  /** The record's name, shown in the question ('¿Estás seguro de eliminar «Bebidas»?'). */
  nombre?: string;
  onConfirm: (data: T) => void;
  onClose: () => void;
}

const vacio = (data: unknown) =>
  data === null ||
  data === undefined ||
  data === '' ||
  (Array.isArray(data) && data.length === 0) ||
  (typeof data === 'object' && Object.keys(data as object).length === 0);

// The dialog is portalled out of the DOM but not out of the React tree: a click inside it (or on its backdrop) would
// still reach the handlers of whatever renders it, e.g. a clickable list row that opens the edit page.
const detener = (e: MouseEvent) => e.stopPropagation();

/**
 * Spec §2 'Confirmation dialog': Cancelar and Si; variants delete, cancelSale and default. Focus starts on Cancelar,
 * so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog<T>({
  open,
  data,
  variant = 'default',
  title,
  content,
  nombre,
  onConfirm,
  onClose,
}: ConfirmDialogProps<T>) {
  const translate = useTranslate();
  const titulo = title ?? translate(`comanda.confirmacion.${variant}.titulo`);
  const texto =
    content ??
    (nombre
      ? translate(`comanda.confirmacion.${variant}.contenido_nombre`, { nombre })
      : translate(`comanda.confirmacion.${variant}.contenido`));
  const confirmar = () => {
    if (vacio(data)) return;
    onConfirm(data as T);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      onClick={detener}
      aria-labelledby="confirmacion-titulo"
      aria-describedby="confirmacion-texto"
    >
      <DialogTitle id="confirmacion-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirmacion-texto">{texto}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('comanda.confirmacion.cancelar')}
        </Button>
        <Button
          onClick={confirmar}
          variant="contained"
          color={variant === 'default' ? 'primary' : 'error'}
          startIcon={variant === 'delete' ? <DeleteIcon /> : undefined}
        >
          {translate('comanda.confirmacion.si')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
