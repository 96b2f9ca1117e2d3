import { Box, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  ToggleThemeButton,
  useLogout,
  useTranslate,
} from 'react-admin';
import { useUsuario } from '../authProvider';
import { IDIOMAS } from '../i18n';
import { BotonCabecera } from './BotonCabecera';
import { BotonTutorial } from './Tutorial';

/** The signed-in user's full name (spec §2: name plus last_name). */
export const NombreUsuario = () => {
  const usuario = useUsuario();
  if (!usuario) return null;
  const nombre = `${usuario.user.name} ${usuario.user.last_name}`.trim();
  return (
    <Typography
      variant="body2"
      noWrap
      data-testid="nombre-usuario"
      sx={{ mx: 1, maxWidth: 220, display: { xs: 'none', sm: 'block' } }}
    >
      {nombre}
    </Typography>
  );
};

export const BotonCerrarSesion = () => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <BotonCabecera
      icono={<LogoutIcon />}
      texto={translate('comanda.layout.cerrar_sesion')}
      onClick={() => void logout()}
    />
  );
};

const Herramientas = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'nowrap' }}>
    <NombreUsuario />
    <BotonTutorial />
    <LocalesMenuButton languages={IDIOMAS} />
    <ToggleThemeButton />
    <LoadingIndicator />
    <BotonCerrarSesion />
  </Box>
);

/**
 * The header (spec §2 'Shell'): page title, the user's full name, 'Ver tutorial', the language picker, the light/dark
 * toggle and 'Cerrar Sesión'. Sign-out replaces react-admin's user menu.
 */
export const AppBar = () => (
  <RaAppBar userMenu={false} toolbar={<Herramientas />}>
    <TitlePortal />
  </RaAppBar>
);
