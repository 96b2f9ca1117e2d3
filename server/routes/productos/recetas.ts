import { and, asc, eq, sql } from 'drizzle-orm';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import { normalizarCantidad, type LineaReceta } from '../../../common/receta';
import { productos, productosRecetas } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { MENSAJES_PRODUCTOS as M } from './mensajes';

/** The recipe of a product of the company (404 for another company's or an unknown id). */
export async function leerReceta(scope: TenantScope, id: number): Promise<LineaReceta[]> {
  await scope.get(productos, id);
  const filas = await scope.tx
    .select({
      id_ingrediente: productosRecetas.id_ingrediente,
      cantidad: productosRecetas.cantidad,
      nombre: productos.nombre,
      unidad_medida: productos.unidad_medida,
    })
    .from(productosRecetas)
    .innerJoin(
      productos,
      and(
        eq(productos.empresa_id, productosRecetas.empresa_id),
        eq(productos.id, productosRecetas.id_ingrediente),
      ),
    )
    .where(and(eq(productosRecetas.empresa_id, scope.empresaId), eq(productosRecetas.id_producto, id)))
    .orderBy(asc(productos.nombre_plegado), asc(productos.id));
  return filas.map((f) => ({
    id_ingrediente: Number(f.id_ingrediente),
    cantidad: String(f.cantidad),
    ingrediente: {
      id: Number(f.id_ingrediente),
      nombre: f.nombre,
      unidad_medida: f.unidad_medida,
    },
  }));
}

/** The body's lines: an array, or the same array as JSON text (the form encodings carry text only). */
function lineas(ingredientes: unknown): unknown[] | null {
  if (ingredientes === undefined || ingredientes === null || ingredientes === '') return [];
  if (Array.isArray(ingredientes)) return ingredientes;
  if (typeof ingredientes !== 'string') return null;
  try {
    const valor: unknown = JSON.parse(ingredientes);
    return Array.isArray(valor) ? valor : null;
  } catch {
    return null;
  }
}

/** Does `desde`'s recipe, or any recipe below it, use `producto`? */
async function alcanza(scope: TenantScope, desde: number, producto: number): Promise<boolean> {
  const filas = await scope.tx.execute(sql`
    with recursive bajo(id) as (
      select ${productosRecetas.id_ingrediente} from ${productosRecetas}
        where ${productosRecetas.empresa_id} = ${scope.empresaId} and ${productosRecetas.id_producto} = ${desde}
      union
      select r.id_ingrediente from productos_recetas r join bajo b on r.id_producto = b.id
        where r.empresa_id = ${scope.empresaId}
    )
    select 1 as si from bajo where id = ${producto} limit 1`);
  const resultado = filas as unknown as { rows?: unknown[] } | unknown[];
  return (Array.isArray(resultado) ? resultado : (resultado.rows ?? [])).length > 0;
}

/**
 * Replaces a prepared product's recipe. Each line: an ingredient of the company that manages stock, is not the
 * product, appears once, and whose own recipe (or any below it) does not use the product (no cycles); a
 * positive quantity in the ingredient's unit. Errors per line (`ingredientes.<n>.<campo>`); nothing changes.
 * Recipe writes of a company are serialised (an advisory lock), so two saves cannot close a cycle together.
 */
export async function guardarReceta(
  scope: TenantScope,
  id: number,
  ingredientes: unknown,
): Promise<LineaReceta[]> {
  const [producto] = await scope.tx
    .select({ tipo: productos.tipo_producto })
    .from(productos)
    .where(scope.where(productos, eq(productos.id, id)))
    .for('update');
  if (!producto) throw new NotFoundError();
  await scope.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recetas:${scope.empresaId}`}))`);

  const errores: Record<string, string[]> = {};
  const fallo = (campo: string, mensaje: string) => (errores[campo] ??= []).push(mensaje);
  const lista = lineas(ingredientes);
  if (lista === null) throw ValidationError.field('ingredientes', M.ingredienteNoExiste);
  if (lista.length > 0 && producto.tipo !== TIPOS_PRODUCTO.preparado)
    throw ValidationError.field('ingredientes', M.recetaSoloPreparados);

  const validas: { id_ingrediente: number; cantidad: string }[] = [];
  const vistos = new Set<number>();
  for (const [n, linea] of lista.entries()) {
    const l = (typeof linea === 'object' && linea !== null ? linea : {}) as Record<string, unknown>;
    const campo = (k: string) => `ingredientes.${n}.${k}`;
    const textoId = String(l.id_ingrediente ?? '').trim();
    const idIngrediente = /^[1-9]\d{0,15}$/.test(textoId) ? Number(textoId) : null;
    const cantidad = normalizarCantidad(l.cantidad);
    if (cantidad === null) fallo(campo('cantidad'), M.cantidad);
    if (idIngrediente === null) {
      fallo(campo('id_ingrediente'), M.ingredienteNoExiste);
      continue;
    }
    if (idIngrediente === id) {
      fallo(campo('id_ingrediente'), M.ingredientePropio);
      continue;
    }
    if (vistos.has(idIngrediente)) {
      fallo(campo('id_ingrediente'), M.ingredienteRepetido);
      continue;
    }
    vistos.add(idIngrediente);
    // Another company's id looks like no id at all.
    const [ingrediente] = await scope.tx
      .select({ nombre: productos.nombre, stock: productos.maneja_inventario })
      .from(productos)
      .where(scope.where(productos, eq(productos.id, idIngrediente)))
      .for('share');
    if (!ingrediente) fallo(campo('id_ingrediente'), M.ingredienteNoExiste);
    else if (!ingrediente.stock) fallo(campo('id_ingrediente'), M.ingredienteSinStock);
    else if (await alcanza(scope, idIngrediente, id))
      fallo(campo('id_ingrediente'), M.ciclo(ingrediente.nombre));
    else if (cantidad !== null) validas.push({ id_ingrediente: idIngrediente, cantidad });
  }
  const primero = Object.values(errores)[0]?.[0];
  if (primero) throw new ValidationError(primero, errores);

  await scope.tx
    .delete(productosRecetas)
    .where(and(eq(productosRecetas.empresa_id, scope.empresaId), eq(productosRecetas.id_producto, id)));
  if (validas.length > 0)
    await scope.tx
      .insert(productosRecetas)
      .values(validas.map((v) => ({ ...v, empresa_id: scope.empresaId, id_producto: id })));
  return leerReceta(scope, id);
}
