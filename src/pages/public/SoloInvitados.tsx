import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getToken } from '../../dataProvider/http';

export const RUTA_INICIO = '/principal';

/**
 * Spec §2: a signed-in user who opens /signin, /signup or /forgotpassword goes to /principal. Decided once on
 * mount, so that signing in on the page does not race the redirect to the remembered origin.
 */
export const SoloInvitados = ({ children }: { children: ReactNode }) => {
  const [conSesion] = useState(() => Boolean(getToken()));
  return conSesion ? <Navigate to={RUTA_INICIO} replace /> : <>{children}</>;
};
