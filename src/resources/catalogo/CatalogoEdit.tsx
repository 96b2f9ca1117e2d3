import { useState } from 'react';
import { Edit, SaveButton, Toolbar, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { campoEliminarImagen, rutaCatalogo, type Catalogo } from '../../../common/catalogo';
import {
  idValido,
  motivoFallo,
  RegistroNoDisponible,
  type Fallo,
} from '../../components/RegistroNoDisponible';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { BotonEliminar } from './BotonEliminar';
import { CatalogoForm } from './CatalogoForm';
import { extensionDe } from './extensiones';
import { claveCatalogo } from './claves';
import { migasCatalogo } from './migas';

/** An image emptied in the form (it was stored before) asks the API to delete it: `eliminar_<campo>=1`. */
export function quitarImagenes(
  c: Catalogo,
  datos: Record<string, unknown>,
  anterior?: Record<string, unknown>,
) {
  const salida = { ...datos };
  for (const [k, campo] of Object.entries(c.campos))
    if (campo.tipo === 'imagen' && anterior?.[k] && !datos[k]) salida[campoEliminarImagen(k)] = '1';
  return salida;
}

/** Save, and the app's delete (its dialog and toasts), which goes back to the list. */
const BarraEdicion = ({ c }: { c: Catalogo }) => {
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <BotonEliminar c={c} alEliminar={() => redirect(rutaCatalogo(c))} />
    </Toolbar>
  );
};

/** `<ruta>/editar/:id`: GET `c.api.item/{id}`, then POST it with `_method=put`. A bad or unknown id is said in place. */
export const CatalogoEdit = ({ c }: { c: Catalogo }) => {
  const notificar = useNotificar();
  const redirect = useRedirect();
  const { id } = useParams();
  const [fallo, setFallo] = useState<Fallo | null>(null);
  const aviso = !idValido(id) ? { clave: claveCatalogo(c, 'sin_id') } : fallo;
  const titulo = claveCatalogo(c, 'editar');
  const Extra = extensionDe(c.recurso).edicion;
  return (
    <PageFrame title={titulo} breadcrumbs={migasCatalogo(c, titulo)} appBarTitle={false}>
      {aviso ? (
        <RegistroNoDisponible
          {...aviso}
          volver={{ a: rutaCatalogo(c), etiqueta: claveCatalogo(c, 'volver') }}
        />
      ) : (
        <Edit
          resource={c.recurso}
          id={id}
          title={titulo}
          mutationMode="pessimistic"
          transform={(datos, opciones) => quitarImagenes(c, datos, opciones?.previousData)}
          // Replacing onError replaces react-admin's redirect to the list: the page says what happened instead.
          queryOptions={{
            onError: (error) =>
              setFallo(
                motivoFallo(error, {
                  noExiste: claveCatalogo(c, 'no_existe'),
                  noCargo: claveCatalogo(c, 'no_cargo'),
                }),
              ),
          }}
          mutationOptions={{
            // Replacing onSuccess replaces react-admin's own notice and redirect: both are done here.
            onSuccess: () => {
              notificar.exito(claveCatalogo(c, 'actualizado'));
              redirect(rutaCatalogo(c));
            },
          }}
        >
          <CatalogoForm c={c} toolbar={<BarraEdicion c={c} />} modo="editar" />
          {Extra ? <Extra /> : null}
        </Edit>
      )}
    </PageFrame>
  );
};
