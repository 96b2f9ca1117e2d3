import {
  MENU,
  puedeUsarModulo,
  ROL_PRIVILEGIADO,
  tieneAcceso,
  type GrupoMenu,
  type Modulo,
  type PermisosRol,
} from '../modules';
import { menuVisible } from './menuVisible';

export interface HijoHorizontal {
  modulo: Modulo;
  /** Listed (id_rol 0 or 1) but the section's own role limit keeps this role out (spec §6's guard). */
  deshabilitado: boolean;
}

/** A top-level entry: a group of one section is that section's link; a larger group is a collapse. */
export type EntradaHorizontal =
  | { tipo: 'enlace'; label: string; modulo: Modulo; deshabilitado: boolean }
  | { tipo: 'grupo'; label: string; grupo: GrupoMenu; deshabilitado: boolean; hijos: HijoHorizontal[] };

/**
 * The horizontal menu (spec §6), from the same module map as the vertical sidebar (`menuVisible`): unless id_rol is 0
 * or 1, top-level links are disabled; a collapse group is disabled when the role's tags lack it; children whose
 * tags are absent are hidden unless id_rol <= 1. The users page ticks section tags, never group tags, so a group
 * counts as present when its own tag or one of its sections' tags is in the string ('*' holds them all).
 */
export function menuHorizontal(
  permisos: PermisosRol | null | undefined,
  menu: GrupoMenu[] = MENU,
): EntradaHorizontal[] {
  const privilegiado = permisos != null && permisos.id_rol <= ROL_PRIVILEGIADO;
  const acceso = permisos?.acceso_modulo_tag;
  return menuVisible(menu).map((grupo): EntradaHorizontal => {
    if (grupo.items.length === 1) {
      const [modulo] = grupo.items;
      return {
        tipo: 'enlace',
        label: modulo.label,
        modulo,
        deshabilitado: !privilegiado || !puedeUsarModulo(permisos, modulo),
      };
    }
    const conEtiqueta = [grupo.tag, ...grupo.items.map((item) => item.tag)].some((tag) =>
      tieneAcceso(acceso, tag),
    );
    const hijos = grupo.items
      .filter((item) => privilegiado || tieneAcceso(acceso, item.tag))
      .map((modulo) => ({ modulo, deshabilitado: !puedeUsarModulo(permisos, modulo) }));
    return { tipo: 'grupo', label: grupo.label, grupo, deshabilitado: !conEtiqueta, hijos };
  });
}
