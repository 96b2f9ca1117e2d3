/**
 * A card's age (issue 8): minutes since its oldest line was sent, against the longest `tiempo_preparacion` of its
 * lines. Under half that time it is on time, under the whole time due soon, from then on late. Lines whose
 * product has no preparation time count as 20 minutes (10 min amber, 20 min red).
 */
export const TIEMPO_POR_DEFECTO = 20;
/** How often the cards' age is recomputed, without asking the API. */
export const INTERVALO_RELOJ_MS = 20_000;

export type Nivel = 'a_tiempo' | 'atencion' | 'tarde';

export interface LineaConTiempo {
  enviado_at: string;
  tiempo_preparacion: number | null;
}

export interface Edad {
  minutos: number;
  limite: number;
  nivel: Nivel;
}

export function edadDe(lineas: readonly LineaConTiempo[], ahora: number): Edad {
  const enviada = Math.min(...lineas.map((l) => Date.parse(l.enviado_at)));
  const tiempos = lineas.map((l) => l.tiempo_preparacion).filter((t): t is number => t !== null && t > 0);
  const limite = tiempos.length > 0 ? Math.max(...tiempos) : TIEMPO_POR_DEFECTO;
  const transcurrido = Number.isFinite(enviada) ? Math.max(0, ahora - enviada) / 60_000 : 0;
  const nivel: Nivel =
    transcurrido >= limite ? 'tarde' : transcurrido >= limite / 2 ? 'atencion' : 'a_tiempo';
  return { minutos: Math.floor(transcurrido), limite, nivel };
}
