import { emitirEvento } from '../../webhooks/servicio';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import {
  esFraccionable,
  MENSAJES_ORDENES as M,
  PRODUCTO_INVALIDO,
  type Orden,
} from '../../../common/ordenes';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import {
  mesas,
  ordenes,
  ordenesDetalle,
  ordenesEnvios,
  productos,
  sedes,
  ventasDetalle,
} from '../../db/schema';
import { gruposDeProductos, necesitaGrupos, preciarLineas } from '../../services/modificadores';
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { huellaDe, revisarHuella } from '../../lib/idempotencia';
import { rechazarPreciosNegativos } from '../../services/preciosNegativos';
import { cargarOrden } from './consultas';
import { registrarEnvio, registrarRetiro } from './envio';
import { estacionPredeterminada } from './estacion';
import { encolarTiquetes } from '../../tiquetes/servicio';
import type { OrdenInput, RetiroInput } from './schemas';
import { exigirSede, sedePermitida } from '../../services/sedesUsuario';

/** Who asks: the signed-in user and their role. */
export interface Quien {
  usuarioId: number;
  idRol: number;
}

export const privilegiado = (q: Quien) => q.idRol === ROL_PROPIETARIO || q.idRol === ROL_PRIVILEGIADO;

interface Producto {
  id: number;
  nombre: string;
  precio_venta: string | null;
  porcentaje_impuesto: string | null;
  id_punto_impresion: number | null;
  estado: string;
  tipo_producto: string;
  unidad_medida: string | null;
  /** Whether a required modifier group is attached (its lines then need the groups read). */
  obligatorios: boolean;
}

/**
 * The products of the lines, each checked: the company's, active, for sale, priced (else `productoInvalido`), and
 * not at a negative price (`rechazarPreciosNegativos`).
 */
async function productosVendibles(scope: TenantScope, ids: number[]): Promise<Map<number, Producto>> {
  const filas: Producto[] =
    ids.length === 0
      ? []
      : await scope.tx
          .select({
            id: productos.id,
            nombre: productos.nombre,
            precio_venta: productos.precio_venta,
            porcentaje_impuesto: productos.porcentaje_impuesto,
            id_punto_impresion: productos.id_punto_impresion,
            estado: productos.estado,
            tipo_producto: productos.tipo_producto,
            unidad_medida: productos.unidad_medida,
            obligatorios: OBLIGATORIOS,
          })
          .from(productos)
          .where(scope.where(productos, inArray(productos.id, ids)));
  const vendibles = new Map(
    filas
      .filter(
        (f) => f.estado === 'activo' && f.tipo_producto !== TIPOS_PRODUCTO.insumo && f.precio_venta !== null,
      )
      .map((f) => [f.id, f]),
  );
  const errores: Record<string, string[]> = {};
  ids.forEach((id, n) => {
    if (!vendibles.has(id)) errores[`detalles.${n}.id_producto`] = [M.productoInvalido];
  });
  if (Object.keys(errores).length > 0)
    throw new AppError(422, PRODUCTO_INVALIDO, { errors: errores }, { mensaje: M.productoInvalido });
  rechazarPreciosNegativos(ids, vendibles);
  return vendibles;
}

/** Whether the product has a required modifier group: read with the product, so no line costs a read more. */
const OBLIGATORIOS = sql<boolean>`exists (select from productos_grupos_modificadores pg
  join grupos_modificadores g on g.empresa_id = pg.empresa_id and g.id = pg.id_grupo and g.obligatorio
  where pg.empresa_id = productos.empresa_id and pg.id_producto = productos.id)`;

/** The order row locked for this transaction, or a 404. */
export async function ordenBloqueada(scope: TenantScope, id: number) {
  const [fila] = await scope.tx
    .select()
    .from(ordenes)
    .where(scope.where(ordenes, eq(ordenes.id, id)))
    .for('update');
  if (!fila) throw new NotFoundError();
  exigirSede(scope, fila.id_sede);
  return fila;
}

/** The table row locked (it serialises everything that opens, moves or joins its order), or null. */
async function mesaBloqueada(scope: TenantScope, id: number) {
  // A table's venue is required (its declaration), though the column takes null.
  const [fila] = (await scope.tx
    .select({ id: mesas.id, id_sede: mesas.id_sede })
    .from(mesas)
    .where(scope.where(mesas, eq(mesas.id, id)))
    .for('update')) as { id: number; id_sede: number }[];
  return fila && sedePermitida(scope, fila.id_sede) ? fila : null;
}

async function abiertaDeMesa(scope: TenantScope, idMesa: number) {
  const [fila] = await scope.tx
    .select()
    .from(ordenes)
    .where(scope.where(ordenes, eq(ordenes.id_mesa, idMesa), eq(ordenes.estado, 'abierta')))
    .for('update');
  return fila ?? null;
}

/** Where a submission's lines go: the given open order, the table's open order (or a new one), a new counter order. */
async function ordenDestino(scope: TenantScope, quien: Quien, input: OrdenInput) {
  const destinos = [input.id_orden, input.id_mesa, input.id_sede].filter((v) => v !== undefined);
  if (destinos.length !== 1) throw new ValidationError(M.mesaUOrden, { id_mesa: [M.mesaUOrden] });
  const nueva = (id_sede: number, id_mesa: number | null) =>
    scope.insert(ordenes, {
      id_sede,
      id_mesa,
      id_usuario: quien.usuarioId,
      comensales: input.comensales ?? 1,
    });
  if (input.id_orden !== undefined) {
    const [fila] = await scope.tx
      .select()
      .from(ordenes)
      .where(scope.where(ordenes, eq(ordenes.id, input.id_orden)))
      .for('update');
    if (!fila || !sedePermitida(scope, fila.id_sede))
      throw ValidationError.field('id_orden', 'La orden indicada no existe');
    if (fila.estado !== 'abierta') throw new ConflictError(M.noAbierta);
    return { orden: fila, creada: false };
  }
  if (input.id_mesa !== undefined) {
    const mesa = await mesaBloqueada(scope, input.id_mesa);
    if (!mesa) throw ValidationError.field('id_mesa', 'La mesa indicada no existe');
    const abierta = await abiertaDeMesa(scope, mesa.id);
    if (abierta) return { orden: abierta, creada: false };
    return { orden: await nueva(mesa.id_sede, mesa.id), creada: true };
  }
  const [sede] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, input.id_sede as number), eq(sedes.activa, true)));
  if (!sede || !sedePermitida(scope, sede.id)) throw ValidationError.field('id_sede', M.sede);
  return { orden: await nueva(sede.id, null), creada: true };
}

/**
 * A key already used, by an earlier request or by one that committed while this one waited for it: this
 * transaction writes nothing and the route answers the key's order (`ordenDeClave`).
 */
export class OrdenRepetida extends Error {
  constructor(readonly cuerpo: OrdenInput) {
    super('orden repetida');
  }
}

/** The send made with this body's key, or null; 422 when the key came with another body. */
async function envioPorClave(scope: TenantScope, cuerpo: OrdenInput) {
  const [previo] = await scope.tx
    .select({ id_orden: ordenesEnvios.id_orden, huella: ordenesEnvios.huella })
    .from(ordenesEnvios)
    .where(scope.where(ordenesEnvios, eq(ordenesEnvios.idempotencia, cuerpo.idempotencia)));
  if (previo) revisarHuella(previo.huella, cuerpo);
  return previo ?? null;
}

/** The order a repeated key's send went to, as it is now (the replay's answer; 422 for another body). */
export async function ordenDeClave(scope: TenantScope, cuerpo: OrdenInput): Promise<Orden> {
  const previo = await envioPorClave(scope, cuerpo);
  if (!previo) throw new NotFoundError();
  return cargarOrden(scope, previo.id_orden);
}

/**
 * POST ordenes/orden: creates the order or adds lines to an open one, prices frozen from the products, and sends
 * the order's held lines unless `enviar` is false. The idempotency key is looked up first and claimed in the same
 * transaction: a key already used (even by a request still running, which PostgreSQL makes this one wait for)
 * throws `OrdenRepetida` and this transaction writes nothing.
 */
export async function guardarOrden(
  scope: TenantScope,
  quien: Quien,
  input: OrdenInput,
): Promise<{ orden: Orden; enviada: boolean; sinEstacion: number }> {
  if (await envioPorClave(scope, input)) throw new OrdenRepetida(input);
  const vendibles = await productosVendibles(
    scope,
    input.detalles.map((d) => d.id_producto),
  );
  const fraccionesNoPermitidas: Record<string, string[]> = {};
  input.detalles.forEach((d, n) => {
    const producto = vendibles.get(d.id_producto) as Producto;
    if (d.cantidad.includes('.') && !/\.0*$/.test(d.cantidad) && !esFraccionable(producto.unidad_medida))
      fraccionesNoPermitidas[`detalles.${n}.cantidad`] = [M.cantidadEntera];
  });
  if (Object.keys(fraccionesNoPermitidas).length > 0)
    throw new ValidationError(M.cantidadEntera, fraccionesNoPermitidas);
  const necesita = (d: OrdenInput['detalles'][number]) =>
    necesitaGrupos(d.opciones, vendibles.get(d.id_producto)?.obligatorios);
  const conGrupos = input.detalles.filter(necesita).map((d) => d.id_producto);
  const precios = preciarLineas(
    input.detalles,
    (d) => vendibles.get(d.id_producto)?.precio_venta as string,
    necesita,
    conGrupos.length > 0 ? await gruposDeProductos(scope, [...new Set(conGrupos)]) : null,
  );
  const { orden, creada } = await ordenDestino(scope, quien, input);
  const [envio] = await scope.tx
    .insert(ordenesEnvios)
    .values({
      empresa_id: scope.empresaId,
      id_orden: orden.id,
      idempotencia: input.idempotencia,
      huella: huellaDe(input),
      id_usuario: quien.usuarioId,
    })
    .onConflictDoNothing()
    .returning({ id: ordenesEnvios.id });
  if (!envio) throw new OrdenRepetida(input);
  if (!creada && input.comensales !== undefined)
    await scope.update(ordenes, orden.id, { comensales: input.comensales, updated_at: sql`now()` });
  const sinPunto = input.detalles.some((d) => vendibles.get(d.id_producto)?.id_punto_impresion === null);
  const estacion = sinPunto ? await estacionPredeterminada(scope, orden.id_sede) : null;
  if (input.detalles.length > 0)
    await scope.tx.insert(ordenesDetalle).values(
      input.detalles.map((d, n) => {
        const producto = vendibles.get(d.id_producto) as Producto;
        return {
          empresa_id: scope.empresaId,
          id_orden: orden.id,
          id_envio: envio.id,
          id_producto: producto.id,
          id_usuario: quien.usuarioId,
          nombre: producto.nombre,
          precio: precios[n].precio,
          porcentaje_impuesto: producto.porcentaje_impuesto ?? '0',
          cantidad: d.cantidad,
          nota: d.nota,
          modificadores: precios[n].modificadores,
          id_punto_impresion: producto.id_punto_impresion ?? estacion,
        };
      }),
    );
  const enviadas = input.enviar ? await registrarEnvio(scope, { idOrden: orden.id, idEnvio: envio.id }) : [];
  if (enviadas.length > 0) await encolarTiquetes(scope, envio.id);
  // A new send means the table is still ordering: the bill request no longer stands.
  const cuentaRetirada = enviadas.length > 0 && orden.cuenta_pedida_at !== null;
  if (cuentaRetirada)
    await scope.update(ordenes, orden.id, { cuenta_pedida_at: null, cuenta_pedida_por: null });
  if (input.detalles.length === 0 && enviadas.length === 0)
    throw new ValidationError(M.sinLineas, { detalles: [M.sinLineas] });
  // After-commit events for the live connection (server/vivo/): ids only, sent in this order.
  if (creada || cuentaRetirada || input.comensales !== undefined)
    await publicar(scope, 'ordenes', [orden.id]);
  if (input.detalles.length > 0) await publicar(scope, 'ordenesTotales', [orden.id]);
  if (enviadas.length > 0) await publicar(scope, 'ordenesEnvios', [envio.id]);
  const cargada = await cargarOrden(scope, orden.id);
  // Webhook event `orden.creada` (server/webhooks/), in this transaction: only when the order is new.
  if (creada) await emitirEvento(scope, 'orden.creada', cargada);
  const enviadasAhora = new Set(enviadas);
  const sinEstacion = cargada.detalles.filter(
    (l) => enviadasAhora.has(l.id) && l.id_punto_impresion === null,
  ).length;
  return { orden: cargada, enviada: enviadas.length > 0, sinEstacion };
}

/** An order changed (the live connection's `updateTableOrder`), and its total too if `total` (`totals`). */
export async function avisarCambio(scope: TenantScope, ids: number[], total: boolean) {
  if (ids.length === 0) return; // no ids would mean "every order" to subscribers
  await publicar(scope, 'ordenes', ids);
  if (total) await publicar(scope, 'ordenesTotales', ids);
}

/**
 * POST / DELETE ordenes/orden/{id}/cuenta: the table asked for the bill, or no longer. Marking twice keeps the
 * first time; only an open order (else 409). Maps follow through the 'ordenes' event.
 */
export async function marcarCuentaPedida(
  scope: TenantScope,
  quien: Quien,
  id: number,
  pedida: boolean,
): Promise<Orden> {
  const orden = await ordenBloqueada(scope, id);
  if (orden.estado !== 'abierta') throw new ConflictError(M.noAbierta);
  if (pedida !== (orden.cuenta_pedida_at !== null)) {
    await scope.update(
      ordenes,
      id,
      pedida
        ? { cuenta_pedida_at: sql`now()`, cuenta_pedida_por: quien.usuarioId, updated_at: sql`now()` }
        : { cuenta_pedida_at: null, cuenta_pedida_por: null, updated_at: sql`now()` },
    );
    await avisarCambio(scope, [id], false);
  }
  return cargarOrden(scope, id);
}

/** POST ordenes/orden/{id}/comensales: the diners count saved at once (the same count again changes nothing). */
export async function guardarComensales(scope: TenantScope, id: number, comensales: number): Promise<Orden> {
  const orden = await ordenBloqueada(scope, id);
  if (orden.estado !== 'abierta') throw new ConflictError(M.noAbierta);
  if (orden.comensales !== comensales) {
    await scope.update(ordenes, id, { comensales, updated_at: sql`now()` });
    await avisarCambio(scope, [id], false);
  }
  return cargarOrden(scope, id);
}

/** A sent line's removal needs roles 0 or 1, a reason and the stock choice. */
function exigirRetiroDeEnviadas(quien: Quien, q: RetiroInput) {
  if (!privilegiado(quien)) throw new ForbiddenError(M.soloPrivilegiados);
  const errores: Record<string, string[]> = {};
  if (!q.motivo) errores.motivo = [M.motivoRequerido];
  if (q.devuelve_inventario === undefined) errores.devuelve_inventario = [M.inventarioRequerido];
  const primero = Object.values(errores)[0];
  if (primero) throw new ValidationError(primero[0], errores);
}

/** Whether a sale of a split bill charged any of these lines (issue 9): such a line is no longer removed. */
async function algunaCobrada(scope: TenantScope, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const [fila] = await scope.tx
    .select({ id: ventasDetalle.id })
    .from(ventasDetalle)
    .where(scope.where(ventasDetalle, inArray(ventasDetalle.id_orden_detalle, ids)))
    .limit(1);
  return Boolean(fila);
}

/** DELETE orden/ordenDetalle/{id}: the line leaves the order, kept with who, when and why. */
export async function retirarLinea(
  scope: TenantScope,
  quien: Quien,
  id: number,
  q: RetiroInput,
): Promise<Orden> {
  const [linea] = await scope.tx
    .select({ id_orden: ordenesDetalle.id_orden })
    .from(ordenesDetalle)
    .where(scope.where(ordenesDetalle, eq(ordenesDetalle.id, id)));
  if (!linea) throw new NotFoundError();
  const orden = await ordenBloqueada(scope, linea.id_orden);
  if (orden.estado !== 'abierta') throw new ConflictError(M.noAbierta);
  const [actual] = await scope.tx
    .select({ estado: ordenesDetalle.estado, retirado_at: ordenesDetalle.retirado_at })
    .from(ordenesDetalle)
    .where(scope.where(ordenesDetalle, eq(ordenesDetalle.id, id)));
  if (actual.retirado_at) throw new ConflictError(M.yaRetirada);
  if (await algunaCobrada(scope, [id])) throw new ConflictError(M.lineaCobrada);
  if (actual.estado !== 'nueva') exigirRetiroDeEnviadas(quien, q);
  await registrarRetiro(scope, [id], {
    motivo: q.motivo ?? 'Retirado antes de enviar a preparación',
    devuelveInventario: q.devuelve_inventario ?? null,
    usuarioId: quien.usuarioId,
  });
  await avisarCambio(scope, [orden.id], true);
  return cargarOrden(scope, orden.id);
}

/** DELETE ordenes/orden/{id}: the open order is annulled and its lines removed as one. */
export async function anularOrden(
  scope: TenantScope,
  quien: Quien,
  id: number,
  q: RetiroInput,
): Promise<Orden> {
  const orden = await ordenBloqueada(scope, id);
  if (orden.estado !== 'abierta') throw new ConflictError(M.noAbierta);
  const activas = await scope.tx
    .select({ id: ordenesDetalle.id, estado: ordenesDetalle.estado })
    .from(ordenesDetalle)
    .where(scope.where(ordenesDetalle, eq(ordenesDetalle.id_orden, id), isNull(ordenesDetalle.retirado_at)));
  if (
    await algunaCobrada(
      scope,
      activas.map((l) => l.id),
    )
  )
    throw new ConflictError(M.ordenConCobros);
  if (activas.some((l) => l.estado !== 'nueva')) exigirRetiroDeEnviadas(quien, q);
  const motivo = q.motivo ?? 'Orden anulada';
  await registrarRetiro(
    scope,
    activas.map((l) => l.id),
    { motivo, devuelveInventario: q.devuelve_inventario ?? null, usuarioId: quien.usuarioId },
  );
  await scope.update(ordenes, id, {
    estado: 'anulada',
    motivo_anulacion: motivo,
    anulada_por: quien.usuarioId,
    anulada_at: sql`now()`,
    updated_at: sql`now()`,
  });
  await avisarCambio(scope, [id], activas.length > 0);
  return cargarOrden(scope, id);
}

/**
 * POST mesas/mesa/{idMesa}/orden/{idOrden}: puts the open order on the table (a counter order gets one, a table's
 * order moves). If the table already has another open order, the two are joined: every line (removed ones too)
 * and submission moves into the table's order, the diners add up, and the moved order ends `unida` pointing at it.
 * Tables are locked in id order, so a move and a join never deadlock each other.
 */
export async function asignarMesa(
  scope: TenantScope,
  idMesa: number,
  idOrden: number,
): Promise<{ orden: Orden; unida: boolean }> {
  const [previa] = await scope.tx
    .select({ id_mesa: ordenes.id_mesa, id_sede: ordenes.id_sede })
    .from(ordenes)
    .where(scope.where(ordenes, eq(ordenes.id, idOrden)));
  if (!previa) throw new NotFoundError();
  exigirSede(scope, previa.id_sede);
  const ids = [...new Set([idMesa, previa.id_mesa].filter((v): v is number => v !== null))].sort(
    (a, b) => a - b,
  );
  const bloqueadas = new Map<number, { id: number; id_sede: number } | null>();
  for (const id of ids) bloqueadas.set(id, await mesaBloqueada(scope, id));
  const mesa = bloqueadas.get(idMesa);
  if (!mesa) throw new NotFoundError();
  const orden = await ordenBloqueada(scope, idOrden);
  if (orden.estado !== 'abierta') throw new ConflictError(M.noAbierta);
  if (orden.id_sede !== mesa.id_sede) throw ValidationError.field('id_mesa', M.mesaOtraSede);
  if (orden.id_mesa === idMesa) return { orden: await cargarOrden(scope, idOrden), unida: false };
  const destino = await abiertaDeMesa(scope, idMesa);
  if (!destino) {
    await scope.update(ordenes, idOrden, { id_mesa: idMesa, updated_at: sql`now()` });
    await avisarCambio(scope, [idOrden], false);
    return { orden: await cargarOrden(scope, idOrden), unida: false };
  }
  await scope.tx
    .update(ordenesDetalle)
    .set({ id_orden: destino.id })
    .where(scope.where(ordenesDetalle, eq(ordenesDetalle.id_orden, idOrden)));
  await scope.tx
    .update(ordenesEnvios)
    .set({ id_orden: destino.id })
    .where(scope.where(ordenesEnvios, eq(ordenesEnvios.id_orden, idOrden)));
  await scope.update(ordenes, destino.id, {
    comensales: sql`least(${ordenes.comensales} + ${orden.comensales}, 999)`,
    updated_at: sql`now()`,
  });
  await scope.update(ordenes, idOrden, {
    estado: 'unida',
    id_orden_destino: destino.id,
    updated_at: sql`now()`,
  });
  await avisarCambio(scope, [idOrden, destino.id], true);
  return { orden: await cargarOrden(scope, destino.id), unida: true };
}

type Punto = number | null | undefined;
const dePunto = (punto: Punto) =>
  punto === undefined
    ? undefined
    : punto === null
      ? isNull(ordenesDetalle.id_punto_impresion)
      : eq(ordenesDetalle.id_punto_impresion, punto);

/** Lines of open orders only: a closed order's lines are no longer the kitchen's. */
const deOrdenAbierta = sql`exists (select 1 from ${ordenes} where ${ordenes.empresa_id} = ${ordenesDetalle.empresa_id} and ${ordenes.id} = ${ordenesDetalle.id_orden} and ${ordenes.estado} = 'abierta')`;

/** POST ordenes/ordenDetalle/{id}/listo: one sent line is ready. */
export async function marcarLineaLista(scope: TenantScope, quien: Quien, id: number) {
  const [suya] = await scope.tx
    .select({ id_sede: ordenes.id_sede })
    .from(ordenesDetalle)
    .innerJoin(
      ordenes,
      and(eq(ordenes.empresa_id, ordenesDetalle.empresa_id), eq(ordenes.id, ordenesDetalle.id_orden)),
    )
    .where(scope.where(ordenesDetalle, eq(ordenesDetalle.id, id)));
  if (suya) exigirSede(scope, suya.id_sede);
  const filas = await scope.tx
    .update(ordenesDetalle)
    .set({ estado: 'lista', listo_at: sql`now()`, listo_por: quien.usuarioId })
    .where(
      scope.where(
        ordenesDetalle,
        eq(ordenesDetalle.id, id),
        eq(ordenesDetalle.estado, 'enviada'),
        isNull(ordenesDetalle.retirado_at),
        deOrdenAbierta,
      ),
    )
    .returning({ id: ordenesDetalle.id, id_orden: ordenesDetalle.id_orden });
  if (filas.length > 0) {
    await avisarCambio(scope, [filas[0].id_orden], false);
    return { ids: [id], estado: 'lista' as const };
  }
  const [linea] = await scope.tx
    .select({ estado: ordenesDetalle.estado, retirado_at: ordenesDetalle.retirado_at })
    .from(ordenesDetalle)
    .where(scope.where(ordenesDetalle, eq(ordenesDetalle.id, id)));
  if (!linea) throw new NotFoundError();
  if (linea.retirado_at) throw new ConflictError(M.yaRetirada);
  if (linea.estado === 'nueva') throw new ConflictError(M.noEnviada);
  if (linea.estado === 'lista') throw new ConflictError(M.yaLista);
  throw new ConflictError(M.noAbierta);
}

/** POST ordenes/orden/{id}/listo: every sent line of the order (of one print point, if given) is ready. */
export async function marcarOrdenLista(scope: TenantScope, quien: Quien, id: number, punto: Punto) {
  const orden = await ordenBloqueada(scope, id);
  if (orden.estado !== 'abierta') throw new ConflictError(M.noAbierta);
  const filas = await scope.tx
    .update(ordenesDetalle)
    .set({ estado: 'lista', listo_at: sql`now()`, listo_por: quien.usuarioId })
    .where(
      scope.where(
        ordenesDetalle,
        eq(ordenesDetalle.id_orden, id),
        eq(ordenesDetalle.estado, 'enviada'),
        isNull(ordenesDetalle.retirado_at),
        dePunto(punto),
      ),
    )
    .returning({ id: ordenesDetalle.id });
  if (filas.length === 0) throw new ConflictError(M.nadaPorPreparar);
  await avisarCambio(scope, [id], false);
  return { ids: filas.map((f) => f.id).sort((a, b) => a - b), estado: 'lista' as const };
}

/**
 * POST ordenes/listo/recuperar: the last bump (of a print point, if given) goes back to preparation. A bump is
 * one transaction, so its lines share their `listo_at` (now() is the transaction's time).
 */
export async function recuperarListo(scope: TenantScope, punto: Punto) {
  const condicion = and(
    eq(ordenesDetalle.estado, 'lista'),
    isNull(ordenesDetalle.retirado_at),
    deOrdenAbierta,
    dePunto(punto),
  );
  const [ultimo] = await scope.tx
    .select({ listo_at: sql<string | null>`max(${ordenesDetalle.listo_at})::text` })
    .from(ordenesDetalle)
    .where(scope.where(ordenesDetalle, condicion));
  if (!ultimo?.listo_at) throw new NotFoundError(M.nadaParaRecuperar);
  const filas = await scope.tx
    .update(ordenesDetalle)
    .set({ estado: 'enviada', listo_at: null, listo_por: null })
    .where(
      scope.where(
        ordenesDetalle,
        condicion,
        sql`${ordenesDetalle.listo_at} = ${ultimo.listo_at}::timestamptz`,
        ne(ordenesDetalle.estado, 'nueva'),
      ),
    )
    .returning({ id: ordenesDetalle.id, id_orden: ordenesDetalle.id_orden });
  await avisarCambio(
    scope,
    filas.map((f) => f.id_orden),
    false,
  );
  return { ids: filas.map((f) => f.id).sort((a, b) => a - b), estado: 'enviada' as const };
}
