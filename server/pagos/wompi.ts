import { estadoWompi } from './estados';
import { firmaIntegridadWompi } from './firmas';
import { enteroJson, objeto, pedirJson } from './http';
import {
  PasarelaError,
  ReferenciaRepetidaError,
  type Cobro,
  type DatosFuente,
  type FuentePago,
  type Pasarela,
  type Transaccion,
} from './pasarela';

export interface ConfigWompi {
  /** `https://sandbox.wompi.co/v1` or `https://production.wompi.co/v1` (our sandbox's path when no keys). */
  url: string;
  llavePublica: string;
  llavePrivada: string;
  secretoIntegridad: string;
}

/** Wompi's REST API: Bearer keys, amounts in integer centavos, every transaction starting PENDING. */
export class PasarelaWompi implements Pasarela {
  readonly nombre: 'wompi' | 'sandbox';
  constructor(
    private readonly config: ConfigWompi,
    nombre: 'wompi' | 'sandbox' = 'wompi',
  ) {
    this.nombre = nombre;
  }

  private async llamar(ruta: string, llave: string, cuerpo?: unknown) {
    return pedirJson(`${this.config.url}${ruta}`, {
      metodo: cuerpo === undefined ? 'GET' : 'POST',
      cuerpo,
      cabeceras: { authorization: `Bearer ${llave}` },
    });
  }

  /** The merchant's acceptance tokens (terms and personal data), needed to save a card. */
  private async aceptaciones(): Promise<{ terminos: string; datos: string }> {
    const r = await this.llamar(
      `/merchants/${encodeURIComponent(this.config.llavePublica)}`,
      this.config.llavePublica,
    );
    const data = objeto(objeto(r.cuerpo).data);
    const terminos = objeto(data.presigned_acceptance).acceptance_token;
    const datos = objeto(data.presigned_personal_data_auth).acceptance_token;
    if (r.status !== 200 || typeof terminos !== 'string' || typeof datos !== 'string')
      throw new PasarelaError('Wompi no entregó los tokens de aceptación del comercio.', r.status);
    return { terminos, datos };
  }

  async crearFuente(datos: DatosFuente): Promise<FuentePago> {
    const aceptacion = await this.aceptaciones();
    const r = await this.llamar('/payment_sources', this.config.llavePrivada, {
      type: 'CARD',
      token: datos.token,
      customer_email: datos.correo,
      acceptance_token: aceptacion.terminos,
      accept_personal_auth: aceptacion.datos,
    });
    const data = objeto(objeto(r.cuerpo).data);
    if (
      (r.status !== 200 && r.status !== 201) ||
      (typeof data.id !== 'number' && typeof data.id !== 'string')
    )
      throw new PasarelaError(mensajeError(r.cuerpo) ?? 'Wompi no guardó la tarjeta.', r.status);
    return { id: String(data.id) };
  }

  async cobrar(cobro: Cobro): Promise<Transaccion> {
    const fuente = Number(cobro.fuente);
    const r = await this.llamar('/transactions', this.config.llavePrivada, {
      amount_in_cents: enteroJson(cobro.centavos),
      currency: cobro.moneda,
      customer_email: cobro.correo,
      reference: cobro.referencia,
      signature: firmaIntegridadWompi({
        referencia: cobro.referencia,
        centavos: cobro.centavos,
        moneda: cobro.moneda,
        secreto: this.config.secretoIntegridad,
      }),
      payment_source_id: Number.isSafeInteger(fuente) ? fuente : cobro.fuente,
      payment_method: { installments: 1 },
    });
    if (r.status === 422 && referenciaRepetida(r.cuerpo)) throw new ReferenciaRepetidaError(cobro.referencia);
    if (r.status !== 200 && r.status !== 201)
      throw new PasarelaError(mensajeError(r.cuerpo) ?? 'Wompi rechazó el cobro.', r.status);
    return transaccion(r.cuerpo);
  }

  async leer(id: string): Promise<Transaccion> {
    const r = await this.llamar(`/transactions/${encodeURIComponent(id)}`, this.config.llavePrivada);
    if (r.status !== 200) throw new PasarelaError('Wompi no encontró la transacción.', r.status);
    return transaccion(r.cuerpo);
  }

  async buscar(referencia: string): Promise<Transaccion | null> {
    const r = await this.llamar(
      `/transactions?reference=${encodeURIComponent(referencia)}`,
      this.config.llavePrivada,
    );
    if (r.status !== 200) throw new PasarelaError('Wompi no respondió la búsqueda por referencia.', r.status);
    const lista = objeto(r.cuerpo).data;
    const propias = (Array.isArray(lista) ? lista : []).filter((t) => objeto(t).reference === referencia);
    return propias.length ? transaccion({ data: propias[propias.length - 1] }) : null;
  }
}

function transaccion(cuerpo: unknown): Transaccion {
  const data = objeto(objeto(cuerpo).data);
  if (typeof data.id !== 'string' || typeof data.reference !== 'string')
    throw new PasarelaError('Wompi respondió una transacción sin id o referencia.');
  const mensaje = data.status_message;
  return {
    id: data.id,
    referencia: data.reference,
    estado: estadoWompi(data.status),
    ...(typeof mensaje === 'string' && mensaje ? { mensaje } : {}),
  };
}

/** A 422 whose messages are about `reference` (Wompi: the reference was already used). */
function referenciaRepetida(cuerpo: unknown): boolean {
  const mensajes = objeto(objeto(objeto(cuerpo).error).messages);
  return Object.hasOwn(mensajes, 'reference');
}

function mensajeError(cuerpo: unknown): string | undefined {
  const error = objeto(objeto(cuerpo).error);
  const mensajes = objeto(error.messages);
  const primero = Object.values(mensajes).flat()[0];
  if (typeof primero === 'string') return primero;
  return typeof error.reason === 'string' ? error.reason : undefined;
}
