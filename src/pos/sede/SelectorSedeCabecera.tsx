import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSedeActual } from './sedeActual';

/** The header's venue picker (issue 30): only when the user has more than one active venue. */
const SelectorSedeCabecera = () => {
  const translate = useTranslate();
  const { activas, idSede, cambiar } = useSedeActual();
  if (activas.length < 2 || idSede === null) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('comanda.layout.sede_actual')}
      value={idSede}
      onChange={(e) => cambiar(Number(e.target.value))}
      sx={{ minWidth: 160, mx: 1, '& .MuiInputBase-root': { minHeight: 48 } }}
      slotProps={{ select: { inputProps: { 'data-testid': 'sede-actual' } } }}
    >
      {activas.map((s) => (
        <MenuItem key={s.id} value={s.id} sx={{ minHeight: 48 }}>
          {s.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
};

export default SelectorSedeCabecera;
