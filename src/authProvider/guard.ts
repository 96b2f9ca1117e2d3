import { moduloDeRuta, primeraRutaPermitida, tieneAcceso } from '../modules';
import type { Permisos } from './types';

/** Where users without access to a role-restricted page go (spec §6). */
export const RUTA_SIN_PERMISO = '/ventas';

/** Pages reserved to some roles whatever their module tags (spec §6). */
const RESTRICCIONES_DE_ROL: { ruta: string; roles: number[] }[] = [
  { ruta: '/suscripciones', roles: [0] },
  { ruta: '/informes/informeDevolucionesCompras', roles: [0, 1] },
  { ruta: '/informes/informeDevolucionGastos', roles: [0, 1] },
];

const bajo = (pathname: string, ruta: string): boolean =>
  pathname === ruta || pathname.startsWith(`${ruta}/`);

/** The path a react-admin resource name stands for ('categorias' → '/categorias'). */
export function rutaDeRecurso(resource: string): string {
  return resource.startsWith('/') ? resource : `/${resource}`;
}

/**
 * Spec §6 route guard: role-restricted pages first; then '*' passes; otherwise the tag of the route's module must be
 * inside the access string. Paths outside the module map are open to any signed-in user.
 */
export function puedeAcceder(permisos: Permisos | null | undefined, pathname: string): boolean {
  if (!permisos) return false;
  const restriccion = RESTRICCIONES_DE_ROL.find(({ ruta }) => bajo(pathname, ruta));
  if (restriccion && !restriccion.roles.includes(permisos.id_rol)) return false;
  const modulo = moduloDeRuta(pathname);
  if (!modulo) return true;
  return tieneAcceso(permisos.acceso_modulo_tag, modulo.tag);
}

/** Where a user refused by `puedeAcceder` goes: /ventas for role-restricted pages, else the first permitted route. */
export function destinoSinAcceso(permisos: Permisos | null | undefined, pathname: string): string {
  if (RESTRICCIONES_DE_ROL.some(({ ruta }) => bajo(pathname, ruta))) return RUTA_SIN_PERMISO;
  return primeraRutaPermitida(permisos?.acceso_modulo_tag);
}
