import { useState } from 'react';
import { Alert, Grid } from '@mui/material';
import { Form, PasswordInput, SelectInput, TextInput, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CountryCodeSelect, type Pais } from '../../components/CountryCodeSelect';
import { http, type Envelope } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';
import { CaptchaCampo } from './CaptchaCampo';
import { PaginaPublica } from './PaginaPublica';
import { BotonEnviar, EnlacePie } from './PieFormulario';
import { RUTA_INICIO, SoloInvitados } from './SoloInvitados';
import { leerError } from './errores';
import { useCaptchaEstado } from './useCaptchaEstado';
import { useCatalogoPublico } from './useCatalogoPublico';
import { useIniciarSesion } from './useIniciarSesion';
import {
  confirmacion,
  correoSignup,
  pais,
  requerido,
  requiereTipoDocumento,
  telefono,
  tipoDocumento,
} from './validaciones';

const MENSAJES_CAPTCHA = {
  faltante: 'comanda.publico.validacion.captcha',
  expirado: 'comanda.publico.validacion.captcha_expirado',
  rechazado: 'comanda.publico.validacion.captcha',
};

/** Spec §3 'Business types': the value sent is the Spanish name. */
export const TIPOS_NEGOCIO = [
  { id: 'Bar', name: 'comanda.publico.signup.tipos_negocio.bar' },
  { id: 'Restaurante', name: 'comanda.publico.signup.tipos_negocio.restaurante' },
  { id: 'Cafeteria', name: 'comanda.publico.signup.tipos_negocio.cafeteria' },
  { id: 'Otro', name: 'comanda.publico.signup.tipos_negocio.otro' },
];

export const INDICATIVO_POR_DEFECTO = '+57_CO';

interface TipoDocumento {
  id: number;
  nombre: string;
}

interface ValoresSignUp {
  name: string;
  lastName: string;
  telephoneNumber: string;
  selectedCountryCode: string;
  businessName: string;
  businessType: string;
  country: number | string;
  documentType?: number | string | null;
  document: string;
  email: string;
  password: string;
}

/** Spec §3 'Sign-up payload'; the document type only travels for country 53. */
export function cuerpoSignUp(valores: ValoresSignUp, recaptchaToken: string) {
  const conTipo = requiereTipoDocumento(valores.country);
  return {
    name: valores.name.trim(),
    lastName: valores.lastName.trim(),
    telephoneNumber: String(valores.telephoneNumber).trim(),
    businessName: valores.businessName.trim(),
    businessType: valores.businessType,
    country: Number(valores.country),
    email: valores.email.trim(),
    password: valores.password,
    recaptchaToken,
    document: String(valores.document).trim(),
    documentType: conTipo ? Number(valores.documentType) : null,
    selectedCountryCode: valores.selectedCountryCode,
  };
}

const CampoIndicativo = ({ paises }: { paises: Pais[] }) => {
  const { field } = useInput({ source: 'selectedCountryCode', defaultValue: INDICATIVO_POR_DEFECTO });
  return (
    <CountryCodeSelect
      paises={paises}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth
    />
  );
};

/** Document type: only for Colombia (country id 53). */
const CampoTipoDocumento = ({ documentos }: { documentos: TipoDocumento[] }) => {
  const country = useWatch({ name: 'country' }) as unknown;
  if (!requiereTipoDocumento(country)) return null;
  return (
    <SelectInput
      source="documentType"
      label="comanda.publico.signup.tipo_documento"
      choices={documentos}
      optionText="nombre"
      translateChoice={false}
      validate={tipoDocumento}
      fullWidth
    />
  );
};

const FormularioSignUp = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const iniciarSesion = useIniciarSesion();
  const captcha = useCaptchaEstado();
  const { datos: paises } = useCatalogoPublico<Pais>('configuraciones/paises');
  const { datos: documentos } = useCatalogoPublico<TipoDocumento>('configuraciones/documentos');
  const [enviando, setEnviando] = useState(false);
  const [yaRegistrado, setYaRegistrado] = useState(false);

  const enviar = async (valores: Record<string, unknown>) => {
    const recaptchaToken = captcha.exigir();
    if (!recaptchaToken) return;
    setEnviando(true);
    setYaRegistrado(false);
    let token: string;
    try {
      const { data } = await http.post<Envelope<{ token: string }>>(
        'singUp',
        cuerpoSignUp(valores as unknown as ValoresSignUp, recaptchaToken),
      );
      token = data.data.token;
    } catch (error) {
      setEnviando(false);
      const { status, mensaje, cuerpo } = leerError(error);
      const datos = cuerpo?.data as { recaptchaToken?: boolean } | unknown[] | undefined;
      if (status === 409 || (Array.isArray(datos) && datos.length === 0)) {
        setYaRegistrado(true);
        captcha.reiniciar();
      } else if (datos && !Array.isArray(datos) && datos.recaptchaToken === false) {
        captcha.reiniciar('rechazado');
        notificar.error(MENSAJES_CAPTCHA.rechazado);
      } else {
        captcha.reiniciar();
        notificar.error(mensaje);
      }
      return;
    }
    try {
      await iniciarSesion({ token }, RUTA_INICIO);
      notificar.exito('comanda.publico.signup.exito');
    } catch (error) {
      setEnviando(false);
      notificar.error(leerError(error).mensaje);
    }
  };

  const requeridoCampo = requerido();
  return (
    <Form onSubmit={enviar} noValidate>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="name"
            label="comanda.publico.signup.nombre"
            autoComplete="given-name"
            validate={requeridoCampo}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="lastName"
            label="comanda.publico.signup.apellidos"
            autoComplete="family-name"
            validate={requeridoCampo}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 5, sm: 4 }}>
          <CampoIndicativo paises={paises} />
        </Grid>
        <Grid size={{ xs: 7, sm: 8 }}>
          <TextInput
            source="telephoneNumber"
            label="comanda.publico.signup.telefono"
            autoComplete="tel-national"
            inputMode="numeric"
            validate={telefono}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="businessName"
            label="comanda.publico.signup.negocio"
            autoComplete="organization"
            validate={requeridoCampo}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            source="businessType"
            label="comanda.publico.signup.tipo_negocio"
            choices={TIPOS_NEGOCIO}
            validate={requeridoCampo}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            source="country"
            label="comanda.publico.signup.pais"
            choices={paises}
            optionText="nombre"
            translateChoice={false}
            validate={pais}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoTipoDocumento documentos={documentos} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="document"
            label="comanda.publico.signup.documento"
            validate={requeridoCampo}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="email"
            type="email"
            label="comanda.publico.comun.correo"
            autoComplete="email"
            validate={correoSignup}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordInput
            source="password"
            label="comanda.publico.comun.contrasena"
            autoComplete="new-password"
            validate={requeridoCampo}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordInput
            source="confirmPassword"
            label="comanda.publico.comun.confirmar_contrasena"
            autoComplete="new-password"
            validate={confirmacion}
            fullWidth
          />
        </Grid>
      </Grid>
      <CaptchaCampo estado={captcha} mensajes={MENSAJES_CAPTCHA} />
      {yaRegistrado ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('comanda.publico.signup.ya_registrado')}
        </Alert>
      ) : null}
      <BotonEnviar
        label="comanda.publico.signup.boton"
        enviando={enviando}
        onClick={() => captcha.exigir()}
      />
      <EnlacePie
        texto="comanda.publico.signup.con_cuenta"
        enlace="comanda.publico.signup.ingresar"
        to="/signin"
      />
    </Form>
  );
};

/** /signup (spec §2, §3, §5, §8). */
const SignUp = () => {
  const translate = useTranslate();
  return (
    <SoloInvitados>
      <PaginaPublica
        titulo={translate('comanda.publico.signup.titulo')}
        subtitulo={translate('comanda.publico.signup.subtitulo')}
        ancho={720}
      >
        <FormularioSignUp />
      </PaginaPublica>
    </SoloInvitados>
  );
};

export default SignUp;
