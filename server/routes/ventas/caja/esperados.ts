import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { restar, sumar, type Dinero } from '../../../../common/dinero';
import type { CuadreCaja } from '../../../../common/ventas';
import { formasPago, ventas, ventasPagos } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { egresosDeCaja } from '../../../services/egresosCaja';
import { movimientosDeCaja } from './movimientos';

const fp = formasPago as typeof formasPago & Record<string, typeof formasPago.id>;
export interface Esperado {
  id_forma_pago: number;
  forma_pago: string;
  efectivo: boolean;
  ventas: Dinero;
  /** Cash expenses and purchases paid from this register (issue 10). */
  egresos: Dinero;
  /** Payments of earlier registers' sales cancelled while this one was open: they left this till. */
  devoluciones: Dinero;
  /** Cash put in and taken out by hand (`movimientos_caja`, issue 32). */
  entradas: Dinero;
  salidas: Dinero;
  esperado: Dinero;
}

type Ajustes = Record<'egresos' | 'devoluciones' | 'entradas' | 'salidas', Map<number, Dinero>>;

/** A payment method's row with nothing sold, paid out or moved yet. */
export const filaEnCero = (f: { id: number; nombre: string; efectivo: boolean | null }): Esperado => ({
  id_forma_pago: Number(f.id),
  forma_pago: String(f.nombre),
  efectivo: f.efectivo === true,
  ventas: '0.00',
  egresos: '0.00',
  devoluciones: '0.00',
  entradas: '0.00',
  salidas: '0.00',
  esperado: '0.00',
});

/**
 * Per payment method, the payments of the sales of earlier (closed) registers cancelled while this one was open
 * (`id_cuadre_caja_anulacion`): the money goes back to the customer from this till.
 */
async function devolucionesDeCaja(scope: TenantScope, idCaja: number): Promise<Map<number, Dinero>> {
  const filas = await scope.tx
    .select({ id: ventasPagos.id_forma_pago, total: sql<string>`sum(${ventasPagos.valor})::text` })
    .from(ventasPagos)
    .innerJoin(
      ventas,
      and(eq(ventas.empresa_id, ventasPagos.empresa_id), eq(ventas.id, ventasPagos.id_venta)),
    )
    .where(
      scope.where(
        ventasPagos,
        eq(ventas.id_cuadre_caja_anulacion, idCaja),
        sql`${ventas.id_cuadre_caja} <> ${idCaja}`,
      ),
    )
    .groupBy(ventasPagos.id_forma_pago);
  return new Map(filas.map((f) => [Number(f.id), sumar(String(f.total))]));
}

/**
 * The expected rows less what left the till per method — `egresos` (cash expenses and purchases),
 * `devoluciones`, `salidas` — plus the `entradas`; a method not listed (no sales, or deactivated since) is added
 * with what it paid out or took in.
 */
async function conAjustes(scope: TenantScope, filas: Esperado[], ajustes: Ajustes): Promise<Esperado[]> {
  const ids = new Set(Object.values(ajustes).flatMap((m) => [...m.keys()]));
  if (ids.size === 0) return filas;
  const todas: Esperado[] = [...filas];
  const faltan = [...ids].filter((id) => !filas.some((f) => f.id_forma_pago === id));
  if (faltan.length > 0)
    for (const f of await scope.tx
      .select({ id: fp.id, nombre: fp.nombre, efectivo: fp.efectivo })
      .from(fp)
      .where(scope.where(fp, inArray(fp.id, faltan)))
      .orderBy(asc(fp.id)))
      todas.push(filaEnCero(f as { id: number; nombre: string; efectivo: boolean | null }));
  return todas.map((f) => {
    const de = (k: keyof Ajustes) => ajustes[k].get(f.id_forma_pago) ?? '0.00';
    const [egresos, devoluciones, entradas, salidas] = [
      de('egresos'),
      de('devoluciones'),
      de('entradas'),
      de('salidas'),
    ];
    return {
      ...f,
      egresos,
      devoluciones,
      entradas,
      salidas,
      esperado: restar(sumar(f.esperado, entradas), sumar(egresos, devoluciones, salidas)),
    };
  });
}

/**
 * What each payment method of an open register should hold: the sums of the payments of its paid sales (a
 * cancelled sale leaves them), plus the opening cash on the cash methods (every active cash method is listed, even
 * without sales; the opening cash goes on the first) and the cash put in by hand, less its cash expenses and
 * purchases, the refunds of earlier registers' sales cancelled meanwhile and the cash taken out by hand.
 */
export async function esperadosDe(scope: TenantScope, caja: CuadreCaja): Promise<Esperado[]> {
  const sumas = await scope.tx
    .select({
      id_forma_pago: fp.id,
      forma_pago: fp.nombre,
      efectivo: fp.efectivo,
      ventas: sql<string>`coalesce(sum(${ventasPagos.valor}), 0)::numeric(14,2)`,
    })
    .from(fp)
    .leftJoin(
      sql`(${ventasPagos} join ${ventas} on ${ventas.empresa_id} = ${ventasPagos.empresa_id} and ${ventas.id} = ${ventasPagos.id_venta} and ${ventas.id_cuadre_caja} = ${caja.id} and ${ventas.estado} = 'pagada')`,
      and(eq(ventasPagos.empresa_id, fp.empresa_id), eq(ventasPagos.id_forma_pago, fp.id)),
    )
    .where(scope.where(fp))
    .groupBy(fp.id, fp.nombre, fp.efectivo, fp.activa)
    .having(sql`count(${ventasPagos.id}) > 0 or (${fp.efectivo} and ${fp.activa})`)
    .orderBy(desc(fp.efectivo), asc(fp.nombre), asc(fp.id));
  let apertura: Dinero = caja.saldo_apertura;
  const filas = (
    sumas as { id_forma_pago: number; forma_pago: string; efectivo: boolean; ventas: string }[]
  ).map((s) => {
    const esperado = s.efectivo ? sumar(s.ventas, apertura) : sumar(s.ventas);
    if (s.efectivo) apertura = '0.00';
    return {
      ...s,
      ventas: sumar(s.ventas),
      egresos: '0.00',
      devoluciones: '0.00',
      entradas: '0.00',
      salidas: '0.00',
      esperado,
    };
  });
  return conAjustes(scope, filas, {
    egresos: await egresosDeCaja(scope, caja.id),
    devoluciones: await devolucionesDeCaja(scope, caja.id),
    ...(await movimientosDeCaja(scope, caja.id)),
  });
}
