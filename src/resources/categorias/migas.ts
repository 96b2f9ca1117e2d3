import type { Miga } from '../../components/PageFrame';

/** Breadcrumbs of the Categorías pages: Inicio › Tablas › Categorías › (the form). */
export function migasCategorias(pagina?: string): Miga[] {
  const base: Miga[] = [
    { label: 'comanda.menu.inicio', link: '/principal' },
    { label: 'comanda.menu.tablas' },
    { label: 'comanda.categorias.titulo', link: '/categorias', active: !pagina },
  ];
  return pagina ? [...base, { label: pagina, active: true }] : base;
}
