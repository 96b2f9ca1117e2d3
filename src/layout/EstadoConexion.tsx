import { lazy, Suspense } from 'react';

// Lazy: the header is on every page (page-weight budgets); the offline queue's code loads after the page.
const EstadoConexionCabecera = lazy(() => import('../pos/sinConexion/EstadoConexion'));

/** The connection's state and the offline sales waiting in this device (issue 31; src/pos/sinConexion/). */
export const EstadoConexion = () => (
  <Suspense fallback={null}>
    <EstadoConexionCabecera />
  </Suspense>
);
