import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time: `enviar(tarea)` runs it unless one is in flight (a ref, so a second tap before the next
 * render sends nothing), keeps `enviando` for the button and the failure's message in `fallo`.
 */
export function useEnvio() {
  const enCurso = useRef(false);
  const [enviando, setEnviando] = useState(false);
  const [fallo, setFallo] = useState<string | null>(null);
  const enviar = useCallback(async (tarea: () => Promise<void>) => {
    if (enCurso.current) return;
    enCurso.current = true;
    setEnviando(true);
    setFallo(null);
    try {
      await tarea();
    } catch (e) {
      setFallo((e as Error).message);
    } finally {
      enCurso.current = false;
      setEnviando(false);
    }
  }, []);
  return { enviando, fallo, enviar };
}
