import { deepmerge } from '@mui/utils';
import { esES } from '@mui/material/locale';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { COLOR_FONDO, COLOR_PRIMARIO } from './colores';

/** Spec §9 'Layout': sidebar 304 px, 80 px when collapsed (mini). */
export const ANCHO_MENU = 304;
export const ANCHO_MENU_MINI = 80;

/** Spec §9 'Layout' breakpoints; the sidebar becomes a drawer below md. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 };

/**
 * Below md react-admin draws a list's create button as a floating button fixed 60 px above the window's bottom, 56 px
 * tall: a list that has one ends with this much room, so scrolled to the end its paginator sits above the button.
 */
export const ESPACIO_BOTON_FLOTANTE = 60 + 56 + 16;

/** Spec §8/§9: react-admin's own toasts (saves, deletes) last 5000 ms by default and appear at the top right. */
export const DURACION_NOTIFICACION = 5000;

const comun: RaThemeOptions = {
  breakpoints: { values: BREAKPOINTS },
  sidebar: { width: ANCHO_MENU, closedWidth: ANCHO_MENU_MINI },
  components: {
    // react-admin's own skip link (white text on white, and it blurs what it focuses) gives way to SaltarContenido.
    RaSkipNavigationButton: { styleOverrides: { root: { display: 'none' } } },
    RaList: {
      styleOverrides: {
        root: { '&:has(.RaCreateButton-floating)': { paddingBottom: ESPACIO_BOTON_FLOTANTE } },
      },
    },
    // Spec §2 'Paginator': first, previous, next, last.
    MuiTablePagination: { defaultProps: { showFirstButton: true, showLastButton: true } },
    RaNotification: {
      defaultProps: {
        autoHideDuration: DURACION_NOTIFICACION,
        anchorOrigin: { vertical: 'top', horizontal: 'right' },
        // Below the app bar, so a toast never covers the header's buttons (language, sign out) while it lasts.
        sx: { top: { xs: 64, sm: 72 } },
      },
    },
  },
};

/**
 * WCAG AA (4.5:1) for white text: react-admin's app bar blue #2196F3 and MUI's warning orange #ED6C02 (the trial chip)
 * reach only 3.1:1, so the light theme uses their darker shades. Text buttons too (axe, tests/e2e/accesibilidad):
 * MUI's blue #1976d2 ('Crear') is 4.4:1 on the page background and its red #d32f2f ('Eliminar') 3.8:1 on the edit
 * toolbar's grey; one shade darker each reaches 4.5:1.
 */
const contrasteAA: RaThemeOptions = {
  palette: {
    primary: { light: '#1976d2', main: COLOR_PRIMARIO, dark: '#0d47a1', contrastText: '#fff' },
    secondary: { light: '#2196f3', main: '#0069c0', dark: '#004c8c', contrastText: '#fff' },
    warning: { light: '#ed6c02', main: '#b45309', dark: '#8a3c04', contrastText: '#fff' },
    error: { light: '#d32f2f', main: '#b71c1c', dark: '#7f0000', contrastText: '#fff' },
    background: { default: COLOR_FONDO },
  },
};

/** Dark theme: MUI's red #f44336 ('Eliminar') is 2.7:1 on the edit toolbar's #424242; its light shade reaches 4.6:1. */
const contrasteAAOscuro: RaThemeOptions = {
  palette: {
    error: { light: '#ffcdd2', main: '#ef9a9a', dark: '#e57373', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
};

/** react-admin's default light theme with the spec's layout constants and MUI's Spanish texts. */
export const lightTheme: RaThemeOptions = deepmerge(
  deepmerge(deepmerge(defaultLightTheme, comun), contrasteAA),
  esES,
);

/** react-admin's default dark theme with the same constants. */
export const darkTheme: RaThemeOptions = deepmerge(
  deepmerge(deepmerge(defaultDarkTheme, comun), contrasteAAOscuro),
  esES,
);
