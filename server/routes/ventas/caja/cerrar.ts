import { eq, sql } from 'drizzle-orm';
import { conSigno } from '../../../../common/exacto';
import { restar, sumar, type Dinero } from '../../../../common/dinero';
import { MENSAJES_VENTAS as M } from '../../../../common/ventas';
import { cuadresCaja, cuadresCajaConteos, formasPago } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { auditar } from '../../../services/auditoria';
import { emitirCajaCerrada } from '../../../webhooks/eventos';
import type { CerrarCajaInput } from '../schemas';
import type { Quien } from '../quien';
import { cajaPorId } from './consulta';
import { responsableDe } from './responsables';
import { esperadosDe, filaEnCero } from './esperados';
import { resultado, resumenVentas, sumarColumna, totalesCongelados } from './totales';

const fp = formasPago as typeof formasPago & Record<string, typeof formasPago.id>;
/**
 * POST cuadresCaja/cuadreCaja/{id}: closes the register with the count of each payment method (`formaPagoValores`;
 * a method not counted counts 0). Per method and in total: difference = counted − expected (sobrante > 0,
 * faltante < 0). The register's row is locked first (`FOR UPDATE`): sales, cancellations, expenses and purchases
 * that hold it (`FOR KEY SHARE`: a sale in contexto.ts `leerContexto`, the others in
 * `cajaParaVender`) commit before the expected amounts are read, later ones find it closed. The
 * figures are frozen here (summary on the register, per method in `cuadres_caja_conteos`) and answered as
 * `totales`, the closing report.
 */
export async function cerrarCaja(scope: TenantScope, quien: Quien, id: number, input: CerrarCajaInput) {
  if (!input.cerrar_caja) throw ValidationError.field('cerrar_caja', M.cerrarCaja);
  // The register's row first (no counter lock: a sale takes the venue's counter last, after the register).
  const [bloqueada] = await scope.tx
    .select({ estado: cuadresCaja.estado })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id, id)))
    .for('update');
  if (!bloqueada) throw new NotFoundError();
  if (bloqueada.estado !== 'abierta') throw new ConflictError(M.cajaYaCerrada);
  const previa = await cajaPorId(scope, id);
  const idResponsable =
    input.id_responsable != null ? await responsableDe(scope, input.id_responsable) : previa.id_responsable;
  const esperados = await esperadosDe(scope, previa);
  const contados = new Map<number, Dinero>();
  const errores: Record<string, string[]> = {};
  const todas = await scope.tx
    .select({ id: fp.id, nombre: fp.nombre, efectivo: fp.efectivo })
    .from(fp)
    .where(scope.where(fp));
  const porId = new Map(todas.map((f) => [f.id as number, f]));
  input.formaPagoValores.forEach((c, n) => {
    if (!porId.has(c.id_forma_pago)) errores[`formaPagoValores.${n}.id_forma_pago`] = [M.formaPago];
    else if (contados.has(c.id_forma_pago))
      errores[`formaPagoValores.${n}.id_forma_pago`] = [M.formaPagoRepetida];
    else if (conSigno(c.valor)) errores[`formaPagoValores.${n}.valor`] = ['El valor no puede ser negativo'];
    contados.set(c.id_forma_pago, sumar(c.valor));
  });
  const primero = Object.values(errores)[0];
  if (primero) throw new ValidationError(primero[0], errores);
  const filas = [...esperados];
  for (const idForma of contados.keys())
    if (!filas.some((f) => f.id_forma_pago === idForma)) {
      filas.push(filaEnCero(porId.get(idForma) as { id: number; nombre: string; efectivo: boolean }));
    }
  const contadas = filas.map((f) => {
    const contado = contados.get(f.id_forma_pago) ?? '0.00';
    return { ...f, contado, diferencia: restar(contado, f.esperado) };
  });
  const conteos = contadas.map((f) => ({
    id_forma_pago: f.id_forma_pago,
    forma_pago: f.forma_pago,
    efectivo: f.efectivo,
    esperado: f.esperado,
    contado: f.contado,
    diferencia: f.diferencia,
    resultado: resultado(f.diferencia),
  }));
  if (contadas.length > 0)
    await scope.tx.insert(cuadresCajaConteos).values(
      contadas.map((c) => ({
        empresa_id: scope.empresaId,
        id_cuadre_caja: id,
        id_forma_pago: c.id_forma_pago,
        ventas: c.ventas,
        egresos: c.egresos,
        devoluciones: c.devoluciones,
        entradas: c.entradas,
        salidas: c.salidas,
        esperado: c.esperado,
        contado: c.contado,
        diferencia: c.diferencia,
      })),
    );
  const saldoCierre = input.saldo_cierre ?? sumar(...conteos.filter((c) => c.efectivo).map((c) => c.contado));
  await scope.update(cuadresCaja, id, {
    estado: 'cerrada',
    cerrada_por: quien.usuarioId,
    cerrada_at: sql`now()`,
    saldo_cierre: saldoCierre,
    id_responsable: idResponsable,
    observaciones: input.observaciones ?? previa.observaciones,
    ...(await resumenVentas(scope, id)),
  });
  const diferencia = sumarColumna(conteos, 'diferencia');
  await auditar(scope, {
    accion: 'caja.cerrada',
    entidad: 'cuadres_caja',
    entidadId: String(id),
    despues: { saldo_cierre: saldoCierre, diferencia },
  });
  const cuadre = await cajaPorId(scope, id);
  await emitirCajaCerrada(scope, cuadre, conteos);
  return {
    cuadre,
    conteos,
    esperado: sumarColumna(conteos, 'esperado'),
    contado: sumarColumna(conteos, 'contado'),
    diferencia,
    resultado: resultado(diferencia),
    totales: await totalesCongelados(scope, cuadre),
  };
}
