import { Backdrop, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const Contenido = () => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <CircularProgress color="inherit" />
      <Typography variant="h6" component="p">
        {translate('comanda.comun.cargando')}
      </Typography>
    </Box>
  );
};

/** Spec §2 full-screen loading overlay 'Cargando...', over everything while `open`. */
export const LoadingOverlay = ({ open = true }: { open?: boolean }) =>
  open ? (
    <Backdrop open aria-hidden={false} sx={{ color: '#fff', zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <Contenido />
    </Backdrop>
  ) : null;

/** For `<Admin loading>`: the page shown while react-admin checks the session at start (spec §4 'App start'). */
export const LoadingPage = () => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      color: 'text.primary',
    }}
  >
    <Contenido />
  </Box>
);

export default LoadingOverlay;
