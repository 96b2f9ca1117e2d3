import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { aDecimal, aDinero, type Dinero } from '../../../common/dinero';
import { MENSAJES_VENTAS as M, type CuadreCaja, type InventarioCaja } from '../../../common/ventas';
import { ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import {
  configuraciones,
  cuadresCaja,
  cuadresCajaConteos,
  formasPago,
  sedes,
  usuarios,
  ventas,
  ventasPagos,
} from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { page } from '../../lib/envelope';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { auditar } from '../../services/auditoria';
import { bloquearSede } from '../../services/bloqueoSede';
import { egresosDeCaja } from '../../services/egresosCaja';
import { sedePrincipal } from '../../services/inventario';
import { emitirCajaCerrada } from '../../webhooks/eventos';
import type { AbrirCajaInput, CerrarCajaInput, CajasQuery } from './schemas';

export interface Quien {
  usuarioId: number;
  idRol: number;
}
export const privilegiado = (q: Quien) => q.idRol === ROL_PROPIETARIO || q.idRol === ROL_PRIVILEGIADO;

const fp = formasPago as typeof formasPago & Record<string, typeof formasPago.id>;

/** A company setting's stored value, or undefined. */
export async function configuracion(scope: TenantScope, nombre: string): Promise<string | undefined> {
  const [fila] = await scope.tx
    .select({ valor: configuraciones.valor })
    .from(configuraciones)
    .where(scope.where(configuraciones, eq(configuraciones.nombre, nombre)));
  return fila?.valor;
}

/** The venue, checked as the company's (422 on `campo` otherwise). */
export async function sedeDe(scope: TenantScope, id: number, campo = 'id_sede') {
  const [sede] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, id)));
  if (!sede) throw ValidationError.field(campo, M.sede);
  return sede.id;
}

const columnasCaja = {
  id: cuadresCaja.id,
  id_sede: cuadresCaja.id_sede,
  sede: sedes.nombre,
  estado: cuadresCaja.estado,
  abierta_por: cuadresCaja.abierta_por,
  abierta_at: cuadresCaja.abierta_at,
  id_responsable: cuadresCaja.id_responsable,
  responsable: sql<string>`coalesce(${usuarios.nombre} || ' ' || ${usuarios.apellido}, '')`,
  saldo_apertura: cuadresCaja.saldo_apertura,
  conteo_ciego: cuadresCaja.conteo_ciego,
  cerrada_por: cuadresCaja.cerrada_por,
  cerrada_at: cuadresCaja.cerrada_at,
  saldo_cierre: cuadresCaja.saldo_cierre,
  observaciones: cuadresCaja.observaciones,
};

const fecha = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function formatoCaja(f: Record<string, unknown>): CuadreCaja {
  return {
    ...(f as unknown as CuadreCaja),
    abierta_at: fecha(f.abierta_at as Date) as string,
    cerrada_at: fecha(f.cerrada_at as Date | null),
  };
}

function consultaCajas(scope: TenantScope) {
  return scope.tx
    .select(columnasCaja)
    .from(cuadresCaja)
    .innerJoin(sedes, and(eq(sedes.empresa_id, cuadresCaja.empresa_id), eq(sedes.id, cuadresCaja.id_sede)))
    .leftJoin(
      usuarios,
      and(eq(usuarios.empresa_id, cuadresCaja.empresa_id), eq(usuarios.id, cuadresCaja.id_responsable)),
    );
}

export async function cajaPorId(scope: TenantScope, id: number): Promise<CuadreCaja> {
  const [fila] = await consultaCajas(scope).where(scope.where(cuadresCaja, eq(cuadresCaja.id, id)));
  if (!fila) throw new NotFoundError();
  return formatoCaja(fila);
}

/** GET cuadresCaja: the registers, newest first, pages from 1 (spec §9). */
export async function listarCajas(scope: TenantScope, q: CajasQuery) {
  const condicion = and(
    q.id_sede ? eq(cuadresCaja.id_sede, q.id_sede) : undefined,
    q.estado ? eq(cuadresCaja.estado, q.estado) : undefined,
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, condicion));
  let consulta = consultaCajas(scope)
    .where(scope.where(cuadresCaja, condicion))
    .orderBy(desc(cuadresCaja.abierta_at), desc(cuadresCaja.id))
    .$dynamic();
  if (q.rowsPerPage !== -1) consulta = consulta.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  const filas = (await consulta).map(formatoCaja);
  return page(filas, total, q.page, q.rowsPerPage === -1 ? total : q.rowsPerPage);
}

/** The venue asked, else the company's main venue. */
export async function sedeOPrincipal(scope: TenantScope, idSede: number | null | undefined): Promise<number> {
  if (idSede) return sedeDe(scope, idSede);
  const principal = await sedePrincipal(scope);
  if (principal === null) throw ValidationError.field('id_sede', M.sede);
  return principal;
}

/** The open register of a venue, or null. */
export async function cajaAbiertaDe(scope: TenantScope, idSede: number): Promise<CuadreCaja | null> {
  const [fila] = await consultaCajas(scope).where(
    scope.where(cuadresCaja, eq(cuadresCaja.id_sede, idSede), eq(cuadresCaja.estado, 'abierta')),
  );
  return fila ? formatoCaja(fila) : null;
}

/** An active user of the company (the register's responsible), else 422 on `campo`. */
async function responsableDe(scope: TenantScope, id: number, campo = 'id_responsable') {
  const [fila] = await scope.tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.id, id), eq(usuarios.activo, true)));
  if (!fila) throw ValidationError.field(campo, M.responsable);
  return fila.id;
}

/** GET responsables: the company's active users, by name. */
export async function listarResponsables(scope: TenantScope) {
  return scope.tx
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellido: usuarios.apellido, email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.activo, true)))
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido), asc(usuarios.id));
}

/** POST cuadresCaja/cuadreCaja: opens the venue's register; another one open there is a Spanish 409. */
export async function abrirCaja(
  scope: TenantScope,
  quien: Quien,
  input: AbrirCajaInput,
): Promise<CuadreCaja> {
  const idSede = await sedeOPrincipal(scope, input.id_sede);
  const idResponsable = await responsableDe(scope, input.id_responsable ?? quien.usuarioId);
  await bloquearSede(scope, idSede);
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

export interface Esperado {
  id_forma_pago: number;
  forma_pago: string;
  efectivo: boolean;
  ventas: Dinero;
  /** Cash expenses and purchases paid from this register (issue 10). */
  egresos: Dinero;
  /** Payments of earlier registers' sales cancelled while this one was open: they left this till. */
  devoluciones: Dinero;
  esperado: Dinero;
}

/**
 * Per payment method, the payments of the sales of earlier (closed) registers cancelled while this one was open
 * (`id_cuadre_caja_anulacion`): the money goes back to the customer from this till.
 */
async function devolucionesDeCaja(scope: TenantScope, idCaja: number): Promise<Map<number, Decimal>> {
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
  return new Map(filas.map((f) => [Number(f.id), new Decimal(String(f.total))]));
}

/**
 * The expected rows less what left the till per method: `egresos` (cash expenses and purchases) and
 * `devoluciones`; a method not listed (no sales, or deactivated since) is added with what it paid out.
 */
async function conSalidas(
  scope: TenantScope,
  filas: Esperado[],
  salidas: Record<'egresos' | 'devoluciones', Map<number, Decimal>>,
): Promise<Esperado[]> {
  const ids = new Set([...salidas.egresos.keys(), ...salidas.devoluciones.keys()]);
  if (ids.size === 0) return filas;
  const todas: Esperado[] = [...filas];
  const faltan = [...ids].filter((id) => !filas.some((f) => f.id_forma_pago === id));
  if (faltan.length > 0)
    for (const f of await scope.tx
      .select({ id: fp.id, nombre: fp.nombre, efectivo: fp.efectivo })
      .from(fp)
      .where(scope.where(fp, inArray(fp.id, faltan)))
      .orderBy(asc(fp.id)))
      todas.push({
        id_forma_pago: Number(f.id),
        forma_pago: String(f.nombre),
        efectivo: f.efectivo === true,
        ventas: '0.00',
        egresos: '0.00',
        devoluciones: '0.00',
        esperado: '0.00',
      });
  return todas.map((f) => {
    const egresos = salidas.egresos.get(f.id_forma_pago) ?? new Decimal(0);
    const devoluciones = salidas.devoluciones.get(f.id_forma_pago) ?? new Decimal(0);
    return {
      ...f,
      egresos: aDinero(egresos),
      devoluciones: aDinero(devoluciones),
      esperado: aDinero(aDecimal(f.esperado).minus(egresos).minus(devoluciones)),
    };
  });
}

/**
 * What each payment method of an open register should hold: the sums of the payments of its paid sales (a
 * cancelled sale leaves them), plus the opening cash on the cash methods (every active cash method is listed, even
 * without sales; the opening cash goes on the first), less its cash expenses and purchases and the refunds of
 * earlier registers' sales cancelled meanwhile.
 */
async function esperadosDe(scope: TenantScope, caja: CuadreCaja): Promise<Esperado[]> {
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
  let apertura = aDecimal(caja.saldo_apertura);
  const filas = (
    sumas as { id_forma_pago: number; forma_pago: string; efectivo: boolean; ventas: string }[]
  ).map((s) => {
    const esperado = s.efectivo ? aDecimal(s.ventas).plus(apertura) : aDecimal(s.ventas);
    if (s.efectivo) apertura = new Decimal(0);
    return {
      ...s,
      ventas: aDinero(aDecimal(s.ventas)),
      egresos: '0.00',
      devoluciones: '0.00',
      esperado: aDinero(esperado),
    };
  });
  return conSalidas(scope, filas, {
    egresos: await egresosDeCaja(scope, caja.id),
    devoluciones: await devolucionesDeCaja(scope, caja.id),
  });
}

/** The register's sales: how many paid and cancelled, what the paid ones sold and their tips. */
async function resumenVentas(scope: TenantScope, idCaja: number) {
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
    total_ventas: aDinero(aDecimal(resumen.total)),
    total_propinas: aDinero(aDecimal(resumen.propinas)),
  };
}

type Resultado = 'cuadrado' | 'sobrante' | 'faltante';
const resultado = (d: Decimal): Resultado =>
  d.isZero() ? 'cuadrado' : d.isPositive() ? 'sobrante' : 'faltante';
const sumar = <K extends string>(filas: readonly Record<K, string | null>[], k: K) =>
  aDinero(filas.reduce((a, f) => a.plus(aDecimal(f[k] ?? '0')), new Decimal(0)));

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
  const diferencia = cerrada ? sumar(formas, 'diferencia') : null;
  return {
    id_cuadre_caja: caja.id,
    estado: caja.estado,
    conteo_ciego: caja.conteo_ciego,
    saldo_apertura: caja.saldo_apertura,
    ...resumen,
    egresos_efectivo: sumar(formas, 'egresos'),
    devoluciones: sumar(formas, 'devoluciones'),
    esperado_total: sumar(formas, 'esperado'),
    contado_total: cerrada ? sumar(formas, 'contado') : null,
    diferencia_total: diferencia,
    resultado: diferencia === null ? null : resultado(aDecimal(diferencia)),
    formas_pago: formas,
  };
}

/** A closed register's figures as they were frozen at its close (`cerrarCaja`). */
async function totalesCongelados(scope: TenantScope, caja: CuadreCaja) {
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
  const dinero = (v: unknown) => aDinero(aDecimal(String(v)));
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
      esperado: dinero(f.esperado),
      contado: dinero(f.contado),
      diferencia: dinero(f.diferencia),
      resultado: resultado(aDecimal(String(f.diferencia))),
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
    esperado_total: null,
    formas_pago: totales.formas_pago.map((f) => ({
      ...f,
      ventas: null,
      egresos: null,
      devoluciones: null,
      esperado: null,
    })),
  };
}

/**
 * POST cuadresCaja/cuadreCaja/{id}: closes the register with the count of each payment method (`formaPagoValores`;
 * a method not counted counts 0). Per method and in total: difference = counted − expected (sobrante > 0,
 * faltante < 0). The register's row is locked first (`FOR UPDATE`): sales, cancellations, expenses and purchases
 * that hold it (`FOR KEY SHARE`: a sale in service.ts `leerContexto`, the others in
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
  const contados = new Map<number, Decimal>();
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
    else if (aDecimal(c.valor).isNegative())
      errores[`formaPagoValores.${n}.valor`] = ['El valor no puede ser negativo'];
    contados.set(c.id_forma_pago, aDecimal(c.valor));
  });
  const primero = Object.values(errores)[0];
  if (primero) throw new ValidationError(primero[0], errores);
  const filas = [...esperados];
  for (const idForma of contados.keys())
    if (!filas.some((f) => f.id_forma_pago === idForma)) {
      const f = porId.get(idForma) as { id: number; nombre: string; efectivo: boolean };
      filas.push({
        id_forma_pago: f.id,
        forma_pago: f.nombre,
        efectivo: f.efectivo,
        ventas: '0.00',
        egresos: '0.00',
        devoluciones: '0.00',
        esperado: '0.00',
      });
    }
  const contadas = filas.map((f) => {
    const contado = contados.get(f.id_forma_pago) ?? new Decimal(0);
    return { ...f, contado: aDinero(contado), diferencia: aDinero(contado.minus(aDecimal(f.esperado))) };
  });
  const conteos = contadas.map((f) => ({
    id_forma_pago: f.id_forma_pago,
    forma_pago: f.forma_pago,
    efectivo: f.efectivo,
    esperado: f.esperado,
    contado: f.contado,
    diferencia: f.diferencia,
    resultado: resultado(aDecimal(f.diferencia)),
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
        esperado: c.esperado,
        contado: c.contado,
        diferencia: c.diferencia,
      })),
    );
  const efectivoContado = conteos
    .filter((c) => c.efectivo)
    .reduce((a, c) => a.plus(aDecimal(c.contado)), new Decimal(0));
  const saldoCierre = input.saldo_cierre ?? aDinero(efectivoContado);
  await scope.update(cuadresCaja, id, {
    estado: 'cerrada',
    cerrada_por: quien.usuarioId,
    cerrada_at: sql`now()`,
    saldo_cierre: saldoCierre,
    id_responsable: idResponsable,
    observaciones: input.observaciones ?? previa.observaciones,
    ...(await resumenVentas(scope, id)),
  });
  const diferencia = sumar(conteos, 'diferencia');
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
    esperado: sumar(conteos, 'esperado'),
    contado: sumar(conteos, 'contado'),
    diferencia,
    resultado: resultado(aDecimal(diferencia)),
    totales: await totalesCongelados(scope, cuadre),
  };
}

/**
 * GET cuadresCaja/{id}/inventario: the stock movements of the register's shift per product (common/ventas.ts
 * `inventarioCaja`): those naming its sales and the orders its sales charged, in its venue.
 */
export async function inventarioCaja(scope: TenantScope, id: number): Promise<InventarioCaja> {
  const caja = await cajaPorId(scope, id);
  const e = scope.empresaId;
  const resultado = await scope.tx.execute(sql`
    with documentos (tipo, id) as (
      select 'venta'::varchar, v.id from ventas v where v.empresa_id = ${e} and v.id_cuadre_caja = ${caja.id}
      union
      select 'orden'::varchar, v.id_orden from ventas v
      where v.empresa_id = ${e} and v.id_cuadre_caja = ${caja.id} and v.id_orden is not null)
    select m.id_producto, p.nombre,
      coalesce(-sum(m.cantidad) filter (where m.tipo = 'venta'), 0)::numeric(14, 3)::text as vendido,
      coalesce(sum(m.cantidad) filter (where m.tipo = 'venta_anulada'), 0)::numeric(14, 3)::text as devuelto,
      coalesce(-sum(m.cantidad) filter (where m.tipo = 'merma'), 0)::numeric(14, 3)::text as merma,
      (-sum(m.cantidad))::numeric(14, 3)::text as salida,
      coalesce(pi.cantidad, 0)::numeric(14, 3)::text as existencia
    from inventario_movimientos m
    join documentos d on d.tipo = m.documento_tipo and d.id = m.documento_id
    join productos p on p.empresa_id = m.empresa_id and p.id = m.id_producto
    left join productos_inventario pi
      on pi.empresa_id = m.empresa_id and pi.id_producto = m.id_producto and pi.id_sede = m.id_sede
    where m.empresa_id = ${e} and m.id_sede = ${caja.id_sede}
    group by m.id_producto, p.nombre, pi.cantidad
    order by p.nombre, m.id_producto`);
  type Fila = Omit<InventarioCaja['productos'][number], 'id_producto'> & { id_producto: number | string };
  const filas = Array.isArray(resultado) ? (resultado as Fila[]) : (resultado as { rows: Fila[] }).rows;
  return {
    id_cuadre_caja: caja.id,
    id_sede: caja.id_sede,
    estado: caja.estado,
    productos: filas.map((f) => ({ ...f, id_producto: Number(f.id_producto) })),
  };
}

/**
 * The id of the register that must be open to sell in a venue, locked `FOR KEY SHARE` until the sale commits: a
 * close (`FOR UPDATE` of the same row) waits for the sales already past this point, and a sale that waited for a
 * close reads the row again and finds it closed (409), so no sale lands in a closed register.
 */
export async function cajaParaVender(
  scope: TenantScope,
  idSede: number,
  mensaje = M.sinCaja,
): Promise<number> {
  const [caja] = await scope.tx
    .select({ id: cuadresCaja.id })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id_sede, idSede), eq(cuadresCaja.estado, 'abierta')))
    .for('key share');
  if (!caja) throw new AppError(409, mensaje, { id_sede: idSede });
  return caja.id;
}
