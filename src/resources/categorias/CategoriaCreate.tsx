import { Create, useNotify, useRedirect } from 'react-admin';
import { CategoriaForm } from './CategoriaForm';

/** /categorias/registrar */
export const CategoriaCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="comanda.categorias.nueva"
      mutationOptions={{
        // Replacing onSuccess replaces react-admin's own notice and redirect: both are done here.
        onSuccess: () => {
          notify('comanda.categorias.creada', { type: 'success', autoHideDuration: 10_000 });
          redirect('list', 'categorias');
        },
      }}
    >
      <CategoriaForm />
    </Create>
  );
};
