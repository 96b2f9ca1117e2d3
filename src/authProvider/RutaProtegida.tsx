import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { getToken } from '../dataProvider/http';
import { RUTA_SIGNIN } from './authProvider';
import { destinoSinAcceso, puedeAcceder } from './guard';
import { usuarioActual } from './session';
import { useUsuario } from './useUsuario';

export const SinPermiso = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="warning">{translate('comanda.auth.sin_permiso')}</Alert>
    </Box>
  );
};

/**
 * Spec §6 route guard for pages inside the layout: renders its children when the signed-in user's role may open the
 * current path, else goes to the first permitted route (or /ventas). A visitor without a token goes to /signin
 * remembering the page (as react-admin does); a token whose user cannot be loaded signs out. Wrap the layout's
 * content (or one page) in it.
 */
export const RutaProtegida = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const usuario = useUsuario();
  const logout = useLogout();
  const conToken = Boolean(getToken());

  // The user is loaded through react-query (POST me, shared with every other ask); a token whose user cannot be
  // loaded signs out.
  const carga = useQuery({
    queryKey: ['me'],
    queryFn: usuarioActual,
    enabled: conToken && !usuario,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const sinUsuario = conToken && !usuario && carga.isError;
  useEffect(() => {
    if (sinUsuario) void logout({}, RUTA_SIGNIN);
  }, [sinUsuario, logout]);

  if (!conToken) {
    return <Navigate to={RUTA_SIGNIN} replace state={{ nextPathname: pathname, nextSearch: search }} />;
  }
  if (!usuario) return null;
  if (puedeAcceder(usuario.rol, pathname)) return <>{children}</>;
  const destino = destinoSinAcceso(usuario.rol, pathname);
  if (destino === pathname) return <SinPermiso />;
  return <Navigate to={destino} replace />;
};

/**
 * For `<Admin accessDenied>`: react-admin lands here when `canAccess` refuses a resource; go to the user's first
 * permitted route, or explain when there is none.
 */
export const AccesoDenegado = () => {
  const usuario = useUsuario();
  if (!usuario) return null;
  const destino = destinoSinAcceso(usuario.rol, '/access-denied');
  if (!puedeAcceder(usuario.rol, destino)) return <SinPermiso />;
  return <Navigate to={destino} replace />;
};
