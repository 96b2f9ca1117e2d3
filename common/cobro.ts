import { PROPINA_MAXIMA } from './configuraciones';
import type { Dinero } from './dineroTexto';
import {
  alCentavo,
  aTextoDinero,
  CERO,
  comparar,
  exacto,
  exactoLibre,
  type Exacto,
  mas,
  mayor,
  menor,
  menos,
  por,
} from './exacto';

/**
 * The charge's rules both sides apply (issue 9): the tip cap of Ley 1935 de 2018 and how payments meet what is
 * due (total + tip), with the change. The server (`server/routes/ventas/calculo.ts`) decides with them; the payment
 * dialog (`src/pos/cobro/`) shows the same figures before sending. Exact integers throughout (`exacto.ts`), never a float.
 */

const MAXIMA: Exacto = { n: BigInt(PROPINA_MAXIMA), e: 0 };

/** The highest tip allowed (Ley 1935 de 2018): 10 % of the consumption, to the centavo (rounded down). */
export const propinaMaxima = (consumo: Dinero): Dinero => aTextoDinero(maximaExacta(exacto(consumo)));

const maximaExacta = (consumo: Exacto) => alCentavo({ n: consumo.n * MAXIMA.n, e: consumo.e + 2 }, 'cero');

/** The suggested tip: `porcentaje` % of the consumption, to the centavo, never above the cap. */
export function propinaSugerida(consumo: Dinero, porcentaje: string): Dinero {
  const p = menor(exactoLibre(porcentaje || '0'), MAXIMA);
  const c = exacto(consumo);
  const valor = alCentavo(por(c, { n: p.n, e: p.e + 2 }));
  const maxima = maximaExacta(c);
  return aTextoDinero(comparar(valor, maxima) > 0 ? maxima : valor);
}

export interface PagoEntrada {
  id_forma_pago: number;
  valor: Dinero;
  recibido: Dinero | null;
  efectivo: boolean;
}

export interface PagoCalculado {
  id_forma_pago: number;
  valor: Dinero;
  recibido: Dinero;
  cambio: Dinero;
}

export type ResultadoPagos =
  | { ok: true; pagos: PagoCalculado[]; cambio: Dinero }
  | { ok: false; motivo: 'insuficiente' | 'excede' | 'recibido' | 'recibidoNoEfectivo'; indice?: number };

/**
 * Payments against what is due (total + tip): they must add up to it; cash may exceed it, the excess being the
 * change (taken from the cash lines, last first). A cash line may also say what was handed over (`recibido` ≥
 * `valor`): the difference is change too. Stored `valor` is what each method applied to the sale.
 */
export function calcularPagos(entrada: PagoEntrada[], debido: Dinero): ResultadoPagos {
  for (const [i, p] of entrada.entries()) {
    if (p.recibido === null) continue;
    const cmp = comparar(exacto(p.recibido), exacto(p.valor));
    if (cmp < 0) return { ok: false, motivo: 'recibido', indice: i };
    if (cmp > 0 && !p.efectivo) return { ok: false, motivo: 'recibidoNoEfectivo', indice: i };
  }
  const valores = entrada.map((p) => exacto(p.valor));
  const pagado = valores.reduce(mas, CERO);
  const exceso = menos(pagado, exacto(debido));
  if (exceso.n < 0n) return { ok: false, motivo: 'insuficiente' };
  const efectivo = valores.filter((_, i) => entrada[i].efectivo).reduce(mas, CERO);
  if (comparar(exceso, efectivo) > 0) return { ok: false, motivo: 'excede' };
  let porDevolver = exceso;
  const aplicados = [...valores];
  for (let i = entrada.length - 1; i >= 0 && porDevolver.n > 0n; i--) {
    if (!entrada[i].efectivo) continue;
    const quita = menor(porDevolver, aplicados[i]);
    aplicados[i] = menos(aplicados[i], quita);
    porDevolver = menos(porDevolver, quita);
  }
  const pagos: PagoCalculado[] = [];
  let cambio = CERO;
  entrada.forEach((p, i) => {
    const recibido =
      p.recibido === null || p.recibido === undefined ? valores[i] : mayor(exacto(p.recibido), valores[i]);
    const c = menos(recibido, aplicados[i]);
    if (aplicados[i].n === 0n) return;
    cambio = mas(cambio, c);
    pagos.push({
      id_forma_pago: p.id_forma_pago,
      valor: aTextoDinero(aplicados[i]),
      recibido: aTextoDinero(recibido),
      cambio: aTextoDinero(c),
    });
  });
  return { ok: true, pagos, cambio: aTextoDinero(cambio) };
}
