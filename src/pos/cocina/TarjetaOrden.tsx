import { Box, Button, Card, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import ReportIcon from '@mui/icons-material/Report';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslate } from 'react-admin';
import { edadDe, type Nivel } from './envejecimiento';
import { cantidadLegible } from './impresion';
import type { OrdenDespacho } from './tipos';

const T = 'comanda.cocina';

/** Colour and icon of each age (never colour alone: the card also says it in words). */
const ESTILO: Record<Nivel, { color: 'success' | 'warning' | 'error'; Icono: typeof CheckCircleIcon }> = {
  a_tiempo: { color: 'success', Icono: CheckCircleIcon },
  atencion: { color: 'warning', Icono: HourglassBottomIcon },
  tarde: { color: 'error', Icono: ReportIcon },
};

export interface TarjetaOrdenProps {
  orden: OrdenDespacho;
  ahora: number;
  ocupado: boolean;
  onListoLinea: (id: number) => void;
  onListoOrden: () => void;
}

/** One order at a print point: table, waiter, time since sent, its lines with notes, "Listo" per line and for all. */
export const TarjetaOrden = ({ orden, ahora, ocupado, onListoLinea, onListoOrden }: TarjetaOrdenProps) => {
  const translate = useTranslate();
  const edad = edadDe(orden.detalles, ahora);
  const { color, Icono } = ESTILO[edad.nivel];
  const nombre = orden.mesa ?? translate(`${T}.mostrador`);
  const titulo = `${nombre} · ${translate(`${T}.orden`, { id: orden.id_orden })}`;
  const tituloId = `orden-${orden.id_orden}-${orden.detalles[0]?.id ?? 0}`;
  return (
    <Card
      component="article"
      aria-labelledby={tituloId}
      data-nivel={edad.nivel}
      variant="outlined"
      sx={{ borderWidth: 3, borderColor: `${color}.main`, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText`, px: 1.5, py: 1 }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
          <Typography id={tituloId} component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {titulo}
          </Typography>
          <Stack direction="row" alignItems="center" spacing={0.5} sx={{ flexShrink: 0 }}>
            <Icono fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {translate(`${T}.nivel.${edad.nivel}`)}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" justifyContent="space-between" spacing={1}>
          <Typography variant="body2">{translate(`${T}.mesero`, { mesero: orden.mesero })}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {translate(`${T}.enviada_hace`, { minutos: edad.minutos })}
          </Typography>
        </Stack>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flex: 1 }}>
        {orden.detalles.map((l) => (
          <Box
            component="li"
            key={l.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
                {translate(`${T}.cantidad`, { cantidad: cantidadLegible(l.cantidad) })} {l.nombre}
              </Typography>
              {l.nota ? (
                <Typography sx={{ fontStyle: 'italic' }}>
                  {translate(`${T}.nota`, { nota: l.nota })}
                </Typography>
              ) : null}
            </Box>
            <Button
              variant="outlined"
              disabled={ocupado}
              onClick={() => onListoLinea(l.id)}
              startIcon={<DoneIcon />}
              aria-label={translate(`${T}.listo_linea`, {
                cantidad: cantidadLegible(l.cantidad),
                nombre: l.nombre,
              })}
              sx={{ minHeight: 48, minWidth: 48, flexShrink: 0 }}
            >
              {translate(`${T}.listo`)}
            </Button>
          </Box>
        ))}
      </Box>
      <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
        <Button
          fullWidth
          variant="contained"
          disabled={ocupado}
          onClick={onListoOrden}
          startIcon={<DoneAllIcon />}
          aria-label={translate(`${T}.listo_orden_nombre`, { orden: titulo })}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.listo_orden`)}
        </Button>
      </Box>
    </Card>
  );
};
