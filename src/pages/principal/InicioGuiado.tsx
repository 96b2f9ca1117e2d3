import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PASOS_INICIO, type PasoInicio } from '../../../common/inicio';
import { puedeAcceder, useUsuario } from '../../authProvider';
import { useInicio } from './useInicio';

const T = 'comanda.principal.inicio';

/** Where each step is done: one tap away. */
export const DESTINO_PASO: Record<PasoInicio, string> = {
  datos: '/configSistema/editar',
  menu: '/productos',
  mesas: '/mesas',
  caja: '/cuadreCaja',
  venta: '/ventaInmediata',
};

/**
 * /principal's guided start (issue 34) for whoever sets the company up (may open /configSistema): five steps to
 * the first sale, each ticked from the company's real state (GET principal/inicio) and linked to where it is done.
 * Hidden for good per company once dismissed (react-admin's store: localStorage), and gone once every step is done.
 */
export const InicioGuiado = () => {
  const translate = useTranslate();
  const usuario = useUsuario();
  const configura = Boolean(usuario) && puedeAcceder(usuario?.rol, '/configSistema');
  const [oculto, setOculto] = useStore<boolean>(`comanda.inicio.oculto.${usuario?.empresa.id ?? 0}`, false);
  const estado = useInicio(configura && !oculto);
  if (!configura || oculto || !estado.data) return null;
  const hechos = PASOS_INICIO.filter((paso) => estado.data[paso]).length;
  if (hechos === PASOS_INICIO.length) return null;

  return (
    <Card component="section" variant="outlined" aria-labelledby="principal-inicio">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box>
            <Typography id="principal-inicio" variant="h6" component="h2">
              {translate(`${T}.titulo`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.intro`)}
            </Typography>
          </Box>
          <Button onClick={() => setOculto(true)} sx={{ minHeight: 44, flexShrink: 0 }}>
            {translate(`${T}.ocultar`)}
          </Button>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(hechos * 100) / PASOS_INICIO.length}
          aria-label={translate(`${T}.progreso`, { hechos, total: PASOS_INICIO.length })}
          sx={{ my: 2 }}
        />
        <Typography variant="body2">
          {translate(`${T}.progreso`, { hechos, total: PASOS_INICIO.length })}
        </Typography>
        <List>
          {PASOS_INICIO.map((paso) => {
            const hecho = estado.data[paso];
            return (
              <ListItem
                key={paso}
                data-paso={paso}
                data-hecho={hecho}
                divider
                sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: 0 }}
              >
                <Box sx={{ display: 'flex', color: hecho ? 'success.main' : 'text.disabled' }}>
                  {hecho ? (
                    <CheckCircleIcon titleAccess={translate(`${T}.hecho`)} />
                  ) : (
                    <RadioButtonUncheckedIcon titleAccess={translate(`${T}.pendiente`)} />
                  )}
                </Box>
                <Box sx={{ flexGrow: 1 }}>
                  <Typography sx={hecho ? { textDecoration: 'line-through' } : undefined}>
                    {translate(`${T}.${paso}.titulo`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${T}.${paso}.ayuda`)}
                  </Typography>
                </Box>
                {hecho ? null : (
                  <Button
                    component={Link}
                    to={DESTINO_PASO[paso]}
                    variant="contained"
                    sx={{ minHeight: 44, flexShrink: 0 }}
                  >
                    {translate(`${T}.${paso}.accion`)}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
};
