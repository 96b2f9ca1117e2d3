import { MENSAJES_VENTAS as M } from '../../../../common/ventas';
import type { TenantScope } from '../../../db/tenant';
import { bloquearSede } from '../../../services/bloqueoSede';
import { configuracion } from '../configuracion';
import type { Quien } from '../quien';
import { abrirCaja } from './abrir';
import { cajaAbiertaDe, cajaParaVender } from './consulta';

/**
 * A business that does not count its drawer (the setting 'ventaRequiereCajaAbierta' off, as Loyverse allows) still
 * has its sales in a register, so the close, the reports and the cancellations work as always: the first sale (or
 * cancellation) that finds the venue's register closed opens it, at zero, in the same transaction, with the seller as
 * its responsible. Null when the setting requires an open register (the caller answers its 409 as before).
 */
export async function cajaSinConteo(
  scope: TenantScope,
  quien: Quien,
  idSede: number,
): Promise<number | null> {
  if ((await configuracion(scope, 'ventaRequiereCajaAbierta')) !== '0') return null;
  await bloquearSede(scope, idSede);
  // Another sale may have opened it while this one waited for the venue.
  if (!(await cajaAbiertaDe(scope, idSede)))
    await abrirCaja(scope, quien, {
      id_sede: idSede,
      id_responsable: quien.usuarioId,
      saldo_apertura: '0.00',
      observaciones: M.cajaAutomatica,
    });
  return cajaParaVender(scope, idSede);
}
