import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { TipoMovimientoCaja } from '../../../common/movimientosCaja';
import { formatearPesos } from '../../../common/formatoDinero';
import { leerMovimientos } from './api';
import { DialogoMovimiento } from './DialogoMovimiento';
import { fechaBogota } from './formato';

const T = 'comanda.caja.movimientos';

const tabla = {
  width: '100%',
  borderCollapse: 'collapse',
  '& td, & th': { py: 1, px: 1, textAlign: 'left', borderBottom: '1px solid', borderColor: 'divider' },
  '& td:nth-of-type(3), & th:nth-of-type(3)': { textAlign: 'right' },
} as const;

/**
 * The open register's cash movements (issue 32): 'Ingresar efectivo' and 'Retirar efectivo', and what was put in
 * or taken out so far. After each one the register's expected amounts are read again (`alCambiar`).
 */
export function MovimientosCaja({ idCaja, alCambiar }: { idCaja: number; alCambiar: () => void }) {
  const translate = useTranslate();
  const movimientos = useQuery({
    queryKey: ['cuadresCaja/movimientos', idCaja],
    queryFn: () => leerMovimientos(idCaja),
  });
  const [tipo, setTipo] = useState<TipoMovimientoCaja | null>(null);

  return (
    <Card component="section" aria-label={translate(`${T}.titulo`)}>
      <CardContent>
        <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate(`${T}.titulo`)}
          </Typography>
          <Button variant="outlined" size="large" sx={{ minHeight: 48 }} onClick={() => setTipo('entrada')}>
            {translate(`${T}.ingresar`)}
          </Button>
          <Button variant="outlined" size="large" sx={{ minHeight: 48 }} onClick={() => setTipo('salida')}>
            {translate(`${T}.retirar`)}
          </Button>
        </Stack>
        {movimientos.data && movimientos.data.length === 0 ? (
          <Typography color="text.secondary">{translate(`${T}.sin_movimientos`)}</Typography>
        ) : null}
        {movimientos.data && movimientos.data.length > 0 ? (
          <Box tabIndex={0} sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Box component="table" sx={tabla}>
              <thead>
                <tr>
                  <th>{translate(`${T}.hora`)}</th>
                  <th>{translate(`${T}.tipo`)}</th>
                  <th>{translate(`${T}.valor`)}</th>
                  <th>{translate(`${T}.motivo`)}</th>
                  <th>{translate(`${T}.usuario`)}</th>
                </tr>
              </thead>
              <tbody>
                {movimientos.data.map((m) => (
                  <tr key={m.id}>
                    <td>{fechaBogota(m.created_at)}</td>
                    <td>{translate(`${T}.${m.tipo}`)}</td>
                    <td>{`${m.tipo === 'salida' ? '−' : '+'}${formatearPesos(m.valor)}`}</td>
                    <td>{m.motivo}</td>
                    <td>{m.usuario ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        ) : null}
        {tipo ? (
          <DialogoMovimiento
            idCaja={idCaja}
            tipo={tipo}
            alCerrar={() => setTipo(null)}
            alRegistrar={() => {
              setTipo(null);
              void movimientos.refetch();
              alCambiar();
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
