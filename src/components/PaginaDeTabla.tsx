import { Alert, Button, TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PaginaDeTablaProps {
  total: number;
  /** Counted from 1, as the API's pages. */
  pagina: number;
  porPagina: number;
  onPagina: (pagina: number) => void;
  /** A new size goes back to page 1. */
  onPorPagina: (porPagina: number) => void;
  /** The sizes offered; `value: TODAS_LAS_FILAS` (src/dataProvider) shows every row (spec §9 'All'). */
  opciones?: (number | { label: string; value: number })[];
}

/** The pager under a hand-built table (pages from 1), with react-admin's translated labels. */
export const PaginaDeTabla = ({
  total,
  pagina,
  porPagina,
  onPagina,
  onPorPagina,
  opciones = [10, 25, 50, 100],
}: PaginaDeTablaProps) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={pagina - 1}
      rowsPerPage={porPagina}
      rowsPerPageOptions={opciones}
      // A phone's narrow toolbar wraps instead of widening the page.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      onPageChange={(_, p) => onPagina(p + 1)}
      onRowsPerPageChange={(e) => {
        onPorPagina(Number(e.target.value));
        onPagina(1);
      }}
    />
  );
};

/** A failed load: the message (translated when it is a key) and a button that loads again. */
export const ErrorDeCarga = ({
  error,
  reintentar,
  texto,
}: {
  error: string;
  reintentar: () => void;
  texto: string;
}) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={reintentar}>
          {translate(texto)}
        </Button>
      }
    >
      {translate(error, { _: error })}
    </Alert>
  );
};
