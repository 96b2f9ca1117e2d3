import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Link } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SESION_TERMINADA } from '../../authProvider/authProvider';
import { useNotificar } from '../../notifications';
import { CampoTexto } from './CampoTexto';
import { CaptchaCampo } from './CaptchaCampo';
import { PaginaPublica } from './PaginaPublica';
import { BotonEnviar, EnlacePie } from './PieFormulario';
import { SoloInvitados } from './SoloInvitados';
import { leerError } from './errores';
import { useCaptchaEstado } from './useCaptchaEstado';
import { useIniciarSesion } from './useIniciarSesion';
import { contrasenaSignin, correoSignin } from './validaciones';

const MENSAJES_CAPTCHA = {
  faltante: 'comanda.publico.validacion.signin_captcha',
  expirado: 'comanda.publico.validacion.captcha_expirado',
  rechazado: 'comanda.publico.validacion.signin_captcha',
};

interface Credenciales {
  email: string;
  password: string;
}

/**
 * The sign-in form: plain state, not react-admin's <Form> (react-hook-form is ~15 kB gzipped that the first page
 * every visitor opens does not need; issue 12). It behaves as that form did: the fields are checked on submit, then
 * as they change; an invalid submit focuses the first wrong field and says the form is not valid.
 */
const FormularioSignIn = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notificar = useNotificar();
  const iniciarSesion = useIniciarSesion();
  const captcha = useCaptchaEstado({ recargarPagina: true });
  const [enviando, setEnviando] = useState(false);
  const [valores, setValores] = useState<Credenciales>({ email: '', password: '' });
  const [intentado, setIntentado] = useState(false);
  // Here because the session ended (expired or closed elsewhere): said once, not on the next visit.
  const [terminada] = useState(() => sessionStorage.getItem(SESION_TERMINADA) === '1');
  useEffect(() => sessionStorage.removeItem(SESION_TERMINADA), []);
  const campos = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const errores: Record<keyof Credenciales, string | undefined> = {
    email: correoSignin(valores.email),
    password: contrasenaSignin(valores.password),
  };
  const cambiar = (campo: keyof Credenciales) => (valor: string) =>
    setValores((actuales) => ({ ...actuales, [campo]: valor }));

  const alEnviar = (evento: FormEvent) => {
    evento.preventDefault();
    setIntentado(true);
    const invalido = (['email', 'password'] as const).find((campo) => errores[campo]);
    if (invalido) {
      campos[invalido].current?.focus();
      notify('ra.message.invalid_form', { type: 'error' });
      return;
    }
    void enviar(valores);
  };

  const enviar = async ({ email, password }: Credenciales) => {
    const recaptchaToken = captcha.exigir();
    if (!recaptchaToken) return;
    setEnviando(true);
    try {
      await iniciarSesion({ email: email.trim(), password, recaptchaToken });
      notificar.exito('comanda.publico.signin.exito');
    } catch (error) {
      setEnviando(false);
      captcha.reiniciar();
      notificar.error(leerError(error).mensaje);
    }
  };

  return (
    <form onSubmit={alEnviar} noValidate>
      {terminada ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="sesion-terminada">
          {translate('comanda.publico.signin.sesion_terminada')}
        </Alert>
      ) : null}
      <CampoTexto
        nombre="email"
        tipo="email"
        autoComplete="email"
        etiqueta="comanda.publico.comun.correo"
        valor={valores.email}
        alCambiar={cambiar('email')}
        error={intentado ? errores.email : undefined}
        inputRef={campos.email}
      />
      <CampoTexto
        nombre="password"
        tipo="password"
        autoComplete="current-password"
        etiqueta="comanda.publico.comun.contrasena"
        valor={valores.password}
        alCambiar={cambiar('password')}
        error={intentado ? errores.password : undefined}
        inputRef={campos.password}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Link component={RouterLink} to="/forgotpassword" variant="body2">
          {translate('comanda.publico.signin.olvido')}
        </Link>
      </Box>
      <CaptchaCampo estado={captcha} mensajes={MENSAJES_CAPTCHA} />
      {/* The captcha is checked on every attempt, also when a field is invalid and the form does not submit. */}
      <BotonEnviar
        label="comanda.publico.signin.boton"
        enviando={enviando}
        onClick={() => captcha.exigir()}
      />
      <EnlacePie
        texto="comanda.publico.signin.sin_cuenta"
        enlace="comanda.publico.signin.registrarse"
        to="/signup"
      />
    </form>
  );
};

/** /signin (spec §2, §5, §8). */
const SignIn = () => {
  const translate = useTranslate();
  return (
    <SoloInvitados>
      <PaginaPublica
        titulo={translate('comanda.publico.signin.titulo')}
        subtitulo={translate('comanda.publico.signin.subtitulo')}
      >
        <FormularioSignIn />
      </PaginaPublica>
    </SoloInvitados>
  );
};

export default SignIn;
