import { AppError } from '../../lib/errors';

/** Failures allowed before the first wait. */
export const FALLOS_LIBRES = 3;
/** At this many consecutive failures the owner of the account gets a mail (once per run of failures). */
export const FALLOS_AVISO = 5;
const PRIMERA_ESPERA_MS = 15_000;
const ESPERA_MAXIMA_MS = 60 * 60_000;
/** A run of failures is forgotten after a day without new ones. */
const OLVIDO_MS = 24 * 60 * 60_000;
/** Accounts remembered at once (about 100 bytes each); the oldest are dropped beyond this. */
const MAXIMO_CUENTAS = 50_000;

/** Wait after `fallos` consecutive failures: none up to 3, then 15 s doubling (30 s, 1 min, …) up to one hour. */
export function esperaTrasFallos(fallos: number): number {
  if (fallos < FALLOS_LIBRES) return 0;
  return Math.min(PRIMERA_ESPERA_MS * 2 ** (fallos - FALLOS_LIBRES), ESPERA_MAXIMA_MS);
}

/** '45 segundos', '1 minuto', '32 minutos'. */
export function duracionEnPalabras(ms: number): string {
  const segundos = Math.max(1, Math.ceil(ms / 1000));
  if (segundos < 60) return `${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}`;
  const minutos = Math.ceil(segundos / 60);
  return `${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`;
}

export const mensajeBloqueo = (ms: number) =>
  `Demasiados intentos fallidos para esta cuenta. Por seguridad, espera ${duracionEnPalabras(ms)} antes de volver a intentarlo o restablece tu contraseña.`;

export class CuentaBloqueadaError extends AppError {
  constructor(readonly esperaMs: number) {
    super(429, mensajeBloqueo(esperaMs));
  }
}

interface Registro {
  fallos: number;
  ultimo: number;
  hasta: number;
}

/**
 * Per-account sign-in failures, with a progressive wait (ASVS 2.2.1: at most ~11 guesses an hour per account).
 * Kept in this process's memory, like the rate limits: there is no table for it yet (no migration this round),
 * and a counter that is lost on restart only gives an attacker a fresh 3 attempts. With several instances each
 * counts on its own, so the bound is multiplied by the instance count; a shared store (a table keyed by e-mail,
 * or Redis) fixes that. Keys are e-mails whether or not they are registered, so the answer reveals nothing.
 */
export class BloqueoCuentas {
  private readonly cuentas = new Map<string, Registro>();

  constructor(private readonly ahora: () => number = () => Date.now()) {}

  /** Throws 429 in Spanish while the account must wait; attempts refused here do not count. */
  comprobar(email: string): void {
    const r = this.vigente(email);
    if (r && r.hasta > this.ahora()) throw new CuentaBloqueadaError(r.hasta - this.ahora());
  }

  /** Counts a failure; answers the consecutive count, so the caller can warn the owner at FALLOS_AVISO. */
  fallo(email: string): number {
    const ahora = this.ahora();
    const previo = this.vigente(email);
    const fallos = (previo?.fallos ?? 0) + 1;
    this.cuentas.delete(email);
    this.cuentas.set(email, { fallos, ultimo: ahora, hasta: ahora + esperaTrasFallos(fallos) });
    if (this.cuentas.size > MAXIMO_CUENTAS) this.cuentas.delete(this.cuentas.keys().next().value as string);
    return fallos;
  }

  /** A successful sign-in or password reset starts over. */
  limpiar(email: string): void {
    this.cuentas.delete(email);
  }

  private vigente(email: string): Registro | undefined {
    const r = this.cuentas.get(email);
    if (r && this.ahora() - r.ultimo > OLVIDO_MS) {
      this.cuentas.delete(email);
      return undefined;
    }
    return r;
  }
}
