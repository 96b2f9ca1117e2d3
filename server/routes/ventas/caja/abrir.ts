import { MENSAJES_VENTAS as M, type CuadreCaja } from '../../../../common/ventas';
import { eq } from 'drizzle-orm';
import { cuadresCaja, sedes } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { ConflictError, ValidationError } from '../../../lib/errors';
import { auditar } from '../../../services/auditoria';
import { bloquearSede } from '../../../services/bloqueoSede';
import type { AbrirCajaInput } from '../schemas';
import type { Quien } from '../quien';
import { configuracion } from '../configuracion';
import { sedeOPrincipal } from '../sede';
import { cajaPorId, cajaAbiertaDe } from './consulta';
import { responsableDe } from './responsables';

/** POST cuadresCaja/cuadreCaja: opens the venue's register; another one open there is a Spanish 409. */
export async function abrirCaja(
  scope: TenantScope,
  quien: Quien,
  input: AbrirCajaInput,
): Promise<CuadreCaja> {
  const idSede = await sedeOPrincipal(scope, input.id_sede);
  const idResponsable = await responsableDe(scope, input.id_responsable ?? quien.usuarioId);
  await bloquearSede(scope, idSede);
  // Read after the counter's lock, which a deactivation takes too (routes/sedes/service.ts).
  const [sede] = await scope.tx
    .select({ activa: sedes.activa })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, idSede)));
  if (!sede.activa) throw ValidationError.field('id_sede', M.sedeInactiva);
  if (await cajaAbiertaDe(scope, idSede)) throw new ConflictError(M.yaHayCaja);
  const ciego = (await configuracion(scope, 'conteoCiego')) === '1';
  const caja = await scope.insert(cuadresCaja, {
    id_sede: idSede,
    abierta_por: quien.usuarioId,
    id_responsable: idResponsable,
    saldo_apertura: input.saldo_apertura,
    conteo_ciego: ciego,
    observaciones: input.observaciones,
  });
  await auditar(scope, {
    accion: 'caja.abierta',
    entidad: 'cuadres_caja',
    entidadId: String(caja.id),
    despues: { id_sede: idSede, saldo_apertura: input.saldo_apertura, id_responsable: idResponsable },
  });
  return cajaPorId(scope, caja.id);
}
