import { Box, Typography } from '@mui/material';

/** A card's figures: label above, value below, as many to a row as fit (never wider than the card). */
export const Cifras = ({ filas }: { filas: { etiqueta: string; valor: string; destacada?: boolean }[] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gap: 1.5,
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))',
    }}
  >
    {filas.map((f) => (
      <Box key={f.etiqueta} sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {f.etiqueta}
        </Typography>
        <Typography
          component="dd"
          variant={f.destacada ? 'h6' : 'body1'}
          sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {f.valor}
        </Typography>
      </Box>
    ))}
  </Box>
);
