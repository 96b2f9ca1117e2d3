import { perezosa } from '../../components/perezosa';

/** The order screen's route page (App.tsx), here so that the table map can load it ahead (`precargar`). */
export const PantallaOrdenarPerezosa = perezosa(() => import('./PantallaOrdenar'), ['layout', 'pos']);
