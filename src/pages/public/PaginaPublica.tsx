import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTituloPestana } from '../../components/useTituloPestana';

interface PaginaPublicaProps {
  titulo: string;
  subtitulo?: string;
  /** Card width: sign-up has two columns. */
  ancho?: number;
  children: ReactNode;
}

/** Frame of the public pages (no app shell): the brand and a centred card. */
export const PaginaPublica = ({ titulo, subtitulo, ancho = 440, children }: PaginaPublicaProps) => {
  const translate = useTranslate();
  useTituloPestana(titulo);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: ancho }} elevation={3}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            {translate('comanda.publico.comun.app')}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {titulo}
          </Typography>
          {subtitulo ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitulo}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
