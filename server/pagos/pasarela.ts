/**
 * One interface for every card gateway (Wompi, PayU, the built-in sandbox). The card number and CVV never reach
 * our server: the browser tokenizes with the gateway and we receive the token (PCI DSS SAQ A).
 */

/** The spec's transaction states (§4): Wompi's own; PayU's are mapped onto them (`estados.ts`). */
export const ESTADOS_TRANSACCION = ['APPROVED', 'PENDING', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export type EstadoTransaccion = (typeof ESTADOS_TRANSACCION)[number];
export const ESTADOS_FINALES: readonly EstadoTransaccion[] = ['APPROVED', 'DECLINED', 'VOIDED', 'ERROR'];

export interface FuentePago {
  /** Wompi's payment source id (an integer, kept as text) or PayU's `creditCardTokenId`. */
  id: string;
}

export interface Cobro {
  /** Our unique reference: the gateway refuses a repeat, so a retry never charges twice. */
  referencia: string;
  /** Integer centavos (COP), never a float. */
  centavos: bigint;
  moneda: 'COP';
  fuente: string;
  correo: string;
  /** PayU needs the payer's name and the card's brand (VISA, MASTERCARD…); Wompi ignores them. */
  nombre?: string;
  franquicia?: string;
}

export interface Transaccion {
  id: string;
  referencia: string;
  estado: EstadoTransaccion;
  /** The gateway's own words when it gives them (an ERROR's reason). */
  mensaje?: string;
}

export interface DatosFuente {
  token: string;
  correo: string;
  /** PayU tokenizes and saves at once: the token already is the source. */
  nombre?: string;
}

export interface Pasarela {
  readonly nombre: 'wompi' | 'payu' | 'sandbox';
  /** A tokenized card → a source that can be charged each period. */
  crearFuente(datos: DatosFuente): Promise<FuentePago>;
  /** Charges a source; a repeated reference is refused by the gateway (`ReferenciaRepetidaError`). */
  cobrar(cobro: Cobro): Promise<Transaccion>;
  /** Reads a transaction again (events are hints, never trusted by themselves). */
  leer(id: string): Promise<Transaccion>;
  /**
   * The transaction made under our reference, or null when the gateway has none: how an answer lost to a timeout
   * or a crash is recovered without charging again (look the reference up, never resend blindly).
   */
  buscar(referencia: string): Promise<Transaccion | null>;
}

/** The gateway refused the reference: a charge with it already exists (Wompi answers 422). */
export class ReferenciaRepetidaError extends Error {
  constructor(public readonly referencia: string) {
    super(`Referencia de cobro repetida: ${referencia}`);
    this.name = 'ReferenciaRepetidaError';
  }
}

/** The gateway could not be reached or answered something unexpected: the charge's outcome is unknown. */
export class PasarelaError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'PasarelaError';
  }
}
