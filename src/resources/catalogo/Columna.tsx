import { Avatar, Chip } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import type { Catalogo } from '../../../common/catalogo';
import { claveCampo } from './claves';
import { iconoDeCatalogo } from './iconos';
import { valorLegible, type Registro } from './valorLegible';

const Valor = ({ c, campo, registro }: { c: Catalogo; campo: string; registro: Registro }) => {
  const translate = useTranslate();
  if (c.campos[campo].tipo === 'imagen') {
    const Icono = iconoDeCatalogo(c.recurso);
    const nombre = String(registro[c.lista.orden] ?? '');
    return (
      <Avatar
        src={(registro[campo] as string | null) ?? undefined}
        alt={nombre}
        variant="rounded"
        sx={{ width: 32, height: 32 }}
      >
        <Icono fontSize="small" />
      </Avatar>
    );
  }
  const texto = valorLegible(c, campo, registro, translate);
  if (c.campos[campo].tipo === 'booleano' && texto)
    return (
      <Chip
        size="small"
        label={texto}
        color={registro[campo] ? 'success' : 'default'}
        variant={registro[campo] ? 'filled' : 'outlined'}
      />
    );
  return <>{texto}</>;
};

/** One list column of a declared field (the server sorts: by the declaration's order, then id). */
export const columna = (c: Catalogo, campo: string) => (
  <FunctionField<Registro>
    key={campo}
    source={campo}
    label={claveCampo(c, campo)}
    sortable={false}
    render={(registro) => <Valor c={c} campo={campo} registro={registro} />}
  />
);

/** A counted column of the list (`lista.conteos`): a whole number the list's rows carry. */
export const columnaConteo = (c: Catalogo, conteo: string) => (
  <FunctionField<Registro>
    key={conteo}
    source={conteo}
    label={claveCampo(c, conteo)}
    sortable={false}
    textAlign="right"
    render={(registro) => String(registro[conteo] ?? 0)}
  />
);
