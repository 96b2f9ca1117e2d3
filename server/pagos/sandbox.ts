import { randomBytes } from 'node:crypto';
import { LLAVES_SANDBOX } from './config';
import { checksumEventoWompi, firmaIntegridadWompi, mismoHex } from './firmas';
import type { EstadoTransaccion } from './pasarela';

/**
 * The built-in sandbox: answers as Wompi's sandbox does (docs: cards 4242… APPROVED, 4111… DECLINED, any other
 * number ERROR; every transaction PENDING first, final after a delay; an event with a valid checksum sent to our
 * event endpoint). In memory, per instance: development and tests only, refused in production (config).
 * The card number reaches only `tokenizar` (the browser's call, standing in for Wompi's `/tokens/cards`): it is
 * reduced to brand, last four and the outcome at once and never kept. A missing or wrong key answers 403 (Wompi:
 * 401), because our deny-by-default check reserves 401 on /api for a missing session.
 */

export interface RespuestaSandbox {
  status: number;
  cuerpo: Record<string, unknown>;
}

interface TokenSandbox {
  resultado: EstadoTransaccion;
  marca: string;
  ultimos: string;
}
interface TransaccionSandbox {
  id: string;
  reference: string;
  amount_in_cents: number;
  currency: string;
  customer_email: string;
  payment_source_id: number;
  status: EstadoTransaccion;
  status_message: string | null;
  created_at: string;
}

const error = (status: number, type: string, messages?: Record<string, string[]>): RespuestaSandbox => ({
  status,
  cuerpo: { error: messages ? { type, messages } : { type, reason: type } },
});

/** The brand from the number's prefix (as Wompi answers it). */
export function marcaPorNumero(numero: string): string {
  if (/^4/.test(numero)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(numero)) return 'MASTERCARD';
  if (/^3[47]/.test(numero)) return 'AMEX';
  if (/^3(0[0-5]|[689])/.test(numero)) return 'DINERS';
  return 'OTHER';
}

const RESULTADOS: Record<string, EstadoTransaccion> = {
  '4242424242424242': 'APPROVED',
  '4111111111111111': 'DECLINED',
};

export class SandboxWompi {
  private readonly tokens = new Map<string, TokenSandbox>();
  private readonly fuentes = new Map<number, TokenSandbox>();
  private readonly transacciones = new Map<string, TransaccionSandbox>();
  private readonly referencias = new Set<string>();
  private siguienteFuente = 1;
  private readonly pendientes = new Set<NodeJS.Timeout>();

  constructor(
    private readonly demoraMs: number,
    /** Posts an event to our event endpoint; the sandbox signs it with its events secret. */
    private readonly notificar: (evento: Record<string, unknown>) => Promise<void>,
  ) {}

  private autorizada(auth: string | undefined, llave: string) {
    return auth === `Bearer ${llave}`;
  }

  aceptaciones(llave: string): RespuestaSandbox {
    if (llave !== LLAVES_SANDBOX.llavePublica) return error(404, 'NOT_FOUND_ERROR');
    const pdf = '/api/sandbox/pagos/terminos.pdf';
    return {
      status: 200,
      cuerpo: {
        data: {
          name: 'Comanda (pasarela de prueba)',
          presigned_acceptance: {
            acceptance_token: 'acept_sandbox_terminos',
            permalink: pdf,
            type: 'END_USER_POLICY',
          },
          presigned_personal_data_auth: {
            acceptance_token: 'acept_sandbox_datos',
            permalink: pdf,
            type: 'PERSONAL_DATA_AUTH',
          },
        },
      },
    };
  }

  /** `POST /tokens/cards` (public key): the only place a card number is read, and it is not kept. */
  tokenizar(auth: string | undefined, c: Record<string, unknown>): RespuestaSandbox {
    if (!this.autorizada(auth, LLAVES_SANDBOX.llavePublica)) return error(403, 'INVALID_ACCESS_TOKEN');
    const numero = typeof c.number === 'string' ? c.number.replace(/\s/g, '') : '';
    const mensajes: Record<string, string[]> = {};
    if (!/^\d{13,19}$/.test(numero)) mensajes.number = ['Número de tarjeta inválido'];
    if (typeof c.cvc !== 'string' || !/^\d{3,4}$/.test(c.cvc)) mensajes.cvc = ['CVC inválido'];
    const mes = typeof c.exp_month === 'string' ? c.exp_month : '';
    const anio = typeof c.exp_year === 'string' ? c.exp_year : '';
    if (!/^(0[1-9]|1[0-2])$/.test(mes)) mensajes.exp_month = ['Mes inválido'];
    if (!/^\d{2}$/.test(anio)) mensajes.exp_year = ['Año inválido'];
    else if (/^(0[1-9]|1[0-2])$/.test(mes)) {
      const ahora = new Date();
      const vence = new Date(Date.UTC(2000 + Number(anio), Number(mes), 1));
      if (vence <= ahora) mensajes.exp_year = ['La tarjeta está vencida'];
    }
    if (typeof c.card_holder !== 'string' || c.card_holder.trim().length < 5)
      mensajes.card_holder = ['Nombre del tarjetahabiente inválido'];
    if (Object.keys(mensajes).length) return error(422, 'INPUT_VALIDATION_ERROR', mensajes);
    const id = `tok_test_${randomBytes(12).toString('hex')}`;
    const token: TokenSandbox = {
      resultado: RESULTADOS[numero] ?? 'ERROR',
      marca: marcaPorNumero(numero),
      ultimos: numero.slice(-4),
    };
    this.tokens.set(id, token);
    return {
      status: 201,
      cuerpo: {
        status: 'CREATED',
        data: {
          id,
          created_at: new Date().toISOString(),
          brand: token.marca,
          name: `${token.marca} **** ${token.ultimos}`,
          last_four: token.ultimos,
          bin: numero.slice(0, 6),
          exp_year: anio,
          exp_month: mes,
          card_holder: String(c.card_holder),
          expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        },
      },
    };
  }

  /** `POST /payment_sources` (private key): a token and the acceptance tokens → a source id. */
  crearFuente(auth: string | undefined, c: Record<string, unknown>): RespuestaSandbox {
    if (!this.autorizada(auth, LLAVES_SANDBOX.llavePrivada)) return error(403, 'INVALID_ACCESS_TOKEN');
    const token = typeof c.token === 'string' ? this.tokens.get(c.token) : undefined;
    if (c.type !== 'CARD' || !token)
      return error(422, 'INPUT_VALIDATION_ERROR', { token: ['Token inválido'] });
    if (c.acceptance_token !== 'acept_sandbox_terminos' || c.accept_personal_auth !== 'acept_sandbox_datos')
      return error(422, 'INPUT_VALIDATION_ERROR', { acceptance_token: ['Token de aceptación inválido'] });
    const id = this.siguienteFuente++;
    this.fuentes.set(id, token);
    return { status: 201, cuerpo: { data: { id, type: 'CARD', status: 'AVAILABLE', token: c.token } } };
  }

  /** `POST /transactions` (private key): PENDING now, final after the delay, then an event. */
  cobrar(auth: string | undefined, c: Record<string, unknown>): RespuestaSandbox {
    if (!this.autorizada(auth, LLAVES_SANDBOX.llavePrivada)) return error(403, 'INVALID_ACCESS_TOKEN');
    const monto = c.amount_in_cents;
    const referencia = c.reference;
    if (typeof monto !== 'number' || !Number.isSafeInteger(monto) || monto <= 0)
      return error(422, 'INPUT_VALIDATION_ERROR', { amount_in_cents: ['Monto inválido'] });
    if (typeof referencia !== 'string' || referencia === '')
      return error(422, 'INPUT_VALIDATION_ERROR', { reference: ['Referencia requerida'] });
    const firma = firmaIntegridadWompi({
      referencia,
      centavos: BigInt(monto),
      moneda: String(c.currency),
      secreto: LLAVES_SANDBOX.secretoIntegridad,
    });
    if (typeof c.signature !== 'string' || !mismoHex(c.signature, firma))
      return error(422, 'INPUT_VALIDATION_ERROR', { signature: ['Firma de integridad inválida'] });
    if (this.referencias.has(referencia))
      return error(422, 'INPUT_VALIDATION_ERROR', { reference: ['La referencia ya ha sido usada'] });
    const fuente = this.fuentes.get(Number(c.payment_source_id));
    if (!fuente)
      return error(422, 'INPUT_VALIDATION_ERROR', { payment_source_id: ['Fuente de pago inválida'] });
    this.referencias.add(referencia);
    const t: TransaccionSandbox = {
      id: `${Date.now()}-${randomBytes(4).toString('hex')}`,
      reference: referencia,
      amount_in_cents: monto,
      currency: String(c.currency),
      customer_email: String(c.customer_email ?? ''),
      payment_source_id: Number(c.payment_source_id),
      status: 'PENDING',
      status_message: null,
      created_at: new Date().toISOString(),
    };
    this.transacciones.set(t.id, t);
    const temporizador = setTimeout(() => {
      this.pendientes.delete(temporizador);
      t.status = fuente.resultado;
      if (t.status === 'ERROR') t.status_message = 'Error interno del método de pago';
      void this.notificar(this.evento(t)).catch(() => undefined);
    }, this.demoraMs);
    temporizador.unref();
    this.pendientes.add(temporizador);
    return { status: 201, cuerpo: { data: { ...t } } };
  }

  leer(auth: string | undefined, id: string): RespuestaSandbox {
    if (
      !this.autorizada(auth, LLAVES_SANDBOX.llavePrivada) &&
      !this.autorizada(auth, LLAVES_SANDBOX.llavePublica)
    )
      return error(403, 'INVALID_ACCESS_TOKEN');
    const t = this.transacciones.get(id);
    return t ? { status: 200, cuerpo: { data: { ...t } } } : error(404, 'NOT_FOUND_ERROR');
  }

  /** `GET /transactions?reference=` (private key): the transactions under a reference (at most one here). */
  buscar(auth: string | undefined, referencia: string): RespuestaSandbox {
    if (!this.autorizada(auth, LLAVES_SANDBOX.llavePrivada)) return error(403, 'INVALID_ACCESS_TOKEN');
    const lista = [...this.transacciones.values()].filter((t) => t.reference === referencia);
    return { status: 200, cuerpo: { data: lista.map((t) => ({ ...t })) } };
  }

  /** A `transaction.updated` event as Wompi sends it, checksummed with the sandbox's events secret. */
  evento(t: TransaccionSandbox): Record<string, unknown> {
    const evento = {
      event: 'transaction.updated',
      data: { transaction: { ...t } },
      environment: 'test',
      signature: {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
        checksum: '',
      },
      timestamp: Math.floor(Date.now() / 1000),
      sent_at: new Date().toISOString(),
    };
    evento.signature.checksum = checksumEventoWompi(evento, LLAVES_SANDBOX.secretoEventos)!;
    return evento;
  }

  /** Stops the pending final states (the app is closing). */
  cerrar(): void {
    for (const t of this.pendientes) clearTimeout(t);
    this.pendientes.clear();
  }
}
