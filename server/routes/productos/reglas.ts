import { emitirEvento } from '../../webhooks/servicio';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import { comparar, esCero, exacto } from '../../../common/exacto';
import type { GanchosCatalogo } from '../../catalogos/servicio';
import { productos, productosImpuestos, productosInventario, productosRecetas } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ValidationError } from '../../lib/errors';
import { registrarInventarioInicial, sedePrincipal } from '../../services/inventario';
import { verificarLimitePlan } from '../../services/limitesPlan';
import { auditarPrecios } from './auditoriaPrecios';
import { MENSAJES_PRODUCTOS as M } from './mensajes';

type Valor = string | number | boolean | null | undefined;

/** Exact comparison of two decimal strings (money or quantities): never through a float. */
const menor = (a: Valor, b: Valor) =>
  a != null && b != null && comparar(exacto(String(a)), exacto(String(b))) < 0;

async function existe(scope: TenantScope, ...condiciones: SQL[]) {
  const [fila] = await scope.tx
    .select({ id: productos.id })
    .from(productos)
    .where(scope.where(productos, ...condiciones))
    .limit(1);
  return Boolean(fila);
}

/**
 * The products' rules across fields, run by the generated service before each create and update (the
 * product as it will be: the stored record with the body's fields over it). Each refusal names its field.
 */
export const ganchosProductos: GanchosCatalogo = {
  async antesDeGuardar(scope, datos, actual) {
    const p: Record<string, Valor> = { ...(actual as Record<string, Valor> | null) };
    for (const [k, v] of Object.entries(datos)) if (v !== undefined) p[k] = v;
    const errores: Record<string, string[]> = {};
    const fallo = (campo: string, mensaje: string) => (errores[campo] ??= []).push(mensaje);

    if (p.tipo_producto !== TIPOS_PRODUCTO.insumo && p.precio_venta == null)
      fallo('precio_venta', M.precioVentaRequerido);
    if (menor(p.precio_venta, p.precio_minimo)) fallo('precio_minimo', M.precioMinimo);
    if (menor(p.precio_maximo, p.precio_venta)) fallo('precio_maximo', M.precioMaximo);
    else if (menor(p.precio_maximo, p.precio_minimo)) fallo('precio_maximo', M.precioMaximoMinimo);
    if (menor(p.inventario_maximo, p.inventario_minimo)) fallo('inventario_maximo', M.inventarioMaximo);
    if (p.tipo_producto === TIPOS_PRODUCTO.servicio && p.maneja_inventario === true)
      fallo('maneja_inventario', M.servicioSinInventario);
    // Initial stock (create only) enters as a movement after the insert (despuesDeCrear); zero is none.
    const inicial = datos.inventario_inicial;
    if (inicial != null && !esCero(exacto(String(inicial)))) {
      if (p.maneja_inventario !== true) fallo('inventario_inicial', M.inventarioInicialSinInventario);
      else if ((await sedePrincipal(scope)) === null) fallo('inventario_inicial', M.inventarioInicialSinSede);
    }

    const id = actual?.id;
    const maestro = p.id_producto_maestro;
    if (typeof maestro === 'number') {
      if (maestro === id) fallo('id_producto_maestro', M.maestroPropio);
      else if (await existe(scope, eq(productos.id, maestro), isNotNull(productos.id_producto_maestro)))
        fallo('id_producto_maestro', M.maestroEsPresentacion);
      else if (id !== undefined && (await existe(scope, eq(productos.id_producto_maestro, id))))
        fallo('id_producto_maestro', M.tienePresentaciones);
    }

    if (id !== undefined) {
      if (
        actual?.maneja_inventario === true &&
        p.maneja_inventario !== true &&
        (await conExistencia(scope, id))
      )
        fallo('maneja_inventario', M.dejaDeManejarConExistencia);
      // A product in someone's recipe must stay a stock-managed ingredient.
      const sinStock = p.maneja_inventario !== true || p.tipo_producto === TIPOS_PRODUCTO.servicio;
      if (sinStock && (await usadoEnRecetas(scope, id)))
        fallo(
          p.maneja_inventario !== true ? 'maneja_inventario' : 'tipo_producto',
          M.ingredienteSinInventario,
        );
      if (p.tipo_producto !== TIPOS_PRODUCTO.preparado && (await tieneReceta(scope, id)))
        fallo('tipo_producto', M.conReceta);
    }

    const primero = Object.values(errores)[0]?.[0];
    if (primero) throw new ValidationError(primero, errores);

    // The tax's percentage is copied onto the product at every save (prices include it).
    if (typeof p.id_impuesto === 'number') {
      const [impuesto] = await scope.tx
        .select({ porcentaje: productosImpuestos.porcentaje })
        .from(productosImpuestos)
        .where(scope.where(productosImpuestos, eq(productosImpuestos.id, p.id_impuesto)));
      datos.porcentaje_impuesto = impuesto ? impuesto.porcentaje : null;
    } else datos.porcentaje_impuesto = null;

    if (!actual) await verificarLimitePlan(scope, 'productos', productos);
    else await auditarPrecios(scope, actual.id, actual as Record<string, Valor>, p);
  },

  async despuesDeCrear(scope, registro, entradas) {
    const inicial = entradas.inventario_inicial;
    if (inicial == null) return;
    await registrarInventarioInicial(scope, registro.id, String(inicial), (registro.costo as string) ?? null);
  },

  // Webhook event `producto.modificado` (server/webhooks/), in the write's transaction.
  async despuesDeEscribir(scope, accion, id, registro) {
    await emitirEvento(scope, 'producto.modificado', { accion, id_producto: id, producto: registro });
  },

  // Stock-managed products whose stock over every venue is below their minimum (GET inventarios' `bajo_minimo`).
  filtros: {
    bajo_minimo: sql`${productos.maneja_inventario} and ${productos.inventario_minimo} is not null and coalesce((select sum(pi.cantidad) from productos_inventario pi where pi.empresa_id = ${productos.empresa_id} and pi.id_producto = ${productos.id}), 0) < ${productos.inventario_minimo}`,
  },

  lectura: {
    // Stock on hand over every venue, for stock-managed products only (null otherwise).
    existencia: sql`case when ${productos.maneja_inventario} then coalesce((select sum(pi.cantidad) from productos_inventario pi where pi.empresa_id = ${productos.empresa_id} and pi.id_producto = ${productos.id}), 0::numeric(14,3)) end`,
  },
};

async function conExistencia(scope: TenantScope, id: number): Promise<boolean> {
  const [fila] = await scope.tx
    .select({ id: productosInventario.id_producto })
    .from(productosInventario)
    .where(
      and(
        eq(productosInventario.empresa_id, scope.empresaId),
        eq(productosInventario.id_producto, id),
        sql`${productosInventario.cantidad} <> 0`,
      ),
    )
    .limit(1);
  return Boolean(fila);
}

async function usadoEnRecetas(scope: TenantScope, id: number): Promise<boolean> {
  const [fila] = await scope.tx
    .select({ id: productosRecetas.id_producto })
    .from(productosRecetas)
    .where(and(eq(productosRecetas.empresa_id, scope.empresaId), eq(productosRecetas.id_ingrediente, id)))
    .limit(1);
  return Boolean(fila);
}

async function tieneReceta(scope: TenantScope, id: number): Promise<boolean> {
  const [fila] = await scope.tx
    .select({ id: productosRecetas.id_producto })
    .from(productosRecetas)
    .where(and(eq(productosRecetas.empresa_id, scope.empresaId), eq(productosRecetas.id_producto, id)))
    .limit(1);
  return Boolean(fila);
}
