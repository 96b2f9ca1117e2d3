import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotificar } from '../notifications';

export interface BotonEliminarRegistroProps {
  resource: string;
  /** The record's field that names it in the button's label and the dialog ('nombre'). */
  campoNombre?: string;
  /** i18n key of the success toast. */
  exito: string;
  /** After a successful delete: refresh the list, or leave the edit page. */
  alEliminar: () => void;
}

/**
 * The one delete of the app (spec §2 'Confirmation dialog' variant delete): a red 'Eliminar' button, the dialog
 * naming the record (Cancelar / Si, focus on Cancelar), then a green success toast or the server's message in red.
 * Clicks never reach a surrounding clickable row.
 */
export const BotonEliminarRegistro = ({
  resource,
  campoNombre = 'nombre',
  exito,
  alEliminar,
}: BotonEliminarRegistroProps) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notificar = useNotificar();
  const [abierto, setAbierto] = useState(false);
  // The callbacks belong to the hook, not to the call: the deleted row (and this button with it) leaves the list
  // before a call's own callbacks would run, and react-query drops those of an unmounted caller.
  const [eliminar, { isPending }] = useDelete(resource, undefined, {
    mutationMode: 'pessimistic',
    onSuccess: () => {
      notificar.exito(exito);
      alEliminar();
    },
    onError: (error) => notificar.error(error as Error),
  });
  if (!record) return null;
  const nombre = String(record[campoNombre] ?? record.id);
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={isPending}
        aria-label={`${translate('comanda.confirmacion.eliminar')} ${nombre}`}
        onClick={(e) => {
          e.stopPropagation();
          setAbierto(true);
        }}
      >
        {translate('comanda.confirmacion.eliminar')}
      </Button>
      <ConfirmDialog
        open={abierto}
        data={record}
        nombre={nombre}
        variant="delete"
        onClose={() => setAbierto(false)}
        onConfirm={(registro) => {
          setAbierto(false);
          void eliminar(resource, { id: registro.id, previousData: registro });
        }}
      />
    </>
  );
};
