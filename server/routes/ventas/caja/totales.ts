import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { compararDinero, sumar, type Dinero } from '../../../../common/dinero';
import type { CuadreCaja } from '../../../../common/ventas';
import { cuadresCaja, cuadresCajaConteos, formasPago, ventas } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { type Quien, privilegiado } from '../quien';
import { cajaPorId } from './consulta';
import { type Esperado, esperadosDe } from './esperados';

const fp = formasPago as typeof formasPago & Record<string, typeof formasPago.id>;
/** The register's sales: how many paid and cancelled, what the paid ones sold and their tips. */
export async function resumenVentas(scope: TenantScope, idCaja: number) {
  const [resumen] = await scope.tx
    .select({
      pagadas: sql<number>`count(*) filter (where ${ventas.estado} = 'pagada')::int`,
      canceladas: sql<number>`count(*) filter (where ${ventas.estado} = 'cancelada')::int`,
      total: sql<string>`coalesce(sum(${ventas.total}) filter (where ${ventas.estado} = 'pagada'), 0)::numeric(14,2)`,
      propinas: sql<string>`coalesce(sum(${ventas.propina}) filter (where ${ventas.estado} = 'pagada'), 0)::numeric(14,2)`,
    })
    .from(ventas)
    .where(scope.where(ventas, eq(ventas.id_cuadre_caja, idCaja)));
  return {
    cantidad_ventas: Number(resumen.pagadas),
    cantidad_canceladas: Number(resumen.canceladas),
    total_ventas: sumar(resumen.total),
    total_propinas: sumar(resumen.propinas),
  };
}

type Resultado = 'cuadrado' | 'sobrante' | 'faltante';
export const resultado = (d: Dinero): Resultado => {
  const signo = compararDinero(d, 0);
  return signo === 0 ? 'cuadrado' : signo > 0 ? 'sobrante' : 'faltante';
};
export const sumarColumna = <K extends string>(filas: readonly Record<K, string | null>[], k: K) =>
  sumar(...filas.map((f) => f[k] ?? '0'));

interface FormaTotales extends Esperado {
  contado: Dinero | null;
  diferencia: Dinero | null;
  resultado: Resultado | null;
}

/** The totals' shape (`totalesCaja` in common/ventas.ts) from the rows per method and the sales summary. */
function armarTotales(
  caja: CuadreCaja,
  resumen: Awaited<ReturnType<typeof resumenVentas>>,
  formas: FormaTotales[],
) {
  const cerrada = caja.estado === 'cerrada';
  const diferencia = cerrada ? sumarColumna(formas, 'diferencia') : null;
  return {
    id_cuadre_caja: caja.id,
    estado: caja.estado,
    conteo_ciego: caja.conteo_ciego,
    saldo_apertura: caja.saldo_apertura,
    ...resumen,
    egresos_efectivo: sumarColumna(formas, 'egresos'),
    devoluciones: sumarColumna(formas, 'devoluciones'),
    entradas: sumarColumna(formas, 'entradas'),
    salidas: sumarColumna(formas, 'salidas'),
    esperado_total: sumarColumna(formas, 'esperado'),
    contado_total: cerrada ? sumarColumna(formas, 'contado') : null,
    diferencia_total: diferencia,
    resultado: diferencia === null ? null : resultado(diferencia),
    formas_pago: formas,
  };
}

/** A closed register's figures as they were frozen at its close (`cerrarCaja`). */
export async function totalesCongelados(scope: TenantScope, caja: CuadreCaja) {
  const [resumen] = await scope.tx
    .select({
      cantidad_ventas: cuadresCaja.cantidad_ventas,
      cantidad_canceladas: cuadresCaja.cantidad_canceladas,
      total_ventas: cuadresCaja.total_ventas,
      total_propinas: cuadresCaja.total_propinas,
    })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id, caja.id)));
  const filas = await scope.tx
    .select({
      id_forma_pago: cuadresCajaConteos.id_forma_pago,
      forma_pago: fp.nombre,
      efectivo: fp.efectivo,
      ventas: cuadresCajaConteos.ventas,
      egresos: cuadresCajaConteos.egresos,
      devoluciones: cuadresCajaConteos.devoluciones,
      entradas: cuadresCajaConteos.entradas,
      salidas: cuadresCajaConteos.salidas,
      esperado: cuadresCajaConteos.esperado,
      contado: cuadresCajaConteos.contado,
      diferencia: cuadresCajaConteos.diferencia,
    })
    .from(cuadresCajaConteos)
    .innerJoin(
      fp,
      and(eq(fp.empresa_id, cuadresCajaConteos.empresa_id), eq(fp.id, cuadresCajaConteos.id_forma_pago)),
    )
    .where(scope.where(cuadresCajaConteos, eq(cuadresCajaConteos.id_cuadre_caja, caja.id)))
    .orderBy(desc(fp.efectivo), asc(fp.nombre), asc(fp.id));
  const dinero = (v: unknown) => sumar(String(v));
  return armarTotales(
    caja,
    {
      cantidad_ventas: Number(resumen.cantidad_ventas),
      cantidad_canceladas: Number(resumen.cantidad_canceladas),
      total_ventas: dinero(resumen.total_ventas),
      total_propinas: dinero(resumen.total_propinas),
    },
    filas.map((f) => ({
      id_forma_pago: Number(f.id_forma_pago),
      forma_pago: String(f.forma_pago),
      efectivo: f.efectivo === true,
      ventas: dinero(f.ventas),
      egresos: dinero(f.egresos),
      devoluciones: dinero(f.devoluciones),
      entradas: dinero(f.entradas),
      salidas: dinero(f.salidas),
      esperado: dinero(f.esperado),
      contado: dinero(f.contado),
      diferencia: dinero(f.diferencia),
      resultado: resultado(String(f.diferencia)),
    })),
  );
}

/**
 * GET cuadresCaja/{id}/totales: an open register's figures computed now; a closed one's as frozen at its close
 * (later cancellations or edits never change them), with what was counted and the differences. While a
 * blind-count register is open, roles other than 0/1 get no money figure from which the expected amounts could be
 * worked out (sold, tips, paid out, refunds, expected): only the counts of sales.
 */
export async function totalesCaja(scope: TenantScope, quien: Quien, id: number) {
  const caja = await cajaPorId(scope, id);
  const totales =
    caja.estado === 'cerrada'
      ? await totalesCongelados(scope, caja)
      : armarTotales(
          caja,
          await resumenVentas(scope, caja.id),
          (await esperadosDe(scope, caja)).map((f) => ({
            ...f,
            contado: null,
            diferencia: null,
            resultado: null,
          })),
        );
  if (!(caja.conteo_ciego && caja.estado === 'abierta' && !privilegiado(quien))) return totales;
  return {
    ...totales,
    total_ventas: null,
    total_propinas: null,
    egresos_efectivo: null,
    devoluciones: null,
    entradas: null,
    salidas: null,
    esperado_total: null,
    formas_pago: totales.formas_pago.map((f) => ({
      ...f,
      ventas: null,
      egresos: null,
      devoluciones: null,
      entradas: null,
      salidas: null,
      esperado: null,
    })),
  };
}
