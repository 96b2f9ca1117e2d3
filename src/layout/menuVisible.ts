import { MENU, type GrupoMenu } from '../modules';

/**
 * The vertical sidebar's menu (spec §2 'Navigation menu', §6: unfiltered by role): the groups of src/modules.ts with
 * only the sections whose pages exist (`disponible`), and without the groups left empty.
 */
export function menuVisible(menu: GrupoMenu[] = MENU): GrupoMenu[] {
  return menu
    .map((grupo) => ({ ...grupo, items: grupo.items.filter((item) => item.disponible) }))
    .filter((grupo) => grupo.items.length > 0);
}
