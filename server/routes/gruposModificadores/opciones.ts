import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { normalizarDinero, PATRON_DINERO } from '../../../common/dinero';
import { compararDinero } from '../../../common/exacto';
import type { OpcionModificadorRespuesta } from '../../../common/modificadoresEsquemas';
import { normalizarCantidad } from '../../../common/receta';
import { gruposModificadores, gruposModificadoresOpciones, productos } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { MENSAJES_OPCIONES as M } from './mensajes';

/** A group's options in their order, each with its ingredient's name (404 for another company's or no group). */
export async function leerOpciones(
  scope: TenantScope,
  idGrupo: number,
): Promise<OpcionModificadorRespuesta[]> {
  await scope.get(gruposModificadores, idGrupo);
  const o = gruposModificadoresOpciones;
  const filas = await scope.tx
    .select({
      id: o.id,
      id_grupo: o.id_grupo,
      nombre: o.nombre,
      precio: o.precio,
      id_ingrediente: o.id_ingrediente,
      cantidad: o.cantidad,
      ingrediente: productos.nombre,
      unidad_medida: productos.unidad_medida,
    })
    .from(o)
    .leftJoin(productos, and(eq(productos.empresa_id, o.empresa_id), eq(productos.id, o.id_ingrediente)))
    .where(and(eq(o.empresa_id, scope.empresaId), eq(o.id_grupo, idGrupo)))
    .orderBy(asc(o.orden), asc(o.id));
  return filas.map((f) => ({
    id: Number(f.id),
    id_grupo: Number(f.id_grupo),
    nombre: f.nombre,
    precio: String(f.precio),
    id_ingrediente: f.id_ingrediente === null ? null : Number(f.id_ingrediente),
    cantidad: f.cantidad === null ? null : String(f.cantidad),
    ingrediente:
      f.id_ingrediente === null
        ? null
        : { id: Number(f.id_ingrediente), nombre: f.ingrediente ?? '', unidad_medida: f.unidad_medida ?? '' },
  }));
}

/** The body's lines: an array, or the same array as JSON text (the form encodings carry text only). */
function lineas(valor: unknown): unknown[] | null {
  if (valor === undefined || valor === null || valor === '') return [];
  if (Array.isArray(valor)) return valor;
  if (typeof valor !== 'string') return null;
  try {
    const leido: unknown = JSON.parse(valor);
    return Array.isArray(leido) ? leido : null;
  } catch {
    return null;
  }
}

const vacio = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const idValido = (v: unknown) => {
  const texto = String(v ?? '').trim();
  return /^[1-9]\d{0,15}$/.test(texto) ? Number(texto) : null;
};

interface OpcionValida {
  id: number | null;
  nombre: string;
  precio: string;
  id_ingrediente: number | null;
  cantidad: string | null;
}

/**
 * Replaces a group's options with `opciones` ([{ id?, nombre, precio?, id_ingrediente?, cantidad? }], in order): a
 * line with the id of one of the group's options updates it (so the tills' choices keep their ids), one without an
 * id is new, the group's other options are deleted (sold lines keep their own copy). Each: a name (≤ 100, once per
 * group), a price ≥ 0 (empty = free), and an ingredient only with a positive quantity, a stock-managed product of
 * the company. Errors per line (`opciones.<n>.<campo>`); nothing changes.
 */
export async function guardarOpciones(
  scope: TenantScope,
  idGrupo: number,
  cuerpo: unknown,
): Promise<OpcionModificadorRespuesta[]> {
  const [grupo] = await scope.tx
    .select({ id: gruposModificadores.id })
    .from(gruposModificadores)
    .where(scope.where(gruposModificadores, eq(gruposModificadores.id, idGrupo)))
    .for('update');
  if (!grupo) throw new NotFoundError();
  const lista = lineas(cuerpo);
  if (lista === null) throw ValidationError.field('opciones', M.formato);
  if (lista.length > 50) throw ValidationError.field('opciones', M.demasiadas);
  const propias = new Set(
    (
      await scope.tx
        .select({ id: gruposModificadoresOpciones.id })
        .from(gruposModificadoresOpciones)
        .where(scope.where(gruposModificadoresOpciones, eq(gruposModificadoresOpciones.id_grupo, idGrupo)))
    ).map((f) => Number(f.id)),
  );
  const errores: Record<string, string[]> = {};
  const fallo = (campo: string, mensaje: string) => (errores[campo] ??= []).push(mensaje);
  const validas: OpcionValida[] = [];
  const nombres = new Set<string>();
  const ingredientes = new Set<number>();
  for (const [n, linea] of lista.entries()) {
    const l = (typeof linea === 'object' && linea !== null ? linea : {}) as Record<string, unknown>;
    const campo = (k: string) => `opciones.${n}.${k}`;
    const id = vacio(l.id) ? null : idValido(l.id);
    if (!vacio(l.id) && (id === null || !propias.has(id))) fallo(campo('id'), M.noEsDelGrupo);
    const nombre = typeof l.nombre === 'string' ? l.nombre.trim() : '';
    if (nombre === '') fallo(campo('nombre'), M.nombre);
    else if (nombre.length > 100) fallo(campo('nombre'), M.nombreLargo);
    else if (nombres.has(nombre.toLowerCase())) fallo(campo('nombre'), M.nombreRepetido);
    nombres.add(nombre.toLowerCase());
    const textoPrecio = vacio(l.precio) ? '0' : String(l.precio).trim();
    const precio = PATRON_DINERO.test(textoPrecio) ? normalizarDinero(textoPrecio) : null;
    if (precio === null || compararDinero(precio, 0) < 0) fallo(campo('precio'), M.precio);
    const idIngrediente = vacio(l.id_ingrediente) ? null : idValido(l.id_ingrediente);
    if (!vacio(l.id_ingrediente) && idIngrediente === null) fallo(campo('id_ingrediente'), M.ingrediente);
    const cantidad = vacio(l.cantidad) ? null : normalizarCantidad(l.cantidad);
    if (!vacio(l.cantidad) && cantidad === null) fallo(campo('cantidad'), M.cantidad);
    if (idIngrediente !== null && vacio(l.cantidad)) fallo(campo('cantidad'), M.cantidad);
    if (idIngrediente === null && !vacio(l.cantidad)) fallo(campo('id_ingrediente'), M.ingrediente);
    if (idIngrediente !== null) ingredientes.add(idIngrediente);
    if (precio !== null)
      validas.push({
        id,
        nombre,
        precio,
        id_ingrediente: idIngrediente,
        cantidad: idIngrediente ? cantidad : null,
      });
  }
  if (ingredientes.size > 0) {
    // Another company's id looks like no id at all.
    const leidos = await scope.tx
      .select({ id: productos.id, maneja: productos.maneja_inventario })
      .from(productos)
      .where(scope.where(productos, inArray(productos.id, [...ingredientes])));
    const maneja = new Map(leidos.map((f) => [Number(f.id), f.maneja === true]));
    lista.forEach((linea, n) => {
      const id = idValido((linea as Record<string, unknown> | null)?.id_ingrediente);
      if (id === null) return;
      if (!maneja.has(id)) fallo(`opciones.${n}.id_ingrediente`, M.ingrediente);
      else if (!maneja.get(id)) fallo(`opciones.${n}.id_ingrediente`, M.ingredienteSinStock);
    });
  }
  const primero = Object.values(errores)[0]?.[0];
  if (primero) throw new ValidationError(primero, errores);

  const o = gruposModificadoresOpciones;
  const quedan = validas.flatMap((v) => (v.id === null ? [] : [v.id]));
  await scope.tx
    .delete(o)
    .where(
      and(
        eq(o.empresa_id, scope.empresaId),
        eq(o.id_grupo, idGrupo),
        ...(quedan.length > 0 ? [notInArray(o.id, quedan)] : []),
      ),
    );
  for (const [orden, v] of validas.entries()) {
    const valores = {
      nombre: v.nombre,
      precio: v.precio,
      id_ingrediente: v.id_ingrediente,
      cantidad: v.cantidad,
      orden,
    };
    if (v.id === null)
      await scope.tx.insert(o).values({ ...valores, empresa_id: scope.empresaId, id_grupo: idGrupo });
    else
      await scope.tx
        .update(o)
        .set(valores)
        .where(and(eq(o.empresa_id, scope.empresaId), eq(o.id, v.id)));
  }
  return leerOpciones(scope, idGrupo);
}
