import { lazy, Suspense } from 'react';

// Lazy: the header is on every page, /principal's first load included (page-weight budgets).
const SelectorSedeCabecera = lazy(() => import('../pos/sede/SelectorSedeCabecera'));

/** The current venue's picker in the app bar (issue 30; src/pos/sede/). */
export const SelectorSede = () => (
  <Suspense fallback={null}>
    <SelectorSedeCabecera />
  </Suspense>
);
