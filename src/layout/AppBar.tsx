import { Box, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  AppBar as RaAppBar,
  type AppBarProps,
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
import { SelectorSede } from './SelectorSede';
import { EstadoConexion } from './EstadoConexion';

/** The signed-in user's full name (spec §2: name plus last_name); `siempre`: also on a phone (the drawer's). */
export const NombreUsuario = ({ siempre = false }: { siempre?: boolean }) => {
  const usuario = useUsuario();
  if (!usuario) return null;
  const nombre = `${usuario.user.name} ${usuario.user.last_name}`.trim();
  return (
    <Typography
      variant="body2"
      noWrap
      data-testid="nombre-usuario"
      // flexShrink 0: a drawer's column shrinks its children, and the long menu under it would fold the name to nothing.
      sx={{
        mx: 1,
        maxWidth: 220,
        flexShrink: 0,
        display: siempre ? 'block' : { xs: 'none', sm: 'block' },
        ...(siempre && { py: 1.5 }),
      }}
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

/** Below sm the language button keeps its icon only (its name stays for screen readers), so the title has room. */
const IDIOMA_COMPACTO = {
  display: 'flex',
  '& .MuiButton-root': { minWidth: 0, fontSize: 0 },
  '& .MuiButton-startIcon': { mx: 0 },
  '& .MuiButton-endIcon': { display: 'none' },
} as const;

const esTelefono = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * The header's actions, one list for every layout (the app bar's right end; the sidebar's top in the layout without
 * header, which styles it through `sx`).
 */
export const Herramientas = ({ sx }: { sx?: SxProps<Theme> }) => {
  const telefono = useMediaQuery(esTelefono, { noSsr: true });
  return (
    <Box sx={sx ?? { display: 'flex', alignItems: 'center', flexWrap: 'nowrap', flexShrink: 0 }}>
      <EstadoConexion />
      <SelectorSede />
      <NombreUsuario />
      <BotonTutorial />
      <Box component="span" sx={telefono ? IDIOMA_COMPACTO : { display: 'flex' }} data-testid="idioma">
        <LocalesMenuButton languages={IDIOMAS} />
      </Box>
      <ToggleThemeButton />
      <LoadingIndicator />
      <BotonCerrarSesion />
    </Box>
  );
};

/**
 * The header (spec §2 'Shell'): page title, the user's full name, 'Ver tutorial', the language picker, the light/dark
 * toggle and 'Cerrar Sesión'. Sign-out replaces react-admin's user menu.
 */
export const AppBar = (props: AppBarProps) => {
  const telefono = useMediaQuery(esTelefono, { noSsr: true });
  return (
    <RaAppBar {...props} userMenu={false} toolbar={<Herramientas />}>
      {/* On a phone the title wraps in a smaller size instead of being cut with an ellipsis. */}
      <TitlePortal
        sx={
          telefono
            ? {
                minWidth: 0,
                fontSize: '1rem',
                lineHeight: 1.2,
                whiteSpace: 'normal',
                overflowWrap: 'anywhere',
              }
            : { minWidth: 0 }
        }
      />
    </RaAppBar>
  );
};
