import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Venta } from '../../../common/ventas';
import { useNotificar } from '../../notifications';
import {
  imprimirReciboEnRed,
  leerEmpresaRecibo,
  leerPuntoCaja,
  type EmpresaRecibo,
  type PuntoCaja,
} from './api';
import { PAPEL_RECIBO, Recibo } from './Recibo';
import type { AnchoPapel } from '../cocina/impresion';

const claveEmpresa = ['recibo/empresa'] as const;
const clavePunto = (idSede: number) => ['recibo/puntoCaja', idSede] as const;
const EMPRESA_VACIA: EmpresaRecibo = { razonSocial: '', nit: '', direccion: '', telefono: '', logo: null };

/** The company's receipt data and the venue's "Caja" print point, read once and kept for the session. */
export function useDatosRecibo(idSede: number) {
  const empresa = useQuery({ queryKey: claveEmpresa, queryFn: leerEmpresaRecibo, staleTime: 5 * 60_000 });
  const punto = useQuery({
    queryKey: clavePunto(idSede),
    queryFn: () => leerPuntoCaja(idSede),
    staleTime: 5 * 60_000,
  });
  return {
    empresa: empresa.data ?? (empresa.isError ? EMPRESA_VACIA : null),
    punto: punto.data ?? null,
  };
}

/** The print sheet: only the receipt, on a page as wide as the Caja point's paper. */
const estiloHoja = (ancho: AnchoPapel) => `
@media screen { .comanda-recibo-hoja { display: none; } }
@media print {
  @page { size: ${ancho}mm auto; margin: 0; }
  html, body { background: #fff !important; margin: 0; padding: 0; }
  body > *:not(.comanda-recibo-hoja) { display: none !important; }
  .comanda-recibo-hoja { display: block; width: ${PAPEL_RECIBO[ancho].ancho}mm; margin: 0 auto; }
}`;

interface Impresion {
  venta: Venta;
  empresa: EmpresaRecibo;
  punto: PuntoCaja;
}

/**
 * Prints a sale's receipt through its venue's "Caja" print point, either way station tickets print: a point in
 * mode 'red' has the server print it on its network printer (`POST ventas/venta/{id}/imprimir`, ESC/POS, the
 * answer's message shown); otherwise this browser prints it (`cocina/TicketComanda`'s way: a portal on
 * `document.body`, `@media print` shows only it, `window.print`) on the point's paper (58 or 80 mm; 80 without a
 * point). Any screen calls `imprimir(venta)` (also a reprint) and renders `hoja`.
 */
export function useImprimirRecibo(): { imprimir: (venta: Venta) => Promise<void>; hoja: ReactNode } {
  const cliente = useQueryClient();
  const notificar = useNotificar();
  const [impresion, setImpresion] = useState<Impresion | null>(null);

  const imprimir = useCallback(
    async (venta: Venta) => {
      const [empresa, punto] = await Promise.all([
        cliente.fetchQuery({ queryKey: claveEmpresa, queryFn: leerEmpresaRecibo, staleTime: 5 * 60_000 }),
        cliente.fetchQuery({
          queryKey: clavePunto(venta.id_sede),
          queryFn: () => leerPuntoCaja(venta.id_sede),
          staleTime: 5 * 60_000,
        }),
      ]);
      if (punto.modo !== 'red') {
        setImpresion({ venta, empresa, punto });
        return;
      }
      try {
        notificar.exito((await imprimirReciboEnRed(venta.id)).mensaje);
      } catch (error) {
        notificar.error((error as Error).message);
      }
    },
    [cliente, notificar],
  );

  // The receipt is in the document now: print it (the dialog blocks until the cashier prints or cancels).
  useEffect(() => {
    if (!impresion) return;
    window.print();
    setImpresion(null);
  }, [impresion]);

  const hoja = impresion
    ? createPortal(
        <div className="comanda-recibo-hoja" data-testid="recibo-impresion">
          <style>{estiloHoja(impresion.punto.ancho)}</style>
          <Recibo venta={impresion.venta} empresa={impresion.empresa} ancho={impresion.punto.ancho} />
        </div>,
        document.body,
      )
    : null;
  return { imprimir, hoja };
}
