import { AppError } from '../../lib/errors';
import { LimitesNoDisponiblesError } from '../../plugins/rate-limit';

/** Failures allowed before the first wait. */
export const FALLOS_LIBRES = 3;
/** At this many consecutive failures the owner of the account gets a mail (once per run of failures). */
export const FALLOS_AVISO = 5;
const PRIMERA_ESPERA_MS = 15_000;
const ESPERA_MAXIMA_MS = 60 * 60_000;
/** A run of failures is forgotten after a day without new ones. */
export const OLVIDO_MS = 24 * 60 * 60_000;
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

/** What a store keeps of an account: its consecutive failures and the instant of the last one. */
export interface RachaFallos {
  fallos: number;
  ultimo: number;
}

/** Where the runs of failures live: this process's memory, or Redis shared by every instance (bloqueo-redis.ts). */
export interface AlmacenBloqueo {
  leer(email: string, ahora: number): Promise<RachaFallos | null>;
  /** Counts one failure at `ahora` in one atomic step (two instances never lose one); answers the new count. */
  sumar(email: string, ahora: number): Promise<number>;
  borrar(email: string): Promise<void>;
}

/** One instance's memory: a run is forgotten after a day without failures; the oldest accounts are dropped first. */
export class BloqueoEnMemoria implements AlmacenBloqueo {
  private readonly cuentas = new Map<string, RachaFallos>();

  async leer(email: string, ahora: number): Promise<RachaFallos | null> {
    const r = this.cuentas.get(email);
    if (r && ahora - r.ultimo > OLVIDO_MS) {
      this.cuentas.delete(email);
      return null;
    }
    return r ?? null;
  }

  async sumar(email: string, ahora: number): Promise<number> {
    const fallos = ((await this.leer(email, ahora))?.fallos ?? 0) + 1;
    this.cuentas.delete(email);
    this.cuentas.set(email, { fallos, ultimo: ahora });
    if (this.cuentas.size > MAXIMO_CUENTAS) this.cuentas.delete(this.cuentas.keys().next().value as string);
    return fallos;
  }

  async borrar(email: string): Promise<void> {
    this.cuentas.delete(email);
  }
}

export interface OpcionesBloqueo {
  /** Default: this process's memory. */
  almacen?: AlmacenBloqueo;
  ahora?: () => number;
  /** Where a store that does not answer is reported. */
  log?: { error(obj: object, msg: string): void };
}

/**
 * Per-account sign-in failures, with a progressive wait (ASVS 2.2.1: at most ~11 guesses an hour per account).
 * With `REDIS_URL` the runs are shared by every instance, so a brute force spread over instances meets one budget;
 * without it each instance counts on its own (a lost counter only gives an attacker a fresh 3 attempts). A store
 * that does not answer refuses the sign-in (503, fail closed). Keys are e-mails whether or not they are registered,
 * so the answer reveals nothing.
 */
export class BloqueoCuentas {
  private readonly almacen: AlmacenBloqueo;
  private readonly ahora: () => number;

  constructor(private readonly opciones: OpcionesBloqueo = {}) {
    this.almacen = opciones.almacen ?? new BloqueoEnMemoria();
    this.ahora = opciones.ahora ?? (() => Date.now());
  }

  /** Throws 429 in Spanish while the account must wait; attempts refused here do not count. */
  async comprobar(email: string): Promise<void> {
    const ahora = this.ahora();
    const r = await this.cerrado(() => this.almacen.leer(email, ahora));
    const hasta = r ? r.ultimo + esperaTrasFallos(r.fallos) : 0;
    if (hasta > ahora) throw new CuentaBloqueadaError(hasta - ahora);
  }

  /** Counts a failure; answers the consecutive count, so the caller can warn the owner at FALLOS_AVISO. */
  fallo(email: string): Promise<number> {
    return this.cerrado(() => this.almacen.sumar(email, this.ahora()));
  }

  /** A successful sign-in or password reset starts over (a store that does not answer is only logged). */
  async limpiar(email: string): Promise<void> {
    await this.almacen.borrar(email).catch((error: unknown) => {
      this.opciones.log?.error({ err: error }, 'bloqueo de cuentas: el almacén no responde (limpiar)');
    });
  }

  private async cerrado<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      this.opciones.log?.error({ err: error }, 'bloqueo de cuentas: el almacén no responde (se rechaza)');
      throw new LimitesNoDisponiblesError();
    }
  }
}
