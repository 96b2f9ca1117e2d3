import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CATALOGOS } from '../../../common/catalogos';
import { ROL_PROPIETARIO } from '../../../common/modulos';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import type { Catalogo } from '../../../common/catalogo';
import { cuerpoCatalogo, type Cuerpo } from '../../catalogos/esquemas';
import { SERVICIOS } from '../../catalogos';
import { guardarReceta } from '../../routes/productos/recetas';
import { guardarOrden } from '../../routes/ordenes/service';
import { guardarConfiguraciones } from '../../routes/configuraciones/service';
import { ordenBody } from '../../routes/ordenes/schemas';
import { cuadresCaja, formasPago, mesas, productos, usuarios } from '../schema';
import { abrirCaja } from '../../routes/ventas/caja/abrir';
import { cancelarVenta } from '../../routes/ventas/cancelar';
import { ventaDeOrden } from '../../routes/ventas/deOrden';
import { ventaInmediata } from '../../routes/ventas/inmediata';
import { abrirCajaBody, cancelarBody, inmediataBody, ventaBody } from '../../routes/ventas/schemas';
import { TenantScope } from '../tenant';
import {
  DEMO_CATEGORIAS,
  DEMO_ORDENES,
  DEMO_PRODUCTOS,
  DEMO_PROVEEDORES,
  DEMO_RECIBO,
  IMPUESTO_DE_CLASE,
  PUNTO_DE_CLASE,
  type ProductoDemo,
} from './demoCatalogo';

const catalogo = (recurso: string): Catalogo => {
  const c = CATALOGOS.find((x) => x.recurso === recurso);
  if (!c) throw new Error(`No hay catálogo ${recurso}`);
  return c;
};

/** Creates one row as POST `item` does: the same body schema, then the catalogue's service with its rules. */
export async function crear(scope: TenantScope, recurso: string, cuerpo: Record<string, unknown>) {
  const datos = cuerpoCatalogo(catalogo(recurso), 'crear').parse(cuerpo) as Cuerpo;
  return SERVICIOS[recurso].crear(scope, datos);
}

/** The ids of the company's rows of a catalogue, by name (the sign-up defaults: taxes, print points). */
async function idsPorNombre(scope: TenantScope, recurso: string): Promise<Map<string, number>> {
  const filas = await SERVICIOS[recurso].buscar(scope);
  return new Map(filas.map((f) => [String(f.nombre), f.id]));
}

function idDe(ids: Map<string, number>, nombre: string): number {
  const id = ids.get(nombre);
  if (id === undefined) throw new Error(`Catálogo demo: falta ${nombre}`);
  return id;
}

/** The category tree of DEMO_CATEGORIAS, in order (each new one goes last in the carta); the ids by name. */
async function sembrarCategorias(scope: TenantScope): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { nombre, hijos } of DEMO_CATEGORIAS) {
    const padre = await crear(scope, 'categorias', { nombre });
    ids.set(nombre, padre.id);
    for (const hijo of hijos)
      ids.set(hijo, (await crear(scope, 'categorias', { nombre: hijo, id_categoria_padre: padre.id })).id);
  }
  return ids;
}

/** The body of POST productos/producto for a demo product (ids resolved by name and code). */
function cuerpoProducto(
  p: ProductoDemo,
  ids: { categorias: Map<string, number>; impuestos: Map<string, number>; puntos: Map<string, number> },
  porCodigo: Map<string, number>,
): Record<string, unknown> {
  const impuesto = IMPUESTO_DE_CLASE[p.clase];
  const punto = PUNTO_DE_CLASE[p.clase];
  return {
    nombre: p.nombre,
    codigo: p.codigo,
    tipo_producto:
      p.clase === 'insumo'
        ? TIPOS_PRODUCTO.insumo
        : p.receta
          ? TIPOS_PRODUCTO.preparado
          : TIPOS_PRODUCTO.venta,
    id_categoria: p.categoria ? idDe(ids.categorias, p.categoria) : null,
    id_impuesto: impuesto ? idDe(ids.impuestos, impuesto) : null,
    precio_venta: p.precio ?? null,
    costo: p.costo ?? null,
    maneja_inventario: p.inventario_inicial !== undefined,
    inventario_inicial: p.inventario_inicial ?? null,
    unidad_medida: p.unidad,
    inventario_minimo: p.inventario_minimo ?? null,
    estado: 'activo',
    tiempo_preparacion: p.tiempo ?? null,
    id_producto_maestro: p.maestro ? idDe(porCodigo, p.maestro) : null,
    id_punto_impresion: punto ? idDe(ids.puntos, punto) : null,
    descripcion: p.descripcion ?? null,
  };
}

/**
 * When the demo's cash register opened: 7:00 in Bogotá today, or half an hour ago before that (a start at 6:00).
 * Also set again at the first start from the build's demo template (demoEstreno.ts).
 */
export const APERTURA_CAJA_DEMO = sql`least((date_trunc('day', now() at time zone 'America/Bogota') + interval '7 hours') at time zone 'America/Bogota', now() - interval '30 minutes')`;

/**
 * Writes the demo restaurant's catalogue (demoCatalogo.ts) into the company of `scope`, inside the demo's
 * transaction, through the catalogues' own services and rules (a row the API would refuse is refused here too):
 * categories, products with their taxes, print points, sizes and the two recipes, and the two suppliers. The
 * payment methods and the print points Cocina and Bar are sign-up's defaults. A stock-managed product's opening
 * stock enters as the ledger's 'inicial' movement, as a product created through the API does.
 */
export async function sembrarCatalogoDemo(scope: TenantScope): Promise<void> {
  const ids = {
    categorias: await sembrarCategorias(scope),
    impuestos: await idsPorNombre(scope, 'productosImpuestos'),
    puntos: await idsPorNombre(scope, 'puntosImpresion'),
  };
  const porCodigo = new Map<string, number>();
  for (const p of DEMO_PRODUCTOS) {
    const creado = await crear(scope, 'productos', cuerpoProducto(p, ids, porCodigo));
    porCodigo.set(p.codigo, creado.id);
  }
  for (const p of DEMO_PRODUCTOS)
    if (p.receta)
      await guardarReceta(
        scope,
        idDe(porCodigo, p.codigo),
        p.receta.map((l) => ({ id_ingrediente: idDe(porCodigo, l.ingrediente), cantidad: l.cantidad })),
      );
  for (const proveedor of DEMO_PROVEEDORES) await crear(scope, 'proveedores', proveedor);
}

/**
 * The demo's open orders (DEMO_ORDENES) on its tables, placed by the owner through the orders service as a
 * waiter's POST ordenes/orden would (same body schema): sent lines take their stock and show on the kitchen and
 * bar screens. Runs after the catalogue and the floor plan, in the same transaction.
 */
export async function sembrarOrdenesDemo(scope: TenantScope): Promise<void> {
  const [propietario] = await scope.tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.id_rol, ROL_PROPIETARIO)));
  const comoPropietario = new TenantScope(scope.tx, scope.empresaId, { ip: null, usuarioId: propietario.id });
  const porCodigo = new Map(
    (
      await scope.tx
        .select({ id: productos.id, codigo: productos.codigo })
        .from(productos)
        .where(scope.where(productos))
    ).map((f) => [f.codigo ?? '', f.id] as const),
  );
  const porMesa = new Map(
    (await scope.tx.select({ id: mesas.id, nombre: mesas.nombre }).from(mesas).where(scope.where(mesas))).map(
      (f) => [f.nombre, f.id] as const,
    ),
  );
  for (const o of DEMO_ORDENES)
    for (const envio of o.envios)
      await guardarOrden(
        comoPropietario,
        { usuarioId: propietario.id, idRol: ROL_PROPIETARIO },
        ordenBody.parse({
          idempotencia: randomUUID(),
          id_mesa: idDe(porMesa, o.mesa),
          comensales: o.comensales,
          enviar: envio.enviar,
          detalles: envio.lineas.map((l) => ({
            id_producto: idDe(porCodigo, l.producto),
            cantidad: l.cantidad,
            nota: l.nota,
          })),
        }),
      );
}

/** The demo company's receipt data, saved through the settings' own checks (NIT check digit, phone rule). */
export async function sembrarReciboDemo(scope: TenantScope): Promise<void> {
  await guardarConfiguraciones(scope, {
    configuraciones: Object.entries(DEMO_RECIBO).map(([nombre, valor]) => ({ nombre, valor })),
  });
}

/**
 * A shift under way (issue 9): the main venue's register open since the morning (07:00 Bogotá, or half an hour
 * ago when the demo is made before that), with today's sales made through the sales services as the owner: cash
 * with change, card, a table charged with the suggested 10 % tip, and one cancelled. Products without stock
 * management, so the ledger holds only the open orders' sends.
 */
export async function sembrarVentasDemo(scope: TenantScope): Promise<void> {
  const [propietario] = await scope.tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.id_rol, ROL_PROPIETARIO)));
  const quien = { usuarioId: propietario.id, idRol: ROL_PROPIETARIO };
  const como = new TenantScope(scope.tx, scope.empresaId, { ip: null, usuarioId: propietario.id });
  const porCodigo = new Map(
    (
      await scope.tx
        .select({ id: productos.id, codigo: productos.codigo })
        .from(productos)
        .where(scope.where(productos))
    ).map((f) => [f.codigo ?? '', f.id] as const),
  );
  const formas = new Map(
    (
      await scope.tx
        .select({ id: formasPago.id, nombre: formasPago.nombre })
        .from(formasPago)
        .where(scope.where(formasPago))
    ).map((f) => [f.nombre, f.id] as const),
  );
  const forma = (nombre: string) => idDe(formas, nombre);
  const caja = await abrirCaja(como, quien, abrirCajaBody.parse({ saldo_apertura: '200000' }));
  await scope.tx
    .update(cuadresCaja)
    .set({
      abierta_at: APERTURA_CAJA_DEMO,
    })
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id, caja.id)));
  const linea = (codigo: string, cantidad: number) => ({ id_producto: idDe(porCodigo, codigo), cantidad });
  await ventaInmediata(
    como,
    quien,
    inmediataBody.parse({
      idempotencia: randomUUID(),
      detalles: [linea('PLA-01', 1), linea('ENT-01', 1)],
      formaPagoValores: [{ id_forma_pago: forma('Efectivo'), valor: '50000' }],
    }),
  );
  await ventaInmediata(
    como,
    quien,
    inmediataBody.parse({
      idempotencia: randomUUID(),
      detalles: [linea('ENT-04', 2)],
      formaPagoValores: [{ id_forma_pago: forma('Tarjeta débito'), valor: '28000' }],
    }),
  );
  const [mesa4] = await scope.tx
    .select({ id: mesas.id })
    .from(mesas)
    .where(scope.where(mesas, eq(mesas.nombre, 'Mesa 4')));
  const { orden } = await guardarOrden(
    como,
    quien,
    ordenBody.parse({
      idempotencia: randomUUID(),
      id_mesa: mesa4.id,
      comensales: 2,
      detalles: [linea('PLA-01', 2), linea('ENT-05', 2)],
    }),
  );
  // 88.000 consumed; the suggested tip (10 %) is 8.800.
  await ventaDeOrden(
    como,
    quien,
    ventaBody.parse({
      idempotencia: randomUUID(),
      id_orden: orden.id,
      formaPagoValores: [{ id_forma_pago: forma('Tarjeta crédito'), valor: '96800' }],
    }),
  );
  const equivocada = await ventaInmediata(
    como,
    quien,
    inmediataBody.parse({
      idempotencia: randomUUID(),
      detalles: [linea('ENT-03', 1)],
      formaPagoValores: [{ id_forma_pago: forma('Efectivo'), valor: '10000' }],
    }),
  );
  await cancelarVenta(
    como,
    quien,
    cancelarBody.parse({ id_venta: equivocada.id, motivo: 'Se registró un producto equivocado' }),
  );
}
