import type { ReactElement } from 'react';
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';

interface Props {
  icono: ReactElement;
  texto: string;
  onClick: () => void;
}

/**
 * A header button: icon and text from md up; below md (tablets at the counter) the icon alone, named by the text
 * and with it as tooltip, so the page title keeps its room.
 */
export const BotonCabecera = ({ icono, texto, onClick }: Props) => {
  const compacto = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (compacto)
    return (
      <Tooltip title={texto}>
        <IconButton color="inherit" aria-label={texto} onClick={onClick}>
          {icono}
        </IconButton>
      </Tooltip>
    );
  return (
    <Button color="inherit" startIcon={icono} onClick={onClick}>
      {texto}
    </Button>
  );
};
