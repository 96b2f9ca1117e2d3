import Decimal from 'decimal.js';
import { eq, inArray, sql } from 'drizzle-orm';
import { aDecimal, aDinero } from '../../common/dinero';
import { compras, formasPago, gastos } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { bloquearSede, cajaAbiertaDe, type Esperado } from '../routes/ventas/caja';

/**
 * Cash that leaves the till (issue 10): purchases and expenses paid in cash while a register is open lower that
 * register's expected cash. The register is recorded on the document when it is written (`id_cuadre_caja`);
 * cancelled documents and pending (unpaid) purchases do not count.
 */

/**
 * The register a document paid with `idFormaPago` in `idSede` belongs to: the venue's open register when the
 * method is cash, else null. The venue's counter row is locked first (as a sale and a close do), so a document
 * never lands in a register that is closing.
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
  if (forma?.efectivo !== true) return null;
  await bloquearSede(scope, idSede);
  return (await cajaAbiertaDe(scope, idSede))?.id ?? null;
}

/** Per payment method, the cash the register's live expenses and paid purchases took out. */
export async function egresosDeCaja(scope: TenantScope, idCaja: number): Promise<Map<number, Decimal>> {
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
  const suma = new Map<number, Decimal>();
  for (const f of [...(await deGastos), ...(await deCompras)])
    suma.set(Number(f.id), (suma.get(Number(f.id)) ?? new Decimal(0)).plus(String(f.total)));
  return suma;
}

/**
 * A register's expected figures per method (cuadre's `esperadosDe`) less the cash its expenses and purchases
 * took out, per method; a method not listed (deactivated since) is added with what it paid out.
 */
export async function conEgresos(scope: TenantScope, idCaja: number, filas: Esperado[]): Promise<Esperado[]> {
  const egresos = await egresosDeCaja(scope, idCaja);
  if (egresos.size === 0) return filas;
  const todas: Esperado[] = [...filas];
  const faltan = [...egresos.keys()].filter((id) => !filas.some((f) => f.id_forma_pago === id));
  if (faltan.length > 0)
    for (const f of await scope.tx
      .select({ id: formasPago.id, nombre: formasPago.nombre, efectivo: formasPago.efectivo })
      .from(formasPago)
      .where(scope.where(formasPago, inArray(formasPago.id, faltan))))
      todas.push({
        id_forma_pago: Number(f.id),
        forma_pago: String(f.nombre),
        efectivo: f.efectivo === true,
        ventas: '0.00',
        egresos: '0.00',
        esperado: '0.00',
      });
  return todas.map((f) => {
    const sale = egresos.get(f.id_forma_pago);
    if (!sale) return f;
    return { ...f, egresos: aDinero(sale), esperado: aDinero(aDecimal(f.esperado).minus(sale)) };
  });
}
