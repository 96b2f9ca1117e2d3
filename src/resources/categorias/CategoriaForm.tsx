import { useEffect, useState, type ReactElement } from 'react';
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

/** The fields of a category, shared by create and edit (edit brings its own toolbar, with the app's delete). */
export const CategoriaForm = ({ toolbar }: { toolbar?: ReactElement }) => {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  const padres = usePadres(record?.id);
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
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
};
