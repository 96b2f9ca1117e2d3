import { perezosa } from '../components/perezosa';

/**
 * A declared report's page, loaded on demand with its declaration and texts (its own chunk: the declarations' titles
 * and columns are not in the first load, which knows only the module tag, common/informes/rutas.ts).
 */
export const paginaPerezosa = (modulo: string) =>
  perezosa(
    () => import('./InformePagina').then((m) => ({ default: m.paginaDeModulo(modulo) })),
    ['layout', 'informes'],
  );
