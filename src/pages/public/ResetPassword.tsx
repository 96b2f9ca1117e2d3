import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { http, type Envelope } from '../../dataProvider/http';
import { PaginaPublica } from './PaginaPublica';
import { leerError } from './errores';
import { useRedireccionDiferida } from './useRedireccionDiferida';
import { requerido } from './validaciones';

/** The mismatch alert hides after 10 s; success goes to the root after 5 s (spec §5, §9). */
export const ALERTA_NO_COINCIDEN_MS = 10_000;
export const REDIRECCION_RESTABLECER_MS = 5_000;

type Resultado = { tipo: 'success' | 'error'; mensaje: string; enlaceVencido?: boolean } | null;

/** A link that is used, expired or unknown: the API answers 404 (spec §8) or 410/422 for the token. */
const esEnlaceVencido = (status: number) => status === 404 || status === 410 || status === 422;

/** 'Pedir un nuevo enlace': to /forgotpassword, where a fresh link is sent. */
const PedirNuevoEnlace = () => {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/forgotpassword" color="inherit" size="small">
      {translate('comanda.publico.reset.pedir_nuevo')}
    </Button>
  );
};

/** /resetpassword?valJp=<token>&email=<email> (spec §2, §4, §5, §8). */
const ResetPassword = () => {
  const translate = useTranslate();
  const [parametros] = useSearchParams();
  const [noCoinciden, setNoCoinciden] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<Resultado>(null);
  useRedireccionDiferida(resultado?.tipo === 'success', '/', REDIRECCION_RESTABLECER_MS);

  useEffect(() => {
    if (!noCoinciden) return;
    const temporizador = setTimeout(() => setNoCoinciden(false), ALERTA_NO_COINCIDEN_MS);
    return () => clearTimeout(temporizador);
  }, [noCoinciden]);

  const enviar = async (valores: Record<string, unknown>) => {
    if (valores.password !== valores.confirmPassword) {
      setNoCoinciden(true);
      return;
    }
    setNoCoinciden(false);
    setEnviando(true);
    setResultado(null);
    try {
      const { data } = await http.post<Envelope>('passwordReset', {
        password: valores.password,
        token: parametros.get('valJp') ?? '',
        email: parametros.get('email') ?? '',
      });
      if (data.code === 200) {
        setResultado({ tipo: 'success', mensaje: data.message || 'comanda.publico.reset.exito' });
      } else {
        setEnviando(false);
        setResultado({ tipo: 'error', mensaje: data.message || 'comanda.errores.generico' });
      }
    } catch (error) {
      setEnviando(false);
      const { status, mensaje } = leerError(error);
      setResultado({ tipo: 'error', mensaje, enlaceVencido: esEnlaceVencido(status) });
    }
  };

  const requeridoCampo = requerido();
  if (!parametros.get('valJp') || !parametros.get('email')) {
    // Without its token and e-mail the form could only fail on submit: say so and offer a new link instead.
    return (
      <PaginaPublica titulo={translate('comanda.publico.reset.titulo')}>
        <Alert severity="error" action={<PedirNuevoEnlace />}>
          {translate('comanda.publico.reset.enlace_incompleto')}
        </Alert>
      </PaginaPublica>
    );
  }
  return (
    <PaginaPublica titulo={translate('comanda.publico.reset.titulo')}>
      <Form onSubmit={enviar} noValidate>
        <PasswordInput
          source="password"
          label="comanda.publico.reset.nueva"
          autoComplete="new-password"
          validate={requeridoCampo}
          fullWidth
        />
        <PasswordInput
          source="confirmPassword"
          label="comanda.publico.reset.confirmar"
          autoComplete="new-password"
          validate={requeridoCampo}
          fullWidth
        />
        {noCoinciden ? (
          <Alert severity="error" sx={{ my: 1 }}>
            {translate('comanda.publico.validacion.contrasenas_no_coinciden')}
          </Alert>
        ) : null}
        {resultado ? (
          <Alert
            severity={resultado.tipo}
            sx={{ my: 1 }}
            action={resultado.enlaceVencido ? <PedirNuevoEnlace /> : undefined}
          >
            <div>{translate(resultado.mensaje, { _: resultado.mensaje })}</div>
            {resultado.enlaceVencido ? <div>{translate('comanda.publico.reset.enlace_vencido')}</div> : null}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          loading={enviando}
          disabled={resultado?.tipo === 'success'}
          sx={{ mt: 2 }}
        >
          {translate('comanda.publico.reset.boton')}
        </Button>
      </Form>
    </PaginaPublica>
  );
};

export default ResetPassword;
