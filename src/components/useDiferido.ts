import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms` (a search typed: asked for at a pause, not per key). */
export function useDiferido<T>(valor: T, ms: number): T {
  const [diferido, setDiferido] = useState(valor);
  useEffect(() => {
    const espera = setTimeout(() => setDiferido(valor), ms);
    return () => clearTimeout(espera);
  }, [valor, ms]);
  return diferido;
}
