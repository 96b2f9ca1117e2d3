import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import type { CuentaPropia } from '../../../common/cuenta';
import { PageFrame } from '../../components/PageFrame';
import { http } from '../../dataProvider/http';
import { useConsulta } from '../../dataProvider/useConsulta';
import { useNotificar } from '../../notifications';
import { useUsuario } from '../../authProvider';
import { ROL_PROPIETARIO } from '../../modules';
import { SeccionTarjeta } from '../suscripciones/tarjeta/SeccionTarjeta';
import { ElegirDisposicion } from '../../layout/ElegirDisposicion';

const T = 'comanda.cuenta';

const erroresDe = (e: unknown): Record<string, string> =>
  (e instanceof HttpError ? (e.body as { errors?: Record<string, string> })?.errors : undefined) ?? {};

/**
 * /configSistema/cuenta: the signed-in user's own nombre, apellido and teléfono (POST usuarios/me/usuario) and a
 * password change that asks the current password and ends the user's other sessions (POST usuarios/me/password);
 * the user's layout of the shell (issue 30); for the owner, who pays the plan, the company's saved card.
 */
const Cuenta = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const propietario = useUsuario()?.rol.id_rol === ROL_PROPIETARIO;
  const lectura = useConsulta<CuentaPropia>('usuarios/me/usuario');
  // What the user types (or the saved answer) over what was read.
  const [editados, setDatos] = useState<CuentaPropia | null>(null);
  const datos = editados ?? lectura.data ?? null;
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [claves, setClaves] = useState({ password_actual: '', password: '', confirmar: '' });
  const [erroresClave, setErroresClave] = useState<Record<string, string>>({});
  const fallo = lectura.error?.message ?? null;

  const guardarDatos = async (evento: FormEvent) => {
    evento.preventDefault();
    if (!datos) return;
    try {
      const res = await http.post<{ data: CuentaPropia; message: string }>('usuarios/me/usuario', {
        nombre: datos.nombre,
        apellido: datos.apellido,
        numeroTelefonico: datos.numeroTelefonico ?? '',
      });
      setDatos(res.data.data);
      setErrores({});
      notificar.exito(res.data.message);
    } catch (e) {
      setErrores(erroresDe(e));
      notificar.error(e as Error);
    }
  };

  const cambiarClave = async (evento: FormEvent) => {
    evento.preventDefault();
    const requerido = translate('comanda.validacion.requerido');
    const propios: Record<string, string> = {};
    if (!claves.password_actual) propios.password_actual = requerido;
    if (!claves.password) propios.password = requerido;
    if (claves.password !== claves.confirmar) propios.confirmar = translate(`${T}.no_coinciden`);
    setErroresClave(propios);
    if (Object.keys(propios).length > 0) return;
    try {
      const res = await http.post<{ message: string }>('usuarios/me/password', {
        password_actual: claves.password_actual,
        password: claves.password,
      });
      setClaves({ password_actual: '', password: '', confirmar: '' });
      notificar.exito(res.data.message);
    } catch (e) {
      setErroresClave(erroresDe(e));
      notificar.error(e as Error);
    }
  };

  const clave = (campo: keyof typeof claves, etiqueta: string, autoComplete: string) => (
    <TextField
      type="password"
      name={campo}
      label={translate(etiqueta)}
      value={claves[campo]}
      onChange={(e) => setClaves({ ...claves, [campo]: e.target.value })}
      error={Boolean(erroresClave[campo])}
      helperText={erroresClave[campo] || undefined}
      autoComplete={autoComplete}
      required
    />
  );

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.configuracion' },
        { label: `${T}.titulo`, link: '/configSistema/cuenta', active: true },
      ]}
    >
      {fallo ? <Alert severity="error">{translate(fallo, { _: fallo })}</Alert> : null}
      <Stack spacing={4} sx={{ maxWidth: 560 }}>
        {datos ? (
          <Box component="form" noValidate onSubmit={guardarDatos} aria-labelledby="cuenta-datos">
            <Typography id="cuenta-datos" variant="h6" component="h2" gutterBottom>
              {translate(`${T}.datos`)}
            </Typography>
            <Stack spacing={2}>
              <TextField label={translate(`${T}.correo`)} value={datos.correo} disabled />
              {(['nombre', 'apellido', 'numeroTelefonico'] as const).map((campo) => (
                <TextField
                  key={campo}
                  name={campo}
                  label={translate(`${T}.${campo === 'numeroTelefonico' ? 'telefono' : campo}`)}
                  value={datos[campo] ?? ''}
                  onChange={(e) => setDatos({ ...datos, [campo]: e.target.value })}
                  error={Boolean(errores[campo])}
                  helperText={errores[campo] || undefined}
                  required={campo !== 'numeroTelefonico'}
                  slotProps={{ htmlInput: { inputMode: campo === 'numeroTelefonico' ? 'tel' : undefined } }}
                />
              ))}
              <Box>
                <Button type="submit" variant="contained">
                  {translate(`${T}.guardar`)}
                </Button>
              </Box>
            </Stack>
          </Box>
        ) : null}
        <Box component="form" noValidate onSubmit={cambiarClave} aria-labelledby="cuenta-password">
          <Typography id="cuenta-password" variant="h6" component="h2" gutterBottom>
            {translate(`${T}.password`)}
          </Typography>
          <Stack spacing={2}>
            {clave('password_actual', `${T}.password_actual`, 'current-password')}
            {clave('password', `${T}.password_nueva`, 'new-password')}
            {clave('confirmar', `${T}.password_confirmar`, 'new-password')}
            <Box>
              <Button type="submit" variant="contained">
                {translate(`${T}.cambiar`)}
              </Button>
            </Box>
          </Stack>
        </Box>
        <ElegirDisposicion />
        {propietario ? <SeccionTarjeta /> : null}
      </Stack>
    </PageFrame>
  );
};

export default Cuenta;
