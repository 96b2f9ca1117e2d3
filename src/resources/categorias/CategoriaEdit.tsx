import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Edit, SaveButton, Toolbar, useRedirect, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BotonEliminarRegistro } from '../../components/BotonEliminarRegistro';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { CategoriaForm } from './CategoriaForm';
import { migasCategorias } from './migas';

/** Removing the shown icon (the image input empties) asks the API to delete it. */
export const quitarIcono = (datos: Record<string, unknown>, anterior?: Record<string, unknown>) =>
  anterior?.icono && !datos.icono ? { ...datos, eliminar_icono: '1' } : datos;

/** A category id in the address: a positive whole number, nothing else is asked of the API. */
export const idValido = (id: string | undefined) => Boolean(id && /^[1-9]\d*$/.test(id));

/** Why the category cannot be edited, as an i18n key: a missing or malformed id, an unknown one, or a failed load. */
function motivoFallo(error: unknown): { clave: string; mensaje?: string } {
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  if (status === 404) return { clave: 'comanda.categorias.no_existe' };
  return { clave: 'comanda.categorias.no_cargo', mensaje: message };
}

/** Says what went wrong in place of the form, with a way back to the list (no silent bounce). */
const SinCategoria = ({ clave, mensaje }: { clave: string; mensaje?: string }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button component={RouterLink} to="/categorias" color="inherit" size="small">
          {translate('comanda.categorias.volver')}
        </Button>
      }
    >
      {translate(clave, { mensaje: mensaje ?? '' })}
    </Alert>
  );
};

/** Save, and the app's delete (its dialog and toasts) instead of react-admin's stock one. */
const BarraEdicion = () => {
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <BotonEliminarRegistro
        resource="categorias"
        exito="comanda.categorias.eliminada"
        alEliminar={() => redirect('list', 'categorias')}
      />
    </Toolbar>
  );
};

/** /categorias/editar/:id */
export const CategoriaEdit = () => {
  const notificar = useNotificar();
  const redirect = useRedirect();
  const { id } = useParams();
  const [fallo, setFallo] = useState<{ clave: string; mensaje?: string } | null>(null);
  const aviso = !idValido(id) ? { clave: 'comanda.categorias.sin_id' } : fallo;
  return (
    <PageFrame
      title="comanda.categorias.editar"
      breadcrumbs={migasCategorias('comanda.categorias.editar')}
      appBarTitle={false}
    >
      {aviso ? (
        <SinCategoria {...aviso} />
      ) : (
        <Edit
          id={id}
          title="comanda.categorias.editar"
          mutationMode="pessimistic"
          transform={(datos, opciones) => quitarIcono(datos, opciones?.previousData)}
          // Replacing onError replaces react-admin's redirect to the list: the page says what happened instead.
          queryOptions={{ onError: (error) => setFallo(motivoFallo(error)) }}
          mutationOptions={{
            // Replacing onSuccess replaces react-admin's own notice and redirect: both are done here.
            onSuccess: () => {
              notificar.exito('comanda.categorias.actualizada');
              redirect('list', 'categorias');
            },
          }}
        >
          <CategoriaForm toolbar={<BarraEdicion />} />
        </Edit>
      )}
    </PageFrame>
  );
};
