import { useEffect, useState, type ReactElement } from 'react';
import { FormHelperText } from '@mui/material';
import type { FileRejection } from 'react-dropzone';
import {
  ImageField,
  ImageInput,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SearchableSelect } from '../../components/SearchableSelect';
import { http, type Envelope } from '../../dataProvider/http';

interface Padre {
  id: number;
  nombre: string;
}

/** Top-level categories, the only ones that can be parents (two levels); the record itself is left out. */
function usePadres(excluir?: number) {
  const [padres, setPadres] = useState<Padre[]>([]);
  useEffect(() => {
    let activo = true;
    void http.get<Envelope<Padre[]>>('categorias/padres').then(({ data }) => {
      if (activo) setPadres(data.data.filter((p) => p.id !== excluir));
    });
    return () => {
      activo = false;
    };
  }, [excluir]);
  return padres;
}

/** An existing icon arrives as a URL; the image input shows it as {src}. */
const formatoIcono = (valor: unknown) => (typeof valor === 'string' ? { src: valor, title: '' } : valor);

const MAX_ICONO = 2 * 1024 * 1024;

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
        validate={[required(), maxLength(100)]}
        fullWidth
      />
      <SearchableSelect
        source="id_categoria_padre"
        label="comanda.categorias.campos.padre"
        choices={padres}
        optionText="nombre"
        optionValue="id"
      />
      <ImageInput
        source="icono"
        label="comanda.categorias.campos.icono"
        accept={{ 'image/png': [], 'image/jpeg': [], 'image/webp': [], 'image/gif': [] }}
        maxSize={MAX_ICONO}
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
