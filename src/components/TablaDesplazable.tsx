import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';

/** A header: its text (already translated), right-aligned over figures. */
export type Columna = string | { texto: string; derecha?: boolean };

const texto = (c: Columna) => (typeof c === 'string' ? c : c.texto);

/**
 * A wide list's table whose own width never sizes the page: on a phone it scrolls sideways inside its container,
 * which the keyboard can reach (a focusable region named like the table). `columnas` are the headers, already
 * translated; the rows come as children, and `pie` (a totals row) in the table's footer.
 */
export const TablaDesplazable = ({
  titulo,
  columnas,
  children,
  pie,
}: {
  titulo: string;
  columnas: Columna[];
  children: ReactNode;
  pie?: ReactNode;
}) => (
  <TableContainer sx={{ contain: 'inline-size' }} tabIndex={0} role="region" aria-label={titulo}>
    <Table size="small" aria-label={titulo}>
      <TableHead>
        <TableRow>
          {columnas.map((c) => (
            <TableCell key={texto(c)} align={typeof c !== 'string' && c.derecha ? 'right' : undefined}>
              {texto(c)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
      {pie ? <TableFooter>{pie}</TableFooter> : null}
    </Table>
  </TableContainer>
);
