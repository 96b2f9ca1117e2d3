import { useState } from 'react';
import { Box, Link } from '@mui/material';
import { Form, PasswordInput, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useNotificar } from '../../notifications';
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

const FormularioSignIn = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const iniciarSesion = useIniciarSesion();
  const captcha = useCaptchaEstado({ recargarPagina: true });
  const [enviando, setEnviando] = useState(false);

  const enviar = async (valores: Record<string, unknown>) => {
    const recaptchaToken = captcha.exigir();
    if (!recaptchaToken) return;
    const { email, password } = valores as unknown as Credenciales;
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
    <Form onSubmit={enviar} noValidate>
      <TextInput
        source="email"
        type="email"
        autoComplete="email"
        label="comanda.publico.comun.correo"
        validate={correoSignin}
        fullWidth
      />
      <PasswordInput
        source="password"
        autoComplete="current-password"
        label="comanda.publico.comun.contrasena"
        validate={contrasenaSignin}
        fullWidth
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
    </Form>
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
