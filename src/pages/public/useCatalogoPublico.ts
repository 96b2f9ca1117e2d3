import { useEffect, useState } from 'react';
import { http, type Envelope } from '../../dataProvider/http';

/** A public list of the API (configuraciones/paises, configuraciones/documentos); empty until it arrives. */
export function useCatalogoPublico<T>(ruta: string): { datos: T[]; error: unknown } {
  const [datos, setDatos] = useState<T[]>([]);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let activo = true;
    http
      .get<Envelope<T[]>>(ruta)
      .then(({ data }) => {
        if (activo) setDatos(Array.isArray(data.data) ? data.data : []);
      })
      .catch((fallo: unknown) => {
        if (activo) setError(fallo);
      });
    return () => {
      activo = false;
    };
  }, [ruta]);
  return { datos, error };
}
