import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatearPesos } from '../../../common/formatoDinero';
import type { CuadreCaja } from '../../../common/ventas';
import { leerCajasCerradas, leerTotales } from './api';
import { ReporteCierre } from './ReporteCierre';
import { fechaBogota } from './formato';

const T = 'comanda.caja';

/** A closed register's closing report as frozen at its close (printable again), read when asked. */
const TotalesCaja = ({ caja }: { caja: CuadreCaja }) => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['cuadresCaja/totales', caja.id],
    queryFn: () => leerTotales(caja.id),
  });
  if (!data) return <Typography role="status">{translate(`${T}.cargando`)}</Typography>;
  return <ReporteCierre cuadre={caja} totales={data} titulo="h3" />;
};

/**
 * Past reconciliations of the venue: its closed registers only (the open one has its own section above), newest
 * first, pages from 1 (spec §9).
 */
export const HistorialCajas = ({ idSede }: { idSede: number }) => {
  const translate = useTranslate();
  const [pagina, setPagina] = useState(1);
  const [abierto, setAbierto] = useState<number | null>(null);
  const { data, error, refetch } = useQuery({
    queryKey: ['cuadresCaja', idSede, pagina],
    queryFn: () => leerCajasCerradas(pagina, idSede),
    placeholderData: keepPreviousData,
  });
  const ultima = data?.last_page ?? 1;
  return (
    <Box component="section" aria-label={translate(`${T}.historial`)} className="no-imprimir">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${T}.historial`)}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 48 }}>
              {translate(`${T}.reintentar`)}
            </Button>
          }
        >
          {translate(`${T}.historial_no_cargo`, { mensaje: translate(error.message, { _: error.message }) })}
        </Alert>
      ) : null}
      {data && data.data.length === 0 ? <Typography>{translate(`${T}.sin_historial`)}</Typography> : null}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(data?.data ?? []).map((c) => (
          <Card key={c.id} component="li" variant="outlined">
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Chip label={translate(`${T}.${c.estado}`)} />
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
              {abierto === c.id ? <TotalesCaja caja={c} /> : null}
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
