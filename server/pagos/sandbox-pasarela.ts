import { LLAVES_SANDBOX } from './config';
import { estadoWompi } from './estados';
import { firmaIntegridadWompi } from './firmas';
import { objeto } from './http';
import {
  PasarelaError,
  ReferenciaRepetidaError,
  type Cobro,
  type DatosFuente,
  type FuentePago,
  type Pasarela,
  type Transaccion,
} from './pasarela';
import type { RespuestaSandbox, SandboxWompi } from './sandbox';

/**
 * Our server's side of the sandbox: the same requests the Wompi client makes, handed to the sandbox in process
 * (no HTTP to ourselves), with the sandbox's keys and signatures, and the same answers' handling.
 */
export class PasarelaSandbox implements Pasarela {
  readonly nombre = 'sandbox' as const;
  constructor(private readonly sandbox: SandboxWompi) {}

  private datos(r: RespuestaSandbox, aceptados: number[]): Record<string, unknown> {
    if (r.status === 422 && Object.hasOwn(objeto(objeto(r.cuerpo.error).messages), 'reference'))
      throw new ReferenciaRepetidaError('');
    if (!aceptados.includes(r.status)) {
      const mensajes = Object.values(objeto(objeto(r.cuerpo.error).messages)).flat();
      throw new PasarelaError(String(mensajes[0] ?? 'La pasarela de prueba rechazó la solicitud.'), r.status);
    }
    return objeto(r.cuerpo.data);
  }

  async crearFuente(d: DatosFuente): Promise<FuentePago> {
    const a = this.datos(this.sandbox.aceptaciones(LLAVES_SANDBOX.llavePublica), [200]);
    const r = this.sandbox.crearFuente(`Bearer ${LLAVES_SANDBOX.llavePrivada}`, {
      type: 'CARD',
      token: d.token,
      customer_email: d.correo,
      acceptance_token: objeto(a.presigned_acceptance).acceptance_token,
      accept_personal_auth: objeto(a.presigned_personal_data_auth).acceptance_token,
    });
    return { id: String(this.datos(r, [201]).id) };
  }

  async cobrar(c: Cobro): Promise<Transaccion> {
    const r = this.sandbox.cobrar(`Bearer ${LLAVES_SANDBOX.llavePrivada}`, {
      amount_in_cents: Number(c.centavos),
      currency: c.moneda,
      customer_email: c.correo,
      reference: c.referencia,
      signature: firmaIntegridadWompi({
        referencia: c.referencia,
        centavos: c.centavos,
        moneda: c.moneda,
        secreto: LLAVES_SANDBOX.secretoIntegridad,
      }),
      payment_source_id: Number(c.fuente),
      payment_method: { installments: 1 },
    });
    try {
      return transaccion(this.datos(r, [201]));
    } catch (e) {
      if (e instanceof ReferenciaRepetidaError) throw new ReferenciaRepetidaError(c.referencia);
      throw e;
    }
  }

  async leer(id: string): Promise<Transaccion> {
    return transaccion(this.datos(this.sandbox.leer(`Bearer ${LLAVES_SANDBOX.llavePrivada}`, id), [200]));
  }

  async buscar(referencia: string): Promise<Transaccion | null> {
    const r = this.sandbox.buscar(`Bearer ${LLAVES_SANDBOX.llavePrivada}`, referencia);
    if (r.status !== 200)
      throw new PasarelaError('La pasarela de prueba no respondió la búsqueda.', r.status);
    const lista = Array.isArray(r.cuerpo.data) ? r.cuerpo.data.map(objeto) : [];
    const t = lista.at(-1);
    return t ? transaccion(t) : null;
  }
}

function transaccion(d: Record<string, unknown>): Transaccion {
  return {
    id: String(d.id),
    referencia: String(d.reference),
    estado: estadoWompi(d.status),
    ...(typeof d.status_message === 'string' ? { mensaje: d.status_message } : {}),
  };
}
