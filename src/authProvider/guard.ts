import { MODULOS, moduloDeRuta, primeraRutaPermitida, puedeUsarModulo } from '../modules';
import type { Permisos } from './types';

/** Where users without access to a role-restricted page go (spec §6). */
export const RUTA_SIN_PERMISO = '/ventas';

/** The path a react-admin resource name stands for ('categorias' → '/categorias'). */
export function rutaDeRecurso(resource: string): string {
  return resource.startsWith('/') ? resource : `/${resource}`;
}

/**
 * Spec §6 route guard, from the module map of common/modulos.ts (the API checks the same): the section's role limit
 * first; then '*' passes; otherwise the tag of the route's module must be inside the access string. Paths outside
 * the module map are open to any signed-in user.
 */
export function puedeAcceder(permisos: Permisos | null | undefined, pathname: string): boolean {
  if (!permisos) return false;
  const modulo = moduloDeRuta(pathname);
  if (!modulo) return true;
  return puedeUsarModulo(permisos, modulo);
}

/** Where a user refused by `puedeAcceder` goes: /ventas for role-restricted pages, else the first permitted route. */
export function destinoSinAcceso(permisos: Permisos | null | undefined, pathname: string): string {
  if (moduloDeRuta(pathname)?.roles) return RUTA_SIN_PERMISO;
  return primeraRutaPermitida(permisos);
}

/** The first segment of every section of the module map ('/informes', '/ordenes', '/categorias'…). */
const SECCIONES = new Set(MODULOS.map((m) => `/${m.path.split('/')[1]}`));

/**
 * Spec §2 'Protected routes': a path inside a section of the module map, built or not ('/informes/informeVentas',
 * '/productos/registrar'). Anonymous visitors of these go to /signin, never to the not-found page.
 */
export function esRutaProtegida(pathname: string): boolean {
  return SECCIONES.has(`/${pathname.split('/')[1]}`);
}
