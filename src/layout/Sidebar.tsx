import { useLayoutEffect, useState } from 'react';
import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { NombreUsuario } from './AppBar';
import { ANCHO_MENU } from './theme';

/**
 * Spec §9: below md the menu is a drawer over the page, closed after each navigation; from md up it is react-admin's
 * docked sidebar, 304 px wide or 80 px (mini, icons only) when collapsed with the app bar's menu button.
 */
export const Sidebar = ({
  children,
  soloCajon = false,
  conNombre = true,
  ...props
}: SidebarProps & { soloCajon?: boolean; conNombre?: boolean }) => {
  const comoCajon = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [abierto, setAbierto] = useSidebarState();
  const { pathname } = useLocation();
  // react-admin opens the sidebar by default above 600 px; as a drawer it starts closed, without a first open frame.
  const [iniciado, setIniciado] = useState(false);

  useLayoutEffect(() => {
    if (comoCajon) setAbierto(false);
  }, [comoCajon, pathname, setAbierto]);

  useLayoutEffect(() => {
    setIniciado(true);
  }, []);

  // The horizontal layouts (`soloCajon`) have their menu bar from md up, and no sidebar.
  if (!comoCajon) return soloCajon ? null : <RaSidebar {...props}>{children}</RaSidebar>;
  return (
    <Drawer
      variant="temporary"
      open={iniciado && abierto}
      onClose={() => setAbierto(false)}
      slotProps={{ paper: { sx: { width: ANCHO_MENU } } }}
    >
      {/* A phone's app bar has no room for the full name (spec §2): the drawer starts with it. */}
      {conNombre ? <NombreUsuario siempre /> : null}
      {children}
    </Drawer>
  );
};
