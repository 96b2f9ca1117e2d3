import { useEffect, useState, type ReactElement } from 'react';
import { FormHelperText } from '@mui/material';
import type { FileRejection } from 'react-dropzone';
import {
  BooleanInput,
  ImageField,
  ImageInput,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MAX_NOMBRE_CATEGORIA, MAX_UPLOAD_BYTES, TIPOS_IMAGEN } from '../../../common/constantes';
import { SearchableSelect } from '../../components/SearchableSelect';
import { http, UNAUTHENTICATED, type Envelope } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';

interface Padre {
  id: number;
  nombre: string;
}

/** Top-level categories, the only ones that can be parents (two levels); the record itself is left out. */
function usePadres(excluir?: number) {
  const [padres, setPadres] = useState<Padre[]>([]);
  const notificar = useNotificar();
  const translate = useTranslate();
  useEffect(() => {
    let activo = true;
    http
      .get<Envelope<Padre[]>>('categorias/padres')
      .then(({ data }) => {
        if (activo) setPadres(data.data.filter((p) => p.id !== excluir));
      })
      .catch((error: unknown) => {
        const mensaje = error instanceof Error && error.message ? error.message : 'comanda.errores.generico';
        // An ended session is the auth provider's to handle (it signs the user out), not a toast.
        if (!activo || mensaje === UNAUTHENTICATED) return;
        notificar.error('comanda.categorias.padres_error', {
          args: { mensaje: translate(mensaje, { _: mensaje }) },
        });
      });
    return () => {
      activo = false;
    };
  }, [excluir, notificar, translate]);
  return padres;
}

const VALIDAR_NOMBRE = [required(), maxLength(MAX_NOMBRE_CATEGORIA)];

/** An existing icon arrives as a URL; the image input shows it as {src}. */
const formatoIcono = (valor: unknown) => (typeof valor === 'string' ? { src: valor, title: '' } : valor);

/** The dropzone's `accept`: the types the server takes, by MIME type. */
const TIPOS_ICONO = Object.fromEntries(Object.keys(TIPOS_IMAGEN).map((tipo) => [tipo, []]));

/** Why the dropped file was refused: too big wins over the type, since phone photos are usually both JPEG and large. */
export function motivoRechazo(rechazos: FileRejection[]): string | null {
  const codigos = rechazos.flatMap((r) => r.errors.map((e) => e.code));
  if (codigos.includes('file-too-large')) return 'comanda.categorias.icono_grande';
  if (codigos.includes('file-invalid-type')) return 'comanda.categorias.icono_tipo';
  return codigos.length > 0 ? 'comanda.categorias.icono_invalido' : null;
}

/** The fields of a category, shared by create and edit (edit brings its own toolbar, with the app's delete). */
export const CategoriaForm = ({ toolbar }: { toolbar?: ReactElement }) => {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  const padres = usePadres(record?.id);
  const [rechazo, setRechazo] = useState<string | null>(null);
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput
        source="nombre"
        label="comanda.categorias.campos.nombre"
        validate={VALIDAR_NOMBRE}
        fullWidth
      />
      <SearchableSelect
        source="id_categoria_padre"
        label="comanda.categorias.campos.padre"
        choices={padres}
        optionText="nombre"
        optionValue="id"
      />
      <BooleanInput
        source="visible_carta"
        label="comanda.categorias.campos.visible_carta"
        defaultValue={true}
      />
      <ImageInput
        source="icono"
        label="comanda.categorias.campos.icono"
        accept={TIPOS_ICONO}
        // react-admin's title above the drop zone is a span, not a <label>: name the hidden file input itself.
        inputProps={{ 'aria-label': translate('comanda.categorias.campos.icono') }}
        maxSize={MAX_UPLOAD_BYTES}
        format={formatoIcono}
        placeholder={<p>{translate('comanda.categorias.icono_soltar')}</p>}
        helperText="comanda.categorias.icono_ayuda"
        options={{
          onDropRejected: (rechazos) => setRechazo(motivoRechazo(rechazos)),
          onDropAccepted: () => setRechazo(null),
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      {rechazo ? (
        <FormHelperText error role="alert" sx={{ mt: -1, mb: 2 }}>
          {translate(rechazo)}
        </FormHelperText>
      ) : null}
    </SimpleForm>
  );
};
