import { Chip } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import type { Catalogo } from '../../../common/catalogo';
import { claveCampo } from './claves';
import { valorLegible, type Registro } from './valorLegible';

const Valor = ({ c, campo, registro }: { c: Catalogo; campo: string; registro: Registro }) => {
  const translate = useTranslate();
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
