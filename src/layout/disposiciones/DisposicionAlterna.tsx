import { useLayoutEffect, type ReactNode } from 'react';
import { Box, IconButton, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Layout as RaLayout,
  TitlePortal,
  useSidebarState,
  useTranslate,
  type AppBarProps,
  type MenuProps,
  type SidebarProps,
} from 'react-admin';
import type { Disposicion } from '../../../common/disposiciones';
import { AppBar, Herramientas } from '../AppBar';
import { Menu } from '../Menu';
import { Sidebar } from '../Sidebar';
import { BarraMenuHorizontal, ListaMenuHorizontal, type EstiloBarra } from './MenuHorizontal';

/** The app bar on the page's colour, flat, with a line under it (the minimal and modern layouts). */
const plana: Partial<AppBarProps> = {
  color: 'default',
  elevation: 0,
  sx: { borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' },
};

const desdeMd = (theme: Theme) => theme.breakpoints.up('md');

/** The sidebar as `abierto` when the layout starts from md up (the user may still toggle it where a toggle exists). */
const SidebarInicial = ({ abierto, ...props }: SidebarProps & { abierto: boolean; conNombre?: boolean }) => {
  const [, setAbierto] = useSidebarState();
  const ancho = useMediaQuery(desdeMd, { noSsr: true });
  useLayoutEffect(() => {
    if (ancho) setAbierto(abierto);
  }, [ancho, abierto, setAbierto]);
  return <Sidebar {...props} />;
};

// --- Vertical: minimal (mini sidebar of 80 px, flat bar) and modern (a card-like sidebar with pill entries).

const AppBarPlana = (props: AppBarProps) => <AppBar {...props} {...plana} />;
const SidebarMini = (props: SidebarProps) => <SidebarInicial {...props} abierto={false} />;

const MODERNA: SxProps<Theme> = {
  '& .RaSidebar-fixed': { bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' },
  '& .RaMenuItemLink-root': { borderRadius: 2, mx: 1, my: 0.25 },
  '& .RaMenuItemLink-active': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    // react-admin's own active colour (text.primary) would stay on the text: 3.4:1 on this blue.
    '& .MuiListItemIcon-root, & .MuiTypography-root': { color: 'primary.contrastText' },
    '&:hover': { bgcolor: 'primary.dark' },
  },
  '& .MuiListSubheader-root': { textTransform: 'uppercase', fontSize: '0.75rem', letterSpacing: 1 },
};

// --- Vertical without header: the header's actions at the sidebar's top, the title over the page.

const SinCabecera = () => null;
const SidebarAbierta = (props: SidebarProps) => <SidebarInicial {...props} abierto />;
/** Wrapped, the full name on its own line (on a phone the drawer's own line shows it: Sidebar). */
const HERRAMIENTAS_LATERALES: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  '& [data-testid=nombre-usuario]': { width: '100%' },
};
const MenuConHerramientas = (props: MenuProps) => (
  <>
    <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="herramientas-laterales">
      <Herramientas sx={HERRAMIENTAS_LATERALES} />
    </Box>
    <Menu {...props} />
  </>
);

/** The page title without an app bar; below md also the button that opens the drawer. */
const BarraTitulo = () => {
  const translate = useTranslate();
  const [abierto, setAbierto] = useSidebarState();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48, pt: 1 }}>
      <IconButton
        aria-label={translate(abierto ? 'ra.action.close_menu' : 'ra.action.open_menu')}
        onClick={() => setAbierto(!abierto)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <TitlePortal
        sx={{ minWidth: 0, fontSize: '1.25rem', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
      />
    </Box>
  );
};

// --- Horizontal: a menu bar from md up (spec §6 rules), the drawer below md.

const SidebarHorizontal = (props: SidebarProps) => <Sidebar {...props} soloCajon />;
/** From md up there is no sidebar to toggle. */
const sinBotonMenu = { '& .RaAppBar-menuButton': { display: { md: 'none' } } };

const BARRAS: Record<
  'horizontal' | 'horizontal_oscura' | 'horizontal_minima' | 'horizontal_superior',
  { estilo: EstiloBarra; appBar: Partial<AppBarProps> }
> = {
  horizontal: { estilo: 'claro', appBar: { sx: sinBotonMenu } },
  horizontal_oscura: {
    estilo: 'oscuro',
    appBar: { sx: { ...sinBotonMenu, bgcolor: '#0f172a', color: '#fff' } },
  },
  horizontal_minima: {
    estilo: 'minimo',
    appBar: { ...plana, sx: { ...(plana.sx as object), ...sinBotonMenu } },
  },
  horizontal_superior: { estilo: 'cabecera', appBar: { elevation: 0, sx: sinBotonMenu } },
};

const appBarDe = (extra: Partial<AppBarProps>) => {
  const AppBarVariante = (props: AppBarProps) => <AppBar {...props} {...extra} />;
  return AppBarVariante;
};
const APP_BARS = Object.fromEntries(
  Object.entries(BARRAS).map(([clave, { appBar }]) => [clave, appBarDe(appBar)]),
) as Record<keyof typeof BARRAS, (props: AppBarProps) => ReactNode>;

/**
 * The seven layouts besides the vertical default (spec §2 'Shell'), in their own chunk (the default's pages do not
 * load it). Each keeps the same header actions (`Herramientas`), trial banner and page (`children`).
 */
const DisposicionAlterna = ({
  disposicion,
  children,
}: {
  disposicion: Exclude<Disposicion, 'vertical'>;
  children: ReactNode;
}) => {
  switch (disposicion) {
    case 'vertical_minima':
      return (
        <RaLayout
          className={`disposicion-${disposicion}`}
          appBar={AppBarPlana}
          menu={Menu}
          sidebar={SidebarMini}
        >
          {children}
        </RaLayout>
      );
    case 'vertical_moderna':
      return (
        <RaLayout
          className={`disposicion-${disposicion}`}
          appBar={AppBarPlana}
          menu={Menu}
          sidebar={Sidebar}
          sx={MODERNA}
        >
          {children}
        </RaLayout>
      );
    case 'vertical_sin_cabecera':
      return (
        <RaLayout
          className={`disposicion-${disposicion}`}
          appBar={SinCabecera}
          menu={MenuConHerramientas}
          sidebar={SidebarAbierta}
          sx={{ '& .RaLayout-appFrame': { mt: 0 }, '& .RaSidebar-fixed': { height: '100vh' } }}
        >
          <BarraTitulo />
          {children}
        </RaLayout>
      );
    default:
      return (
        <RaLayout
          className={`disposicion-${disposicion}`}
          appBar={APP_BARS[disposicion]}
          menu={ListaMenuHorizontal}
          sidebar={SidebarHorizontal}
        >
          <BarraMenuHorizontal estilo={BARRAS[disposicion].estilo} />
          {children}
        </RaLayout>
      );
  }
};

export default DisposicionAlterna;
