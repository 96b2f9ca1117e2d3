import type { ReactNode } from 'react';
import { Button, Drawer, Paper, Stack } from '@mui/material';

export interface BarraInferiorProps {
  /** The button that opens the sheet: its words and icon. */
  textoVer: string;
  icono: ReactNode;
  /** The sheet's close button. */
  textoCerrar: string;
  abierta: boolean;
  alCambiar: (abierta: boolean) => void;
  /** What the sheet holds (the order summary, the cart). */
  hoja: ReactNode;
  /** What the bar shows after the button (totals, an action). */
  children?: ReactNode;
}

/**
 * A POS screen held upright (order screen, counter sale): its summary is not a side panel but a bar fixed at the
 * bottom whose button opens it as a bottom sheet. The screen keeps the sheet's state, so it may close it itself
 * (after a sale) and leaves room below its content for the bar.
 */
export const BarraInferior = ({
  textoVer,
  icono,
  textoCerrar,
  abierta,
  alCambiar,
  hoja,
  children,
}: BarraInferiorProps) => (
  <>
    <Paper
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, p: 1.5, zIndex: (t) => t.zIndex.appBar }}
    >
      <Stack direction="row" alignItems="center" gap={2}>
        <Button variant="outlined" onClick={() => alCambiar(true)} startIcon={icono} sx={{ minHeight: 56 }}>
          {textoVer}
        </Button>
        {children}
      </Stack>
    </Paper>
    <Drawer
      anchor="bottom"
      open={abierta}
      onClose={() => alCambiar(false)}
      slotProps={{ paper: { sx: { maxHeight: '85vh' } } }}
    >
      <Button onClick={() => alCambiar(false)} sx={{ minHeight: 48 }}>
        {textoCerrar}
      </Button>
      {hoja}
    </Drawer>
  </>
);
