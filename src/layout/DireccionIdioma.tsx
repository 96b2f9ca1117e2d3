import { lazy, Suspense, type ReactNode } from 'react';
import { useLocale } from 'react-admin';
import { esRtl } from '../i18n';

// The mirroring (stylis' prefixer and RTL plugin, cssjanus: ~5 kB gzipped) is fetched only when a right-to-left
// locale is chosen, not on every first load of the shell (issue 12's budgets).
const DireccionRtl = lazy(() => import('./DireccionRtl'));

/**
 * Arabic (spec §2 language picker) turns the shell right to left: the theme's direction and mirrored styles. `dir`
 * on <html> is set by the i18nProvider itself (src/i18n). While the mirroring arrives the shell stays as it was.
 */
export const DireccionIdioma = ({ children }: { children: ReactNode }) => {
  const locale = useLocale();
  if (!esRtl(locale)) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <DireccionRtl>{children}</DireccionRtl>
    </Suspense>
  );
};
