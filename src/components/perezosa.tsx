import { lazy, Suspense, type ComponentType } from 'react';
import { conTextos, type Grupo } from '../i18n/textos';
import { LoadingPage } from './LoadingOverlay';

/**
 * A page loaded on demand (its own chunk, issue 12's budgets): React.lazy inside its own Suspense, so a route
 * shows the loading page while its code and its groups' texts (src/i18n/textos.ts) arrive, wherever it is mounted
 * (custom routes, resources, catch-all). It renders only once both are there: never a raw key.
 */
export function perezosa(
  cargar: () => Promise<{ default: ComponentType }>,
  grupos: readonly Grupo[],
): ComponentType {
  const Pagina = lazy(conTextos(cargar, grupos));
  const Perezosa = () => (
    <Suspense fallback={<LoadingPage />}>
      <Pagina />
    </Suspense>
  );
  return Perezosa;
}
