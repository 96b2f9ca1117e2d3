import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Sede } from '../../../common/registros';
import { useConsulta } from '../../dataProvider/useConsulta';

/**
 * The venues a user below administrator works in (issue 30), as checkboxes; none ticked: every venue. Shown only
 * when the company has more than one venue.
 */
export const ElegirSedes = ({
  elegidas,
  alCambiar,
  error,
}: {
  elegidas: number[];
  alCambiar: (ids: number[]) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  const lectura = useConsulta<Sede[]>('sedes');
  const sedes = (lectura.data ?? []).filter((s) => s.activa || elegidas.includes(s.id));
  if (sedes.length < 2) return null;
  const alternar = (id: number) =>
    alCambiar(elegidas.includes(id) ? elegidas.filter((e) => e !== id) : [...elegidas, id]);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <FormLabel component="legend">{translate('comanda.usuarios.campos.sedes')}</FormLabel>
      <Typography variant="body2" color="text.secondary">
        {translate('comanda.usuarios.sedes_ayuda')}
      </Typography>
      <FormGroup row>
        {sedes.map((s) => (
          <FormControlLabel
            key={s.id}
            control={<Checkbox checked={elegidas.includes(s.id)} onChange={() => alternar(s.id)} />}
            label={s.nombre}
          />
        ))}
      </FormGroup>
      {error ? (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
};
