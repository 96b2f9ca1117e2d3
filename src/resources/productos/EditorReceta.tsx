import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import { Alert, Button, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  Form,
  SimpleFormIterator,
  TextInput,
  required,
  useGetList,
  useRecordContext,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { productos, TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import { SearchableSelect } from '../../components/SearchableSelect';
import { useNotificar } from '../../notifications';
import { claveOpcion } from '../catalogo/claves';
import { guardarReceta, leerReceta } from './api';
import { SeccionEdicion, erroresDeCampos } from '../catalogo/SeccionEdicion';

interface Producto {
  id: number;
  nombre: string;
  maneja_inventario: boolean;
  unidad_medida: string;
}

interface Valores {
  ingredientes?: { id_ingrediente: number | null; cantidad: string | null }[];
}

/**
 * The recipe of a prepared product, under its edit form (spec §3 `productos_recetas`): one line per ingredient
 * (a stock-managed product of the company, its unit in the option), its quantity in that unit; saved whole to
 * POST productos/producto/{id}/receta, whose per-line refusals (own product, cycles…) appear under each input.
 * Other product types have no recipe, so nothing shows for them.
 */
export const EditorReceta = () => {
  const record = useRecordContext<Producto & { tipo_producto: string }>();
  if (!record || record.tipo_producto !== TIPOS_PRODUCTO.preparado) return null;
  return <Receta id={record.id} />;
};

const Receta = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const cliente = useQueryClient();
  const clave = ['productos', 'receta', id];
  const receta = useQuery({ queryKey: clave, queryFn: () => leerReceta(id) });
  const { data: todos = [] } = useGetList<Producto>('productos', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'nombre', order: 'ASC' },
  });
  const opciones = todos
    .filter((p) => p.maneja_inventario && p.id !== id)
    .map((p) => ({
      id: p.id,
      nombre: `${p.nombre} (${translate(claveOpcion(productos, 'unidad_medida', p.unidad_medida))})`,
    }));

  async function guardar(valores: Valores) {
    const lineas = (valores.ingredientes ?? []).map((l) => ({
      id_ingrediente: Number(l.id_ingrediente),
      cantidad: String(l.cantidad ?? '').replace(',', '.'),
    }));
    try {
      const { receta: guardada, mensaje } = await guardarReceta(id, lineas);
      cliente.setQueryData(clave, guardada);
      notificar.exito(mensaje);
    } catch (error) {
      const errores = erroresDeCampos(error);
      if (errores) return errores;
      notificar.error((error as Error).message);
    }
  }

  return (
    <SeccionEdicion
      id="titulo-receta"
      titulo={translate('comanda.receta.titulo')}
      ayuda={translate('comanda.receta.ayuda')}
    >
      {receta.isPending ? (
        <Typography>{translate('comanda.receta.cargando')}</Typography>
      ) : receta.isError ? (
        <Alert severity="error">
          {translate('comanda.receta.no_cargo', { mensaje: receta.error.message })}
        </Alert>
      ) : (
        <Form
          key={receta.dataUpdatedAt}
          defaultValues={{
            ingredientes: receta.data.map((l) => ({
              id_ingrediente: l.id_ingrediente,
              cantidad: l.cantidad,
            })),
          }}
          onSubmit={(v: Record<string, unknown>) => guardar(v as Valores)}
        >
          <ArrayInput source="ingredientes" label={false}>
            <SimpleFormIterator inline disableReordering disableClear addButton={<BotonAgregar />}>
              <SearchableSelect
                source="id_ingrediente"
                label="comanda.receta.ingrediente"
                choices={opciones}
                optionText="nombre"
                optionValue="id"
                validate={required()}
                sx={{ minWidth: 260 }}
                // "Agregar ingrediente" focuses the new line: opening on that focus made the user's first click on
                // the field close the list. Closed until touched, a click opens it as every other picker's does.
                openOnFocus={false}
              />
              <TextInput
                source="cantidad"
                label="comanda.receta.cantidad"
                validate={required()}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </SimpleFormIterator>
          </ArrayInput>
          <Button type="submit" variant="contained">
            {translate('comanda.receta.guardar')}
          </Button>
        </Form>
      )}
    </SeccionEdicion>
  );
};

/** 'Agregar ingrediente' (the iterator's add button with words, not only a plus sign). */
const BotonAgregar = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddCircleOutline />} onClick={() => add()}>
      {translate('comanda.receta.agregar')}
    </Button>
  );
};
