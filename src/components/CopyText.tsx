import { useEffect, useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

/** Spec §2/§9: the 'copied' tooltip goes back to 'copy' after 2000 ms. */
export const DURACION_COPIADO = 2000;

export interface CopyTextProps {
  text: string;
  /** What is shown; the text itself by default. */
  label?: string;
}

/** Spec §2 copy-to-clipboard text: the text and a button that copies it, with a tooltip confirming the copy. */
export const CopyText = ({ text, label }: CopyTextProps) => {
  const translate = useTranslate();
  const [copiado, setCopiado] = useState(false);
  const [encima, setEncima] = useState(false);

  useEffect(() => {
    if (!copiado) return;
    const temporizador = setTimeout(() => setCopiado(false), DURACION_COPIADO);
    return () => clearTimeout(temporizador);
  }, [copiado]);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopiado(true);
    } catch {
      setCopiado(false);
    }
  };

  const ayuda = translate(copiado ? 'comanda.copiar.copiado' : 'comanda.copiar.copiar');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Typography component="span" sx={{ wordBreak: 'break-all' }}>
        {label ?? text}
      </Typography>
      <Tooltip
        title={ayuda}
        open={copiado || encima}
        onOpen={() => setEncima(true)}
        onClose={() => setEncima(false)}
        disableInteractive
      >
        <IconButton size="small" aria-label={ayuda} onClick={() => void copiar()}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

export default CopyText;
