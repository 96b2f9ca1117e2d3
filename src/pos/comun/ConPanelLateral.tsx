import type { ReactNode } from 'react';
import { Box, Paper, Stack } from '@mui/material';

export interface ConPanelLateralProps {
  /** Held upright: no panel, the content alone (the screen shows its summary in a `BarraInferior`). */
  vertical: boolean;
  /** The panel's accessible name. */
  nombre: string;
  panel: ReactNode;
  /** The screen's main content (the catalogue). */
  children: ReactNode;
}

/**
 * A POS screen's content with its summary (order screen, counter sale): held sideways, the summary is a panel
 * beside the content, kept in view below the app bar while the content scrolls and scrolling on its own.
 */
export const ConPanelLateral = ({ vertical, nombre, panel, children }: ConPanelLateralProps) => (
  <Stack direction={vertical ? 'column' : 'row'} gap={2} alignItems="flex-start">
    <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>{children}</Box>
    {vertical ? null : (
      <Paper
        component="aside"
        aria-label={nombre}
        variant="outlined"
        sx={{
          width: 400,
          flexShrink: 0,
          position: 'sticky',
          top: 72,
          maxHeight: 'calc(100vh - 88px)',
          overflowY: 'auto',
        }}
      >
        {panel}
      </Paper>
    )}
  </Stack>
);
