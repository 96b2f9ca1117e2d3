import { Edit, SaveButton, Toolbar, useRedirect } from 'react-admin';
import { BotonEliminarRegistro } from '../../components/BotonEliminarRegistro';
import { useNotificar } from '../../notifications';
import { CategoriaForm } from './CategoriaForm';

/** Removing the shown icon (the image input empties) asks the API to delete it. */
export const quitarIcono = (datos: Record<string, unknown>, anterior?: Record<string, unknown>) =>
  anterior?.icono && !datos.icono ? { ...datos, eliminar_icono: '1' } : datos;

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
  return (
    <Edit
      title="comanda.categorias.editar"
      mutationMode="pessimistic"
      transform={(datos, opciones) => quitarIcono(datos, opciones?.previousData)}
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
  );
};
