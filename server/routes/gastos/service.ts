import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { MENSAJES_GASTOS as M, totalGasto, type Gasto } from '../../../common/gastos';
import { mesEnCurso } from '../../../common/mesBogota';
import { formasPago, gastos, nits, sedes, tiposGastos } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { page } from '../../lib/envelope';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { auditar } from '../../services/auditoria';
import { emitirGasto } from '../../webhooks/eventos';
import { cajaCerrada, cajaDelEgreso } from '../../services/egresosCaja';
import { compararDinero } from '../../../common/dinero';
import { sedePrincipal } from '../../services/inventario';
import { instante, texto } from '../compras/service';
import type { GastoInput, GastosQuery } from './schemas';
import { encolarErp } from '../../erp/envio';

const hoyBogota = () => mesEnCurso(new Date()).hoy;

async function existe(
  scope: TenantScope,
  tabla: typeof formasPago | typeof tiposGastos | typeof sedes,
  id: number,
) {
  const [fila] = await scope.tx
    .select({ id: tabla.id })
    .from(tabla)
    .where(scope.where(tabla, eq(tabla.id, id)));
  return fila !== undefined;
}

/**
 * Every reference checked in the company (another company's row does not exist: 422 on its field, nothing
 * written); the venue defaults to the main one. Answers the columns to store.
 */
async function validar(scope: TenantScope, input: GastoInput, idSedeActual?: number) {
  if (!(await existe(scope, formasPago, input.id_forma_pago)))
    throw ValidationError.field('id_forma_pago', M.formaPago);
  if (!(await existe(scope, tiposGastos, input.id_tipo_gasto)))
    throw ValidationError.field('id_tipo_gasto', M.tipoGasto);
  if (input.id_nit !== null) {
    const [proveedor] = await scope.tx
      .select({ tipo: nits.tipo_proveedor_cliente })
      .from(nits)
      .where(scope.where(nits, eq(nits.id, input.id_nit)));
    if (!proveedor) throw ValidationError.field('id_nit', M.proveedor);
    if (proveedor.tipo === 'cliente') throw ValidationError.field('id_nit', M.noEsProveedor);
  }
  let idSede = input.id_sede ?? idSedeActual ?? null;
  if (input.id_sede !== null && !(await existe(scope, sedes, input.id_sede)))
    throw ValidationError.field('id_sede', M.sede);
  idSede ??= await sedePrincipal(scope);
  if (idSede === null) throw ValidationError.field('id_sede', M.sede);
  const impuesto = input.impuesto ?? '0.00';
  return {
    id_sede: idSede,
    id_forma_pago: input.id_forma_pago,
    numero_factura: input.numero_factura,
    id_tipo_gasto: input.id_tipo_gasto,
    concepto_gasto: input.concepto_gasto,
    subtotal: input.subtotal,
    impuesto,
    total: totalGasto(input.subtotal, impuesto),
    id_nit: input.id_nit,
  };
}

/**
 * POST gastos/gasto: the expense, its total computed here. Paid in cash while the venue's register is open, it
 * records that register (whose expected cash it lowers).
 */
export async function registrarGasto(scope: TenantScope, input: GastoInput): Promise<Gasto> {
  const datos = await validar(scope, input);
  const fila = await scope.insert(gastos, {
    ...datos,
    fecha: input.fecha ?? hoyBogota(),
    id_cuadre_caja: await cajaDelEgreso(scope, datos.id_sede, datos.id_forma_pago),
    id_usuario: scope.usuarioId ?? 0, // a request always has one
  });
  await encolarErp(scope, 'expense', Number(fila.id));
  return emitirGasto(scope, 'gasto.creado', await leerGasto(scope, Number(fila.id)));
}

async function bloquearGasto(scope: TenantScope, id: number) {
  const [fila] = await scope.tx
    .select({
      estado: gastos.estado,
      id_sede: gastos.id_sede,
      id_forma_pago: gastos.id_forma_pago,
      id_cuadre_caja: gastos.id_cuadre_caja,
      fecha: gastos.fecha,
      subtotal: gastos.subtotal,
      impuesto: gastos.impuesto,
    })
    .from(gastos)
    .where(scope.where(gastos, eq(gastos.id, id)))
    .for('update');
  if (!fila) throw new NotFoundError();
  return fila;
}

const idCaja = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * POST gastos/gasto/{id} (`_method=put`): every field again (the total recomputed). A cancelled expense is not
 * changed (409). Its register stays while it is paid the same way; a new payment method takes the open register
 * when it is cash, none otherwise. An expense of a closed register (frozen: its close counted it) keeps its
 * amounts, method, venue and date (409 if any changes); its concept, type, invoice and supplier may be corrected.
 */
export async function actualizarGasto(scope: TenantScope, id: number, input: GastoInput): Promise<Gasto> {
  const actual = await bloquearGasto(scope, id);
  if (actual.estado === 'anulado') throw new ConflictError(M.anuladoNoEditar);
  const datos = await validar(scope, input, Number(actual.id_sede));
  const fecha = input.fecha ?? String(actual.fecha);
  const mismaCaja =
    Number(actual.id_forma_pago) === datos.id_forma_pago && Number(actual.id_sede) === datos.id_sede;
  if (await cajaCerrada(scope, idCaja(actual.id_cuadre_caja))) {
    const mismoDinero =
      compararDinero(String(actual.subtotal), datos.subtotal) === 0 &&
      compararDinero(String(actual.impuesto), datos.impuesto) === 0;
    if (!mismaCaja || !mismoDinero || fecha !== String(actual.fecha))
      throw new ConflictError(M.cajaCerradaEditar, { id_cuadre_caja: idCaja(actual.id_cuadre_caja) });
  }
  await scope.update(gastos, id, {
    ...datos,
    fecha,
    id_cuadre_caja: mismaCaja
      ? actual.id_cuadre_caja
      : await cajaDelEgreso(scope, datos.id_sede, datos.id_forma_pago),
    updated_at: sql`now()`,
  });
  return leerGasto(scope, id);
}

/**
 * DELETE gastos/gasto/{id}?motivo=: cancels (kept, marked, who/when/why, audited); twice is a 409. An expense of
 * a closed register is not cancelled (409): that register's close counted its cash out and stays as it was.
 */
export async function anularGasto(scope: TenantScope, id: number, motivo: string | null): Promise<Gasto> {
  const actual = await bloquearGasto(scope, id);
  if (actual.estado === 'anulado') throw new ConflictError(M.yaAnulado);
  if (await cajaCerrada(scope, idCaja(actual.id_cuadre_caja)))
    throw new ConflictError(M.cajaCerradaAnular, { id_cuadre_caja: idCaja(actual.id_cuadre_caja) });
  await scope.update(gastos, id, {
    estado: 'anulado',
    anulado_at: sql`now()`,
    anulado_por: scope.usuarioId ?? 0,
    motivo_anulacion: motivo,
  });
  await auditar(scope, {
    accion: 'gasto.anulado',
    entidad: 'gastos',
    entidadId: String(id),
    antes: { estado: 'registrado' },
    despues: { estado: 'anulado', motivo },
  });
  await encolarErp(scope, 'canceledExpense', id);
  return emitirGasto(scope, 'gasto.anulado', await leerGasto(scope, id));
}

const columnas = {
  id: gastos.id,
  id_sede: gastos.id_sede,
  fecha: gastos.fecha,
  id_forma_pago: gastos.id_forma_pago,
  forma_pago_nombre: formasPago.nombre,
  numero_factura: gastos.numero_factura,
  id_tipo_gasto: gastos.id_tipo_gasto,
  tipo_gasto_nombre: tiposGastos.nombre,
  concepto_gasto: gastos.concepto_gasto,
  subtotal: gastos.subtotal,
  impuesto: gastos.impuesto,
  total: gastos.total,
  id_nit: gastos.id_nit,
  nit_nombre: nits.nombre,
  id_cuadre_caja: gastos.id_cuadre_caja,
  estado: gastos.estado,
  id_begranda: gastos.id_begranda,
  cufe_cude: gastos.cufe_cude,
  id_begranda_anulado: gastos.id_begranda_anulado,
  cude_anulado: gastos.cude_anulado,
  anulado_at: gastos.anulado_at,
  motivo_anulacion: gastos.motivo_anulacion,
  created_at: gastos.created_at,
};

const numero = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function formato(f: { [K in keyof typeof columnas]: unknown }): Gasto {
  const idNit = numero(f.id_nit);
  return {
    id: Number(f.id),
    id_sede: Number(f.id_sede),
    fecha: String(f.fecha),
    id_forma_pago: Number(f.id_forma_pago),
    forma_pago: { id: Number(f.id_forma_pago), nombre: String(f.forma_pago_nombre ?? '') },
    numero_factura: texto(f.numero_factura),
    id_tipo_gasto: Number(f.id_tipo_gasto),
    tipo_gasto: { id: Number(f.id_tipo_gasto), nombre: String(f.tipo_gasto_nombre ?? '') },
    concepto_gasto: String(f.concepto_gasto),
    subtotal: String(f.subtotal),
    impuesto: String(f.impuesto),
    total: String(f.total),
    id_nit: idNit,
    proveedor: idNit === null ? null : { id: idNit, nombre: String(f.nit_nombre ?? '') },
    id_cuadre_caja: numero(f.id_cuadre_caja),
    estado: f.estado as Gasto['estado'],
    id_begranda: texto(f.id_begranda),
    begrandaId: texto(f.id_begranda),
    cufeCude: texto(f.cufe_cude),
    id_begranda_anulado: texto(f.id_begranda_anulado),
    cude_anulado: texto(f.cude_anulado),
    anulado_at: instante(f.anulado_at),
    motivo_anulacion: texto(f.motivo_anulacion),
    created_at: instante(f.created_at)!,
  };
}

function consulta(scope: TenantScope, condicion?: SQL) {
  return scope.tx
    .select(columnas)
    .from(gastos)
    .leftJoin(
      formasPago,
      and(eq(formasPago.empresa_id, gastos.empresa_id), eq(formasPago.id, gastos.id_forma_pago)),
    )
    .leftJoin(
      tiposGastos,
      and(eq(tiposGastos.empresa_id, gastos.empresa_id), eq(tiposGastos.id, gastos.id_tipo_gasto)),
    )
    .leftJoin(nits, and(eq(nits.empresa_id, gastos.empresa_id), eq(nits.id, gastos.id_nit)))
    .where(scope.where(gastos, condicion))
    .$dynamic();
}

export async function leerGasto(scope: TenantScope, id: number): Promise<Gasto> {
  const [f] = await consulta(scope, eq(gastos.id, id));
  if (!f) throw new NotFoundError();
  return formato(f);
}

/**
 * GET gastos: newest date first, pages from 1; `search` on the concept, the invoice number, the supplier's or
 * the type's name; filters by state, type, method, supplier, register and Bogotá dates (`desde`/`hasta`).
 */
export async function listarGastos(scope: TenantScope, q: GastosQuery) {
  const patron = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const condicion = and(
    q.estado ? eq(gastos.estado, q.estado) : undefined,
    q.id_tipo_gasto ? eq(gastos.id_tipo_gasto, q.id_tipo_gasto) : undefined,
    q.id_forma_pago ? eq(gastos.id_forma_pago, q.id_forma_pago) : undefined,
    q.id_nit ? eq(gastos.id_nit, q.id_nit) : undefined,
    q.id_cuadre_caja ? eq(gastos.id_cuadre_caja, q.id_cuadre_caja) : undefined,
    q.desde ? gte(gastos.fecha, q.desde) : undefined,
    q.hasta ? lte(gastos.fecha, q.hasta) : undefined,
    patron
      ? or(
          ilike(gastos.concepto_gasto, patron),
          ilike(gastos.numero_factura, patron),
          ilike(nits.nombre, patron),
          ilike(tiposGastos.nombre, patron),
        )
      : undefined,
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` }) // no-dinero: a row count
    .from(gastos)
    .leftJoin(nits, and(eq(nits.empresa_id, gastos.empresa_id), eq(nits.id, gastos.id_nit)))
    .leftJoin(
      tiposGastos,
      and(eq(tiposGastos.empresa_id, gastos.empresa_id), eq(tiposGastos.id, gastos.id_tipo_gasto)),
    )
    .where(scope.where(gastos, condicion));
  let filas = consulta(scope, condicion).orderBy(desc(gastos.fecha), desc(gastos.id));
  if (q.rowsPerPage !== -1) filas = filas.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  return page((await filas).map(formato), total, q.page, q.rowsPerPage === -1 ? total : q.rowsPerPage);
}
