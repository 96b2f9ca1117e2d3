import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import GridViewIcon from '@mui/icons-material/GridView';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Sede } from '../../../common/registros';
import { http, type Envelope } from '../../dataProvider/http';

const T = 'comanda.mesas_varias';
const TODAS = { pagination: { page: 1, perPage: -1 }, sort: { field: 'nombre', order: 'ASC' as const } };

interface Resultado {
  creadas: { id: number; nombre: string }[];
  omitidas: string[];
}

const CAMPOS = ['id_sede', 'prefijo', 'desde', 'hasta', 'ubicacion'] as const;

/**
 * The tables list's 'Crear varias mesas' (issue 34): a venue (the only one comes chosen), a name prefix ('Mesa') and
 * the numbers from/to; POST mesas/varias creates them at once, in a grid on the floor plan, skipping names taken.
 */
export const CrearVariasMesas = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const sedes = useGetList<Sede>('sedes', TODAS);
  const [abierto, setAbierto] = useState(false);
  const [sedeElegida, setSede] = useState<number | ''>('');
  const [prefijo, setPrefijo] = useState('Mesa');
  const [desde, setDesde] = useState('1');
  const [hasta, setHasta] = useState('12');
  const [ubicacion, setUbicacion] = useState('');
  const lista = sedes.data ?? [];
  const idSede = sedeElegida !== '' ? sedeElegida : lista.length === 1 ? lista[0].id : '';

  const crear = useMutation({
    mutationFn: async () =>
      (
        await http.post<Envelope<Resultado>>('mesas/varias', {
          id_sede: idSede,
          prefijo,
          desde,
          hasta,
          ubicacion,
        })
      ).data,
    onSuccess: (r) => {
      notify(r.message, { type: 'success' });
      if (r.data.omitidas.length > 0)
        notify(translate(`${T}.omitidas`, { nombres: r.data.omitidas.join(', ') }), { type: 'info' });
      setAbierto(false);
      refresh();
    },
  });
  const error = crear.error instanceof HttpError ? crear.error : null;
  const errores = ((error?.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) as Record<
    string,
    string
  >;
  const enCampo = (campo: (typeof CAMPOS)[number]) =>
    errores[campo] ? { error: true, helperText: errores[campo] } : {};
  const general = crear.error && !CAMPOS.some((c) => errores[c]) ? crear.error.message : null;

  return (
    <>
      <Button startIcon={<GridViewIcon />} onClick={() => setAbierto(true)} sx={{ minHeight: 44 }}>
        {translate(`${T}.boton`)}
      </Button>
      <Dialog open={abierto} onClose={() => !crear.isPending && setAbierto(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`${T}.titulo`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={translate(`${T}.sede`)}
              value={idSede}
              onChange={(e) => setSede(Number(e.target.value))}
              required
              {...enCampo('id_sede')}
            >
              {lista.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.nombre}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate(`${T}.prefijo`)}
              value={prefijo}
              onChange={(e) => setPrefijo(e.target.value)}
              required
              {...enCampo('prefijo')}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label={translate(`${T}.desde`)}
                type="number"
                value={desde}
                onChange={(e) => setDesde(e.target.value)}
                slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
                required
                {...enCampo('desde')}
              />
              <TextField
                label={translate(`${T}.hasta`)}
                type="number"
                value={hasta}
                onChange={(e) => setHasta(e.target.value)}
                slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
                required
                {...enCampo('hasta')}
              />
            </Stack>
            <TextField
              label={translate(`${T}.zona`)}
              value={ubicacion}
              onChange={(e) => setUbicacion(e.target.value)}
              helperText={errores.ubicacion ?? translate(`${T}.zona_ayuda`)}
              error={Boolean(errores.ubicacion)}
            />
            {general ? <Alert severity="error">{translate(general, { _: general })}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAbierto(false)} disabled={crear.isPending} sx={{ minHeight: 44 }}>
            {translate('comanda.comun.cancelar')}
          </Button>
          <Button
            variant="contained"
            onClick={() => crear.mutate()}
            disabled={crear.isPending || idSede === ''}
            sx={{ minHeight: 44 }}
          >
            {translate(`${T}.crear`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
