import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Grid } from '@mui/material';
import { Form, maxLength, PasswordInput, SelectInput, TextInput, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { COLOMBIA, LONGITUDES_SIGNUP, TIPOS_NEGOCIO as TIPOS } from '../../../common/constantes';
import { numeroNacional } from '../../../common/telefono';
import { CountryCodeSelect, valorIndicativo, type Pais } from '../../components/CountryCodeSelect';
import { SearchableSelect } from '../../components/SearchableSelect';
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
  contrasenaNueva,
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

/** Spec §3 'Business types': the value sent is the Spanish name; the label is translated. */
export const TIPOS_NEGOCIO = TIPOS.map((id) => ({
  id,
  name: `comanda.publico.signup.tipos_negocio.${id.toLowerCase()}`,
}));

/** Required, and no longer than the API accepts. */
const requeridoHasta = (max: number) => [requerido(), maxLength(max)];
const VALIDAR_TEXTO = {
  name: requeridoHasta(LONGITUDES_SIGNUP.name),
  lastName: requeridoHasta(LONGITUDES_SIGNUP.lastName),
  businessName: requeridoHasta(LONGITUDES_SIGNUP.businessName),
  document: requeridoHasta(LONGITUDES_SIGNUP.document),
};

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
    telephoneNumber:
      numeroNacional(valores.telephoneNumber, valores.selectedCountryCode) ??
      String(valores.telephoneNumber).trim(),
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

/** Choosing a country moves the dial code to that country's (choosing México leaves no +57 behind). */
const LigarIndicativo = ({ paises }: { paises: Pais[] }) => {
  const country = useWatch({ name: 'country' }) as unknown;
  const { setValue } = useFormContext();
  const anterior = useRef(country);
  useEffect(() => {
    if (country === anterior.current) return;
    anterior.current = country;
    const elegido = paises.find((p) => p.id === Number(country));
    if (elegido?.codigo && elegido.codigo_telefono) {
      setValue('selectedCountryCode', valorIndicativo(elegido), { shouldDirty: true });
    }
  }, [country, paises, setValue]);
  return null;
};

/** A list that did not load says so at its field, with a retry. */
const FalloCatalogo = ({ mensaje, reintentar }: { mensaje: string; reintentar: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={reintentar}>
          {translate('comanda.publico.signup.reintentar')}
        </Button>
      }
    >
      {translate(mensaje)}
    </Alert>
  );
};

/** The form's fields, so a 422's messages can be placed at them; others are listed above the button. */
const CAMPOS = new Set([
  'name',
  'lastName',
  'telephoneNumber',
  'selectedCountryCode',
  'businessName',
  'businessType',
  'country',
  'documentType',
  'document',
  'email',
  'password',
  'confirmPassword',
]);

/** The API's 422 `data.errors` ({ campo: [mensajes] }) as one message per field, and the rest as a list. */
export function erroresDeCampos(errores: unknown): { campos: Record<string, string>; otros: string[] } {
  const campos: Record<string, string> = {};
  const otros: string[] = [];
  if (!errores || typeof errores !== 'object') return { campos, otros };
  for (const [campo, mensajes] of Object.entries(errores as Record<string, unknown>)) {
    const lista = (Array.isArray(mensajes) ? mensajes : [mensajes]).map(String).filter(Boolean);
    if (lista.length === 0) continue;
    if (CAMPOS.has(campo)) campos[campo] = lista.join(' ');
    else otros.push(...lista);
  }
  return { campos, otros };
}

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
  const catalogoPaises = useCatalogoPublico<Pais>('configuraciones/paises');
  const catalogoDocumentos = useCatalogoPublico<TipoDocumento>('configuraciones/documentos');
  const paises = catalogoPaises.datos;
  const documentos = catalogoDocumentos.datos;
  const [enviando, setEnviando] = useState(false);
  const [yaRegistrado, setYaRegistrado] = useState(false);
  const [otrosErrores, setOtrosErrores] = useState<string[]>([]);

  const enviar = async (valores: Record<string, unknown>) => {
    const recaptchaToken = captcha.exigir();
    if (!recaptchaToken) return;
    setEnviando(true);
    setYaRegistrado(false);
    setOtrosErrores([]);
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
      const datos = cuerpo?.data as { recaptchaToken?: boolean; errors?: unknown } | unknown[] | undefined;
      const errores = datos && !Array.isArray(datos) ? erroresDeCampos(datos.errors) : null;
      if (status === 422 && errores && (Object.keys(errores.campos).length > 0 || errores.otros.length > 0)) {
        // Every message at its field (react-admin's Form places returned errors), the others listed above the button.
        captcha.reiniciar();
        setOtrosErrores(errores.otros);
        notificar.error(mensaje);
        return errores.campos;
      }
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
      <LigarIndicativo paises={paises} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="name"
            label="comanda.publico.signup.nombre"
            autoComplete="given-name"
            validate={VALIDAR_TEXTO.name}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="lastName"
            label="comanda.publico.signup.apellidos"
            autoComplete="family-name"
            validate={VALIDAR_TEXTO.lastName}
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
            inputMode="tel"
            helperText="comanda.publico.signup.telefono_ayuda"
            validate={telefono}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="businessName"
            label="comanda.publico.signup.negocio"
            autoComplete="organization"
            validate={VALIDAR_TEXTO.businessName}
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
          {catalogoPaises.error ? (
            <FalloCatalogo
              mensaje="comanda.publico.signup.paises_error"
              reintentar={catalogoPaises.reintentar}
            />
          ) : null}
          <SearchableSelect
            source="country"
            label="comanda.publico.signup.pais"
            choices={paises}
            optionText="nombre"
            optionValue="id"
            translateChoice={false}
            defaultValue={COLOMBIA}
            validate={pais}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {catalogoDocumentos.error ? (
            <FalloCatalogo
              mensaje="comanda.publico.signup.documentos_error"
              reintentar={catalogoDocumentos.reintentar}
            />
          ) : null}
          <CampoTipoDocumento documentos={documentos} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="document"
            label="comanda.publico.signup.documento"
            validate={VALIDAR_TEXTO.document}
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
            helperText="comanda.publico.signup.regla_contrasena"
            validate={contrasenaNueva}
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
      {otrosErrores.length > 0 ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('comanda.publico.signup.errores_servidor')}
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {otrosErrores.map((texto) => (
              <li key={texto}>{texto}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
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
