import { z } from 'zod';
import { puntosImpresion } from '../../../common/catalogos/puntosImpresion';
import { MENSAJES_TIQUETES as M } from '../../../common/tiquetes';
import type { GanchosCatalogo } from '../../catalogos/servicio';
import { ValidationError } from '../../lib/errors';
import {
  DireccionNoPermitidaError,
  HostNoResuelveError,
  PuertoNoPermitidoError,
  resolverImpresora,
  type OpcionesImpresoras,
} from '../../tiquetes/impresora';

const { puerto } = puntosImpresion.campos;
/** The port a create without one stores (the declaration's default). */
const PUERTO_DEFECTO = puerto.tipo === 'entero' ? (puerto.defecto ?? 9100) : 9100;

/**
 * Print points beyond the generator: network mode ('red') only where the server prints on network printers
 * (PRINTERS_NETWORK), and then the address and port pass the printer guard at save (and again at every send,
 * server/tiquetes/). Checked on the print point as it will be, so a rename of a network point on a server that no
 * longer allows them is refused too: it must move to the station's browser.
 */
export function ganchosPuntosImpresion(opciones: OpcionesImpresoras): GanchosCatalogo {
  return {
    async antesDeGuardar(_scope, datos, actual) {
      const p: Record<string, unknown> = { ...actual };
      for (const [k, v] of Object.entries(datos)) if (v !== undefined) p[k] = v;
      if (p.modo_impresion !== 'red') return;
      if (!opciones.red) throw ValidationError.field('modo_impresion', M.redDesactivada);
      try {
        const puertoFinal = p.puerto == null ? PUERTO_DEFECTO : Number(p.puerto);
        await resolverImpresora(String(p.direccion_ip ?? '').trim(), puertoFinal, opciones);
      } catch (error) {
        if (error instanceof PuertoNoPermitidoError)
          throw ValidationError.field('puerto', M.puertoNoPermitido);
        if (error instanceof DireccionNoPermitidaError)
          throw ValidationError.field('direccion_ip', M.direccionNoPermitida);
        if (error instanceof HostNoResuelveError)
          throw ValidationError.field('direccion_ip', M.hostNoResuelve);
        throw error;
      }
    },
  };
}

/** What the print points' list adds to its page: whether this server prints on network printers. */
export const extraListaPuntos = (opciones: OpcionesImpresoras) => ({
  esquema: z.object({ impresion_red: z.boolean() }),
  valores: () => ({ impresion_red: opciones.red }),
});
