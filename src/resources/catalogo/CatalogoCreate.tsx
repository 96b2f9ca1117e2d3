import { useState } from 'react';
import { Create, useNotify, useRedirect } from 'react-admin';
import { rutaCatalogo, type Catalogo } from '../../../common/catalogo';
import { AlertaFreemium, esLimitePlan } from '../../components/AlertaFreemium';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { CatalogoForm } from './CatalogoForm';
import { extensionDe } from './extensiones';
import { rutaEditarCatalogo } from './rutas';
import { claveCatalogo } from './claves';
import { migasCatalogo } from './migas';

/**
 * `<ruta>/registrar`: POST `c.api.item`, then the list (or, for an extension's `editarTrasCrear`, the new record's edit page).
 * A save refused by the plan's limit (`freemiumPlan`) shows the freemium alert.
 */
export const CatalogoCreate = ({ c }: { c: Catalogo }) => {
  const notificar = useNotificar();
  const redirect = useRedirect();
  const notify = useNotify();
  const [limitePlan, setLimitePlan] = useState(false);
  const titulo = claveCatalogo(c, 'nueva');
  return (
    <PageFrame title={titulo} breadcrumbs={migasCatalogo(c, titulo)} appBarTitle={false}>
      {limitePlan ? <AlertaFreemium /> : null}
      <Create
        resource={c.recurso}
        title={titulo}
        mutationOptions={{
          // Replacing onSuccess replaces react-admin's own notice and redirect: both are done here.
          onSuccess: (creado: { id: number | string }) => {
            notificar.exito(claveCatalogo(c, 'creado'));
            redirect(
              extensionDe(c.recurso).editarTrasCrear ? rutaEditarCatalogo(c, creado.id) : rutaCatalogo(c),
            );
          },
          // Replacing onError replaces react-admin's notice: the freemium alert, else what react-admin does
          // (field errors of a 422 go to the form without a toast; any other failure's message is shown).
          onError: (error) => {
            if (esLimitePlan(error)) return setLimitePlan(true);
            const errores = (error as { body?: { errors?: object } }).body?.errors;
            if (errores && Object.keys(errores).length > 0) return;
            notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
          },
        }}
      >
        <CatalogoForm c={c} />
      </Create>
    </PageFrame>
  );
};
