import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, useGetList, useTranslate } from 'react-admin';
import { prefijoDeNotaPropia, TIPOS_RANGO_DIAN, type RangoDian } from '../../../common/dian/rangos';
import type { RegimenDian } from '../../../common/dian/regimen';
import { PageFrame } from '../../components/PageFrame';
import { http } from '../../dataProvider/http';
import { useConsulta } from '../../dataProvider/useConsulta';
import { useNotificar } from '../../notifications';

const T = 'comanda.rangosDian';
const TODAS = { pagination: { page: 1, perPage: -1 } };

interface Sede {
  id: number;
  nombre: string;
}

/** The form's values, as typed (text), for a new range or an edit. */
type Formulario = Record<
  | 'tipo'
  | 'resolucion'
  | 'fecha_resolucion'
  | 'prefijo'
  | 'desde'
  | 'hasta'
  | 'siguiente'
  | 'vigencia_desde'
  | 'vigencia_hasta'
  | 'clave_tecnica'
  | 'ambiente'
  | 'id_software'
  | 'pin_software'
  | 'id_sede',
  string
>;

const VACIO: Formulario = {
  tipo: 'pos',
  resolucion: '',
  fecha_resolucion: '',
  prefijo: '',
  desde: '',
  hasta: '',
  siguiente: '',
  vigencia_desde: '',
  vigencia_hasta: '',
  clave_tecnica: '',
  ambiente: '2',
  id_software: '',
  pin_software: '',
  id_sede: '',
};

const deRango = (r: RangoDian): Formulario => ({
  tipo: r.tipo,
  resolucion: r.resolucion,
  fecha_resolucion: r.fecha_resolucion,
  prefijo: r.prefijo,
  desde: String(r.desde),
  hasta: String(r.hasta),
  siguiente: String(r.siguiente),
  vigencia_desde: r.vigencia_desde,
  vigencia_hasta: r.vigencia_hasta,
  clave_tecnica: r.clave_tecnica ?? '',
  ambiente: String(r.ambiente),
  id_software: r.id_software,
  pin_software: '',
  id_sede: r.id_sede === null ? '' : String(r.id_sede),
});

const erroresDe = (e: unknown): Record<string, string> => {
  const errores =
    e instanceof HttpError ? (e.body as { errors?: Record<string, string[] | string> })?.errors : undefined;
  return Object.fromEntries(Object.entries(errores ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
};

/** The owner's tax regime: IVA and INC (art. 512-13), the issuer's tax scheme on every document. */
function Regimen() {
  const translate = useTranslate();
  const notificar = useNotificar();
  const lectura = useConsulta<RegimenDian>('configuraciones/rangosDian/regimen');
  const [editado, setEditado] = useState<RegimenDian | null>(null);
  const regimen = editado ?? lectura.data ?? null;
  const guardar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (!regimen) return;
    try {
      const r = await http.post<{ data: RegimenDian; message: string }>(
        'configuraciones/rangosDian/regimen',
        {
          responsable_iva: regimen.responsable_iva,
          responsable_inc: regimen.responsable_inc,
        },
      );
      setEditado(r.data.data);
      notificar.exito(r.data.message);
    } catch (e) {
      notificar.error(e as Error);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="regimen-dian">
      <CardContent>
        <Typography variant="h6" component="h2" id="regimen-dian" gutterBottom>
          {translate(`${T}.regimen`)}
        </Typography>
        {regimen ? (
          <Stack component="form" spacing={1} onSubmit={(e) => void guardar(e)}>
            {regimen.declarado ? null : (
              <Alert severity="warning">{translate(`${T}.regimen_sin_declarar`)}</Alert>
            )}
            <FormControlLabel
              control={
                <Switch
                  name="responsable_iva"
                  checked={regimen.responsable_iva}
                  onChange={(e) => setEditado({ ...regimen, responsable_iva: e.target.checked })}
                />
              }
              label={translate(`${T}.responsable_iva`)}
            />
            <FormControlLabel
              control={
                <Switch
                  name="responsable_inc"
                  checked={regimen.responsable_inc}
                  onChange={(e) => setEditado({ ...regimen, responsable_inc: e.target.checked })}
                />
              }
              label={translate(`${T}.responsable_inc`)}
            />
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.regimen_ayuda`)}
            </Typography>
            <div>
              <Button type="submit" variant="contained">
                {translate('ra.action.save')}
              </Button>
            </div>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The create/edit dialog of a range, over POST configuraciones/rangosDian/rangoDian[/{id}]. */
function FormularioRango({
  rango,
  sedes,
  onClose,
  onGuardado,
}: {
  rango: RangoDian | null;
  sedes: Sede[];
  onClose: () => void;
  onGuardado: () => void;
}) {
  const translate = useTranslate();
  const notificar = useNotificar();
  const [valores, setValores] = useState<Formulario>(rango ? deRango(rango) : VACIO);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const campo = (nombre: keyof Formulario, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={nombre}
      label={translate(`${T}.campos.${nombre}`)}
      value={valores[nombre]}
      onChange={(e) => setValores({ ...valores, [nombre]: e.target.value })}
      error={Boolean(errores[nombre])}
      helperText={errores[nombre] || undefined}
      fullWidth
      {...extra}
    />
  );
  // A notes range may not take the prefixes of the company's own note numbering: said as it is typed.
  const avisoPrefijo =
    errores.prefijo ||
    (prefijoDeNotaPropia(valores.tipo, valores.prefijo) ? translate(`${T}.prefijo_nota_propia`) : undefined);
  const fecha = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  const numero = { slotProps: { htmlInput: { inputMode: 'numeric' } } } as const;
  const guardar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (enviando) return;
    setEnviando(true);
    const cuerpo: Record<string, string | null> = {
      ...valores,
      clave_tecnica: valores.clave_tecnica || null,
      id_sede: valores.tipo === 'pos' ? valores.id_sede || null : null,
      siguiente: rango ? valores.siguiente : null,
    };
    if (rango && !valores.pin_software) delete cuerpo.pin_software;
    try {
      const r = await http.post<{ message: string }>(
        rango ? `configuraciones/rangosDian/rangoDian/${rango.id}` : 'configuraciones/rangosDian/rangoDian',
        cuerpo,
      );
      notificar.exito(r.data.message);
      onGuardado();
    } catch (e) {
      setErrores(erroresDe(e));
      notificar.error(e as Error);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <form onSubmit={(e) => void guardar(e)} noValidate>
        <DialogTitle>{translate(rango ? `${T}.editar` : `${T}.nuevo`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {campo('tipo', {
                select: true,
                children: TIPOS_RANGO_DIAN.map((t) => (
                  <MenuItem key={t} value={t}>
                    {translate(`${T}.tipos.${t}`)}
                  </MenuItem>
                )),
              })}
              {valores.tipo === 'pos'
                ? campo('id_sede', {
                    select: true,
                    children: sedes.map((s) => (
                      <MenuItem key={s.id} value={String(s.id)}>
                        {s.nombre}
                      </MenuItem>
                    )),
                  })
                : null}
              {campo('ambiente', {
                select: true,
                children: ['1', '2'].map((a) => (
                  <MenuItem key={a} value={a}>
                    {translate(`${T}.ambientes.${a}`)}
                  </MenuItem>
                )),
              })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {campo('resolucion', numero)}
              {campo('fecha_resolucion', fecha)}
              {campo('prefijo', {
                slotProps: { htmlInput: { maxLength: 4 } },
                error: Boolean(avisoPrefijo),
                helperText: avisoPrefijo,
              })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {campo('desde', numero)}
              {campo('hasta', numero)}
              {rango ? campo('siguiente', numero) : null}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {campo('vigencia_desde', fecha)}
              {campo('vigencia_hasta', fecha)}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {campo('clave_tecnica')}
              {campo('id_software')}
              {campo('pin_software', {
                type: 'password',
                autoComplete: 'off',
                helperText:
                  errores.pin_software ||
                  (rango?.pin_configurado ? translate(`${T}.pin_guardado`) : undefined),
              })}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={enviando}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * /configSistema/rangosDian (issue 29, the owner's): the company's tax regime and its DIAN numbering ranges — list
 * with each range's state, numbers left and warning, create and edit within the API's rules (a used range keeps
 * its identity; the PIN is never shown, only replaced).
 */
const RangosDian = () => {
  const translate = useTranslate();
  const rangos = useConsulta<RangoDian[]>('configuraciones/rangosDian');
  const sedes = useGetList<Sede>('sedes', TODAS);
  const [abierto, setAbierto] = useState<RangoDian | 'nuevo' | null>(null);
  const nombreSede = (id: number | null) => sedes.data?.find((s) => s.id === id)?.nombre ?? '';
  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.configuracion' },
        { label: `${T}.titulo`, link: '/configSistema/rangosDian', active: true },
      ]}
    >
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <Typography color="text.secondary">{translate(`${T}.ayuda`)}</Typography>
        <Regimen />
        <Card variant="outlined" component="section" aria-labelledby="rangos-dian">
          <CardContent>
            <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
              <Typography variant="h6" component="h2" id="rangos-dian">
                {translate(`${T}.rangos`)}
              </Typography>
              <Button variant="contained" onClick={() => setAbierto('nuevo')}>
                {translate(`${T}.nuevo`)}
              </Button>
            </Stack>
            {rangos.error ? <Alert severity="error">{rangos.error.message}</Alert> : null}
            {rangos.data && rangos.data.length === 0 ? (
              <Typography>{translate(`${T}.vacio`)}</Typography>
            ) : null}
            {rangos.data && rangos.data.length > 0 ? (
              <Table size="small" aria-label={translate(`${T}.rangos`)} sx={{ overflowX: 'auto' }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.campos.tipo`)}</TableCell>
                    <TableCell>{translate(`${T}.campos.resolucion`)}</TableCell>
                    <TableCell>{translate(`${T}.numeracion`)}</TableCell>
                    <TableCell>{translate(`${T}.campos.siguiente`)}</TableCell>
                    <TableCell>{translate(`${T}.vigencia`)}</TableCell>
                    <TableCell>{translate(`${T}.campos.ambiente`)}</TableCell>
                    <TableCell>{translate(`${T}.estado`)}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rangos.data.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>
                        {translate(`${T}.tipos.${r.tipo}`)}
                        {r.id_sede !== null ? (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {nombreSede(r.id_sede)}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell>
                        {r.resolucion}
                        <Typography variant="caption" component="div" color="text.secondary">
                          {r.fecha_resolucion}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        {r.prefijo}
                        {r.desde} – {r.prefijo}
                        {r.hasta}
                      </TableCell>
                      <TableCell>
                        {r.siguiente > r.hasta ? '—' : `${r.prefijo}${r.siguiente}`}
                        <Typography variant="caption" component="div" color="text.secondary">
                          {translate(`${T}.disponibles`, { n: r.disponibles })}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        {r.vigencia_desde} – {r.vigencia_hasta}
                      </TableCell>
                      <TableCell>{translate(`${T}.ambientes.${r.ambiente}`)}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                          <Chip
                            size="small"
                            color={r.estado === 'vigente' ? 'success' : 'default'}
                            label={translate(`${T}.estados.${r.estado}`)}
                          />
                          {r.alerta ? (
                            <Chip
                              size="small"
                              color="warning"
                              label={translate(`${T}.alertas.${r.alerta}`)}
                            />
                          ) : null}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setAbierto(r)}
                          aria-label={`${translate('ra.action.edit')} ${r.prefijo}${r.desde}`}
                        >
                          {translate('ra.action.edit')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
          </CardContent>
        </Card>
      </Stack>
      {abierto ? (
        <FormularioRango
          rango={abierto === 'nuevo' ? null : abierto}
          sedes={sedes.data ?? []}
          onClose={() => setAbierto(null)}
          onGuardado={() => {
            setAbierto(null);
            void rangos.refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
};

export default RangosDian;
