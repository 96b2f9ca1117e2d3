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
import { productos } from '../../../common/catalogos/productos';
import { SearchableSelect } from '../../components/SearchableSelect';
import { useNotificar } from '../../notifications';
import { claveOpcion } from '../catalogo/claves';
import { guardarOpciones, leerOpciones } from './api';
import { SeccionEdicion, erroresDeCampos } from '../catalogo/SeccionEdicion';

interface Producto {
  id: number;
  nombre: string;
  maneja_inventario: boolean;
  unidad_medida: string;
}

interface Valores {
  opciones?: {
    id?: number;
    nombre: string | null;
    precio: string | null;
    id_ingrediente: number | null;
    cantidad: string | null;
  }[];
}

/**
 * A modifier group's options under its edit form (issue 32): name, the price it adds (tax included, empty = free)
 * and optionally a stock-managed ingredient it consumes per unit sold; saved whole to POST
 * gruposModificadores/grupo/{id}/opciones, whose per-line refusals appear under each input.
 */
export const EditorOpciones = () => {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return <Opciones id={record.id} />;
};

const Opciones = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const cliente = useQueryClient();
  const clave = ['gruposModificadores', 'opciones', id];
  const opciones = useQuery({ queryKey: clave, queryFn: () => leerOpciones(id) });
  const { data: todos = [] } = useGetList<Producto>('productos', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'nombre', order: 'ASC' },
  });
  const ingredientes = todos
    .filter((p) => p.maneja_inventario)
    .map((p) => ({
      id: p.id,
      nombre: `${p.nombre} (${translate(claveOpcion(productos, 'unidad_medida', p.unidad_medida))})`,
    }));

  async function guardar(valores: Valores) {
    const lineas = (valores.opciones ?? []).map((l) => ({
      ...(l.id ? { id: l.id } : {}),
      nombre: String(l.nombre ?? ''),
      precio: String(l.precio ?? ''),
      id_ingrediente: l.id_ingrediente ? Number(l.id_ingrediente) : null,
      cantidad: l.cantidad ? String(l.cantidad).replace(',', '.') : null,
    }));
    try {
      const { opciones: guardadas, mensaje } = await guardarOpciones(id, lineas);
      cliente.setQueryData(clave, guardadas);
      notificar.exito(mensaje);
    } catch (error) {
      const errores = erroresDeCampos(error);
      if (errores) return errores;
      notificar.error((error as Error).message);
    }
  }

  return (
    <SeccionEdicion
      id="titulo-opciones"
      titulo={translate('comanda.opciones_modificador.titulo')}
      ayuda={translate('comanda.opciones_modificador.ayuda')}
    >
      {opciones.isPending ? (
        <Typography>{translate('comanda.opciones_modificador.cargando')}</Typography>
      ) : opciones.isError ? (
        <Alert severity="error">
          {translate('comanda.opciones_modificador.no_cargo', { mensaje: opciones.error.message })}
        </Alert>
      ) : (
        <Form
          key={opciones.dataUpdatedAt}
          defaultValues={{
            opciones: opciones.data.map((o) => ({
              id: o.id,
              nombre: o.nombre,
              precio: o.precio,
              id_ingrediente: o.id_ingrediente,
              cantidad: o.cantidad,
            })),
          }}
          onSubmit={(v: Record<string, unknown>) => guardar(v as Valores)}
        >
          <ArrayInput source="opciones" label={false}>
            <SimpleFormIterator inline disableClear addButton={<BotonAgregar />}>
              <TextInput source="nombre" label="comanda.opciones_modificador.nombre" validate={required()} />
              <TextInput
                source="precio"
                label="comanda.opciones_modificador.precio"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <SearchableSelect
                source="id_ingrediente"
                label="comanda.opciones_modificador.ingrediente"
                choices={ingredientes}
                optionText="nombre"
                optionValue="id"
                sx={{ minWidth: 240 }}
                openOnFocus={false}
              />
              <TextInput
                source="cantidad"
                label="comanda.opciones_modificador.cantidad"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </SimpleFormIterator>
          </ArrayInput>
          <Button type="submit" variant="contained">
            {translate('comanda.opciones_modificador.guardar')}
          </Button>
        </Form>
      )}
    </SeccionEdicion>
  );
};

/** 'Agregar opción' (the iterator's add button with words, not only a plus sign). */
const BotonAgregar = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddCircleOutline />} onClick={() => add()}>
      {translate('comanda.opciones_modificador.agregar')}
    </Button>
  );
};
