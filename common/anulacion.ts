import type { Texto } from './catalogo';

/**
 * How a cancelled purchase or expense reads (spec §4): cancelled in the ERP when the ERP's id of the cancellation
 * is present; cancelled only in Comanda when the ERP is enabled (`activarErpBegranda` = '1') but there is no id;
 * plain cancelled otherwise. One helper for purchases and expenses (and their cancelled reports).
 */
export type Anulacion = 'erp' | 'soloComanda' | 'simple';

export function anulacion(
  registro: { id_begranda_anulado?: string | null },
  activarErpBegranda: string | number | boolean | null | undefined,
): Anulacion {
  if (registro.id_begranda_anulado != null && registro.id_begranda_anulado.trim() !== '') return 'erp';
  const activa = activarErpBegranda === true || String(activarErpBegranda ?? '').trim() === '1';
  return activa ? 'soloComanda' : 'simple';
}

/** The words, by grammatical gender of the document (una compra: anulada; un gasto: anulado). */
export const TEXTOS_ANULACION: Record<'femenino' | 'masculino', Record<Anulacion, Texto>> = {
  femenino: {
    erp: { es: 'anulada en la ERP', en: 'cancelled in the ERP' },
    soloComanda: { es: 'anulada solo en Comanda', en: 'cancelled only in Comanda' },
    simple: { es: 'anulada', en: 'cancelled' },
  },
  masculino: {
    erp: { es: 'anulado en la ERP', en: 'cancelled in the ERP' },
    soloComanda: { es: 'anulado solo en Comanda', en: 'cancelled only in Comanda' },
    simple: { es: 'anulado', en: 'cancelled' },
  },
};

/** The i18n key of the words (`comanda.anulacion.<genero>.<caso>`; src/components/messages.ts holds them). */
export const claveAnulacion = (caso: Anulacion, genero: 'femenino' | 'masculino') =>
  `comanda.anulacion.${genero}.${caso}`;
