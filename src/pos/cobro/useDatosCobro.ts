import { useQuery } from '@tanstack/react-query';
import { leerAjustesCobro, leerFormasPago, type AjustesCobro } from './api';

/** The settings' defaults when they cannot be read: ask for the tip, 10 % suggested. */
export const AJUSTES_DEFECTO: AjustesCobro = {
  preguntarPropina: true,
  porcentajePropina: '10',
  requiereCaja: true,
};

/** Kept this long before being read again (on the next screen that shows them, or when the window is back). */
const VIGENCIA_MS = 60_000;

/**
 * What the payment dialog needs besides the sale — the venue's payment methods (same query as the register's
 * count) and the tip settings — read while the screen is shown (issue 25: "Cobrar" opens the dialog at once
 * instead of asking then). Undefined while not read yet; `idSede` undefined reads nothing.
 */
export function useDatosCobro(idSede: number | undefined) {
  const formas = useQuery({
    queryKey: ['formasPago/ventas', idSede],
    queryFn: () => leerFormasPago(idSede),
    enabled: idSede !== undefined,
    staleTime: VIGENCIA_MS,
  });
  const ajustes = useAjustesCobro(idSede !== undefined);
  return { formasPago: formas.data, ajustes: ajustes.data };
}

/** The payment settings (tip, whether a sale needs the register open), one query for every screen that reads them. */
export const useAjustesCobro = (enabled = true) =>
  useQuery({
    queryKey: ['cobro/ajustes'],
    queryFn: () => leerAjustesCobro().catch(() => AJUSTES_DEFECTO),
    enabled,
    staleTime: VIGENCIA_MS,
  });
