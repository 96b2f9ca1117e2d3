import { useEffect, useState } from 'react';
import { HttpError } from 'react-admin';
import type {
  PlanSuscripcion,
  ResultadoCompra,
  SuscripcionesRespuesta,
  TarjetaGuardada,
} from '../../../common/suscripciones';
import { comprarPlan, useRefrescar, useUltimoCobro } from './api';
import type { TarjetaIngresada } from './tarjeta/DialogoTarjeta';
import { TarjetaRechazada, tokenizarTarjeta } from './tokenizar';

const T = 'comanda.suscripciones.compra';

/** Spec §9: the page reloads 5 s after a plan is bought (the banner and the limits come with the new `me`). */
export const RECARGA_MS = 5000;
/** Replaced in the tests: a real reload would end jsdom's page. */
export const pagina = { recargar: () => window.location.reload() };

/** Where the purchase is: spec §4's dialogs (makingTransaction, success, error) and the steps before them. */
export type PasoCompra =
  | { tipo: 'nada' }
  | { tipo: 'confirmar'; plan: PlanSuscripcion; tarjeta: TarjetaGuardada }
  | { tipo: 'tarjeta'; plan: PlanSuscripcion; error?: string }
  /** `conTarjeta`: the card dialog stays under it, so a card the gateway refuses is still there to correct. */
  | { tipo: 'realizando'; plan: PlanSuscripcion; conTarjeta: boolean }
  | { tipo: 'exito'; plan: string }
  /** The gateway has not decided yet: the last charge is read again until this one (`idCobro`) is final. */
  | { tipo: 'pendiente'; idCobro: number | undefined }
  | { tipo: 'fallida'; mensaje: string }
  | { tipo: 'error'; mensaje: string };

const FALLIDOS = new Set(['DECLINED', 'ERROR', 'VOIDED']);

/** Spec §8: the text of a charge that did not go through. */
function mensajeFallo(resultado: Pick<ResultadoCompra, 'estado' | 'mensaje'>): string {
  if (resultado.estado === 'DECLINED') return `${T}.declinada`;
  if (resultado.estado === 'VOIDED') return `${T}.anulada`;
  return resultado.mensaje || `${T}.error_pasarela`;
}

/** A failed call's text: the server's message (spec §8), the pending block's, or the generic one. */
function mensajeError(error: unknown): string {
  if (error instanceof HttpError && error.status === 409) return `${T}.pago_pendiente`;
  const mensaje = error instanceof Error ? error.message : '';
  if (!mensaje || mensaje === 'comanda.errores.generico') return `${T}.generico`;
  return mensaje;
}

interface Datos {
  suscripciones: SuscripcionesRespuesta | undefined;
  /** undefined while unknown: no saved card is assumed (the card dialog opens). */
  tarjeta: TarjetaGuardada | null | undefined;
}

/** The dialog of a charge's final state (APPROVED names the plan). */
function pasoFinal(resultado: Pick<ResultadoCompra, 'estado' | 'mensaje' | 'suscripcion'>): PasoCompra {
  if (resultado.estado === 'APPROVED')
    return { tipo: 'exito', plan: resultado.suscripcion.suscripcion.nombre };
  return { tipo: 'fallida', mensaje: mensajeFallo(resultado) };
}

/**
 * Spec §4/§5 purchase flow: a pending previous charge refuses at once with its message; without a saved card, or
 * when the last charge was DECLINED, ERROR or VOIDED, the card dialog opens; otherwise the saved card is charged
 * after a confirmation. The card is tokenized by the browser with the gateway, then the plan is bought.
 */
export function useCompra({ suscripciones, tarjeta }: Datos) {
  const [paso, setPaso] = useState<PasoCompra>({ tipo: 'nada' });
  const refrescar = useRefrescar();
  const { data: ultimoCobro } = useUltimoCobro();

  // A PENDING purchase ends when the polled last charge (this one) has a final state: its dialog replaces the wait.
  useEffect(() => {
    if (paso.tipo !== 'pendiente' || !ultimoCobro || ultimoCobro.estado === 'PENDING') return;
    if (ultimoCobro.id_cobro !== paso.idCobro) return;
    setPaso(pasoFinal(ultimoCobro));
    void refrescar();
  }, [paso, ultimoCobro, refrescar]);

  useEffect(() => {
    if (paso.tipo !== 'exito') return;
    const temporizador = setTimeout(() => pagina.recargar(), RECARGA_MS);
    return () => clearTimeout(temporizador);
  }, [paso.tipo]);

  const adquirir = (plan: PlanSuscripcion) => {
    // The polled last charge is fresher than the subscription's state, read once with the page.
    const pendiente = ultimoCobro
      ? ultimoCobro.estado === 'PENDING'
      : suscripciones?.actual.estado === 'pendiente';
    if (pendiente) setPaso({ tipo: 'error', mensaje: `${T}.pago_pendiente` });
    else if (!tarjeta || (ultimoCobro && FALLIDOS.has(ultimoCobro.estado)))
      setPaso({ tipo: 'tarjeta', plan });
    else setPaso({ tipo: 'confirmar', plan, tarjeta });
  };

  const comprar = async (plan: PlanSuscripcion, ingresada?: TarjetaIngresada) => {
    if (!suscripciones) return;
    setPaso({ tipo: 'realizando', plan, conTarjeta: ingresada !== undefined });
    try {
      const tarjetaNueva = ingresada ? await tokenizarTarjeta(suscripciones.pasarela, ingresada) : undefined;
      const resultado = await comprarPlan({
        idSuscripcionNueva: plan.id,
        ...(suscripciones.actual.id !== null && { idSuscripcionAnterior: suscripciones.actual.id }),
        ...(tarjetaNueva && { tarjeta: tarjetaNueva }),
      });
      setPaso(
        resultado.estado === 'PENDING'
          ? { tipo: 'pendiente', idCobro: resultado.id_cobro }
          : pasoFinal(resultado),
      );
    } catch (error) {
      if (error instanceof TarjetaRechazada) setPaso({ tipo: 'tarjeta', plan, error: error.message });
      else setPaso({ tipo: 'error', mensaje: mensajeError(error) });
    }
    void refrescar();
  };

  return {
    paso,
    adquirir,
    /** With the saved card (after the confirmation) or the card just typed. */
    comprar,
    /** 'Usar otra tarjeta' from the confirmation. */
    otraTarjeta: (plan: PlanSuscripcion) => setPaso({ tipo: 'tarjeta', plan }),
    cerrar: () => setPaso({ tipo: 'nada' }),
  };
}
