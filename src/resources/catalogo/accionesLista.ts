import type { ComponentType } from 'react';
import { ImportarProductos } from '../productos/ImportarProductos';
import { CrearVariasMesas } from '../mesas/CrearVariasMesas';

/**
 * Buttons a catalogue's list toolbar shows besides Registrar and Exportar, written beside its declaration
 * (src/resources/<recurso>/), by `recurso`. Catalogues without an entry are unchanged.
 */
export const ACCIONES_LISTA: Partial<Record<string, ComponentType>> = {
  productos: ImportarProductos,
  mesas: CrearVariasMesas,
};
