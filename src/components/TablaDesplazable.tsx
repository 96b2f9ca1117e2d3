import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

/**
 * A wide list's table whose own width never sizes the page: on a phone it scrolls sideways inside its container,
 * which the keyboard can reach (a focusable region named like the table). `columnas` are the headers, already
 * translated; the rows come as children.
 */
export const TablaDesplazable = ({
  titulo,
  columnas,
  children,
}: {
  titulo: string;
  columnas: string[];
  children: ReactNode;
}) => (
  <TableContainer sx={{ contain: 'inline-size' }} tabIndex={0} role="region" aria-label={titulo}>
    <Table size="small" aria-label={titulo}>
      <TableHead>
        <TableRow>
          {columnas.map((c) => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  </TableContainer>
);
