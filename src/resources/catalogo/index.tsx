import type { ComponentType } from 'react';
import type { Catalogo } from '../../../common/catalogo';
import { CatalogoCreate } from './CatalogoCreate';
import { CatalogoEdit } from './CatalogoEdit';
import { CatalogoListPagina } from './CatalogoListPagina';
import { iconoDeCatalogo } from './iconos';

export interface RecursoCatalogo {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

const pagina = (c: Catalogo, Pagina: ComponentType<{ c: Catalogo }>, nombre: string): ComponentType => {
  const P = () => <Pagina c={c} />;
  P.displayName = `${nombre}(${c.recurso})`;
  return P;
};

/**
 * A declared catalogue's react-admin pages (spec §2: `<ruta>`, `<ruta>/registrar`, `<ruta>/editar/:id`), as
 * App.tsx mounts them; the same shape as a hand-built resource folder's index.
 */
export function recursoCatalogo(c: Catalogo): RecursoCatalogo {
  return {
    list: pagina(c, CatalogoListPagina, 'CatalogoList'),
    create: pagina(c, CatalogoCreate, 'CatalogoCreate'),
    edit: pagina(c, CatalogoEdit, 'CatalogoEdit'),
    icon: iconoDeCatalogo(c.recurso),
    recordRepresentation: c.lista.orden,
  };
}
