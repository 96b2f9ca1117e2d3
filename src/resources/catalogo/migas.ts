import type { Catalogo } from '../../../common/catalogo';
import { rutaCatalogo } from '../../../common/catalogo';
import { MENU } from '../../modules';
import type { Miga } from '../../components/PageFrame';
import { claveCatalogo } from './claves';

/** Breadcrumbs of a catalogue's pages: Inicio › its menu group › the catalogue › (the form). */
export function migasCatalogo(c: Catalogo, pagina?: string): Miga[] {
  const grupo = MENU.find((g) => g.items.some((item) => item.tag === c.modulo));
  const base: Miga[] = [
    { label: 'comanda.menu.inicio', link: '/principal' },
    ...(grupo ? [{ label: grupo.label }] : []),
    { label: claveCatalogo(c, 'titulo'), link: rutaCatalogo(c), active: !pagina },
  ];
  return pagina ? [...base, { label: pagina, active: true }] : base;
}
