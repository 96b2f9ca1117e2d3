import { MenuItem, TextField } from '@mui/material';
import type { Sede } from '../../../common/registros';

/** The venue picker of a POS screen's header: shown only when the company has several venues. */
export const SelectorSede = ({
  sedes,
  idSede,
  etiqueta,
  alCambiar,
}: {
  sedes: Sede[];
  idSede: number | null;
  etiqueta: string;
  alCambiar: (id: number) => void;
}) =>
  sedes.length > 1 && idSede !== null ? (
    <TextField
      select
      label={etiqueta}
      value={idSede}
      onChange={(e) => alCambiar(Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {sedes.map((s) => (
        <MenuItem key={s.id} value={s.id} sx={{ minHeight: 48 }}>
          {s.nombre}
        </MenuItem>
      ))}
    </TextField>
  ) : null;
