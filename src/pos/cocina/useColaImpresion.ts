import { useCallback, useEffect, useState } from 'react';
import { marcarImpreso, yaImpreso, type Ticket } from './impresion';

const MAXIMO_EN_COLA = 30;

/**
 * The station's print queue: `encolar` adds a send's ticket unless this device already printed it (or has it
 * queued); tickets print one at a time through `window.print`, the key recorded first so that a reload while the
 * print dialog is open never prints it again. `reimprimir` prints a ticket again on demand.
 */
export function useColaImpresion() {
  const [cola, setCola] = useState<Ticket[]>([]);
  const [imprimiendo, setImprimiendo] = useState<Ticket | null>(null);

  const encolar = useCallback((ticket: Ticket) => {
    if (yaImpreso(ticket.clave)) return;
    setCola((antes) =>
      antes.some((t) => t.clave === ticket.clave) ? antes : [ticket, ...antes].slice(0, MAXIMO_EN_COLA),
    );
  }, []);

  // The oldest queued ticket goes to the printer when none is printing.
  useEffect(() => {
    if (imprimiendo) return;
    const siguiente = [...cola].reverse().find((t) => t.estado === 'pendiente');
    if (!siguiente) return;
    marcarImpreso(siguiente.clave);
    setCola((antes) => antes.map((t) => (t.clave === siguiente.clave ? { ...t, estado: 'impresa' } : t)));
    setImprimiendo(siguiente);
  }, [cola, imprimiendo]);

  // The ticket is in the document now: print it (the dialog blocks until the station prints or cancels).
  useEffect(() => {
    if (!imprimiendo) return;
    window.print();
    setImprimiendo(null);
  }, [imprimiendo]);

  const reimprimir = useCallback((ticket: Ticket) => setImprimiendo({ ...ticket }), []);

  return { cola, imprimiendo, encolar, reimprimir };
}
