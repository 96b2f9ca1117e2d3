import { Create, useRedirect } from 'react-admin';
import { useNotificar } from '../../notifications';
import { CategoriaForm } from './CategoriaForm';

/** /categorias/registrar */
export const CategoriaCreate = () => {
  const notificar = useNotificar();
  const redirect = useRedirect();
  return (
    <Create
      title="comanda.categorias.nueva"
      mutationOptions={{
        // Replacing onSuccess replaces react-admin's own notice and redirect: both are done here.
        onSuccess: () => {
          notificar.exito('comanda.categorias.creada');
          redirect('list', 'categorias');
        },
      }}
    >
      <CategoriaForm />
    </Create>
  );
};
