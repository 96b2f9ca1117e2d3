import { Button } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslate } from 'react-admin';
import type { CobroSuscripcion } from '../../../common/suscripciones';
import { formatearPesos } from '../../../common/formatoDinero';
import { fechaCorta } from '../../layout/BannerPrueba';

const T = 'comanda.suscripciones.soporte';

/**
 * The support chat for a payment problem (issue 28): a WhatsApp link to the configured number with the message
 * written for the owner — the company and its last charge (reference, state, amount, date) — so support needs to
 * ask nothing first. Nothing without a configured number.
 */
export const BotonSoporte = ({
  numero,
  empresa,
  ultimo,
}: {
  numero: string | null;
  empresa: string;
  ultimo: CobroSuscripcion | undefined;
}) => {
  const translate = useTranslate();
  if (!numero) return null;
  const cobro = ultimo
    ? translate(`${T}.cobro`, {
        referencia: ultimo.referencia,
        estado: translate(`comanda.suscripciones.estados_cobro.${ultimo.estado}`),
        monto: formatearPesos(ultimo.monto),
        fecha: fechaCorta(ultimo.fecha.slice(0, 10)),
      })
    : translate(`${T}.sin_cobro`);
  const texto = translate(`${T}.mensaje`, { empresa, cobro });
  return (
    <Button
      variant="outlined"
      color="success"
      startIcon={<WhatsAppIcon />}
      href={`https://wa.me/${numero}?text=${encodeURIComponent(texto)}`}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ alignSelf: 'flex-start', minHeight: 48 }}
    >
      {translate(`${T}.boton`)}
    </Button>
  );
};
