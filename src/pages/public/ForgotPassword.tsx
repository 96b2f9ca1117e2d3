import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { http, type Envelope } from '../../dataProvider/http';
import { PaginaPublica } from './PaginaPublica';
import { SoloInvitados } from './SoloInvitados';
import { leerError } from './errores';
import { useRedireccionDiferida } from './useRedireccionDiferida';
import { correoRecuperar } from './validaciones';

/** After a successful request the page goes to the root (spec §4, §9). */
export const REDIRECCION_RECUPERAR_MS = 3_500;

type Resultado = { tipo: 'success' | 'error'; mensaje: string } | null;

const FormularioRecuperar = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<Resultado>(null);
  useRedireccionDiferida(resultado?.tipo === 'success', '/', REDIRECCION_RECUPERAR_MS);

  const enviar = async (valores: Record<string, unknown>) => {
    setEnviando(true);
    setResultado(null);
    try {
      const { data } = await http.post<Envelope>('forgotPassword', { email: String(valores.email).trim() });
      setResultado({ tipo: 'success', mensaje: data.message || 'comanda.publico.forgot.exito' });
    } catch (error) {
      setEnviando(false);
      setResultado({ tipo: 'error', mensaje: leerError(error).mensaje });
    }
  };

  return (
    <Form onSubmit={enviar} noValidate>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('comanda.publico.forgot.instrucciones')}
      </Typography>
      <TextInput
        source="email"
        type="email"
        autoComplete="email"
        label="comanda.publico.comun.correo"
        validate={correoRecuperar}
        fullWidth
      />
      {resultado ? (
        <Alert severity={resultado.tipo} sx={{ my: 1 }}>
          {translate(resultado.mensaje, { _: resultado.mensaje })}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Button variant="outlined" onClick={() => navigate('/')}>
          {translate('comanda.publico.forgot.regresar')}
        </Button>
        <Button type="submit" variant="contained" loading={enviando} disabled={resultado?.tipo === 'success'}>
          {translate('comanda.publico.forgot.enviar')}
        </Button>
      </Stack>
    </Form>
  );
};

/** /forgotpassword (spec §2, §4, §5, §8). */
const ForgotPassword = () => {
  const translate = useTranslate();
  return (
    <SoloInvitados>
      <PaginaPublica titulo={translate('comanda.publico.forgot.titulo')}>
        <FormularioRecuperar />
      </PaginaPublica>
    </SoloInvitados>
  );
};

export default ForgotPassword;
