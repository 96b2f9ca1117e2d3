import { perezosa } from '../../components/perezosa';

/** The purchase form's route page (App.tsx), here so that the purchases list can load it ahead (`precargar`). */
export const RegistrarCompraPerezosa = perezosa(() => import('./RegistrarCompra'), ['layout', 'compras']);
