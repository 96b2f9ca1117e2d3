/**
 * The brand's two colours, in one place for the light theme (theme.ts), index.html's `theme-color` and the installable
 * app's manifest (scripts/pwa.ts): the app bar's blue (WCAG AA with white text) and react-admin's light page
 * background, which the manifest's `background_color` paints behind the splash screen while the app starts.
 */
export const COLOR_PRIMARIO = '#1565c0';
export const COLOR_FONDO = '#fafafb';
