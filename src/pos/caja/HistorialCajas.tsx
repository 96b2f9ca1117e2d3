import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatearPesos } from '../../../common/formatoDinero';
import { leerCajas, leerTotales } from './api';
import { fechaBogota } from './formato';

const T = 'comanda.caja';

/** A past register's totals, read when asked: sales, tips and expected per payment method. */
const TotalesPasada = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['cuadresCaja/totales', id], queryFn: () => leerTotales(id) });
  if (!data) return <Typography role="status">{translate(`${T}.cargando`)}</Typography>;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2">
        {translate(`${T}.resumen_ventas`, {
          ventas: data.cantidad_ventas,
          canceladas: data.cantidad_canceladas,
          total: formatearPesos(data.total_ventas),
          propinas: formatearPesos(data.total_propinas),
        })}
      </Typography>
      {data.formas_pago.map((f) => (
        <Typography key={f.id_forma_pago} variant="body2">
          {f.forma_pago}: {translate(`${T}.ventas_forma`)} {formatearPesos(f.ventas)}
          {f.esperado !== null ? ` · ${translate(`${T}.esperado`)} ${formatearPesos(f.esperado)}` : ''}
        </Typography>
      ))}
    </Box>
  );
};

/** Past reconciliations of the venue, newest first, pages from 1 (spec §9). */
export const HistorialCajas = ({ idSede }: { idSede: number }) => {
  const translate = useTranslate();
  const [pagina, setPagina] = useState(1);
  const [abierto, setAbierto] = useState<number | null>(null);
  const { data } = useQuery({
    queryKey: ['cuadresCaja', idSede, pagina],
    queryFn: () => leerCajas(pagina, idSede),
    placeholderData: keepPreviousData,
  });
  const ultima = data?.last_page ?? 1;
  return (
    <Box component="section" aria-label={translate(`${T}.historial`)} className="no-imprimir">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${T}.historial`)}
      </Typography>
      {data && data.data.length === 0 ? <Typography>{translate(`${T}.sin_historial`)}</Typography> : null}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(data?.data ?? []).map((c) => (
          <Card key={c.id} component="li" variant="outlined">
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Chip
                label={translate(`${T}.${c.estado}`)}
                color={c.estado === 'abierta' ? 'success' : 'default'}
              />
              <Typography sx={{ flex: '1 1 200px' }}>
                {c.sede} · {fechaBogota(c.abierta_at)}
                {c.cerrada_at ? ` – ${fechaBogota(c.cerrada_at)}` : ''} · {c.responsable}
              </Typography>
              <Typography>
                {translate(`${T}.apertura`)}: {formatearPesos(c.saldo_apertura)}
              </Typography>
              {c.saldo_cierre !== null ? (
                <Typography>
                  {translate(`${T}.saldo_cierre`)}: {formatearPesos(c.saldo_cierre)}
                </Typography>
              ) : null}
              <Button
                variant="text"
                aria-expanded={abierto === c.id}
                onClick={() => setAbierto(abierto === c.id ? null : c.id)}
                sx={{ minHeight: 48 }}
              >
                {translate(`${T}.${abierto === c.id ? 'ocultar_totales' : 'ver_totales'}`)}
              </Button>
              {abierto === c.id ? <TotalesPasada id={c.id} /> : null}
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          disabled={pagina <= 1}
          onClick={() => setPagina(pagina - 1)}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.anterior`)}
        </Button>
        <Typography>{translate(`${T}.pagina`, { pagina, total: ultima })}</Typography>
        <Button
          variant="outlined"
          disabled={pagina >= ultima}
          onClick={() => setPagina(pagina + 1)}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.siguiente`)}
        </Button>
      </Stack>
    </Box>
  );
};
