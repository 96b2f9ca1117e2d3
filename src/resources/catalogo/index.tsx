import { lazy, Suspense, type ComponentType } from 'react';
import type { Catalogo } from '../../../common/catalogo';
import { LoadingPage } from '../../components/LoadingOverlay';
import { conTextos } from '../../i18n/textos';
import { iconoDeCatalogo } from './iconos';

// The pages arrive in their own chunks on first use (issue 12's budgets); only the menu's icon is in the shell.
// With the catalogues' texts (src/i18n/textos.ts): every resources/ folder's, the layout's for the menu labels.
const TEXTOS = ['layout', 'catalogos'] as const;
const CatalogoCreate = lazy(
  conTextos(() => import('./CatalogoCreate').then((m) => ({ default: m.CatalogoCreate })), TEXTOS),
);
const CatalogoEdit = lazy(
  conTextos(() => import('./CatalogoEdit').then((m) => ({ default: m.CatalogoEdit })), TEXTOS),
);
const CatalogoListPagina = lazy(
  conTextos(() => import('./CatalogoListPagina').then((m) => ({ default: m.CatalogoListPagina })), TEXTOS),
);

export interface RecursoCatalogo {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

const pagina = (c: Catalogo, Pagina: ComponentType<{ c: Catalogo }>, nombre: string): ComponentType => {
  const P = () => (
    <Suspense fallback={<LoadingPage />}>
      <Pagina c={c} />
    </Suspense>
  );
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
