import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { comparar, esCero, esNegativo, exacto, type Exacto, mas, por, textoFijo } from '../../common/exacto';
import { TIPOS_MOVIMIENTO, type TipoMovimiento } from '../../common/inventario';
import { codigoPg } from '../db/errores-pg';
import { inventarioMovimientos, productos, productosInventario, productosRecetas, sedes } from '../db/schema';
import { INSTANTE } from '../db/instante';
import type { TenantScope } from '../db/tenant';
import { AppError, NotFoundError } from '../lib/errors';
import { avisarBajoMinimo } from '../webhooks/eventos';

export { TIPOS_MOVIMIENTO, type TipoMovimiento };

/** A quantity in the ledger: numeric(14,3), signed. */
const PATRON = /^-?\d{1,11}(\.\d{1,3})?$/;

/** A quantity with three decimals, as the database writes it ('5' → '5.000'). */
export const cantidadTexto = (v: Exacto | string | number) =>
  textoFijo(typeof v === 'object' ? v : exacto(v), 3);

/**
 * Not enough stock: the product, the venue, what is left and what was asked. Orders (issue 8) answer it as the
 * spec's `sinInventario`; nothing of the transaction is kept (the caller lets it roll back).
 */
export class SinInventarioError extends AppError {
  constructor(
    readonly id_producto: number,
    readonly nombre: string,
    readonly id_sede: number,
    readonly disponible: string,
    readonly solicitado: string,
  ) {
    super(409, `No hay inventario suficiente de ${nombre}: quedan ${disponible}`, {
      id_producto,
      nombre,
      id_sede,
      disponible,
      solicitado,
    });
    this.name = 'SinInventarioError';
  }
}

/** The product does not manage stock (a service, or `maneja_inventario` off): it has no ledger. */
export class ProductoSinInventarioError extends AppError {
  constructor(
    readonly id_producto: number,
    readonly nombre: string,
  ) {
    super(422, `El producto ${nombre} no maneja inventario`, { id_producto, nombre });
    this.name = 'ProductoSinInventarioError';
  }
}

export interface Movimiento {
  id_producto: number;
  id_sede: number;
  tipo: TipoMovimiento;
  /** Signed decimal string (negative takes stock out), at most 3 decimals, never zero. */
  cantidad: string;
  /** Unit cost in pesos (common/dinero.ts), when the movement has one (purchases, initial stock). */
  costo_unitario?: string | null;
  /** The document that caused it ('orden', 'venta', 'compra', 'ajuste', 'producto'…) and its id. */
  documento_tipo?: string | null;
  documento_id?: number | null;
  /** Who; defaults to the scope's signed-in user. */
  id_usuario?: number | null;
}

export interface MovimientoRegistrado {
  id: number;
  id_producto: number;
  id_sede: number;
  /** Stock on hand in that venue after the movement. */
  saldo: string;
}

/**
 * Records one movement and moves the stock on hand of its product and venue, in the caller's transaction.
 * The stock changes through one conditional UPDATE (`cantidad + q >= 0`, unless the product allows negative
 * stock), which PostgreSQL re-checks on the newest row after waiting for a concurrent writer: two sales of the
 * last unit cannot both pass. The first movement of a product in a venue creates its stock row.
 * Refuses (typed errors): another company's or unknown product or venue (404), a product without stock
 * management (`ProductoSinInventarioError`), stock below zero (`SinInventarioError`).
 */
export async function registrarMovimiento(scope: TenantScope, m: Movimiento): Promise<MovimientoRegistrado> {
  if (!PATRON.test(m.cantidad) || esCero(exacto(m.cantidad)))
    throw new Error(`Cantidad de movimiento inválida: ${m.cantidad}`);
  const [producto] = await scope.tx
    .select({
      nombre: productos.nombre,
      maneja: productos.maneja_inventario,
      negativo: productos.permite_inventario_negativo,
    })
    .from(productos)
    .where(scope.where(productos, eq(productos.id, m.id_producto)));
  if (!producto) throw new NotFoundError();
  const nombre = producto.nombre;
  if (!producto.maneja) throw new ProductoSinInventarioError(m.id_producto, nombre);
  const permite = producto.negativo;

  const saldo = await moverExistencia(scope, m, permite);
  if (saldo === null) {
    const disponible = await existencia(scope, m.id_producto, m.id_sede);
    throw new SinInventarioError(
      m.id_producto,
      nombre,
      m.id_sede,
      disponible,
      cantidadTexto(m.cantidad).replace('-', ''),
    );
  }
  const [fila] = await scope.tx
    .insert(inventarioMovimientos)
    .values({
      empresa_id: scope.empresaId,
      id_producto: m.id_producto,
      id_sede: m.id_sede,
      tipo: m.tipo,
      cantidad: m.cantidad,
      costo_unitario: m.costo_unitario ?? null,
      saldo,
      documento_tipo: m.documento_tipo ?? null,
      documento_id: m.documento_id ?? null,
      id_usuario: m.id_usuario === undefined ? scope.usuarioId : m.id_usuario,
      created_at: INSTANTE,
    })
    .returning({ id: inventarioMovimientos.id });
  await avisarBajoMinimo(scope, { ...m, id: Number(fila.id) });
  return { id: Number(fila.id), id_producto: m.id_producto, id_sede: m.id_sede, saldo };
}

/**
 * Several movements in one transaction (an order's lines, a purchase): taken in (product, venue) order so that
 * two such transactions lock the stock rows in the same order and never deadlock. Answers in the given order;
 * the first refusal throws (the caller's transaction then keeps none of them).
 */
export async function registrarMovimientos(
  scope: TenantScope,
  movimientos: Movimiento[],
): Promise<MovimientoRegistrado[]> {
  const orden = movimientos
    .map((m, i) => ({ m, i }))
    .sort((a, b) => a.m.id_producto - b.m.id_producto || a.m.id_sede - b.m.id_sede || a.i - b.i);
  const resultado: MovimientoRegistrado[] = new Array(movimientos.length);
  for (const { m, i } of orden) resultado[i] = await registrarMovimiento(scope, m);
  return resultado;
}

/** The stock row of a product in a venue (the stock table has no `id`: its key is the pair). */
const deStock = (scope: TenantScope, id_producto: number, id_sede: number) =>
  and(
    eq(productosInventario.empresa_id, scope.empresaId),
    eq(productosInventario.id_producto, id_producto),
    eq(productosInventario.id_sede, id_sede),
  );

/** The new stock on hand, or null when the movement would leave it below zero (not allowed). */
async function moverExistencia(scope: TenantScope, m: Movimiento, permite: boolean): Promise<string | null> {
  const q = sql`${m.cantidad}::numeric`;
  const actualizar = () =>
    scope.tx
      .update(productosInventario)
      .set({ cantidad: sql`${productosInventario.cantidad} + ${q}`, updated_at: sql`now()` })
      .where(
        and(
          deStock(scope, m.id_producto, m.id_sede),
          permite ? undefined : sql`${productosInventario.cantidad} + ${q} >= 0`,
        ),
      )
      .returning({ cantidad: productosInventario.cantidad });
  const [movida] = await actualizar();
  if (movida) return String(movida.cantidad);
  if (!permite && esNegativo(exacto(m.cantidad))) {
    // No row (stock 0) or not enough in it: either way a refusal, unless a row exists for the venue check.
    await verificarSede(scope, m.id_sede);
    return null;
  }
  try {
    const [creada] = await scope.tx
      .insert(productosInventario)
      .values({
        empresa_id: scope.empresaId,
        id_producto: m.id_producto,
        id_sede: m.id_sede,
        cantidad: m.cantidad,
      })
      .onConflictDoNothing()
      .returning({ cantidad: productosInventario.cantidad });
    if (creada) return String(creada.cantidad);
  } catch (error) {
    // The venue is not one of the company's (composite foreign key).
    if (codigoPg(error) === '23503') throw new NotFoundError('La sede no existe o no pertenece a tu empresa');
    throw error;
  }
  // A concurrent first movement created the row meanwhile: now the update finds it.
  const [despues] = await actualizar();
  return despues ? String(despues.cantidad) : null;
}

async function verificarSede(scope: TenantScope, id: number): Promise<void> {
  const [sede] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, id)));
  if (!sede) throw new NotFoundError('La sede no existe o no pertenece a tu empresa');
}

/** Stock on hand of a product in a venue ('0.000' when it never moved there). */
export async function existencia(scope: TenantScope, id_producto: number, id_sede: number): Promise<string> {
  const [fila] = await scope.tx
    .select({ cantidad: productosInventario.cantidad })
    .from(productosInventario)
    .where(deStock(scope, id_producto, id_sede));
  return fila ? String(fila.cantidad) : cantidadTexto(0);
}

/** The company's main venue (`principal`, else its first), or null when it has none. */
export async function sedePrincipal(scope: TenantScope): Promise<number | null> {
  const [fila] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes))
    .orderBy(desc(sedes.principal), asc(sedes.id))
    .limit(1);
  return fila ? Number(fila.id) : null;
}

/**
 * What selling `lineas` takes from stock, merged by product (ascending ids): a stock-managed product takes its
 * own quantity; a product that does not manage stock but has a recipe takes each ingredient's recipe quantity ×
 * the line's quantity (ingredients are stock-managed by the recipe rules, so one level is enough); anything else
 * (a service) takes nothing. Quantities keep 3 decimals (half up). An unknown or another company's product: 404.
 * Orders (issue 8) turn the result into 'venta' movements (negative) with `registrarMovimientos`.
 */
export async function consumoDeLineas(
  scope: TenantScope,
  lineas: { id_producto: number; cantidad: string }[],
): Promise<{ id_producto: number; cantidad: string }[]> {
  const ids = [...new Set(lineas.map((l) => l.id_producto))];
  if (ids.length === 0) return [];
  const filas = await scope.tx
    .select({ id: productos.id, maneja: productos.maneja_inventario })
    .from(productos)
    .where(scope.where(productos, inArray(productos.id, ids)));
  if (filas.length !== ids.length) throw new NotFoundError();
  const preparados = filas.filter((f) => f.maneja !== true).map((f) => Number(f.id));
  const recetas =
    preparados.length === 0
      ? []
      : await scope.tx
          .select({
            id_producto: productosRecetas.id_producto,
            id_ingrediente: productosRecetas.id_ingrediente,
            cantidad: productosRecetas.cantidad,
          })
          .from(productosRecetas)
          .where(
            and(
              eq(productosRecetas.empresa_id, scope.empresaId),
              inArray(productosRecetas.id_producto, preparados),
            ),
          );
  return consumoCalculado(
    lineas,
    new Map(filas.map((f) => [Number(f.id), f.maneja === true])),
    recetas.map((r) => ({
      id_producto: Number(r.id_producto),
      id_ingrediente: Number(r.id_ingrediente),
      cantidad: String(r.cantidad),
    })),
  );
}

/**
 * `consumoDeLineas` from what it reads: whether each product manages stock, and the recipes of those that do not
 * (the counter sale reads them with everything else it needs, in one statement).
 */
export function consumoCalculado(
  lineas: { id_producto: number; cantidad: string }[],
  maneja: Map<number, boolean>,
  recetas: { id_producto: number; id_ingrediente: number; cantidad: string }[],
): { id_producto: number; cantidad: string }[] {
  const total = new Map<number, Exacto>();
  const sumar = (id: number, q: Exacto) => {
    const antes = total.get(id);
    total.set(id, antes ? mas(antes, q) : q);
  };
  for (const l of lineas) {
    if (maneja.get(l.id_producto)) sumar(l.id_producto, exacto(l.cantidad));
    else
      for (const r of recetas)
        if (r.id_producto === l.id_producto)
          sumar(r.id_ingrediente, por(exacto(l.cantidad), exacto(r.cantidad)));
  }
  // Each product's total to the thousandth, half away from zero.
  return [...total.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id_producto, q]) => ({ id_producto, cantidad: cantidadTexto(q) }));
}

/**
 * A new product's initial stock: one 'inicial' movement in the company's main venue (document: the product).
 * Called by the product create (server/routes/productos/reglas.ts) and by the demo seed.
 */
export async function registrarInventarioInicial(
  scope: TenantScope,
  id_producto: number,
  cantidad: string,
  costo_unitario: string | null = null,
): Promise<MovimientoRegistrado | null> {
  if (esCero(exacto(cantidad))) return null;
  const sede = await sedePrincipal(scope);
  if (sede === null) throw new NotFoundError('La empresa no tiene sedes: registre una antes del inventario');
  return registrarMovimiento(scope, {
    id_producto,
    id_sede: sede,
    tipo: TIPOS_MOVIMIENTO.inicial,
    cantidad,
    costo_unitario,
    documento_tipo: 'producto',
    documento_id: id_producto,
  });
}

/** Lines of an order that move stock: product and quantity (the order's `ordenes_detalle` rows). */
export interface LineaConStock {
  id_producto: number;
  cantidad: string;
}

/** `consumoDeLineas` without what rounds to zero (a tiny recipe quantity × a fraction): no movement moves nothing. */
const consumoConCantidad = async (scope: TenantScope, lineas: LineaConStock[]) =>
  sinCeros(await consumoDeLineas(scope, lineas));
export const sinCeros = (consumo: { id_producto: number; cantidad: string }[]) =>
  consumo.filter((c) => !esCero(exacto(c.cantidad)));

/** The document a movement names in the ledger: an order (its sends and removals) or a sale (counter sale, cancellation). */
type Documento = { documento_tipo: 'orden' | 'venta'; documento_id: number };
const deOrden = (idOrden: number): Documento => ({ documento_tipo: 'orden', documento_id: idOrden });
const deVenta = (idVenta: number): Documento => ({ documento_tipo: 'venta', documento_id: idVenta });

/** The lines' products and their recipes' stock-managed ingredients leave `idSede` as 'venta' movements. */
async function salida(scope: TenantScope, documento: Documento, idSede: number, lineas: LineaConStock[]) {
  const consumo = await consumoConCantidad(scope, lineas);
  return registrarMovimientos(
    scope,
    consumo.map((c) => ({
      id_producto: c.id_producto,
      id_sede: idSede,
      tipo: TIPOS_MOVIMIENTO.venta,
      cantidad: `-${c.cantidad}`,
      ...documento,
    })),
  );
}

/**
 * What the lines took comes back as 'venta_anulada' movements; when it does not go back to stock (`devuelve` false)
 * a 'merma' movement takes it out again, so the ledger says it was wasted, not sold. The recipe is read as it is now.
 */
async function regreso(
  scope: TenantScope,
  documento: Documento,
  idSede: number,
  lineas: LineaConStock[],
  devuelve: boolean,
): Promise<Movimiento[]> {
  const movimientos: Movimiento[] = [];
  for (const c of await consumoConCantidad(scope, lineas)) {
    const base = { id_producto: c.id_producto, id_sede: idSede, ...documento };
    movimientos.push({ ...base, tipo: TIPOS_MOVIMIENTO.ventaAnulada, cantidad: c.cantidad });
    if (!devuelve) movimientos.push({ ...base, tipo: TIPOS_MOVIMIENTO.merma, cantidad: `-${c.cantidad}` });
  }
  return movimientos;
}

/**
 * A send (orders, issue 8): the sent lines leave the order's venue naming the order. The first product short of
 * stock throws `SinInventarioError` (the caller's transaction then keeps nothing of the send).
 */
export const salidaPorEnvio = (
  scope: TenantScope,
  orden: { id: number; id_sede: number },
  lineas: LineaConStock[],
): Promise<MovimientoRegistrado[]> => salida(scope, deOrden(orden.id), orden.id_sede, lineas);

/** Sent lines removed from an order (a line, or the annulment): back to stock, or waste (`devuelve` false). */
export const regresoPorRetiro = async (
  scope: TenantScope,
  orden: { id: number; id_sede: number },
  lineas: LineaConStock[],
  devuelve: boolean,
): Promise<MovimientoRegistrado[]> =>
  registrarMovimientos(scope, await regreso(scope, deOrden(orden.id), orden.id_sede, lineas, devuelve));

/**
 * A counter sale's stock-out, prepared before the sale is numbered (issue 9): the consumption of its lines, their
 * stock rows locked in product order (`FOR UPDATE`, so two sales never deadlock) and checked against the newest
 * stock (`SinInventarioError` for the first short one), missing rows created for products that allow negative
 * stock. The rows stay locked until commit, so `sqlSalidaVenta` then writes every movement in the sale's one final
 * statement without waiting for anyone.
 */
export interface SalidaVenta {
  id_sede: number;
  /** Per product (ascending ids): the negative quantity that leaves. */
  filas: { id_producto: number; cantidad: string }[];
  /** With `forzar` (an offline sale, issue 31): the products that left below zero, with the stock they had. */
  cortos?: { id_producto: number; nombre: string; disponible: string; cantidad: string }[];
}

export async function prepararSalidaVenta(
  scope: TenantScope,
  idSede: number,
  lineas: LineaConStock[],
  /** The consumption already worked out (`sinCeros(consumoCalculado(...))`): nothing is read for it. */
  calculado?: LineaConStock[],
  /** An offline sale, already made (issue 31): stock may go below zero; the short products are answered. */
  forzar = false,
): Promise<SalidaVenta> {
  const consumo = calculado ?? (await consumoConCantidad(scope, lineas));
  if (consumo.length === 0) return { id_sede: idSede, filas: [] };
  const ids = consumo.map((c) => c.id_producto);
  const bloquear = () =>
    scope.tx
      .select({
        id_producto: productosInventario.id_producto,
        cantidad: productosInventario.cantidad,
        nombre: productos.nombre,
        negativo: productos.permite_inventario_negativo,
      })
      .from(productosInventario)
      .innerJoin(
        productos,
        and(
          eq(productos.empresa_id, productosInventario.empresa_id),
          eq(productos.id, productosInventario.id_producto),
        ),
      )
      .where(
        and(
          eq(productosInventario.empresa_id, scope.empresaId),
          eq(productosInventario.id_sede, idSede),
          inArray(productosInventario.id_producto, ids),
        ),
      )
      .orderBy(asc(productosInventario.id_producto))
      .for('update', { of: productosInventario });
  let filas = await bloquear();
  if (filas.length < ids.length) {
    // A product that never moved in the venue: no stock (refused below), or a zero row when it may go negative.
    const faltan = ids.filter((id) => !filas.some((f) => Number(f.id_producto) === id));
    const negativos = await scope.tx
      .select({ id: productos.id })
      .from(productos)
      .where(
        scope.where(
          productos,
          inArray(productos.id, faltan),
          forzar ? undefined : eq(productos.permite_inventario_negativo, true),
        ),
      );
    if (negativos.length > 0) {
      await scope.tx
        .insert(productosInventario)
        .values(
          negativos.map((n) => ({ empresa_id: scope.empresaId, id_producto: Number(n.id), id_sede: idSede })),
        )
        .onConflictDoNothing();
      filas = await bloquear();
    }
  }
  const porId = new Map(filas.map((f) => [Number(f.id_producto), f]));
  const cortos: NonNullable<SalidaVenta['cortos']> = [];
  for (const c of consumo) {
    const fila = porId.get(c.id_producto);
    const disponible = fila ? String(fila.cantidad) : '0';
    if (forzar && fila && comparar(exacto(disponible), exacto(c.cantidad)) < 0)
      cortos.push({
        id_producto: c.id_producto,
        nombre: String(fila.nombre),
        disponible: cantidadTexto(disponible),
        cantidad: c.cantidad,
      });
    else if (!fila || (fila.negativo !== true && comparar(exacto(disponible), exacto(c.cantidad)) < 0)) {
      const nombre = fila
        ? String(fila.nombre)
        : String(
            (
              await scope.tx
                .select({ nombre: productos.nombre })
                .from(productos)
                .where(scope.where(productos, eq(productos.id, c.id_producto)))
            )[0]?.nombre ?? '',
          );
      throw new SinInventarioError(c.id_producto, nombre, idSede, cantidadTexto(disponible), c.cantidad);
    }
  }
  return {
    id_sede: idSede,
    filas: consumo.map((c) => ({ id_producto: c.id_producto, cantidad: `-${c.cantidad}` })),
    ...(forzar && { cortos }),
  };
}

/** A cancelled sale's lines (issue 9): back to stock, or waste per line (`devuelve` false), naming the sale. */
export async function regresoPorCancelacion(
  scope: TenantScope,
  venta: { id: number; id_sede: number },
  lineas: (LineaConStock & { devuelve: boolean })[],
): Promise<MovimientoRegistrado[]> {
  const movimientos: Movimiento[] = [];
  for (const devuelve of [true, false]) {
    const grupo = lineas.filter((l) => l.devuelve === devuelve);
    movimientos.push(...(await regreso(scope, deVenta(venta.id), venta.id_sede, grupo, devuelve)));
  }
  return registrarMovimientos(scope, movimientos);
}
