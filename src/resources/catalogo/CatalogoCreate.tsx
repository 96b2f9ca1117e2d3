import { Create, useRedirect } from 'react-admin';
import { rutaCatalogo, type Catalogo } from '../../../common/catalogo';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { CatalogoForm } from './CatalogoForm';
import { claveCatalogo } from './claves';
import { migasCatalogo } from './migas';

/** `<ruta>/registrar`: POST `c.api.item`. */
export const CatalogoCreate = ({ c }: { c: Catalogo }) => {
  const notificar = useNotificar();
  const redirect = useRedirect();
  const titulo = claveCatalogo(c, 'nueva');
  return (
    <PageFrame title={titulo} breadcrumbs={migasCatalogo(c, titulo)} appBarTitle={false}>
      <Create
        resource={c.recurso}
        title={titulo}
        mutationOptions={{
          // Replacing onSuccess replaces react-admin's own notice and redirect: both are done here.
          onSuccess: () => {
            notificar.exito(claveCatalogo(c, 'creado'));
            redirect(rutaCatalogo(c));
          },
        }}
      >
        <CatalogoForm c={c} />
      </Create>
    </PageFrame>
  );
};
