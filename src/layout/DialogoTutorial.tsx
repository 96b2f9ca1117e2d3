import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const esArchivoDeVideo = (url: string) => /\.(mp4|webm|ogg|ogv|mov)(\?.*)?$/i.test(url);

const Video = ({ url }: { url: string }) => {
  const translate = useTranslate();
  const titulo = translate('comanda.layout.tutorial.video');
  if (esArchivoDeVideo(url)) {
    return (
      <Box component="video" src={url} controls title={titulo} sx={{ width: '100%', display: 'block' }} />
    );
  }
  return (
    <Box sx={{ position: 'relative', pt: '56.25%' }}>
      <Box
        component="iframe"
        src={url}
        title={titulo}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
};

const PASOS = ['paso_1', 'paso_2', 'paso_3', 'paso_4', 'paso_5'];

/** Without a configured video, a short written guide of the first steps instead of a broken player. */
const Guia = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography gutterBottom>{translate('comanda.layout.tutorial.guia_intro')}</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {PASOS.map((paso) => (
          <Typography component="li" key={paso} sx={{ mb: 1 }}>
            {translate(`comanda.layout.tutorial.${paso}`)}
          </Typography>
        ))}
      </Box>
    </>
  );
};

/** The tutorial's dialog: the video, or the written guide (its own chunk, fetched on the first click: Tutorial.tsx). */
const DialogoTutorial = ({
  url,
  abierto,
  alCerrar,
}: {
  url: string;
  abierto: boolean;
  alCerrar: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={abierto} onClose={alCerrar} fullWidth maxWidth="md">
      <DialogTitle>{translate('comanda.layout.tutorial.titulo')}</DialogTitle>
      <DialogContent>{url ? <Video url={url} /> : <Guia />}</DialogContent>
      <DialogActions>
        <Button onClick={alCerrar}>{translate('comanda.comun.cerrar')}</Button>
      </DialogActions>
    </Dialog>
  );
};

export default DialogoTutorial;
