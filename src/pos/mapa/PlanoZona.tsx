import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MesaConOrden } from '../../../common/ordenes';
import { MesaMapa, PLANO_ESTRECHO } from './MesaMapa';

const enPlano = (m: MesaConOrden) => m.coordenada_x !== null && m.coordenada_y !== null;

/** The plan read as a page: top to bottom, then left to right (the grid's order on a narrow screen). */
const porLectura = (a: MesaConOrden, b: MesaConOrden) =>
  (a.coordenada_y ?? 0) - (b.coordenada_y ?? 0) || (a.coordenada_x ?? 0) - (b.coordenada_x ?? 0);

const REJILLA = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: 1.5,
} as const;

/**
 * One zone: the tables with coordinates on a square plan (0–100 per axis, as the editor of /mesas places them),
 * as wide as the screen allows without scrolling on a landscape tablet; those without coordinates in a grid below.
 * On a phone (`PLANO_ESTRECHO`) the plan is a grid too, in reading order: drawn that small, tables would overlap.
 */
export const PlanoZona = ({
  mesas,
  zona,
  minutosExtra,
}: {
  mesas: MesaConOrden[];
  zona: string;
  minutosExtra: number;
}) => {
  const translate = useTranslate();
  const ubicadas = mesas.filter(enPlano).sort(porLectura);
  const sueltas = mesas.filter((m) => !enPlano(m));
  return (
    <>
      {ubicadas.length > 0 ? (
        <Box
          role="group"
          aria-label={translate('comanda.mapa.plano', { zona })}
          sx={{
            p: { xs: 4.5, sm: 6 },
            bgcolor: 'action.hover',
            borderRadius: 1,
            [PLANO_ESTRECHO]: { p: 1.5 },
          }}
        >
          <Box
            sx={{
              position: 'relative',
              width: '100%',
              maxWidth: '70vh',
              mx: 'auto',
              aspectRatio: '1 / 1',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              [PLANO_ESTRECHO]: { ...REJILLA, aspectRatio: 'auto', maxWidth: 'none', p: 1.5 },
            }}
          >
            {ubicadas.map((m) => (
              <MesaMapa key={m.id} mesa={m} minutosExtra={minutosExtra} enPlano />
            ))}
          </Box>
        </Box>
      ) : null}
      {sueltas.length > 0 ? (
        <Box
          role="group"
          aria-label={
            ubicadas.length > 0
              ? translate('comanda.mapa.sin_plano')
              : translate('comanda.mapa.plano', { zona })
          }
        >
          {ubicadas.length > 0 ? (
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
              {translate('comanda.mapa.sin_plano')}
            </Typography>
          ) : null}
          <Box sx={REJILLA}>
            {sueltas.map((m) => (
              <MesaMapa key={m.id} mesa={m} minutosExtra={minutosExtra} enPlano={false} />
            ))}
          </Box>
        </Box>
      ) : null}
    </>
  );
};
