import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNotificationContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CredencialesLogin } from '../../authProvider';
import { RUTA_INICIO } from './SoloInvitados';

interface Origen {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Signs in through the authProvider, then goes to the page react-admin remembered when it sent the visitor to
 * /signin, or to /principal. Unlike react-admin's useLogin it forgets the cached 'not signed in' answers first:
 * the public pages live inside the admin's routes, which would otherwise still see them and sign out again.
 */
export function useIniciarSesion() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { resetNotifications } = useNotificationContext();
  const origen = location.state as Origen | null;

  return useCallback(
    async (credenciales: CredencialesLogin, destino: string = RUTA_INICIO) => {
      if (!authProvider) throw new Error('authProvider');
      await authProvider.login(credenciales);
      resetNotifications();
      queryClient.removeQueries({ queryKey: ['auth'] });
      navigate(origen?.nextPathname ? `${origen.nextPathname}${origen.nextSearch ?? ''}` : destino);
    },
    [authProvider, queryClient, navigate, origen, resetNotifications],
  );
}
