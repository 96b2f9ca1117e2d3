import type { EstadoTransaccion } from './pasarela';

/** Wompi's states are the spec's; anything unknown is an ERROR (never an approval). */
export function estadoWompi(estado: unknown): EstadoTransaccion {
  switch (estado) {
    case 'APPROVED':
    case 'PENDING':
    case 'DECLINED':
    case 'VOIDED':
    case 'ERROR':
      return estado;
    default:
      return 'ERROR';
  }
}

/** PayU's states onto the spec's set: SUBMITTED is still pending, EXPIRED never got paid. */
export function estadoPayu(estado: unknown): EstadoTransaccion {
  switch (estado) {
    case 'APPROVED':
    case 'DECLINED':
    case 'ERROR':
    case 'PENDING':
      return estado;
    case 'SUBMITTED':
      return 'PENDING';
    case 'EXPIRED':
      return 'DECLINED';
    default:
      return 'ERROR';
  }
}
