import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Deletes the row's category after the confirmation dialog (spec §2: Cancelar / Si). */
export const BotonEliminar = () => {
  const record = useRecordContext<{ id: number; nombre: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [abierto, setAbierto] = useState(false);
  const [eliminar, { isPending }] = useDelete();
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
          void eliminar(
            'categorias',
            { id: categoria.id, previousData: categoria },
            {
              onSuccess: () => {
                notify('comanda.categorias.eliminada', { type: 'success', autoHideDuration: 10_000 });
                refresh();
              },
              onError: (error) =>
                notify((error as Error).message, { type: 'error', autoHideDuration: 20_000 }),
            },
          );
        }}
      />
    </>
  );
};
