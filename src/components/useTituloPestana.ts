import { useEffect } from 'react';

/** The product name after the page's in the browser tab. */
export const NOMBRE_APP = 'Comanda';

/** Names the page in the browser tab ('Categorías · Comanda'), and gives the tab back its plain name on leaving. */
export function useTituloPestana(titulo: string | null | undefined) {
  useEffect(() => {
    if (!titulo) return;
    document.title = `${titulo} · ${NOMBRE_APP}`;
    return () => {
      document.title = NOMBRE_APP;
    };
  }, [titulo]);
}
