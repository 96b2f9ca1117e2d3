export { Layout } from './Layout';
export { AppBar, NombreUsuario, BotonCerrarSesion } from './AppBar';
export { Menu } from './Menu';
export { menuVisible } from './menuVisible';
export { Sidebar } from './Sidebar';
export { BannerPrueba, fechaCorta } from './BannerPrueba';
export { BotonTutorial, URL_TUTORIAL } from './Tutorial';
export { DireccionIdioma } from './DireccionIdioma';
export {
  lightTheme,
  darkTheme,
  ANCHO_MENU,
  ANCHO_MENU_MINI,
  BREAKPOINTS,
  DURACION_NOTIFICACION,
} from './theme';
