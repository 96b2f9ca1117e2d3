import { productos as declaracion } from '../../../../common/catalogos';
import {
  encabezadoImportacion,
  LIMITES_IMPORTACION as L,
  MENSAJES_IMPORTACION as M,
  type DatosErrorImportacion,
  type ErrorImportacion,
  type ResultadoImportacion,
} from '../../../../common/importacionProductos';
import { SERVICIOS } from '../../../catalogos';
import { categorias, productos, productosImpuestos, puntosImpresion } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { AppError, ValidationError } from '../../../lib/errors';
import { LimitePlanError, verificarLimitePlan } from '../../../services/limitesPlan';
import type { FilaLeida } from './archivo';
import { crearCategoriasFaltantes, impuestosPorTasa, type Pedido } from './faltantes';
import { columnas, interpretarFila, type Existentes, type FilaProducto, type Indice } from './filas';
import { plegarCompacto } from '../../../../common/plegado';

/** Spec §8: an import with mistakes answers code 500, the list of errors and a message; nothing is written. */
export class ImportacionError extends AppError {
  constructor(errores: ErrorImportacion[]) {
    const ordenados = [...errores].sort((a, b) => a.fila - b.fila);
    const datos: DatosErrorImportacion = { errores: ordenados.slice(0, L.errores), total: errores.length };
    super(500, M.conErrores(errores.length), datos);
  }
}

function indice(filas: { id: number; claves: (string | null | undefined)[] }[]): Indice {
  const porClave = new Map<string, number[]>();
  for (const f of filas)
    for (const clave of new Set(f.claves.filter((c): c is string => !!c).map(plegarCompacto))) {
      const ids = porClave.get(clave) ?? [];
      ids.push(f.id);
      porClave.set(clave, ids);
    }
  return { porClave };
}

/** The company's categories, taxes, print points and products, by name or code (only this company's rows). */
async function indices(scope: TenantScope) {
  const { tx } = scope;
  const [cats, imps, puntos, prods] = await Promise.all([
    tx
      .select({ id: categorias.id, nombre: categorias.nombre })
      .from(categorias)
      .where(scope.where(categorias)),
    tx
      .select({
        id: productosImpuestos.id,
        nombre: productosImpuestos.nombre,
        codigo: productosImpuestos.codigoProducto,
        porcentaje: productosImpuestos.porcentaje,
        tipo: productosImpuestos.tipo_impuesto,
      })
      .from(productosImpuestos)
      .where(scope.where(productosImpuestos)),
    tx
      .select({ id: puntosImpresion.id, nombre: puntosImpresion.nombre })
      .from(puntosImpresion)
      .where(scope.where(puntosImpresion)),
    tx
      .select({
        id: productos.id,
        nombre: productos.nombre,
        codigo: productos.codigo,
        categoria: productos.id_categoria,
      })
      .from(productos)
      .where(scope.where(productos)),
  ]);
  const existentes: Existentes = { porCodigo: new Map(), porNombre: new Map() };
  for (const p of prods) {
    const codigo = p.codigo || null;
    if (codigo) existentes.porCodigo.set(codigo.toLowerCase(), p.id);
    const clave = plegarCompacto(p.nombre);
    const mismos = existentes.porNombre.get(clave) ?? [];
    mismos.push({ id: p.id, categoria: p.categoria, codigo });
    existentes.porNombre.set(clave, mismos);
  }
  return {
    existentes,
    impuestos: imps.map((i) => ({
      id: i.id,
      porcentaje: i.porcentaje,
      tipo: i.tipo,
    })),
    porCatalogo: {
      categorias: indice(cats.map((c) => ({ id: c.id, claves: [c.nombre] }))),
      productosImpuestos: indice(imps.map((i) => ({ id: i.id, claves: [i.nombre, i.codigo] }))),
      puntosImpresion: indice(puntos.map((p) => ({ id: p.id, claves: [p.nombre] }))),
      productos: indice(prods.map((p) => ({ id: p.id, claves: [p.nombre, p.codigo] }))),
    } as Record<string, Indice>,
  };
}

/** The trimmed, non-empty cells of `campo`'s column, with their rows. */
function pedidos(datos: FilaLeida[], campos: (string | null)[], campo: string): Pedido[] {
  const i = campos.indexOf(campo);
  if (i < 0) return [];
  return datos.flatMap((f) => {
    const celda = f.celdas[i];
    const valor = celda === null || celda === undefined ? '' : String(celda).trim();
    return valor === '' ? [] : [{ fila: f.numero, valor }];
  });
}

/**
 * Imports the rows of a file (header first) in the caller's transaction: the categories it names that do not
 * exist are created first, and a tax written as a rate ('INC 8 %') is the company's tax of that rate; every row
 * is read and checked (the form's messages, references by name or code inside the company, codes repeated in
 * the file, the same name twice in a category without a code); then each
 * product is created (in batches: `crearVarios`), or updated when its `codigo` exists (without a code: the
 * product of its name in its category), through the generated
 * service (its unique and reference checks, the products' rules and the plan limit). Any mistake throws `ImportacionError` with all of
 * them, so the caller's transaction rolls back and nothing is written; past the plan's limit (and no other
 * mistake) the 402 `freemiumPlan`.
 */
export async function importarFilas(
  scope: TenantScope,
  filas: FilaLeida[],
): Promise<Omit<ResultadoImportacion, 'vista_previa'>> {
  if (filas.length < 2) throw ValidationError.field('archivo', M.vacio);
  const errores: ErrorImportacion[] = [];
  const [encabezado, ...datos] = filas;
  const campos = columnas(encabezado, errores);
  const columnaDe = (campo: string) => {
    const i = campos.indexOf(campo);
    return i >= 0
      ? String(encabezado.celdas[i]).trim()
      : declaracion.campos[campo]
        ? encabezadoImportacion(campo)
        : campo;
  };
  const { existentes, impuestos, porCatalogo } = await indices(scope);
  impuestosPorTasa(pedidos(datos, campos, 'id_impuesto'), impuestos, porCatalogo.productosImpuestos);
  const categoriasCreadas = await crearCategoriasFaltantes(
    scope,
    pedidos(datos, campos, 'id_categoria'),
    porCatalogo.categorias,
    columnaDe('id_categoria'),
    errores,
  );

  const leidas = datos.map((f) => interpretarFila(f, campos, existentes, porCatalogo, columnaDe, errores));
  const porCodigo = new Map<string, FilaProducto>();
  const porClave = new Map<string, FilaProducto>();
  const porNombre = new Map<string, FilaProducto>();
  for (const f of leidas) {
    if (f.claveNombre !== undefined) {
      const primera = porNombre.get(f.claveNombre);
      if (primera)
        errores.push({
          fila: f.numero,
          columna: columnaDe('nombre'),
          mensaje: M.nombreRepetido(primera.numero),
        });
      else porNombre.set(f.claveNombre, f);
    }
    if (f.codigo !== undefined) {
      const primera = porCodigo.get(f.codigo.toLowerCase());
      if (primera)
        errores.push({
          fila: f.numero,
          columna: columnaDe('codigo'),
          mensaje: M.codigoRepetido(primera.numero),
        });
      else porCodigo.set(f.codigo.toLowerCase(), f);
    }
    for (const clave of [f.codigo, f.nombre])
      if (clave && !porClave.has(plegarCompacto(clave))) porClave.set(plegarCompacto(clave), f);
  }
  // A master product named by another row of the file: that row is written first.
  const maestros = new Map<FilaProducto, FilaProducto>();
  for (const f of leidas) {
    if (f.maestroEnArchivo === undefined) continue;
    const clave = plegarCompacto(f.maestroEnArchivo);
    const maestro = porClave.get(clave);
    const columna = columnaDe('id_producto_maestro');
    if (!maestro || maestro === f)
      errores.push({ fila: f.numero, columna, mensaje: M.noExiste(f.maestroEnArchivo) });
    else if (maestro.maestroEnArchivo !== undefined || maestro.datos.id_producto_maestro != null)
      errores.push({ fila: f.numero, columna, mensaje: M.maestroEnArchivo });
    else maestros.set(f, maestro);
  }
  // Rows read without mistakes still go through the writes (rolled back if anything failed), so the list
  // also holds the rules across fields of every row.
  const conErrores = new Set(errores.map((e) => e.fila));

  // The plan's limit for all the creations at once, before writing any (each create checks it again).
  const nuevas = leidas.filter((f) => f.id === undefined && !conErrores.has(f.numero)).length;
  if (nuevas > 0 && errores.length === 0)
    await verificarLimitePlan(scope, 'productos', productos, undefined, nuevas);

  const servicio = SERVICIOS[declaracion.recurso];
  const escritos = new Map<FilaProducto, number>();
  let creados = 0;
  let actualizados = 0;
  const anotar = (f: FilaProducto, error: ValidationError) => {
    const porCampo = (error.data as { errors: Record<string, string[]> }).errors;
    for (const [campo, mensajes] of Object.entries(porCampo))
      for (const mensaje of mensajes) errores.push({ fila: f.numero, columna: columnaDe(campo), mensaje });
  };
  // Two rounds: the rows, then those whose master is another row of the file (its id known by then). In each,
  // updates one by one (each locks and compares its stored row) and the creations in batches.
  for (const ronda of [leidas.filter((f) => !maestros.has(f)), leidas.filter((f) => maestros.has(f))]) {
    const nuevasRonda: FilaProducto[] = [];
    for (const f of ronda) {
      if (conErrores.has(f.numero)) continue;
      const maestro = maestros.get(f);
      if (maestro) {
        const id = escritos.get(maestro);
        if (id === undefined) continue; // its master failed: that row's error says why
        f.datos.id_producto_maestro = id;
      }
      if (f.id === undefined) {
        nuevasRonda.push(f);
        continue;
      }
      try {
        escritos.set(f, (await servicio.actualizar(scope, f.id, f.datos)).id);
        actualizados++;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        anotar(f, error);
      }
    }
    if (nuevasRonda.length === 0) continue;
    let resultados: (number | ValidationError)[];
    try {
      resultados = await servicio.crearVarios(
        scope,
        nuevasRonda.map((f) => f.datos),
      );
    } catch (error) {
      // Past the plan's limit: the list, if there is one, says more than freemiumPlan.
      if (error instanceof LimitePlanError && errores.length > 0) break;
      throw error;
    }
    resultados.forEach((r, i) => {
      if (r instanceof ValidationError) anotar(nuevasRonda[i], r);
      else {
        escritos.set(nuevasRonda[i], r);
        creados++;
      }
    });
  }
  if (errores.length > 0) throw new ImportacionError(errores);
  return { creados, actualizados, categorias_creadas: categoriasCreadas };
}

/** Thrown to roll a preview's transaction back, carrying what it would have done. */
class Deshacer extends Error {
  constructor(readonly resultado: Awaited<ReturnType<typeof importarFilas>>) {
    super('vista previa');
  }
}

/**
 * The preview: the whole import (categories, rows, rules, plan limit) in a transaction that always rolls back,
 * so it answers exactly what the import would do, or the same errors, and leaves nothing (no row, no event).
 */
export async function importarYDeshacer(
  enTransaccion: <T>(fn: (scope: TenantScope) => Promise<T>) => Promise<T>,
  filas: FilaLeida[],
): Promise<Awaited<ReturnType<typeof importarFilas>>> {
  return enTransaccion<never>(async (scope) => {
    throw new Deshacer(await importarFilas(scope, filas));
  }).catch((error: unknown) => {
    if (error instanceof Deshacer) return error.resultado;
    throw error;
  });
}
