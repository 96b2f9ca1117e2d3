import { aTextoDinero, exacto, mas, CERO, type Exacto } from './exacto';
import type { Dinero } from './dineroTexto';

/**
 * Modifiers (issue 32): the groups a product's lines offer, the options a line chose and the rule both the server
 * (which prices the line) and the POS's picker (which enables 'Agregar') apply. No zod: the POS imports it.
 */
export interface OpcionModificador {
  id: number;
  id_grupo: number;
  nombre: string;
  /** What it adds to the line's unit price, tax included ('0.00' when free). */
  precio: Dinero;
  /** The stock-managed ingredient it consumes per unit of the line, and how much (its unit). */
  id_ingrediente: number | null;
  cantidad: string | null;
}

export interface GrupoModificador {
  id: number;
  nombre: string;
  obligatorio: boolean;
  minimo: number;
  maximo: number;
  opciones: OpcionModificador[];
}

/** An option as a line stores it: names and price as sold, whatever the catalogue says later. */
export interface ModificadorLinea {
  id_opcion: number;
  id_grupo: number;
  grupo: string;
  nombre: string;
  precio: Dinero;
  /** An order's line keeps what the option consumes per unit, taken from stock when the line is sent. */
  id_ingrediente?: number;
  cantidad?: string;
}

/** Most options one line may carry (the body's limit). */
export const MAXIMO_OPCIONES_LINEA = 30;

export const MENSAJES_MODIFICADORES = {
  ajena: 'Una opción elegida no es de los modificadores de este producto',
  repetida: 'Una opción está elegida dos veces',
  faltan: (grupo: string, minimo: number) =>
    minimo <= 1 ? `Elija una opción de «${grupo}»` : `Elija al menos ${minimo} opciones de «${grupo}»`,
  sobran: (grupo: string, maximo: number) =>
    maximo <= 1
      ? `Elija solo una opción de «${grupo}»`
      : `Elija como máximo ${maximo} opciones de «${grupo}»`,
};

/** The fewest options a group needs: its minimum when required, else none. */
export const minimoDe = (g: Pick<GrupoModificador, 'obligatorio' | 'minimo'>) =>
  g.obligatorio ? Math.max(1, g.minimo) : 0;

export type EleccionModificadores =
  { ok: true; modificadores: ModificadorLinea[]; extra: Dinero } | { ok: false; mensaje: string };

/**
 * A line's chosen options against its product's groups (in the product's order): each option one of those groups'
 * (else `ajena`, which is how another product's or another company's option looks), none twice, each group between
 * its minimum and maximum. Answers the options as the line stores them (by group, then option order), what they
 * add to the unit price.
 */
export function elegirModificadores(grupos: GrupoModificador[], elegidas: number[]): EleccionModificadores {
  if (new Set(elegidas).size !== elegidas.length)
    return { ok: false, mensaje: MENSAJES_MODIFICADORES.repetida };
  const elegida = new Set(elegidas);
  const conocidas = new Set(grupos.flatMap((g) => g.opciones.map((o) => o.id)));
  if (elegidas.some((id) => !conocidas.has(id))) return { ok: false, mensaje: MENSAJES_MODIFICADORES.ajena };
  const modificadores: ModificadorLinea[] = [];
  let extra: Exacto = CERO;
  for (const g of grupos) {
    const deGrupo = g.opciones.filter((o) => elegida.has(o.id));
    if (deGrupo.length < minimoDe(g))
      return { ok: false, mensaje: MENSAJES_MODIFICADORES.faltan(g.nombre, minimoDe(g)) };
    if (deGrupo.length > g.maximo)
      return { ok: false, mensaje: MENSAJES_MODIFICADORES.sobran(g.nombre, g.maximo) };
    for (const o of deGrupo) {
      modificadores.push({
        id_opcion: o.id,
        id_grupo: g.id,
        grupo: g.nombre,
        nombre: o.nombre,
        precio: o.precio,
        ...(o.id_ingrediente !== null && o.cantidad !== null
          ? { id_ingrediente: o.id_ingrediente, cantidad: o.cantidad }
          : {}),
      });
      extra = mas(extra, exacto(o.precio));
    }
  }
  return { ok: true, modificadores, extra: aTextoDinero(extra) };
}

/** The text of a line's options under its name ('Término medio, Extra queso'). */
export const textoModificadores = (m: readonly Pick<ModificadorLinea, 'nombre'>[] | null | undefined) =>
  (m ?? []).map((o) => o.nombre).join(', ');
