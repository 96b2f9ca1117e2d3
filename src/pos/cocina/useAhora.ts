import { useEffect, useState } from 'react';
import { INTERVALO_RELOJ_MS } from './envejecimiento';

/** The current time, refreshed every 20 s: the cards age without asking the API again. */
export function useAhora(): number {
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    const reloj = window.setInterval(() => setAhora(Date.now()), INTERVALO_RELOJ_MS);
    return () => window.clearInterval(reloj);
  }, []);
  return ahora;
}
