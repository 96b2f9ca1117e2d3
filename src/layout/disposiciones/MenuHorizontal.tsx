import { useId, useState } from 'react';
import {
  Box,
  Button,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useUsuario } from '../../authProvider';
import { moduloDeRuta } from '../../modules';
import { iconoDeModulo } from '../iconos';
import { menuHorizontal, type EntradaHorizontal } from '../menuHorizontal';

/** How the bar looks: under the app bar on paper, on a dark band, text only and dense, or in the app bar's colour. */
export type EstiloBarra = 'claro' | 'oscuro' | 'minimo' | 'cabecera';

const FONDO: Record<EstiloBarra, object> = {
  claro: { bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' },
  // Dark whatever the theme: slate 800 under white text (12.6:1).
  oscuro: { bgcolor: '#1e293b', color: '#fff' },
  minimo: { bgcolor: 'background.default', color: 'text.primary', borderBottom: 1, borderColor: 'divider' },
  cabecera: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
};

/** Disabled entries keep enough contrast on every band (MUI's disabled grey fails AA on the dark ones). */
const deshabilitado = { '&.Mui-disabled': { color: 'inherit', opacity: 0.6 } };

const iconoDe = (entrada: EntradaHorizontal) =>
  iconoDeModulo(entrada.tipo === 'enlace' ? entrada.modulo.tag : (entrada.grupo.items[0]?.tag ?? ''));

const useActivo = () => moduloDeRuta(useLocation().pathname)?.path;

const Grupo = ({
  entrada,
  conIcono,
}: {
  entrada: Extract<EntradaHorizontal, { tipo: 'grupo' }>;
  conIcono: boolean;
}) => {
  const translate = useTranslate();
  const activo = useActivo();
  const id = useId();
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const vacio = entrada.deshabilitado || entrada.hijos.length === 0;
  const contiene = entrada.hijos.some((hijo) => hijo.modulo.path === activo);
  return (
    <>
      <Button
        color="inherit"
        disabled={vacio}
        startIcon={conIcono ? iconoDe(entrada) : undefined}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={ancla ? 'true' : undefined}
        aria-controls={ancla ? id : undefined}
        onClick={(e) => setAncla(e.currentTarget)}
        sx={{ ...deshabilitado, fontWeight: contiene ? 700 : undefined, textTransform: 'none' }}
      >
        {translate(entrada.label)}
      </Button>
      <Menu id={id} anchorEl={ancla} open={Boolean(ancla)} onClose={() => setAncla(null)}>
        {entrada.hijos.map(({ modulo, deshabilitado: bloqueado }) => (
          <MenuItem
            key={modulo.path}
            component={Link}
            to={modulo.path}
            disabled={bloqueado}
            selected={modulo.path === activo}
            onClick={() => setAncla(null)}
          >
            <ListItemIcon>{iconoDeModulo(modulo.tag)}</ListItemIcon>
            <ListItemText>{translate(modulo.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/**
 * The horizontal layouts' menu bar from md up (spec §6 rules in `menuHorizontal`): a link per top-level section and
 * a drop-down per group; it wraps rather than overflow.
 */
export const BarraMenuHorizontal = ({ estilo }: { estilo: EstiloBarra }) => {
  const translate = useTranslate();
  const usuario = useUsuario();
  const activo = useActivo();
  const conIcono = estilo !== 'minimo';
  return (
    <Box
      component="nav"
      aria-label={translate('comanda.menu.titulo')}
      data-testid="menu-horizontal"
      sx={{
        ...FONDO[estilo],
        display: { xs: 'none', md: 'flex' },
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: estilo === 'minimo' ? 0 : 0.5,
        px: 1,
        py: estilo === 'minimo' ? 0 : 0.5,
        mx: -1,
      }}
    >
      {menuHorizontal(usuario?.rol).map((entrada) =>
        entrada.tipo === 'enlace' ? (
          <Button
            key={entrada.modulo.path}
            color="inherit"
            component={Link}
            to={entrada.modulo.path}
            disabled={entrada.deshabilitado}
            aria-current={entrada.modulo.path === activo ? 'page' : undefined}
            startIcon={conIcono ? iconoDe(entrada) : undefined}
            sx={{
              ...deshabilitado,
              fontWeight: entrada.modulo.path === activo ? 700 : undefined,
              textTransform: 'none',
            }}
          >
            {translate(entrada.label)}
          </Button>
        ) : (
          <Grupo key={entrada.label} entrada={entrada} conIcono={conIcono} />
        ),
      )}
    </Box>
  );
};

/** The same entries as a list, for the drawer below md (spec §9): disabled groups show no children. */
export const ListaMenuHorizontal = () => {
  const translate = useTranslate();
  const usuario = useUsuario();
  const activo = useActivo();
  return (
    <List component="nav" aria-label={translate('comanda.menu.titulo')} data-testid="menu-horizontal-lista">
      {menuHorizontal(usuario?.rol).map((entrada) =>
        entrada.tipo === 'enlace' ? (
          <ListItemButton
            key={entrada.modulo.path}
            component={Link}
            to={entrada.modulo.path}
            disabled={entrada.deshabilitado}
            selected={entrada.modulo.path === activo}
          >
            <ListItemIcon>{iconoDe(entrada)}</ListItemIcon>
            <ListItemText primary={translate(entrada.label)} />
          </ListItemButton>
        ) : entrada.deshabilitado || entrada.hijos.length === 0 ? (
          <ListItemButton key={entrada.label} disabled>
            <ListItemIcon>{iconoDe(entrada)}</ListItemIcon>
            <ListItemText primary={translate(entrada.label)} />
          </ListItemButton>
        ) : (
          <Box key={entrada.label}>
            <List
              disablePadding
              subheader={<ListSubheader disableSticky>{translate(entrada.label)}</ListSubheader>}
            >
              {entrada.hijos.map(({ modulo, deshabilitado: bloqueado }) => (
                <ListItemButton
                  key={modulo.path}
                  component={Link}
                  to={modulo.path}
                  disabled={bloqueado}
                  selected={modulo.path === activo}
                >
                  <ListItemIcon>{iconoDeModulo(modulo.tag)}</ListItemIcon>
                  <ListItemText primary={translate(modulo.label)} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        ),
      )}
    </List>
  );
};
