import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SimpleList, useRefresh, useTranslate } from 'react-admin';
import type { Catalogo } from '../../../common/catalogo';
import { BotonEliminar } from './BotonEliminar';
import { extensionDe } from './extensiones';
import { rutaEditarCatalogo } from './rutas';
import { valorLegible, type Registro } from './valorLegible';

/** The link covers its whole row (the row is `position: relative`), so a finger can tap anywhere on it. */
const ENLACE_FILA = {
  color: 'inherit',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
} as const;

/**
 * A catalogue below sm (phones): one column — the sorted field, then the other columns' values — the row opens the
 * edit page and 'Eliminar' stays on screen. The row is a real link named by the record, with 'Eliminar' beside it,
 * not inside it (react-admin's clickable row is a button that would hold the delete button).
 */
export const ListaTelefono = ({ c }: { c: Catalogo }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const otras = c.lista.columnas.filter((campo) => campo !== c.lista.orden);
  const Marca = extensionDe(c.recurso).marca;
  return (
    <SimpleList<Registro>
      linkType={false}
      rowClick={false}
      primaryText={(r) => (
        <Link component={RouterLink} to={rutaEditarCatalogo(c, r.id)} underline="none" sx={ENLACE_FILA}>
          {valorLegible(c, c.lista.orden, r, translate)}
        </Link>
      )}
      secondaryText={(r) => (
        <>
          {otras
            .map((campo) => valorLegible(c, campo, r, translate))
            .filter(Boolean)
            .join(' · ')}
          {/* The row's mark under its text: beside the delete button it would widen a phone's row. */}
          {Marca ? (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <Marca.componente />
            </Box>
          ) : null}
        </>
      )}
      rightIcon={() => (
        <Box sx={{ position: 'relative', zIndex: 1 }}>
          <BotonEliminar c={c} alEliminar={refresh} />
        </Box>
      )}
    />
  );
};
