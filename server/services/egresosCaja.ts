import { eq, sql } from 'drizzle-orm';
import { sumar, type Dinero } from '../../common/dinero';
import { compras, cuadresCaja, formasPago, gastos } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { bloquearSede } from './bloqueoSede';

/**
 * Cash that leaves the till (issue 10): purchases and expenses paid in cash while a register is open lower that
 * register's expected cash. The register is recorded on the document when it is written (`id_cuadre_caja`);
 * cancelled documents and pending (unpaid) purchases do not count.
 */

/**
 * The register a document paid with `idFormaPago` in `idSede` belongs to: the venue's open register when the
 * method is cash, else null. The venue's counter row is locked first (as opening a register does), then the
 * register's row `FOR KEY SHARE` (as a sale does): a close waits for the document, and a document that waited for
 * a close finds no open register, so nothing lands in a register after its figures were read.
 */
export async function cajaDelEgreso(
  scope: TenantScope,
  idSede: number,
  idFormaPago: number,
): Promise<number | null> {
  const [forma] = await scope.tx
    .select({ efectivo: formasPago.efectivo })
    .from(formasPago)
    .where(scope.where(formasPago, eq(formasPago.id, idFormaPago)));
  if (!forma?.efectivo) return null;
  await bloquearSede(scope, idSede);
  const [caja] = await scope.tx
    .select({ id: cuadresCaja.id })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id_sede, idSede), eq(cuadresCaja.estado, 'abierta')))
    .for('key share');
  return caja ? Number(caja.id) : null;
}

/**
 * Whether a document's register (`id_cuadre_caja`, null: none) is closed. Its row is held `FOR KEY SHARE` until
 * the document's change commits, so a close running meanwhile reads the document as it ends up: never half.
 */
export async function cajaCerrada(scope: TenantScope, idCaja: number | null): Promise<boolean> {
  if (idCaja === null) return false;
  const [caja] = await scope.tx
    .select({ estado: cuadresCaja.estado })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id, idCaja)))
    .for('key share');
  return caja?.estado === 'cerrada';
}

/** Per payment method, the cash the register's live expenses and paid purchases took out. */
export async function egresosDeCaja(scope: TenantScope, idCaja: number): Promise<Map<number, Dinero>> {
  const deGastos = scope.tx
    .select({ id: gastos.id_forma_pago, total: sql<string>`sum(${gastos.total})::text` })
    .from(gastos)
    .where(scope.where(gastos, eq(gastos.id_cuadre_caja, idCaja), eq(gastos.estado, 'registrado')))
    .groupBy(gastos.id_forma_pago);
  const deCompras = scope.tx
    .select({ id: compras.id_forma_pago, total: sql<string>`sum(${compras.total})::text` })
    .from(compras)
    .where(
      scope.where(
        compras,
        eq(compras.id_cuadre_caja, idCaja),
        eq(compras.estado, 'registrada'),
        eq(compras.tipo_pago_compra, 1),
      ),
    )
    .groupBy(compras.id_forma_pago);
  const suma = new Map<number, Dinero>();
  for (const f of [...(await deGastos), ...(await deCompras)])
    suma.set(Number(f.id), sumar(suma.get(Number(f.id)) ?? '0.00', String(f.total)));
  return suma;
}
