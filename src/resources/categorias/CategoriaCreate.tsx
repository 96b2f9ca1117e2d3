import { Create, useRedirect } from 'react-admin';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { CategoriaForm } from './CategoriaForm';
import { migasCategorias } from './migas';

/** /categorias/registrar */
export const CategoriaCreate = () => {
  const notificar = useNotificar();
  const redirect = useRedirect();
  return (
    <PageFrame
      title="comanda.categorias.nueva"
      breadcrumbs={migasCategorias('comanda.categorias.nueva')}
      appBarTitle={false}
    >
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
    </PageFrame>
  );
};
