import { exacto, textoExacto } from '../../../common/exacto';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import {
  mensajeSinInventario,
  PRODUCTO_INVALIDO,
  SIN_INVENTARIO,
  MENSAJES_ORDENES,
} from '../../../common/ordenes';
import { MENSAJES_VENTAS as M, type Venta } from '../../../common/ventas';
import type { TenantScope } from '../../db/tenant';
import { AppError, ValidationError } from '../../lib/errors';
import { revisarHuella } from '../../lib/idempotencia';
import { rechazarPreciosNegativos } from '../../services/preciosNegativos';
import {
  consumoCalculado,
  prepararSalidaVenta,
  sinCeros,
  SinInventarioError,
} from '../../services/inventario';
import { emitirVentaInmediata } from '../../webhooks/eventos';
import type { Quien } from './quien';
import { cargarVenta } from './consultas';
import { ContextosVenta, ContextoVencido, leerContexto, type Contexto, type Pedido } from './contexto';
import type { InmediataInput } from './schemas';
import type { LineaVender } from './cobro';
import { ventaEscrita } from './escrita';
import { registrarVenta } from './registrar';
import type { GrupoModificador } from '../../../common/modificadores';
import {
  consumoDeOpciones,
  gruposDeProductos,
  necesitaGrupos,
  preciarLineas,
} from '../../services/modificadores';
import { exigirSede, sedeAsignadaO } from '../../services/sedesUsuario';

/** 409 `sinInventario` as the orders answer it. */
function comoSinInventario(error: unknown): never {
  if (!(error instanceof SinInventarioError)) throw error;
  const { id_producto, nombre, disponible } = error;
  throw new AppError(
    409,
    SIN_INVENTARIO,
    { id_producto, nombre, disponible },
    { mensaje: mensajeSinInventario(nombre, textoExacto(exacto(disponible))) },
  );
}

/**
 * POST ventas/inmediata: a counter sale. A key already used answers that sale. Products checked as the orders do
 * (`productoInvalido`), the venue's counter locked (numbers in commit order, no gaps), an open register needed,
 * the stock taken through the ledger (`sinInventario` refuses it all).
 */
export async function ventaInmediata(
  scope: TenantScope,
  quien: Quien,
  input: InmediataInput,
): Promise<Venta> {
  const hecha = await registrarInmediata(scope, quien, input, { cache: false });
  return typeof hecha === 'number' ? cargarVenta(scope, hecha) : hecha;
}

/** The counter sales' contexts this process has read (issue 9: a sale that finds its own here writes at once). */
export const contextos = new ContextosVenta();

/** What a counter sale asks of its context. */
export const pedidoDe = (input: InmediataInput, quien: Quien): Pedido => ({
  productos: input.detalles.map((d) => d.id_producto),
  idSede: input.id_sede,
  idNit: input.id_nit,
  formas: input.formaPagoValores.map((f) => f.id_forma_pago),
  usuarioId: quien.usuarioId,
});

/**
 * The counter sale: with its whole context in the cache (`ContextosVenta`), one statement writes it (plus the
 * stock's lock when something leaves stock); otherwise one statement reads what it needs (`leerContexto`) first.
 * A check that refuses the cached context sends the sale to that read (its answer comes from what is stored), and
 * a cached context the write finds stale throws `ContextoVencido` (nothing written: the route runs the sale again
 * with `cache: false`). A used key fails the write (`VentaRepetida`) or is found by the read. Answers the sale as
 * stored, or the id of the sale a used key already made (the route reads that one after the commit).
 */
export async function registrarInmediata(
  scope: TenantScope,
  quien: Quien,
  input: InmediataInput,
  opciones: { cache: boolean } = { cache: true },
): Promise<Venta | number> {
  const idSede = sedeAsignadaO(scope, input.id_sede);
  exigirSede(scope, idSede);
  const pedido = pedidoDe({ ...input, id_sede: idSede ?? null }, quien);
  const guardado = opciones.cache ? contextos.obtener(scope.empresaId, pedido) : null;
  if (guardado) {
    const envio = { escrita: false };
    try {
      return await venderInmediata(scope, quien, input, guardado, envio);
    } catch (error) {
      if (error instanceof ContextoVencido) contextos.olvidar(scope.empresaId);
      // Refused before anything was sent: answered from what is stored, below.
      if (envio.escrita || !(error instanceof AppError)) throw error;
    }
  }
  const contexto = await leerContexto(scope, { clave: input.idempotencia, ...pedido });
  contextos.guardar(scope.empresaId, pedido, contexto);
  if (contexto.previa !== null) {
    revisarHuella(contexto.previa.huella, input);
    return contexto.previa.id;
  }
  return venderInmediata(scope, quien, input, contexto);
}

/**
 * A counter sale's lines from its context: `sinLineas`, `productoInvalido` (active, sold and priced), no negative
 * price (`rechazarPreciosNegativos`), the venue;
 * and the stock that leaves, from the products and recipes read (nothing to lock for a sale that takes none).
 */
export function lineasInmediata(
  input: InmediataInput,
  contexto: Contexto,
  grupos: Map<number, GrupoModificador[]> | null = null,
) {
  const ids = input.detalles.map((d) => d.id_producto);
  if (input.detalles.length === 0) throw ValidationError.field('detalles', M.sinLineas);
  const vendibles = new Map(
    contexto.productos
      .filter(
        (f) => f.estado === 'activo' && f.tipo_producto !== TIPOS_PRODUCTO.insumo && f.precio_venta !== null,
      )
      .map((f) => [f.id, f]),
  );
  const errores: Record<string, string[]> = {};
  ids.forEach((idP, n) => {
    if (!vendibles.has(idP)) errores[`detalles.${n}.id_producto`] = [MENSAJES_ORDENES.productoInvalido];
  });
  if (Object.keys(errores).length > 0)
    throw new AppError(
      422,
      PRODUCTO_INVALIDO,
      { errors: errores },
      { mensaje: MENSAJES_ORDENES.productoInvalido },
    );
  rechazarPreciosNegativos(ids, vendibles);
  const idSede = contexto.idSede;
  if (idSede === null) throw ValidationError.field('id_sede', M.sede);
  const precios = preciarLineas(
    input.detalles,
    (d) => vendibles.get(d.id_producto)?.precio_venta as string,
    (d) => necesitaLinea(d, contexto),
    grupos,
  );
  const lineas: LineaVender[] = input.detalles.map((d, n) => {
    const pr = vendibles.get(d.id_producto)!;
    return {
      id_producto: pr.id,
      nombre: pr.nombre,
      id_orden_detalle: null,
      modificadores: precios[n].modificadores,
      precio: precios[n].precio,
      cantidad: d.cantidad,
      porcentaje: pr.porcentaje_impuesto ?? '0',
      tipo_impuesto: pr.tipo_impuesto,
    };
  });
  const opciones = consumoDeOpciones(
    lineas.map((l) => ({ cantidad: l.cantidad, modificadores: l.modificadores ?? null })),
  );
  const vendidas = [
    ...lineas.map((l) => ({ id_producto: l.id_producto, cantidad: l.cantidad })),
    ...opciones,
  ];
  // The options' ingredients are stock-managed (their rule), so each takes its own quantity.
  const maneja = new Map([
    ...opciones.map((o) => [o.id_producto, true] as const),
    ...contexto.productos.map((f) => [f.id, f.maneja === true] as const),
  ]);
  const consumo = sinCeros(consumoCalculado(vendidas, maneja, contexto.recetas));
  return { idSede, lineas, vendidas, consumo };
}

/** Whether a line needs its product's modifier groups read (options chosen, or a required group). */
export const necesitaLinea = (d: InmediataInput['detalles'][number], contexto: Contexto) =>
  necesitaGrupos(d.opciones, contexto.productos.find((p) => p.id === d.id_producto)?.obligatorios);

/** The counter sale's checks and write from its context (`envio`: the context is the cache's, see `registrarVenta`). */
async function venderInmediata(
  scope: TenantScope,
  quien: Quien,
  input: InmediataInput,
  contexto: Contexto,
  envio?: { escrita: boolean },
): Promise<Venta> {
  const conGrupos = input.detalles.filter((d) => necesitaLinea(d, contexto)).map((d) => d.id_producto);
  const grupos = conGrupos.length > 0 ? await gruposDeProductos(scope, [...new Set(conGrupos)]) : null;
  const { idSede, lineas, vendidas, consumo } = lineasInmediata(input, contexto, grupos);
  const hecha = await registrarVenta(scope, quien, {
    input,
    idSede,
    tipo: 'inmediata',
    idOrden: null,
    idMesero: null,
    lineas,
    propinaPorDefecto: '0.00',
    contexto,
    envio,
    salida: (s) => prepararSalidaVenta(s, idSede, vendidas, consumo).catch(comoSinInventario),
    // No webhook listening: nothing is written after the sale.
    ultima: contexto.escuchados.size === 0,
  });
  const venta = ventaEscrita(hecha, { idSede, quien });
  await emitirVentaInmediata(scope, venta.id, async () => venta, contexto.escuchados);
  return venta;
}
