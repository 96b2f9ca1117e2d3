import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Goes to `destino` `ms` after `activa` becomes true (spec §9 redirect timings); cancelled on unmount. */
export function useRedireccionDiferida(activa: boolean, destino: string, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!activa) return;
    const temporizador = setTimeout(() => navigate(destino), ms);
    return () => clearTimeout(temporizador);
  }, [activa, destino, ms, navigate]);
}
