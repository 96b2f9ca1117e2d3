import { Avatar, useMediaQuery, type Theme } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ErrorLista, Paginacion } from '../../components/ErrorLista';
import { rutaEditar, rutaRegistrar } from '../spanishRoutes';
import { BotonEliminar } from './BotonEliminar';
import { CategoriaListaTelefono } from './CategoriaListaTelefono';

interface Categoria {
  id: number;
  nombre: string;
  icono: string | null;
  categoria_padre: { id: number; nombre: string } | null;
}

const Acciones = () => (
  <TopToolbar>
    <CreateButton to={rutaRegistrar('categorias')} label="comanda.categorias.registrar" />
  </TopToolbar>
);

/** GET categorias, 10 per page, searchable by name. */
export const CategoriaList = () => {
  const translate = useTranslate();
  // Below sm (phones) a one-column list instead of the table.
  const esTelefono = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List
      title="comanda.categorias.titulo"
      perPage={10}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('comanda.categorias.buscar')} />,
      ]}
      actions={<Acciones />}
      sort={{ field: 'nombre', order: 'ASC' }}
      empty={false}
      error={<ErrorLista />}
      pagination={<Paginacion />}
    >
      {esTelefono ? (
        <CategoriaListaTelefono />
      ) : (
        <Datagrid rowClick={(id) => rutaEditar('categorias', id)} bulkActionButtons={false}>
          <FunctionField<Categoria>
            label="comanda.categorias.campos.icono"
            sortable={false}
            render={(c) => (
              <Avatar
                src={c.icono ?? undefined}
                alt={c.nombre}
                variant="rounded"
                sx={{ width: 32, height: 32 }}
              >
                <CategoryIcon fontSize="small" />
              </Avatar>
            )}
          />
          <TextField source="nombre" label="comanda.categorias.campos.nombre" sortable={false} />
          <FunctionField<Categoria>
            label="comanda.categorias.campos.padre"
            sortable={false}
            render={(c) => c.categoria_padre?.nombre ?? translate('comanda.categorias.campos.sin_padre')}
          />
          <FunctionField<Categoria>
            label=""
            render={(c) => <EditButton to={rutaEditar('categorias', c.id)} />}
          />
          <BotonEliminar />
        </Datagrid>
      )}
    </List>
  );
};
