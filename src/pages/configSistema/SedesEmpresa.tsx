import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { LONGITUDES_SEDE } from '../../../common/constantes';
import type { Sede } from '../../../common/registros';
import { http } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';

const T = 'comanda.configuracion.sedes';

type Campo = 'nombre' | 'direccion';

/** The same rules as POST sedes/sede/{id}: a name (trimmed) and lengths; the key of the broken rule, or null. */
function errorDe(campo: Campo, valor: string): { clave: string; max?: number } | null {
  const texto = valor.trim();
  if (campo === 'nombre' && texto === '') return { clave: 'requerido' };
  if (texto.length > LONGITUDES_SEDE[campo]) return { clave: 'largo', max: LONGITUDES_SEDE[campo] };
  return null;
}

const VACIA = { nombre: '', direccion: '' };

/**
 * One venue's name and address, saved on its own; without `sede`, the form of a new venue (POST sedes/sede,
 * within the plan's limit: the server's Spanish refusal is shown as it comes).
 */
const FormularioSede = ({ sede, onGuardada }: { sede?: Sede; onGuardada: (s: Sede) => void }) => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const inicial = sede ? { nombre: sede.nombre, direccion: sede.direccion ?? '' } : VACIA;
  const [valores, setValores] = useState(inicial);
  const [errores, setErrores] = useState<Partial<Record<Campo, string>>>({});
  const [guardando, setGuardando] = useState(false);
  // A refusal without a field (the plan's venue limit), kept in the form until the next try.
  const [rechazo, setRechazo] = useState<string | null>(null);
  const cambiado = valores.nombre !== inicial.nombre || valores.direccion !== inicial.direccion;

  const cambiar = (campo: Campo, valor: string) => {
    setValores({ ...valores, [campo]: valor });
    setErrores(({ [campo]: _, ...resto }) => resto);
  };

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const propios: Partial<Record<Campo, string>> = {};
    for (const campo of ['nombre', 'direccion'] as const) {
      const e = errorDe(campo, valores[campo]);
      if (e)
        propios[campo] = translate(`${T}.${e.clave}`, {
          campo: translate(`${T}.campos.${campo}`),
          max: e.max,
        });
    }
    setErrores(propios);
    if (Object.keys(propios).length > 0) return;
    setGuardando(true);
    setRechazo(null);
    try {
      const cuerpo = { nombre: valores.nombre, direccion: valores.direccion };
      const res = sede
        ? await http.post<{ data: Sede; message: string }>(`sedes/sede/${sede.id}`, {
            _method: 'put',
            ...cuerpo,
          })
        : await http.post<{ data: Sede; message: string }>('sedes/sede', cuerpo);
      setValores(sede ? { nombre: res.data.data.nombre, direccion: res.data.data.direccion ?? '' } : VACIA);
      onGuardada(res.data.data);
      notificar.exito(res.data.message);
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<Campo, string> }) : undefined;
      if (body?.errors) setErrores(body.errors);
      else setRechazo((e as Error).message);
      notificar.error(e as Error);
    } finally {
      setGuardando(false);
    }
  };

  const campo = (nombre: Campo) => (
    <TextField
      name={nombre}
      label={translate(`${T}.${nombre}`)}
      value={valores[nombre]}
      onChange={(e) => cambiar(nombre, e.target.value)}
      error={Boolean(errores[nombre])}
      helperText={errores[nombre]}
      required={nombre === 'nombre'}
      fullWidth
      slotProps={{ htmlInput: { maxLength: LONGITUDES_SEDE[nombre] } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={enviar}
      aria-label={sede ? sede.nombre : translate(`${T}.nueva`)}
    >
      <Stack spacing={2}>
        {sede && !sede.activa ? (
          <Chip label={translate(`${T}.inactiva`)} sx={{ alignSelf: 'start' }} />
        ) : null}
        {campo('nombre')}
        {campo('direccion')}
        {rechazo ? <Alert severity="warning">{rechazo}</Alert> : null}
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="outlined"
            disabled={guardando || !cambiado}
            aria-label={
              sede ? translate(`${T}.guardar_sede`, { sede: sede.nombre }) : translate(`${T}.crear`)
            }
            sx={{ minHeight: 48 }}
          >
            {translate(sede ? `${T}.guardar` : `${T}.crear`)}
          </Button>
          {sede && !sede.principal ? <BotonActiva sede={sede} onGuardada={onGuardada} /> : null}
        </Stack>
      </Stack>
    </Box>
  );
};

/** 'Desactivar' / 'Activar' a venue that is not the main one; the server's refusal (open register, plan limit) as it comes. */
const BotonActiva = ({ sede, onGuardada }: { sede: Sede; onGuardada: (s: Sede) => void }) => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const [enviando, setEnviando] = useState(false);
  const accion = sede.activa ? 'desactivar' : 'activar';
  const cambiar = async () => {
    setEnviando(true);
    try {
      const res = await http.post<{ data: Sede; message: string }>(`sedes/sede/${sede.id}/${accion}`, {});
      onGuardada(res.data.data);
      notificar.exito(res.data.message);
    } catch (e) {
      notificar.error(e as Error);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Button
      color={sede.activa ? 'warning' : 'primary'}
      disabled={enviando}
      onClick={() => void cambiar()}
      aria-label={translate(`${T}.${accion}_sede`, { sede: sede.nombre })}
      sx={{ minHeight: 48 }}
    >
      {translate(`${T}.${accion}`)}
    </Button>
  );
};

/**
 * The 'Sedes' section of /configSistema/editar: each venue of the company (sign-up makes the main one) with its
 * name and address, each saved on its own through POST sedes/sede/{id} (`_method=put`; owner and administrators),
 * deactivated or reactivated (not the main one), and a form for a new venue (issue 30).
 */
export const SedesEmpresa = ({ sedes, onGuardada }: { sedes: Sede[]; onGuardada: (s: Sede) => void }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="titulo-sedes" sx={{ maxWidth: 720 }}>
      <Typography id="titulo-sedes" component="h2" variant="h6" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.ayuda`)}
      </Typography>
      <Stack spacing={3}>
        {sedes.length === 0 ? (
          <Typography>{translate('comanda.configuracion.sin_sedes')}</Typography>
        ) : (
          sedes.map((s) => <FormularioSede key={s.id} sede={s} onGuardada={onGuardada} />)
        )}
        <Typography component="h3" variant="subtitle1">
          {translate(`${T}.nueva`)}
        </Typography>
        <FormularioSede onGuardada={onGuardada} />
      </Stack>
    </Box>
  );
};
