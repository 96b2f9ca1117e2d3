import { useState } from 'react';
import { Alert, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { puedeAcceder, useUsuario } from '../../authProvider';
import { leerCajaAbierta } from '../cobro/api';
import { useAjustesCobro } from '../cobro/useDatosCobro';
import { AbrirCaja } from './AbrirCaja';

const T = 'comanda.caja';

/** The venue's open register, or null (the same query the order screen and the payment read). */
export const useCajaAbierta = (idSede: number | null | undefined) =>
  useQuery({
    queryKey: ['cuadresCaja/cajaAbierta', idSede],
    queryFn: () => leerCajaAbierta(idSede as number),
    enabled: typeof idSede === 'number',
  });

/**
 * Where a sale will need the register and the venue's is closed (the table map, the order): says so before anything
 * is built that cannot be charged, and whoever may open it (module cuadreCaja) opens it here, in a dialog, without
 * leaving the screen. Nothing while the register is open or still being read, nor when a sale needs none.
 */
export const AvisoCajaCerrada = ({ idSede }: { idSede: number | null | undefined }) => {
  const translate = useTranslate();
  const cliente = useQueryClient();
  const caja = useCajaAbierta(idSede);
  // Selling without a register (the setting off): the server opens it at the first sale.
  const requiereCaja = useAjustesCobro().data?.requiereCaja ?? true;
  const puedeAbrir = puedeAcceder(useUsuario()?.rol, '/cuadreCaja');
  const [abriendo, setAbriendo] = useState(false);
  if (typeof idSede !== 'number' || caja.data !== null || !requiereCaja) return null;
  return (
    <>
      <Alert
        severity="warning"
        data-testid="aviso-caja-cerrada"
        action={
          puedeAbrir ? (
            <Button color="inherit" onClick={() => setAbriendo(true)} sx={{ minHeight: 48 }}>
              {translate(`${T}.abrir_caja`)}
            </Button>
          ) : undefined
        }
      >
        {translate(puedeAbrir ? `${T}.cerrada_aviso` : `${T}.cerrada_pedir`)}
      </Alert>
      <Dialog
        open={abriendo}
        onClose={() => setAbriendo(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="abrir-caja-titulo"
      >
        <DialogTitle id="abrir-caja-titulo">{translate(`${T}.abrir_caja`)}</DialogTitle>
        <DialogContent>
          <AbrirCaja
            idSede={idSede}
            alAbrir={() => {
              setAbriendo(false);
              void cliente.invalidateQueries({
                predicate: (q) => String(q.queryKey[0]).startsWith('cuadresCaja'),
              });
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
};
