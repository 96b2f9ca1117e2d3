import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Box } from '@mui/material';
import type { MarcaTarjeta } from './validacion';

/** The colours and letters of each brand's mark (a small badge, no image files: the page's weight budget). */
const MARCAS: Record<string, { fondo: string; texto: string; letras: string }> = {
  visa: { fondo: '#1a1f71', texto: '#fff', letras: 'VISA' },
  'american-express': { fondo: '#2e77bc', texto: '#fff', letras: 'AMEX' },
  'diners-club': { fondo: '#0079be', texto: '#fff', letras: 'DINERS' },
  discover: { fondo: '#ff6000', texto: '#fff', letras: 'DISC' },
  jcb: { fondo: '#0e4c96', texto: '#fff', letras: 'JCB' },
  unionpay: { fondo: '#d10429', texto: '#fff', letras: 'UP' },
  maestro: { fondo: '#0099df', texto: '#fff', letras: 'MAESTRO' },
  elo: { fondo: '#000', texto: '#ffcb05', letras: 'ELO' },
};

const Mastercard = () => (
  <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true">
    <rect width="36" height="24" rx="3" fill="#252525" />
    <circle cx="14" cy="12" r="7" fill="#eb001b" />
    <circle cx="22" cy="12" r="7" fill="#f79e1b" fillOpacity="0.85" />
  </svg>
);

/**
 * The brand's icon beside the card number (spec §2 'Card dialog'), named for screen readers; a plain card icon
 * while no brand is recognised.
 */
export const IconoMarca = ({ marca }: { marca: Pick<MarcaTarjeta, 'tipo' | 'nombre'> | null }) => {
  if (!marca) return <CreditCardIcon color="action" data-testid="marca-tarjeta" aria-hidden="true" />;
  const propia = MARCAS[marca.tipo];
  return (
    <Box
      role="img"
      aria-label={marca.nombre}
      data-testid="marca-tarjeta"
      data-marca={marca.tipo}
      sx={{ display: 'inline-flex', lineHeight: 0 }}
    >
      {marca.tipo === 'mastercard' ? (
        <Mastercard />
      ) : propia ? (
        <Box
          component="span"
          sx={{
            bgcolor: propia.fondo,
            color: propia.texto,
            borderRadius: '3px',
            px: 0.5,
            minWidth: 36,
            height: 24,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 10,
            fontWeight: 700,
            letterSpacing: 0.5,
            lineHeight: 1,
          }}
        >
          {propia.letras}
        </Box>
      ) : (
        <CreditCardIcon color="action" />
      )}
    </Box>
  );
};
