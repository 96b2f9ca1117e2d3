import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import { sumar } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import type { Venta } from '../../../common/ventas';
import { ChipsErpDeRegistro } from '../../components/erp/ChipsErp';
import { useUsuario } from '../../authProvider/useUsuario';
import { useNotificar } from '../../notifications';
import { leerVentasHoy } from './api';
import { DialogoAnular } from './DialogoAnular';
import { horaBogota } from './formato';
import { MostrarRecibo } from './MostrarRecibo';

const T = 'comanda.ventas_hoy';
export const claveVentasHoy = (idSede?: number) =>
  ['cuadresCaja/ventas/cajaAbierta', idSede ?? null] as const;

/**
 * Today's sales panel (issue 9): the open register's sales of the venue, newest first (without amounts under a
 * blind count: a receipt is reprinted one at a time), each with 'Reimprimir' (its
 * receipt) and, for roles 0 and 1, 'Anular' (`DialogoAnular`); cancelled sales say so. Reloads after a
 * cancellation (and tells the register page, which reads the same list, through the query cache).
 */
export function PanelVentasHoy({
  idSede,
  alCerrar,
  ciego = false,
}: {
  idSede?: number;
  alCerrar: () => void;
  /** The register counts blind: no sale's amount in the list (their sum would tell the expected amounts). */
  ciego?: boolean;
}) {
  const translate = useTranslate();
  const notificar = useNotificar();
  const cliente = useQueryClient();
  const usuario = useUsuario();
  const privilegiado = usuario ? [ROL_PROPIETARIO, ROL_PRIVILEGIADO].includes(usuario.rol.id_rol) : false;
  const pantallaChica = useMediaQuery('(max-width: 600px)');
  const consulta = useQuery({ queryKey: claveVentasHoy(idSede), queryFn: () => leerVentasHoy(idSede) });
  const [recibo, setRecibo] = useState<Venta | null>(null);
  const [anular, setAnular] = useState<Venta | null>(null);

  const alAnular = (_venta: Venta, mensaje: string) => {
    setAnular(null);
    notificar.exito(mensaje);
    // The register page's sales and expected amounts change too (their keys start with 'cuadresCaja/').
    void cliente.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('cuadresCaja/'),
    });
  };

  const ventas = consulta.data;
  return (
    <Dialog
      open
      onClose={alCerrar}
      fullWidth
      maxWidth="md"
      fullScreen={pantallaChica}
      aria-labelledby="ventas-hoy"
    >
      <DialogTitle id="ventas-hoy">{translate(`${T}.titulo`)}</DialogTitle>
      <DialogContent dividers>
        {consulta.isPending ? (
          <Stack direction="row" gap={1} alignItems="center">
            <CircularProgress size={24} />
            <Typography>{translate(`${T}.cargando`)}</Typography>
          </Stack>
        ) : consulta.isError ? (
          <Alert
            severity="error"
            action={
              <Button onClick={() => void consulta.refetch()} sx={{ minHeight: 48 }}>
                {translate(`${T}.reintentar`)}
              </Button>
            }
          >
            {translate(`${T}.error`)}
          </Alert>
        ) : ventas && ventas.length === 0 ? (
          <Typography color="text.secondary">{translate(`${T}.vacio`)}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {ventas?.map((v) => {
              const anulada = v.estado === 'cancelada';
              return (
                <Box
                  component="li"
                  key={v.id}
                  data-testid={`venta-hoy-${v.id}`}
                  data-estado={v.estado}
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 1,
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    bgcolor: anulada ? 'action.hover' : undefined,
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 160 }}>
                    <Typography
                      fontWeight={700}
                      sx={anulada ? { textDecoration: 'line-through' } : undefined}
                    >
                      {ciego
                        ? v.consecutivo
                        : `${v.consecutivo} · ${formatearPesos(sumar(v.total, v.propina))}`}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`${T}.hora`, { hora: horaBogota(v.created_at) })}
                      {v.mesa ? ` · ${v.mesa}` : ''} · {v.pagos.map((p) => p.forma_pago).join(', ')}
                    </Typography>
                    {anulada && v.motivo_cancelacion ? (
                      <Typography variant="body2">
                        {translate(`${T}.anulada_por`, { motivo: v.motivo_cancelacion })}
                      </Typography>
                    ) : null}
                  </Box>
                  <Chip
                    label={translate(anulada ? `${T}.anulada` : `${T}.pagada`)}
                    color={anulada ? 'error' : 'success'}
                    variant={anulada ? 'filled' : 'outlined'}
                  />
                  <ChipsErpDeRegistro tipo="sale" registro={v} anulado={anulada} />
                  <Button
                    variant="outlined"
                    startIcon={<ReceiptLongIcon />}
                    onClick={() => setRecibo(v)}
                    sx={{ minHeight: 48 }}
                    aria-label={`${translate(`${T}.reimprimir`)} ${v.consecutivo}`}
                  >
                    {translate(`${T}.reimprimir`)}
                  </Button>
                  {privilegiado && !anulada ? (
                    <Button
                      variant="outlined"
                      color="error"
                      onClick={() => setAnular(v)}
                      sx={{ minHeight: 48 }}
                      aria-label={`${translate(`${T}.anular`)} ${v.consecutivo}`}
                    >
                      {translate(`${T}.anular`)}
                    </Button>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ p: 1.5 }}>
        <Button onClick={alCerrar} sx={{ minHeight: 48 }}>
          {translate(`${T}.cerrar`)}
        </Button>
      </DialogActions>
      {recibo ? <MostrarRecibo venta={recibo} onCerrar={() => setRecibo(null)} /> : null}
      {anular ? <DialogoAnular venta={anular} alCerrar={() => setAnular(null)} alAnular={alAnular} /> : null}
    </Dialog>
  );
}

/** The button that opens today's sales panel (the counter sale and the register pages). */
export function BotonVentasHoy({ idSede, ciego = false }: { idSede?: number; ciego?: boolean }) {
  const translate = useTranslate();
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ReceiptLongIcon />}
        onClick={() => setAbierto(true)}
        sx={{ minHeight: 48 }}
      >
        {translate(`${T}.abrir`)}
      </Button>
      {abierto ? <PanelVentasHoy idSede={idSede} ciego={ciego} alCerrar={() => setAbierto(false)} /> : null}
    </>
  );
}
