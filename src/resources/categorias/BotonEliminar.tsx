import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotificar } from '../../notifications';

/** Deletes the row's category after the confirmation dialog (spec §2: Cancelar / Si). */
export const BotonEliminar = () => {
  const record = useRecordContext<{ id: number; nombre: string }>();
  const translate = useTranslate();
  const notificar = useNotificar();
  const refresh = useRefresh();
  const [abierto, setAbierto] = useState(false);
  // The callbacks belong to the hook, not to the call: the deleted row (and this button with it) leaves the list
  // before a call's own callbacks would run, and react-query drops those of an unmounted caller.
  const [eliminar, { isPending }] = useDelete('categorias', undefined, {
    onSuccess: () => {
      notificar.exito('comanda.categorias.eliminada');
      refresh();
    },
    onError: (error) => notificar.error(error as Error),
  });
  if (!record) return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={isPending}
        aria-label={`${translate('comanda.categorias.eliminar')} ${record.nombre}`}
        onClick={(e) => {
          e.stopPropagation();
          setAbierto(true);
        }}
      >
        {translate('comanda.categorias.eliminar')}
      </Button>
      <ConfirmDialog
        open={abierto}
        data={record}
        variant="delete"
        onClose={() => setAbierto(false)}
        onConfirm={(categoria) => {
          setAbierto(false);
          void eliminar('categorias', { id: categoria.id, previousData: categoria });
        }}
      />
    </>
  );
};
