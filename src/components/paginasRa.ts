/** react-admin's error and access pages, loaded on demand by ./Administracion.tsx (not in the first load). */
export {
  Error as ErrorRa,
  AccessDenied as AccesoDenegadoRa,
  AuthenticationError as ErrorAutenticacionRa,
  AuthCallback as RetornoAutenticacionRa,
} from 'react-admin';
