import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Aparecer } from '../../components/Aparecer';
import { compararDinero } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import type { Venta } from '../../../common/ventas';
import { Recibo } from './Recibo';
import { useDatosRecibo, useImprimirRecibo } from './useImprimirRecibo';

const T = 'comanda.recibo';

export interface PropsMostrarRecibo {
  venta: Venta;
  onCerrar: () => void;
  /** The close button's text key (default 'Cerrar'; the counter sale says 'Nueva venta'). */
  textoCerrar?: string;
  /**
   * The screen behind keeps reading a barcode scanner while the receipt shows (the counter sale: scanning the
   * next product closes the receipt and starts the next sale). Marks the dialog `data-escaner-libre`.
   */
  escanerLibre?: boolean;
  /** Right after a charge: the change to hand back, large above the receipt (when there is any). */
  conCambio?: boolean;
}

/**
 * A sale's receipt shown ready to print (issue 9): the preview at the paper's width and "Imprimir recibo" (focused,
 * so Enter prints). Used after a counter sale and a table charge (with the change), and by today's sales panel
 * ("Reimprimir").
 */
export const MostrarRecibo = ({
  venta,
  onCerrar,
  textoCerrar = `${T}.cerrar`,
  escanerLibre = false,
  conCambio = false,
}: PropsMostrarRecibo) => {
  const translate = useTranslate();
  const { empresa, punto } = useDatosRecibo(venta.id_sede);
  const { imprimir, hoja } = useImprimirRecibo();
  const listo = empresa !== null && punto !== null;
  // autoFocus misses a button that mounts disabled (the receipt's data still loading): focus it once ready.
  const imprimirRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (listo) imprimirRef.current?.focus();
  }, [listo]);
  // While a network print is on its way the button waits, so one press is one receipt.
  const [enviando, setEnviando] = useState(false);
  const pedirImpresion = () => {
    setEnviando(true);
    void imprimir(venta).finally(() => setEnviando(false));
  };
  return (
    <Dialog
      open
      onClose={onCerrar}
      aria-labelledby="recibo-titulo"
      maxWidth="sm"
      slots={{ transition: Aparecer }}
      slotProps={{
        paper: { ...(escanerLibre && { 'data-escaner-libre': '' }) } as object,
        backdrop: { slots: { transition: Aparecer } },
      }}
    >
      <DialogTitle id="recibo-titulo">{translate(`${T}.titulo`, { numero: venta.consecutivo })}</DialogTitle>
      {conCambio && compararDinero(venta.cambio, 0) > 0 ? (
        <Alert severity="info" icon={false} sx={{ borderRadius: 0 }} data-testid="recibo-cambio">
          <Typography variant="h5" component="p">
            {translate(`${T}.cambio_entregar`, { cambio: formatearPesos(venta.cambio) })}
          </Typography>
        </Alert>
      ) : null}
      <DialogContent dividers sx={{ bgcolor: 'grey.200', display: 'flex', justifyContent: 'center' }}>
        <Box
          role="document"
          aria-label={translate(`${T}.vista`)}
          sx={{ boxShadow: 2, maxWidth: '100%', overflowX: 'auto' }}
        >
          {listo ? <Recibo venta={venta} empresa={empresa} ancho={punto.ancho} /> : <CircularProgress />}
        </Box>
      </DialogContent>
      <DialogActions sx={{ gap: 1, p: 1.5 }}>
        <Button onClick={onCerrar} sx={{ minHeight: 48 }}>
          {translate(textoCerrar)}
        </Button>
        <Button
          ref={imprimirRef}
          variant="contained"
          startIcon={<PrintIcon />}
          autoFocus
          disabled={!listo || enviando}
          onClick={pedirImpresion}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.imprimir`)}
        </Button>
      </DialogActions>
      {hoja}
    </Dialog>
  );
};
