import { Avatar } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import { SimpleList } from 'react-admin';
import { rutaEditar } from '../spanishRoutes';
import { BotonEliminar } from './BotonEliminar';

interface Categoria {
  id: number;
  nombre: string;
  icono: string | null;
  categoria_padre: { id: number; nombre: string } | null;
}

/**
 * The categories below sm (phones): one column — icon, name, parent — the row opens the edit page and 'Eliminar'
 * stays on screen, where the table was 539 px wide on a 390 px phone.
 */
export const CategoriaListaTelefono = () => (
  <SimpleList<Categoria>
    primaryText={(c) => c.nombre}
    secondaryText={(c) => c.categoria_padre?.nombre ?? ''}
    leftAvatar={(c) => (
      <Avatar src={c.icono ?? undefined} alt={c.nombre} variant="rounded" sx={{ width: 32, height: 32 }}>
        <CategoryIcon fontSize="small" />
      </Avatar>
    )}
    rowClick={(id) => rutaEditar('categorias', id)}
    rightIcon={() => <BotonEliminar />}
  />
);
