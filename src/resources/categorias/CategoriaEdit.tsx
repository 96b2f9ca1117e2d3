import { Edit, useNotify, useRedirect } from 'react-admin';
import { CategoriaForm } from './CategoriaForm';

/** Removing the shown icon (the image input empties) asks the API to delete it. */
export const quitarIcono = (datos: Record<string, unknown>, anterior?: Record<string, unknown>) =>
  anterior?.icono && !datos.icono ? { ...datos, eliminar_icono: '1' } : datos;

/** /categorias/editar/:id */
export const CategoriaEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="comanda.categorias.editar"
      mutationMode="pessimistic"
      transform={(datos, opciones) => quitarIcono(datos, opciones?.previousData)}
      mutationOptions={{
        // Replacing onSuccess replaces react-admin's own notice and redirect: both are done here.
        onSuccess: () => {
          notify('comanda.categorias.actualizada', { type: 'success', autoHideDuration: 10_000 });
          redirect('list', 'categorias');
        },
      }}
    >
      <CategoriaForm />
    </Edit>
  );
};
