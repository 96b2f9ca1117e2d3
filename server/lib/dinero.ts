import {
  compararDinero,
  desglosarImpuestoIncluido,
  multiplicar,
  restar,
  sumar,
  type Dinero,
} from '../../common/dinero';
import { aTextoDinero, dividir, exacto } from '../../common/exacto';

/**
 * The server's money arithmetic on the API's money strings, exact (common/exacto.ts), rounded to the centavo half
 * away from zero unless a rule says otherwise. Never a float.
 */
export { compararDinero, desglosarImpuestoIncluido, multiplicar, restar, sumar };

/**
 * A daily pace: `valor` split into `partes` equal days, rounded UP to the centavo so that selling it every day
 * reaches the amount (100 over 3 days is 33.34, not 33.33). `partes` is a whole number ≥ 1.
 */
export function ritmoDiario(valor: Dinero | number, partes: number): Dinero {
  if (!Number.isInteger(partes) || partes < 1) throw new RangeError(`Partes inválidas: ${partes}`);
  return aTextoDinero(dividir(exacto(valor), { n: BigInt(partes), e: 0 }, 2, 'techo'));
}
