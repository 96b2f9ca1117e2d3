import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ETIQUETAS_MOTIVO,
  MENSAJES_AJUSTES as M,
  MOTIVOS_SOLO_SALIDA,
  type AjusteInventario,
  type MotivoAjuste,
} from '../../../common/ajustesInventario';
import {
  CERO,
  comparar,
  esCero,
  esNegativo,
  exacto,
  type Exacto,
  mas,
  menos,
  negar,
} from '../../../common/exacto';
import { TIPOS_MOVIMIENTO } from '../../../common/inventario';
import {
  ajustesInventario,
  ajustesInventarioDetalle,
  productos,
  productosInventario,
  sedes,
  usuarios,
} from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { page, type Page } from '../../lib/envelope';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { huellaDe, revisarHuella } from '../../lib/idempotencia';
import {
  cantidadTexto,
  registrarMovimientos,
  sedePrincipal,
  SinInventarioError,
  type Movimiento,
} from '../../services/inventario';
import type { AjusteInput, AjustesQuery } from './ajustes-schemas';

const invalido = (campo: string, mensaje: string) => new ValidationError(mensaje, { [campo]: [mensaje] });

/** Waste and damage leave the ledger as 'merma'; internal use, corrections and counts as 'ajuste'. */
export const tipoMovimientoDe = (motivo: MotivoAjuste | null) =>
  motivo === 'merma' || motivo === 'dano' ? TIPOS_MOVIMIENTO.merma : TIPOS_MOVIMIENTO.ajuste;

/**
 * A line's signed difference (pure): a count moves `contado − antes`, an entry `+cantidad`, an exit `−cantidad`.
 */
export function diferencia(tipo: AjusteInput['tipo'], antes: Exacto, valor: Exacto): Exacto {
  if (tipo === 'conteo') return menos(valor, antes);
  return tipo === 'entrada' ? valor : negar(valor);
}

/** A key taken by an adjustment that committed while this one waited: roll back and answer that one. */
export class AjusteRepetido extends Error {
  constructor(readonly cuerpo: AjusteInput) {
    super('ajuste repetido');
  }
}

/** The adjustment already made with this body's key, or null; 422 when the key came with another body. */
async function ajustePorClave(scope: TenantScope, cuerpo: AjusteInput): Promise<number | null> {
  const [fila] = await scope.tx
    .select({ id: ajustesInventario.id, huella: ajustesInventario.huella })
    .from(ajustesInventario)
    .where(scope.where(ajustesInventario, eq(ajustesInventario.idempotencia, cuerpo.idempotencia)));
  if (!fila) return null;
  revisarHuella(fila.huella, cuerpo);
  return Number(fila.id);
}

/** The adjustment made with this body's key (a repeated request's answer; 422 for another body). */
export async function ajusteDeClave(scope: TenantScope, cuerpo: AjusteInput): Promise<AjusteInventario> {
  const id = await ajustePorClave(scope, cuerpo);
  if (id === null) throw new NotFoundError();
  return leerAjuste(scope, id);
}

/**
 * The stock rows of the products in the venue, locked in product order (the ledger's order: no deadlock with an
 * order's, a sale's or a purchase's movements), so a count's difference is taken against the stock it replaces.
 * A product with no row yet has 0.
 */
async function bloquearExistencias(scope: TenantScope, idSede: number, ids: number[]) {
  const filas = await scope.tx
    .select({ id: productosInventario.id_producto, cantidad: productosInventario.cantidad })
    .from(productosInventario)
    .where(
      and(
        eq(productosInventario.empresa_id, scope.empresaId),
        eq(productosInventario.id_sede, idSede),
        inArray(productosInventario.id_producto, ids),
      ),
    )
    .orderBy(asc(productosInventario.id_producto))
    .for('update');
  return new Map(filas.map((f) => [Number(f.id), exacto(String(f.cantidad))]));
}

/**
 * POST inventarios/inventario: checks the venue and every line's product in the company (422 otherwise, nothing
 * written), locks the lines' stock, computes each difference, refuses (409, nothing written) when an exit or a count
 * would leave a product that does not allow negative stock below zero — the message names every such product —,
 * then writes the adjustment, its lines (before → after) and one movement per line that changes stock, at the
 * product's current cost. A repeated key answers the first adjustment.
 */
export async function registrarAjuste(scope: TenantScope, input: AjusteInput): Promise<AjusteInventario> {
  const previo = await ajustePorClave(scope, input);
  if (previo !== null) return leerAjuste(scope, previo);

  if (input.detalle.length === 0) throw invalido('detalle', M.sinLineas);
  const motivo = input.tipo === 'conteo' ? null : (input.motivo ?? null);
  if (input.tipo !== 'conteo' && motivo === null) throw invalido('motivo', M.motivoRequerido);
  if (input.tipo === 'entrada' && motivo !== null && MOTIVOS_SOLO_SALIDA.includes(motivo))
    throw invalido('motivo', M.motivoSoloSalida(ETIQUETAS_MOTIVO[motivo]));

  let idSede = input.id_sede;
  if (idSede !== null) {
    const [sede] = await scope.tx
      .select({ id: sedes.id })
      .from(sedes)
      .where(scope.where(sedes, eq(sedes.id, idSede)));
    if (!sede) throw invalido('id_sede', M.sede);
  }
  idSede ??= await sedePrincipal(scope);
  if (idSede === null) throw invalido('id_sede', M.sede);

  const ids = [...new Set(input.detalle.map((l) => l.id_producto))];
  const filas = await scope.tx
    .select({
      id: productos.id,
      nombre: productos.nombre,
      costo: productos.costo,
      maneja: productos.maneja_inventario,
      negativo: productos.permite_inventario_negativo,
    })
    .from(productos)
    .where(scope.where(productos, inArray(productos.id, ids)));
  const porId = new Map(filas.map((p) => [p.id, p] as const));
  const vistos = new Set<number>();
  const valores = input.detalle.map((l, n) => {
    const p = porId.get(l.id_producto);
    if (!p) throw invalido(`detalle.${n}.id_producto`, M.producto);
    if (!p.maneja) throw invalido(`detalle.${n}.id_producto`, M.sinInventarioProducto(p.nombre));
    if (vistos.has(l.id_producto)) throw invalido(`detalle.${n}.id_producto`, M.repetido(p.nombre));
    vistos.add(l.id_producto);
    if (input.tipo === 'conteo') {
      if (l.contado === undefined) throw invalido(`detalle.${n}.contado`, M.contado);
      return exacto(l.contado);
    }
    if (l.cantidad === undefined || esCero(exacto(l.cantidad)))
      throw invalido(`detalle.${n}.cantidad`, M.cantidad);
    return exacto(l.cantidad);
  });

  const stock = await bloquearExistencias(
    scope,
    idSede,
    [...ids].sort((a, b) => a - b),
  );
  const lineas = input.detalle.map((l, n) => {
    const antes = stock.get(l.id_producto) ?? CERO;
    const p = porId.get(l.id_producto)!;
    return {
      id_producto: l.id_producto,
      nombre: p.nombre,
      negativo: p.negativo,
      costo: p.costo,
      contado: input.tipo === 'conteo' ? valores[n] : null,
      antes,
      cantidad: diferencia(input.tipo, antes, valores[n]),
    };
  });
  const cortos = lineas
    .filter((l) => !l.negativo && esNegativo(mas(l.antes, l.cantidad)))
    .map((l) => l.nombre);
  if (cortos.length > 0) throw new ConflictError(M.sinInventario(cortos), { productos: cortos });

  const [fila] = await scope.tx
    .insert(ajustesInventario)
    .values({
      empresa_id: scope.empresaId,
      id_sede: idSede,
      tipo: input.tipo,
      motivo,
      observaciones: input.observaciones,
      idempotencia: input.idempotencia,
      huella: huellaDe(input),
      id_usuario: scope.usuarioId,
    })
    .onConflictDoNothing()
    .returning({ id: ajustesInventario.id });
  if (!fila) throw new AjusteRepetido(input);
  const idAjuste = Number(fila.id);

  const mueven = lineas.filter((l) => !esCero(l.cantidad));
  let registrados;
  try {
    registrados = await registrarMovimientos(
      scope,
      mueven.map((l): Movimiento => ({
        id_producto: l.id_producto,
        id_sede: idSede,
        tipo: tipoMovimientoDe(motivo),
        cantidad: cantidadTexto(l.cantidad),
        costo_unitario: l.costo,
        documento_tipo: 'ajuste',
        documento_id: idAjuste,
      })),
    );
  } catch (error) {
    // A product whose stock row did not exist yet, taken meanwhile by a concurrent first movement.
    if (error instanceof SinInventarioError)
      throw new ConflictError(M.sinInventario([error.nombre]), { productos: [error.nombre] });
    throw error;
  }
  const saldos = new Map(registrados.map((r) => [r.id_producto, exacto(r.saldo)]));
  await scope.tx.insert(ajustesInventarioDetalle).values(
    lineas.map((l) => {
      const despues = saldos.get(l.id_producto) ?? l.antes;
      // The saldo is exact; a count must land on what was counted (a concurrent first movement could not be locked).
      if (l.contado !== null && comparar(despues, l.contado) !== 0)
        throw new ConflictError(M.cambio(l.nombre));
      return {
        empresa_id: scope.empresaId,
        id_ajuste: idAjuste,
        id_producto: l.id_producto,
        contado: l.contado === null ? null : cantidadTexto(l.contado),
        antes: cantidadTexto(menos(despues, l.cantidad)),
        cantidad: cantidadTexto(l.cantidad),
        despues: cantidadTexto(despues),
        costo_unitario: esCero(l.cantidad) ? null : l.costo,
      };
    }),
  );
  return leerAjuste(scope, idAjuste);
}

const cabecera = {
  id: ajustesInventario.id,
  id_sede: ajustesInventario.id_sede,
  sede: sedes.nombre,
  tipo: ajustesInventario.tipo,
  motivo: ajustesInventario.motivo,
  observaciones: ajustesInventario.observaciones,
  id_usuario: ajustesInventario.id_usuario,
  usuario: usuarios.nombre,
  created_at: ajustesInventario.created_at,
};

const cabeceras = (scope: TenantScope, condicion?: SQL) =>
  scope.tx
    .select(cabecera)
    .from(ajustesInventario)
    .leftJoin(
      sedes,
      and(eq(sedes.empresa_id, ajustesInventario.empresa_id), eq(sedes.id, ajustesInventario.id_sede)),
    )
    .leftJoin(usuarios, eq(usuarios.id, ajustesInventario.id_usuario))
    .where(scope.where(ajustesInventario, condicion))
    .$dynamic();

type Cabecera = Awaited<ReturnType<typeof cabeceras>>[number];

async function conLineas(scope: TenantScope, filas: Cabecera[]): Promise<AjusteInventario[]> {
  const ids = filas.map((f) => Number(f.id));
  const lineas =
    ids.length === 0
      ? []
      : await scope.tx
          .select({
            id: ajustesInventarioDetalle.id,
            id_ajuste: ajustesInventarioDetalle.id_ajuste,
            id_producto: ajustesInventarioDetalle.id_producto,
            nombre: productos.nombre,
            unidad_medida: productos.unidad_medida,
            contado: ajustesInventarioDetalle.contado,
            antes: ajustesInventarioDetalle.antes,
            cantidad: ajustesInventarioDetalle.cantidad,
            despues: ajustesInventarioDetalle.despues,
            costo_unitario: ajustesInventarioDetalle.costo_unitario,
          })
          .from(ajustesInventarioDetalle)
          .innerJoin(
            productos,
            and(
              eq(productos.empresa_id, ajustesInventarioDetalle.empresa_id),
              eq(productos.id, ajustesInventarioDetalle.id_producto),
            ),
          )
          .where(
            and(
              eq(ajustesInventarioDetalle.empresa_id, scope.empresaId),
              inArray(ajustesInventarioDetalle.id_ajuste, ids),
            ),
          )
          .orderBy(asc(ajustesInventarioDetalle.id));
  const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return filas.map((f) => ({
    id: Number(f.id),
    id_sede: Number(f.id_sede),
    sede: String(f.sede ?? ''),
    tipo: f.tipo as AjusteInventario['tipo'],
    motivo: (f.motivo ?? null) as AjusteInventario['motivo'],
    observaciones: texto(f.observaciones),
    id_usuario: f.id_usuario === null ? null : Number(f.id_usuario),
    usuario: texto(f.usuario),
    created_at: new Date(f.created_at as unknown as string).toISOString(),
    detalle: lineas
      .filter((l) => Number(l.id_ajuste) === Number(f.id))
      .map((l) => ({
        id: Number(l.id),
        id_producto: Number(l.id_producto),
        nombre: String(l.nombre),
        unidad_medida: String(l.unidad_medida),
        contado: texto(l.contado),
        antes: String(l.antes),
        cantidad: String(l.cantidad),
        despues: String(l.despues),
        costo_unitario: texto(l.costo_unitario),
      })),
  }));
}

export async function leerAjuste(scope: TenantScope, id: number): Promise<AjusteInventario> {
  const filas = await cabeceras(scope, eq(ajustesInventario.id, id));
  if (filas.length === 0) throw new NotFoundError();
  return (await conLineas(scope, filas))[0];
}

const diaBogota = sql`(${ajustesInventario.created_at} at time zone 'America/Bogota')::date`;

/**
 * GET inventarios/ajustes (not in the spec): newest first, pages from 1, each with who, when, why and its lines
 * before → after; filters tipo, motivo, id_producto (adjustments with a line of it), desde/hasta (Bogotá days).
 */
export async function listarAjustes(scope: TenantScope, q: AjustesQuery): Promise<Page<AjusteInventario>> {
  const condicion = and(
    q.tipo ? eq(ajustesInventario.tipo, q.tipo) : undefined,
    q.motivo ? eq(ajustesInventario.motivo, q.motivo) : undefined,
    q.id_producto
      ? sql`exists (select 1 from ${ajustesInventarioDetalle} d where d.empresa_id = ${ajustesInventario.empresa_id}
          and d.id_ajuste = ${ajustesInventario.id} and d.id_producto = ${q.id_producto})`
      : undefined,
    q.desde ? sql`${diaBogota} >= ${q.desde}::date` : undefined,
    q.hasta ? sql`${diaBogota} <= ${q.hasta}::date` : undefined,
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` }) // no-dinero: a row count
    .from(ajustesInventario)
    .where(scope.where(ajustesInventario, condicion));
  const todas = q.rowsPerPage === -1;
  let consulta = cabeceras(scope, condicion).orderBy(desc(ajustesInventario.id));
  if (!todas) consulta = consulta.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  return page(await conLineas(scope, await consulta), total, todas ? 1 : q.page, q.rowsPerPage);
}
