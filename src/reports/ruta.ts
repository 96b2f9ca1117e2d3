import type { Informe } from '../../common/informes/tipos';
import { perezosa } from '../components/perezosa';

/** A declared report's page, loaded on demand with its texts (its own chunk: not in the first load). */
export const paginaPerezosa = (informe: Informe) =>
  perezosa(
    () => import('./InformePagina').then((m) => ({ default: m.paginaDeInforme(informe) })),
    ['layout', 'informes'],
  );
