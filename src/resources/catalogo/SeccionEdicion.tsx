import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * A block under a record's edit form that saves on its own (a product's recipe and modifier groups, a group's
 * options): a titled section with its help line.
 */
export const SeccionEdicion = ({
  id,
  titulo,
  ayuda,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  titulo: string;
  ayuda: string;
  children: ReactNode;
}) => (
  <Box component="section" aria-labelledby={id} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
    <Typography variant="h6" component="h2" id={id}>
      {titulo}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {ayuda}
    </Typography>
    {children}
  </Box>
);

/** A refusal's per-field messages (spec §7 `errors`), for react-admin's `<Form onSubmit>` to show under inputs. */
export const erroresDeCampos = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } }).body?.errors;
