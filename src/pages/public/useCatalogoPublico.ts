import { useCallback, useEffect, useState } from 'react';
import { http, type Envelope } from '../../dataProvider/http';

/**
 * A public list of the API (configuraciones/paises, configuraciones/documentos); empty until it arrives. `error` is
 * set when it failed, and `reintentar` asks again.
 */
export function useCatalogoPublico<T>(ruta: string): { datos: T[]; error: unknown; reintentar: () => void } {
  const [datos, setDatos] = useState<T[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [intento, setIntento] = useState(0);
  useEffect(() => {
    let activo = true;
    http
      .get<Envelope<T[]>>(ruta)
      .then(({ data }) => {
        if (!activo) return;
        setDatos(Array.isArray(data.data) ? data.data : []);
        setError(null);
      })
      .catch((fallo: unknown) => {
        if (activo) setError(fallo ?? new Error(ruta));
      });
    return () => {
      activo = false;
    };
  }, [ruta, intento]);
  const reintentar = useCallback(() => {
    setError(null);
    setIntento((n) => n + 1);
  }, []);
  return { datos, error, reintentar };
}
