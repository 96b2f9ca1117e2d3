export { authProvider, RUTA_SIGNIN, default } from './authProvider';
export { adoptTokenFromUrl } from './urlToken';
export { useUsuario } from './useUsuario';
export { getUsuario, cargarUsuario, limpiarSesion, USUARIO_KEY } from './session';
export { puedeAcceder, destinoSinAcceso, rutaDeRecurso, esRutaProtegida, RUTA_SIN_PERMISO } from './guard';
export { RutaProtegida, AccesoDenegado, SinPermiso } from './RutaProtegida';
export type { Usuario, Permisos, SuscripcionEmpresa, Cobro, CredencialesLogin } from './types';
