import Decimal from 'decimal.js';
import { aDecimal, aDinero, type Dinero } from './dinero';
import { PROPINA_MAXIMA } from './configuraciones';

/**
 * The charge's rules both sides apply (issue 9): the tip cap of Ley 1935 de 2018 and how payments meet what is
 * due (total + tip), with the change. The server (`server/routes/ventas/calculo.ts`) decides with them; the payment
 * dialog (`src/pos/cobro/`) shows the same figures before sending. decimal.js throughout, never a float.
 */

/** The highest tip allowed (Ley 1935 de 2018): 10 % of the consumption, to the centavo (rounded down). */
export const propinaMaxima = (consumo: Dinero): Dinero =>
  aDinero(aDecimal(consumo).times(PROPINA_MAXIMA).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN));

/** The suggested tip: `porcentaje` % of the consumption, to the centavo, never above the cap. */
export function propinaSugerida(consumo: Dinero, porcentaje: string): Dinero {
  const p = Decimal.min(new Decimal(porcentaje || '0'), PROPINA_MAXIMA);
  const valor = aDinero(aDecimal(consumo).times(p).dividedBy(100));
  return aDecimal(valor).greaterThan(aDecimal(propinaMaxima(consumo))) ? propinaMaxima(consumo) : valor;
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
    const cmp = aDecimal(p.recibido).comparedTo(aDecimal(p.valor));
    if (cmp < 0) return { ok: false, motivo: 'recibido', indice: i };
    if (cmp > 0 && !p.efectivo) return { ok: false, motivo: 'recibidoNoEfectivo', indice: i };
  }
  const pagado = entrada.reduce((a, p) => a.plus(aDecimal(p.valor)), new Decimal(0));
  const exceso = pagado.minus(aDecimal(debido));
  if (exceso.isNegative()) return { ok: false, motivo: 'insuficiente' };
  const efectivo = entrada
    .filter((p) => p.efectivo)
    .reduce((a, p) => a.plus(aDecimal(p.valor)), new Decimal(0));
  if (exceso.greaterThan(efectivo)) return { ok: false, motivo: 'excede' };
  let porDevolver = exceso;
  const valores = entrada.map((p) => aDecimal(p.valor));
  for (let i = entrada.length - 1; i >= 0 && porDevolver.greaterThan(0); i--) {
    if (!entrada[i].efectivo) continue;
    const quita = Decimal.min(porDevolver, valores[i]);
    valores[i] = valores[i].minus(quita);
    porDevolver = porDevolver.minus(quita);
  }
  const pagos: PagoCalculado[] = [];
  let cambio = new Decimal(0);
  entrada.forEach((p, i) => {
    const recibido = Decimal.max(aDecimal(p.recibido ?? p.valor), aDecimal(p.valor));
    const c = recibido.minus(valores[i]);
    if (valores[i].isZero()) return;
    cambio = cambio.plus(c);
    pagos.push({
      id_forma_pago: p.id_forma_pago,
      valor: aDinero(valores[i]),
      recibido: aDinero(recibido),
      cambio: aDinero(c),
    });
  });
  return { ok: true, pagos, cambio: aDinero(cambio) };
}
