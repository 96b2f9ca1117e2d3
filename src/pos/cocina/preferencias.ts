import { useCallback, useState } from 'react';

/**
 * This station's choices, kept in the browser (localStorage): the print point shown, the mute, and whether this
 * device prints the point's tickets (the print point has no print-mode field yet: browser printing is per station).
 */
const CLAVE = 'comanda.cocina.preferencias';

export interface Preferencias {
  /** 'todos', 'null' (lines without a print point) or the point's id. */
  punto: string;
  silencio: boolean;
  imprimir: boolean;
}

const INICIALES: Preferencias = { punto: 'todos', silencio: false, imprimir: false };

function leer(): Preferencias {
  try {
    const guardadas = JSON.parse(localStorage.getItem(CLAVE) ?? '{}') as Partial<Preferencias>;
    return {
      punto: typeof guardadas.punto === 'string' ? guardadas.punto : INICIALES.punto,
      silencio: guardadas.silencio === true,
      imprimir: guardadas.imprimir === true,
    };
  } catch {
    return INICIALES;
  }
}

export function usePreferencias(): [Preferencias, (cambios: Partial<Preferencias>) => void] {
  const [preferencias, setPreferencias] = useState(leer);
  const cambiar = useCallback((cambios: Partial<Preferencias>) => {
    setPreferencias((antes) => {
      const nuevas = { ...antes, ...cambios };
      localStorage.setItem(CLAVE, JSON.stringify(nuevas));
      return nuevas;
    });
  }, []);
  return [preferencias, cambiar];
}
