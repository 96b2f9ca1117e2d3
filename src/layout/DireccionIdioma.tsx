import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { useLocale } from 'react-admin';
import { esRtl } from '../i18n';

/** Emotion cache whose styles are mirrored (margin-left ↔ margin-right, …) for right-to-left locales. */
const cacheRtl = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

const temaRtl = (exterior: Theme): Theme => createTheme({ ...exterior, direction: 'rtl' });

/**
 * Arabic (spec §2 language picker) turns the shell right to left: the theme's direction and mirrored styles. `dir`
 * on <html> is set by the i18nProvider itself (src/i18n).
 */
export const DireccionIdioma = ({ children }: { children: ReactNode }) => {
  const locale = useLocale();
  if (!esRtl(locale)) return <>{children}</>;
  return (
    <CacheProvider value={cacheRtl}>
      <ThemeProvider theme={temaRtl}>
        <div dir="rtl" data-testid="direccion-rtl">
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
};
