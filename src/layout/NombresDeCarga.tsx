import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * Loading indicators get an accessible name (WCAG 4.1.2, axe 'aria-progressbar-name'): react-admin's delayed bar
 * (reference selects still loading) and the app bar's spinner have none. The name is the shell's 'Cargando...' in the
 * user's language; an indicator that names itself (aria-label or aria-labelledby) keeps its own.
 */
export const NombresDeCarga = ({ children }: { children: ReactNode }) => {
  const nombre = useTranslate()('comanda.comun.cargando');
  const tema = useCallback(
    (exterior: Theme): Theme => ({
      ...exterior,
      components: {
        ...exterior.components,
        MuiLinearProgress: {
          ...exterior.components?.MuiLinearProgress,
          defaultProps: { ...exterior.components?.MuiLinearProgress?.defaultProps, 'aria-label': nombre },
        },
        MuiCircularProgress: {
          ...exterior.components?.MuiCircularProgress,
          defaultProps: { ...exterior.components?.MuiCircularProgress?.defaultProps, 'aria-label': nombre },
        },
      },
    }),
    [nombre],
  );
  return <ThemeProvider theme={tema}>{children}</ThemeProvider>;
};
