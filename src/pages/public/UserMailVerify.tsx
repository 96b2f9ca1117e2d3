import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { http, type Envelope } from '../../dataProvider/http';
import { PaginaPublica } from './PaginaPublica';
import { useRedireccionDiferida } from './useRedireccionDiferida';

/** Spec §2/§4 states of the mail verification. */
export type EstadoVerificacion = 'verifying' | 'success' | 'error' | 'alreadyVerified';

/** success and alreadyVerified go to the root after 5 s (spec §4, §9). */
export const REDIRECCION_VERIFICACION_MS = 5_000;

const verificaciones = new Map<string, Promise<EstadoVerificacion>>();

/**
 * POST mail/verification, once per token and email in the page's life: React's development double effects must not
 * verify twice (the second answer would be alreadyVerified).
 */
export function verificarCorreo(token: string, email: string): Promise<EstadoVerificacion> {
  const clave = `${token}\u0000${email}`;
  let verificacion = verificaciones.get(clave);
  if (!verificacion) {
    verificacion = http
      .post<Envelope & { message_object?: { estado?: string } }>('mail/verification', { token, email })
      .then(({ data }): EstadoVerificacion => {
        const estado = data.message_object?.estado;
        return estado === 'alreadyVerified' ? 'alreadyVerified' : estado === 'success' ? 'success' : 'error';
      })
      .catch((): EstadoVerificacion => 'error');
    verificaciones.set(clave, verificacion);
  }
  return verificacion;
}

const ICONOS: Record<EstadoVerificacion, ReactNode> = {
  verifying: <CircularProgress size={56} aria-hidden />,
  success: <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} />,
  error: <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} />,
  alreadyVerified: <MarkEmailReadOutlinedIcon color="info" sx={{ fontSize: 64 }} />,
};

/** /usermailverify?token=<token>&email=<email> */
const UserMailVerify = () => {
  const translate = useTranslate();
  const [parametros] = useSearchParams();
  const token = parametros.get('token');
  const email = parametros.get('email');
  // Read as a query: the page's one verification (verificarCorreo keeps its answer for the page's life).
  const verificacion = useQuery({
    queryKey: ['mail/verification', token, email],
    queryFn: (): Promise<EstadoVerificacion> =>
      token && email ? verificarCorreo(token, email) : Promise.resolve('error'),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const estado: EstadoVerificacion = verificacion.data ?? 'verifying';
  useRedireccionDiferida(
    estado === 'success' || estado === 'alreadyVerified',
    '/',
    REDIRECCION_VERIFICACION_MS,
  );

  return (
    <PaginaPublica titulo={translate('comanda.publico.verificacion.titulo')}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} data-estado={estado}>
        <Box>{ICONOS[estado]}</Box>
        <Typography role="status">{translate(`comanda.publico.verificacion.${estado}`)}</Typography>
        {estado === 'error' ? (
          <Link component={RouterLink} to="/">
            {translate('comanda.publico.comun.ir_inicio')}
          </Link>
        ) : null}
      </Stack>
    </PaginaPublica>
  );
};

export default UserMailVerify;
