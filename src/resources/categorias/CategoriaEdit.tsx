import { useState } from 'react';
import { Edit, SaveButton, Toolbar, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BotonEliminarRegistro } from '../../components/BotonEliminarRegistro';
import {
  idValido,
  motivoFallo,
  RegistroNoDisponible,
  type Fallo,
} from '../../components/RegistroNoDisponible';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { CategoriaForm } from './CategoriaForm';
import { migasCategorias } from './migas';

/** Removing the shown icon (the image input empties) asks the API to delete it. */
export const quitarIcono = (datos: Record<string, unknown>, anterior?: Record<string, unknown>) =>
  anterior?.icono && !datos.icono ? { ...datos, eliminar_icono: '1' } : datos;

export { idValido };

const CLAVES_FALLO = { noExiste: 'comanda.categorias.no_existe', noCargo: 'comanda.categorias.no_cargo' };
const VOLVER = { a: '/categorias', etiqueta: 'comanda.categorias.volver' };

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
  const [fallo, setFallo] = useState<Fallo | null>(null);
  const aviso = !idValido(id) ? { clave: 'comanda.categorias.sin_id' } : fallo;
  return (
    <PageFrame
      title="comanda.categorias.editar"
      breadcrumbs={migasCategorias('comanda.categorias.editar')}
      appBarTitle={false}
    >
      {aviso ? (
        <RegistroNoDisponible {...aviso} volver={VOLVER} />
      ) : (
        <Edit
          id={id}
          title="comanda.categorias.editar"
          mutationMode="pessimistic"
          transform={(datos, opciones) => quitarIcono(datos, opciones?.previousData)}
          // Replacing onError replaces react-admin's redirect to the list: the page says what happened instead.
          queryOptions={{ onError: (error) => setFallo(motivoFallo(error, CLAVES_FALLO)) }}
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
