import { lazy, Suspense, useState, type ComponentType } from 'react';
import { conTextos, type Grupo } from '../i18n/textos';
import { LoadingPage } from './LoadingOverlay';

/** A page loaded on demand, which a screen may ask to load ahead (`precargar`: its code and texts, once). */
export type PaginaPerezosa = ComponentType & { precargar: () => Promise<void> };

/**
 * A page loaded on demand (its own chunk, issue 12's budgets): React.lazy inside its own Suspense, so a route
 * shows the loading page while its code and its groups' texts (src/i18n/textos.ts) arrive, wherever it is mounted
 * (custom routes, resources, catch-all). It renders only once both are there: never a raw key.
 * Once loaded (ahead by `precargar`, issue 25, or by an earlier visit) a new visit renders it directly: a lazy
 * component suspends at its first render even when its code is there, and React then holds the revealed page back
 * up to 300 ms after its fallback showed.
 */
export function perezosa(
  cargar: () => Promise<{ default: ComponentType }>,
  grupos: readonly Grupo[],
): PaginaPerezosa {
  let promesa: Promise<{ default: ComponentType }> | null = null;
  let cargada: ComponentType | null = null;
  const traer = () =>
    (promesa ??= conTextos(cargar, grupos)().then(
      (modulo) => {
        cargada = modulo.default;
        return modulo;
      },
      (error: unknown) => {
        // A failed fetch (a new deploy, a dropped connection) may be retried by the next visit.
        promesa = null;
        throw error;
      },
    ));
  const Diferida = lazy(traer);
  const Perezosa = () => {
    // Chosen once per visit, so the tree under the Suspense keeps its shape (and its state) while shown.
    const [Pagina] = useState<ComponentType>(() => cargada ?? Diferida);
    return (
      <Suspense fallback={<LoadingPage />}>
        <Pagina />
      </Suspense>
    );
  };
  Perezosa.precargar = () => traer().then(() => undefined);
  return Perezosa;
}
