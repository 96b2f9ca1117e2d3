import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Form, PasswordInput, TextInput, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { http, type Envelope } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';
import { PaginaPublica } from './PaginaPublica';
import { SoloInvitados } from './SoloInvitados';
import { leerError } from './errores';
import { requerido } from './validaciones';

/**
 * /invitado?token&email&id (spec §2, §3, §4, §5): 'Actualizar datos' with Nombre, Apellidos, Contraseña,
 * Confirmar Contraseña and 'Actualizar'. A mismatch shows 'Las contraseñas no coinciden' and sends nothing;
 * POST usuario/invitado activates the account and the page goes to /signin. A used, expired or unknown link gets
 * the server's Spanish message in place.
 */
const FormularioInvitado = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const navigate = useNavigate();
  const [parametros] = useSearchParams();
  const [noCoinciden, setNoCoinciden] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const token = parametros.get('token');
  const id = parametros.get('id');

  const enviar = async (valores: Record<string, unknown>) => {
    if (valores.contrasena !== valores.confirmarContrasena) {
      setNoCoinciden(true);
      return;
    }
    setNoCoinciden(false);
    setEnviando(true);
    setError(null);
    try {
      const { data } = await http.post<Envelope>('usuario/invitado', {
        id,
        token,
        nombre: valores.nombre,
        apellido: valores.apellido,
        contraseña: valores.contrasena,
      });
      notificar.exito(data.message || 'comanda.publico.invitado.exito');
      navigate('/signin', { replace: true });
    } catch (e) {
      setEnviando(false);
      setError(leerError(e).mensaje);
    }
  };

  const requeridoCampo = requerido();
  if (!token || !id || !parametros.get('email'))
    return (
      <PaginaPublica titulo={translate('comanda.publico.invitado.titulo')}>
        <Alert severity="error">{translate('comanda.publico.invitado.enlace_incompleto')}</Alert>
      </PaginaPublica>
    );
  return (
    <PaginaPublica titulo={translate('comanda.publico.invitado.titulo')}>
      <Form onSubmit={enviar} noValidate>
        <TextInput
          source="nombre"
          label="comanda.publico.invitado.nombre"
          autoComplete="given-name"
          validate={requeridoCampo}
          fullWidth
        />
        <TextInput
          source="apellido"
          label="comanda.publico.invitado.apellidos"
          autoComplete="family-name"
          validate={requeridoCampo}
          fullWidth
        />
        <PasswordInput
          source="contrasena"
          label="comanda.publico.invitado.contrasena"
          autoComplete="new-password"
          validate={requeridoCampo}
          fullWidth
        />
        <PasswordInput
          source="confirmarContrasena"
          label="comanda.publico.invitado.confirmar"
          autoComplete="new-password"
          validate={requeridoCampo}
          fullWidth
        />
        {noCoinciden ? (
          <Alert severity="error" sx={{ my: 1 }}>
            {translate('comanda.publico.invitado.no_coinciden')}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ my: 1 }}>
            {translate(error, { _: error })}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" fullWidth size="large" loading={enviando} sx={{ mt: 2 }}>
          {translate('comanda.publico.invitado.boton')}
        </Button>
      </Form>
    </PaginaPublica>
  );
};

/** Spec §2: a signed-in user who opens /invitado goes to /principal. */
const Invitado = () => (
  <SoloInvitados>
    <FormularioInvitado />
  </SoloInvitados>
);

export default Invitado;
