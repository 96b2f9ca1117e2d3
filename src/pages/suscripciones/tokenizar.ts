import axios, { isAxiosError } from 'axios';
import type { PasarelaPublica, TarjetaEntrada } from '../../../common/suscripciones';
import type { TarjetaIngresada } from './tarjeta/DialogoTarjeta';

/**
 * The gateway's own client: the card goes from the browser straight to the gateway (Wompi's `POST /tokens/cards`,
 * or the built-in sandbox that answers the same), so the number and the CVV never reach our API (PCI DSS SAQ A).
 * Not the app's `http`: that one adds our session's bearer token, which must never leave for a third party.
 */
const pasarela = axios.create({ timeout: 30_000 });

/** The gateway refused the card's data (Wompi's 422 `INPUT_VALIDATION_ERROR`): its messages, to show. */
export class TarjetaRechazada extends Error {}

interface RespuestaToken {
  data?: { id?: string; brand?: string; last_four?: string };
  error?: { type?: string; reason?: string; messages?: Record<string, string[]> };
}

/** Tokenizes the card with the gateway and answers what our API takes instead of it. */
export async function tokenizarTarjeta(
  { urlTokenizar, llavePublica }: PasarelaPublica,
  tarjeta: TarjetaIngresada,
): Promise<TarjetaEntrada> {
  // PayU tokenizes through the merchant's server (CREATE_TOKEN needs its API key): no browser tokenizer for it yet.
  if (!urlTokenizar || !llavePublica) throw new Error('comanda.suscripciones.compra.generico');
  try {
    const { data } = await pasarela.post<RespuestaToken>(
      urlTokenizar,
      {
        number: tarjeta.numero,
        cvc: tarjeta.cvc,
        exp_month: tarjeta.mes,
        exp_year: tarjeta.anio,
        card_holder: tarjeta.nombrePropietario,
      },
      { headers: { Authorization: `Bearer ${llavePublica}` } },
    );
    if (!data.data?.id) throw new Error('comanda.suscripciones.compra.generico');
    return {
      token: data.data.id,
      franquiciaTarjeta: data.data.brand || tarjeta.franquicia,
      ultimosDigitos: data.data.last_four || tarjeta.numero.slice(-4),
      mes: tarjeta.mes,
      año: tarjeta.anio,
      nombrePropietario: tarjeta.nombrePropietario,
    };
  } catch (error) {
    const mensajes = isAxiosError<RespuestaToken>(error) ? error.response?.data?.error?.messages : undefined;
    if (mensajes) throw new TarjetaRechazada(Object.values(mensajes).flat().join(' '));
    throw error instanceof TarjetaRechazada || !isAxiosError(error)
      ? error
      : new Error('comanda.suscripciones.compra.generico');
  }
}
