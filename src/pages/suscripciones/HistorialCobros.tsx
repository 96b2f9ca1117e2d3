import { Alert, Chip, TableCell, TableRow, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CobroSuscripcion, EstadoCobro } from '../../../common/suscripciones';
import { formatearPesos } from '../../../common/formatoDinero';
import { fechaHoraBogota } from '../../../common/fechas';
import { fechaCorta } from '../../layout/BannerPrueba';
import { TablaDesplazable } from '../../components/TablaDesplazable';

const T = 'comanda.suscripciones';

const COLORES: Record<EstadoCobro, ChipProps['color']> = {
  APPROVED: 'success',
  PENDING: 'info',
  DECLINED: 'error',
  VOIDED: 'warning',
  ERROR: 'error',
};

/** The company's charges (GET usuarios/usuario/{id}/cobros), newest first, each with its state's text. */
export const HistorialCobros = ({
  cobros,
  error,
}: {
  cobros: CobroSuscripcion[] | undefined;
  error: Error | null;
}) => {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate(`${T}.historial.error_carga`)}</Alert>;
  if (!cobros) return null;
  if (cobros.length === 0)
    return <Typography color="text.secondary">{translate(`${T}.historial.vacio`)}</Typography>;
  return (
    <TablaDesplazable
      titulo={translate(`${T}.historial.titulo`)}
      columnas={(['fecha', 'plan', 'valor', 'periodo', 'estado'] as const).map((c) => ({
        texto: translate(`${T}.historial.${c}`),
        derecha: c === 'valor',
      }))}
    >
      {cobros.map((cobro) => (
        <TableRow key={cobro.id} data-testid={`cobro-${cobro.id}`}>
          <TableCell>{fechaHoraBogota(cobro.fecha)}</TableCell>
          <TableCell>{cobro.plan}</TableCell>
          <TableCell align="right">{`${formatearPesos(cobro.monto)} ${cobro.moneda}`}</TableCell>
          <TableCell>{`${fechaCorta(cobro.periodo_inicio)} – ${fechaCorta(cobro.periodo_fin)}`}</TableCell>
          <TableCell>
            <Chip
              size="small"
              color={COLORES[cobro.estado]}
              label={translate(`${T}.estados_cobro.${cobro.estado}`)}
            />
            {cobro.mensaje && cobro.estado !== 'APPROVED' ? (
              <Typography variant="caption" component="p" color="text.secondary">
                {cobro.mensaje}
              </Typography>
            ) : null}
          </TableCell>
        </TableRow>
      ))}
    </TablaDesplazable>
  );
};
