import { Avatar, List, ListItem, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import { ListNoResults, RecordContextProvider, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
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
 * stays on screen, where the table was 539 px wide on a 390 px phone. Not react-admin's SimpleList: it puts the
 * row's 'Eliminar' inside the row's own button (a button in a button, WCAG 4.1.2); here it is the row's secondary
 * action, beside the link.
 */
export const CategoriaListaTelefono = () => {
  const { data, isPending } = useListContext<Categoria>();
  if (isPending || !data) return null;
  if (data.length === 0) return <ListNoResults />;
  return (
    <List>
      {data.map((c) => (
        <RecordContextProvider key={c.id} value={c}>
          <ListItem disablePadding secondaryAction={<BotonEliminar />}>
            {/* Room on the right for 'Eliminar' (the secondary action sits over the row's end). */}
            <ListItemButton component={Link} to={rutaEditar('categorias', c.id)} sx={{ pr: 18 }}>
              <ListItemAvatar sx={{ minWidth: 48 }}>
                <Avatar
                  src={c.icono ?? undefined}
                  alt={c.nombre}
                  variant="rounded"
                  sx={{ width: 32, height: 32 }}
                >
                  <CategoryIcon fontSize="small" />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={c.nombre} secondary={c.categoria_padre?.nombre ?? ''} />
            </ListItemButton>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};
