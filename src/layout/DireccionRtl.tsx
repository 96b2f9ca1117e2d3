import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/** Emotion cache whose styles are mirrored (margin-left ↔ margin-right, …) for right-to-left locales. */
const cacheRtl = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

const temaRtl = (exterior: Theme): Theme => createTheme({ ...exterior, direction: 'rtl' });

/** The shell right to left: the theme's direction and mirrored styles (its own chunk: see DireccionIdioma). */
const DireccionRtl = ({ children }: { children: ReactNode }) => (
  <CacheProvider value={cacheRtl}>
    <ThemeProvider theme={temaRtl}>
      <div dir="rtl" data-testid="direccion-rtl">
        {children}
      </div>
    </ThemeProvider>
  </CacheProvider>
);

export default DireccionRtl;
