import {
  PasarelaError,
  ReferenciaRepetidaError,
  type Cobro,
  type Pasarela,
  type Transaccion,
} from './pasarela';

/** What is known of a charge after sending it once. */
export type ResultadoCobro =
  | { tipo: 'transaccion'; t: Transaccion }
  /** The gateway made no transaction under the reference (it refused the request): a final failure. */
  | { tipo: 'ninguna'; motivo: string }
  /** Neither the charge's answer nor a look-up came back: the charge stays PENDING until the gateway can tell. */
  | { tipo: 'desconocido'; motivo: string };

/**
 * Sends a charge once. An answer lost on the way back (a timeout, a 5xx) or a "reference already used" does not
 * mean the card was not charged: the gateway is asked for the transaction under our reference instead of charging
 * again or calling it failed. A 4xx other than the repeated reference is the gateway's refusal: nothing was made.
 */
export async function cobrarSinDuplicar(pasarela: Pasarela, cobro: Cobro): Promise<ResultadoCobro> {
  let motivo: string;
  try {
    return { tipo: 'transaccion', t: await pasarela.cobrar(cobro) };
  } catch (error) {
    if (error instanceof PasarelaError && error.status !== undefined && error.status < 500)
      return { tipo: 'ninguna', motivo: error.message };
    if (!(error instanceof PasarelaError) && !(error instanceof ReferenciaRepetidaError)) throw error;
    motivo = error.message;
  }
  try {
    const t = await pasarela.buscar(cobro.referencia);
    return t ? { tipo: 'transaccion', t } : { tipo: 'ninguna', motivo };
  } catch (error) {
    if (!(error instanceof PasarelaError)) throw error;
    return { tipo: 'desconocido', motivo };
  }
}
