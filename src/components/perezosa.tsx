import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingPage } from './LoadingOverlay';

/**
 * A page loaded on demand (its own chunk, issue 12's budgets): React.lazy inside its own Suspense, so a route
 * shows the loading page while its code arrives wherever it is mounted (custom routes, resources, catch-all).
 */
export function perezosa(cargar: () => Promise<{ default: ComponentType }>): ComponentType {
  const Pagina = lazy(cargar);
  const Perezosa = () => (
    <Suspense fallback={<LoadingPage />}>
      <Pagina />
    </Suspense>
  );
  return Perezosa;
}
