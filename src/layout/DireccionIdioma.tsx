import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocale } from 'react-admin';
import { esRtl } from '../i18n';

type Envoltura = ComponentType<{ children: ReactNode }>;

// The mirroring (stylis' prefixer and RTL plugin, cssjanus: ~5 kB gzipped) is fetched only when a right-to-left
// locale is chosen, not on every first load of the shell (issue 12's budgets); once here it stays.
let cargada: Envoltura | null = null;
const cargarRtl = () =>
  import('./DireccionRtl').then((m) => {
    cargada = m.default;
    return m.default;
  });

/**
 * Arabic (spec §2 language picker) turns the shell right to left: the theme's direction and mirrored styles. `dir`
 * on <html> is set by the i18nProvider itself (src/i18n). Until the mirroring arrives the shell stays as it was.
 */
export const DireccionIdioma = ({ children }: { children: ReactNode }) => {
  const rtl = esRtl(useLocale());
  const [Rtl, setRtl] = useState<Envoltura | null>(() => cargada);
  useEffect(() => {
    if (!rtl || Rtl) return;
    let activo = true;
    void cargarRtl().then((componente) => activo && setRtl(() => componente));
    return () => {
      activo = false;
    };
  }, [rtl, Rtl]);
  if (!rtl || !Rtl) return <>{children}</>;
  return <Rtl>{children}</Rtl>;
};
