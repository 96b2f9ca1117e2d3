import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { http, type Envelope } from '../../dataProvider/http';
import { PaginaPublica } from './PaginaPublica';
import { leerError } from './errores';
import { useRedireccionDiferida } from './useRedireccionDiferida';
import { requerido } from './validaciones';

/** The mismatch alert hides after 10 s; success goes to the root after 5 s (spec §5, §9). */
export const ALERTA_NO_COINCIDEN_MS = 10_000;
export const REDIRECCION_RESTABLECER_MS = 5_000;

type Resultado = { tipo: 'success' | 'error'; mensaje: string } | null;

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
      setResultado({ tipo: 'error', mensaje: leerError(error).mensaje });
    }
  };

  const requeridoCampo = requerido();
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
          <Alert severity={resultado.tipo} sx={{ my: 1 }}>
            {translate(resultado.mensaje, { _: resultado.mensaje })}
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
