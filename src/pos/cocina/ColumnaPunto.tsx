import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TarjetaOrden } from './TarjetaOrden';
import type { OrdenDespacho } from './tipos';

const T = 'comanda.cocina';

export interface ColumnaPuntoProps {
  titulo: string;
  ordenes: readonly OrdenDespacho[];
  ahora: number;
  ocupado: boolean;
  /** One column among several (side by side) or the whole screen for one print point (cards in a grid). */
  sola: boolean;
  onListoLinea: (id: number) => void;
  onListoOrden: (idOrden: number) => void;
}

/** A print point's orders, oldest first. */
export const ColumnaPunto = ({
  titulo,
  ordenes,
  ahora,
  ocupado,
  sola,
  onListoLinea,
  onListoOrden,
}: ColumnaPuntoProps) => {
  const translate = useTranslate();
  const id = `columna-${titulo.replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {titulo}
        </Typography>
        <Chip size="small" label={ordenes.length} aria-hidden />
      </Stack>
      {ordenes.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.sin_ordenes`)}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: sola ? 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))' : '1fr',
            alignItems: 'start',
          }}
        >
          {ordenes.map((o) => (
            <TarjetaOrden
              key={o.id_orden}
              orden={o}
              ahora={ahora}
              ocupado={ocupado}
              onListoLinea={onListoLinea}
              onListoOrden={() => onListoOrden(o.id_orden)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
