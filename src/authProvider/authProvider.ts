import type { AuthProvider } from 'react-admin';
import { getToken, http, setToken, UNAUTHENTICATED, type Envelope } from '../dataProvider/http';
import { puedeAcceder, rutaDeRecurso } from './guard';
import { cargarUsuario, getUsuario, limpiarSesion, usuarioActual } from './session';
import type { CredencialesLogin, Permisos, Usuario } from './types';

export const RUTA_SIGNIN = '/signin';

/** Set (in this tab) when a signed-in session ends by itself, so the sign-in page can say why it is shown. */
export const SESION_TERMINADA = 'comanda.sesion_terminada';
const marcarSesionTerminada = () => {
  if (getUsuario()) sessionStorage.setItem(SESION_TERMINADA, '1');
};

interface ErrorConEstado {
  status?: number;
  message?: string;
}

const esErrorDeSesion = (error: unknown): boolean => {
  const { status, message } = (error ?? {}) as ErrorConEstado;
  return status === 401 || message === UNAUTHENTICATED;
};

/**
 * The user for this page. A network failure keeps the cached user (the API may be briefly away); an authentication
 * failure, or no cached user, signs out.
 */
async function usuarioOSalir(): Promise<Usuario> {
  try {
    const usuario = await usuarioActual();
    if (usuario) return usuario;
  } catch (error) {
    const cacheado = getUsuario();
    if (cacheado && getToken() && !esErrorDeSesion(error)) return cacheado;
    if (esErrorDeSesion(error)) marcarSesionTerminada();
  }
  throw { redirectTo: RUTA_SIGNIN, message: false };
}

const permisosDe = (usuario: Usuario): Permisos => ({
  id_rol: usuario.rol.id_rol,
  acceso_modulo_tag: usuario.rol.acceso_modulo_tag,
});

export const authProvider: AuthProvider = {
  async login(params: CredencialesLogin) {
    if ('token' in params) {
      setToken(params.token);
    } else {
      const { data } = await http.post<Envelope<{ token: string }>>('login', {
        email: params.email,
        password: params.password,
        method: params.method ?? 'login',
        invitation: params.invitation ?? 'null',
        recaptchaToken: params.recaptchaToken,
      });
      setToken(data.data.token);
    }
    try {
      await cargarUsuario();
    } catch (error) {
      limpiarSesion();
      throw error;
    }
  },

  async logout() {
    if (getToken()) {
      await http.post('logout').catch(() => undefined);
    }
    limpiarSesion();
    return RUTA_SIGNIN;
  },

  async checkAuth() {
    if (!getToken()) throw { redirectTo: RUTA_SIGNIN, message: false };
    await usuarioOSalir();
  },

  async checkError(error: unknown) {
    if (esErrorDeSesion(error)) {
      marcarSesionTerminada();
      limpiarSesion();
      throw { redirectTo: RUTA_SIGNIN, logoutUser: true, message: false };
    }
  },

  async getIdentity() {
    const usuario = await usuarioOSalir();
    return {
      id: usuario.user.id,
      fullName: `${usuario.user.name} ${usuario.user.last_name}`.trim(),
    };
  },

  async getPermissions() {
    if (!getToken()) return undefined;
    return permisosDe(await usuarioOSalir());
  },

  async canAccess({ resource }) {
    if (!getToken()) return false;
    return puedeAcceder(permisosDe(await usuarioOSalir()), rutaDeRecurso(resource));
  },
};

export default authProvider;
