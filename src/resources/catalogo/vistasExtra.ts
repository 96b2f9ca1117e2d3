import type { ComponentType } from 'react';
import { OrdenCategorias } from '../categorias/OrdenCategorias';
import { PlanoMesas } from '../mesas';

/** A view of a catalogue besides its generated list, written beside its declaration (src/resources/<recurso>/). */
export interface VistaExtra {
  /** i18n key of its tab. */
  etiqueta: string;
  /** Its path segment in `?vista=` (so a reload stays on it). */
  vista: string;
  componente: ComponentType;
}

/** The catalogues whose list page also offers another view, by `recurso`: the list page shows 'Lista' and it as tabs. */
export const VISTAS_EXTRA: Partial<Record<string, VistaExtra>> = {
  categorias: { etiqueta: 'comanda.categorias.orden', vista: 'orden', componente: OrdenCategorias },
  mesas: { etiqueta: 'comanda.plano_mesas.pestana', vista: 'plano', componente: PlanoMesas },
};
