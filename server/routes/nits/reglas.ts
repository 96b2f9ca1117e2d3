import { CONSUMIDOR_FINAL, nits } from '../../../common/catalogos/nits';
import type { GanchosCatalogo } from '../../catalogos/servicio';
import { ConflictError, ValidationError } from '../../lib/errors';

const texto = (clave: string) => nits.mensajes![clave].es;

/** The row every company has for the anonymous buyer (by its document number, whatever its type). */
export const esConsumidorFinal = (registro: Record<string, unknown>) =>
  registro.numero_documento === CONSUMIDOR_FINAL.documento;

/**
 * Proveedores y clientes beyond the generator: the Consumidor final (222222222222) cannot be deleted, nor its
 * document (number or type) changed; its other data (address, e-mail) may be.
 */
export const reglasNits: GanchosCatalogo = {
  antesDeCambiar(_scope, actual, datos) {
    if (!esConsumidorFinal(actual)) return;
    if (datos === null) throw new ConflictError(texto('consumidor_final_eliminar'));
    const cambia = (k: 'numero_documento' | 'id_tipo_documento') =>
      datos[k] !== undefined && String(datos[k]) !== String(actual[k]);
    if (cambia('numero_documento') || cambia('id_tipo_documento'))
      throw new ValidationError(texto('consumidor_final_documento'), {
        [cambia('numero_documento') ? 'numero_documento' : 'id_tipo_documento']: [
          texto('consumidor_final_documento'),
        ],
      });
  },
};
