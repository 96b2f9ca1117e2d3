import { z } from 'zod';
import { respuestas } from '../../../common/api';
import {
  cobrosSuscripcion,
  estadoUltimoCobro,
  resultadoCompra,
  suscripcionesRespuesta,
  tarjetaGuardada,
  tarjetaGuardadaRespuesta,
} from '../../../common/suscripciones';

export {
  compraSuscripcion as compraBody,
  tarjetaEntrada as tarjetaBody,
} from '../../../common/suscripciones';

/** The gateway's event: any JSON object (its checksum decides, not its shape). */
export const eventoBody = z.record(z.string(), z.unknown());

export const respuestasSuscripciones = {
  planes: respuestas(suscripcionesRespuesta),
  compra: respuestas(resultadoCompra),
  estado: respuestas(estadoUltimoCobro),
  cobros: respuestas(cobrosSuscripcion),
  tarjeta: respuestas(tarjetaGuardadaRespuesta),
  tarjetaGuardada: respuestas(tarjetaGuardada),
  vacia: respuestas(z.null()),
  evento: respuestas(z.object({ aplicado: z.boolean() })),
};
