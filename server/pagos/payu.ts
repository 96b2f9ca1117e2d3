import { estadoPayu } from './estados';
import { firmaPayu } from './firmas';
import { objeto, pedirJson, pesosTexto } from './http';
import {
  PasarelaError,
  type Cobro,
  type DatosFuente,
  type FuentePago,
  type Pasarela,
  type Transaccion,
} from './pasarela';

export interface ConfigPayu {
  /** `https://(sandbox.)api.payulatam.com/payments-api/4.0/service.cgi`. */
  urlPagos: string;
  /** `https://(sandbox.)api.payulatam.com/reports-api/4.0/service.cgi` (reads a transaction). */
  urlConsultas: string;
  apiLogin: string;
  apiKey: string;
  merchantId: string;
  accountId: string;
  prueba: boolean;
}

/** PayU Latam's JSON RPC (`service.cgi`): one endpoint, a command per call, the merchant's keys in each. */
export class PasarelaPayu implements Pasarela {
  readonly nombre = 'payu' as const;
  constructor(private readonly config: ConfigPayu) {}

  private async rpc(url: string, command: string, extra: Record<string, unknown>) {
    const r = await pedirJson(url, {
      metodo: 'POST',
      cuerpo: {
        language: 'es',
        command,
        merchant: { apiLogin: this.config.apiLogin, apiKey: this.config.apiKey },
        test: this.config.prueba,
        ...extra,
      },
    });
    const cuerpo = objeto(r.cuerpo);
    if (r.status !== 200 || cuerpo.code !== 'SUCCESS')
      throw new PasarelaError(
        typeof cuerpo.error === 'string' && cuerpo.error ? cuerpo.error : `PayU no respondió ${command}.`,
        r.status,
      );
    return cuerpo;
  }

  /** PayU's token (`creditCardTokenId`, made by PayU from the browser's card) is already the source. */
  async crearFuente(datos: DatosFuente): Promise<FuentePago> {
    if (!/^[0-9a-f-]{8,64}$/i.test(datos.token))
      throw new PasarelaError('Token de tarjeta de PayU inválido.');
    return { id: datos.token };
  }

  async cobrar(cobro: Cobro): Promise<Transaccion> {
    const valor = pesosTexto(cobro.centavos);
    const r = await this.rpc(this.config.urlPagos, 'SUBMIT_TRANSACTION', {
      transaction: {
        order: {
          accountId: this.config.accountId,
          referenceCode: cobro.referencia,
          description: `Suscripción ${cobro.referencia}`,
          language: 'es',
          signature: firmaPayu({
            apiKey: this.config.apiKey,
            merchantId: this.config.merchantId,
            referencia: cobro.referencia,
            valor,
            moneda: cobro.moneda,
          }),
          additionalValues: { TX_VALUE: { value: valor, currency: cobro.moneda } },
          buyer: { fullName: cobro.nombre ?? cobro.correo, emailAddress: cobro.correo },
        },
        payer: { fullName: cobro.nombre ?? cobro.correo, emailAddress: cobro.correo },
        creditCardTokenId: cobro.fuente,
        ...(cobro.franquicia ? { paymentMethod: cobro.franquicia } : {}),
        type: 'AUTHORIZATION_AND_CAPTURE',
        paymentCountry: 'CO',
      },
    });
    const tr = objeto(r.transactionResponse);
    if (typeof tr.transactionId !== 'string') throw new PasarelaError('PayU respondió sin transactionId.');
    return {
      id: tr.transactionId,
      referencia: cobro.referencia,
      estado: estadoPayu(tr.state),
      ...(typeof tr.responseCode === 'string' ? { mensaje: tr.responseCode } : {}),
    };
  }

  async leer(id: string): Promise<Transaccion> {
    const r = await this.rpc(this.config.urlConsultas, 'TRANSACTION_RESPONSE_DETAIL', {
      details: { transactionId: id },
    });
    const payload = objeto(objeto(r.result).payload);
    const referencia = payload.referenceCode;
    return {
      id,
      referencia: typeof referencia === 'string' ? referencia : '',
      estado: estadoPayu(payload.state),
      ...(typeof payload.responseCode === 'string' ? { mensaje: payload.responseCode } : {}),
    };
  }

  /** `ORDER_DETAIL_BY_REFERENCE_CODE`: the orders under our reference, each with its transactions; the last one. */
  async buscar(referencia: string): Promise<Transaccion | null> {
    const r = await this.rpc(this.config.urlConsultas, 'ORDER_DETAIL_BY_REFERENCE_CODE', {
      details: { referenceCode: referencia },
    });
    const ordenes = objeto(r.result).payload;
    const transacciones = (Array.isArray(ordenes) ? ordenes : [])
      .filter((o) => objeto(o).referenceCode === referencia)
      .flatMap((o) => {
        const lista = objeto(o).transactions;
        return Array.isArray(lista) ? lista.map(objeto) : [];
      })
      .filter((t) => typeof t.id === 'string');
    const t = transacciones.at(-1);
    if (!t) return null;
    const respuesta = objeto(t.transactionResponse);
    return {
      id: t.id as string,
      referencia,
      estado: estadoPayu(respuesta.state),
      ...(typeof respuesta.responseCode === 'string' ? { mensaje: respuesta.responseCode } : {}),
    };
  }
}
