import type { CampoReferencia } from '../../../../common/catalogo';
import { productos as declaracion } from '../../../../common/catalogos';
import {
  CAMPO_POR_ENCABEZADO,
  MENSAJES_IMPORTACION as M,
  type ErrorImportacion,
} from '../../../../common/importacionProductos';
import { cuerpoCatalogo, type Cuerpo } from '../../../catalogos/esquemas';
import type { FilaLeida } from './archivo';
import { plegarCompacto } from '../../../../common/plegado';

/** Every record of a referenced catalogue of the company, found by its folded name or code. */
export interface Indice {
  /** folded name or code → ids (more than one: ambiguous). */
  porClave: Map<string, number[]>;
  /** Folded names the import could not create (their rows already have the error that says why). */
  rechazadas?: Set<string>;
}

export type Celda = FilaLeida['celdas'][number];

/** The company's products an import row may update: by code, or by name within its category. */
export interface Existentes {
  /** lower-case code → id. */
  porCodigo: Map<string, number>;
  /** folded name → the products so named. */
  porNombre: Map<string, { id: number; categoria: number | null; codigo: string | null }[]>;
}

/** One interpreted row: what to create or update, and the reference it still needs from another row. */
export interface FilaProducto {
  numero: number;
  /** The product to update (found by `codigo`, else by name within its category), or undefined to create one. */
  id?: number;
  /** A row without code: its folded name and category, two such rows alike being the same product. */
  claveNombre?: string;
  datos: Cuerpo;
  /** The master product given by the code or name of another row of the file. */
  maestroEnArchivo?: string;
  codigo?: string;
  nombre?: string;
}

/** The API's create and update bodies (built once: a row is read 2,000 times). */
const CUERPOS = {
  crear: cuerpoCatalogo(declaracion, 'crear'),
  actualizar: cuerpoCatalogo(declaracion, 'actualizar'),
};

/** The columns of the header row: field by position (null: a column left out). Errors for unknown or repeated ones. */
export function columnas(encabezado: FilaLeida, errores: ErrorImportacion[]): (string | null)[] {
  const vistos = new Set<string>();
  const campos = encabezado.celdas.map((celda) => {
    const texto = celda === null ? '' : String(celda).trim();
    if (texto === '') return null;
    const campo = CAMPO_POR_ENCABEZADO.get(plegarCompacto(texto));
    if (!campo) errores.push({ fila: encabezado.numero, columna: texto, mensaje: M.columnaDesconocida });
    else if (vistos.has(campo))
      errores.push({ fila: encabezado.numero, columna: texto, mensaje: M.columnaRepetida });
    else {
      vistos.add(campo);
      return campo;
    }
    return null;
  });
  if (!vistos.has('nombre'))
    errores.push({ fila: encabezado.numero, columna: 'Nombre', mensaje: M.sinNombre });
  return campos;
}

/** A cell as text (a number: its shortest decimal text); booleans and no value as they are. */
function texto(celda: Celda): string | boolean | null {
  if (celda === null || typeof celda === 'boolean') return celda;
  if (typeof celda === 'number') return String(celda);
  return celda;
}

/** Colombian spellings: '$ 12.500,50' (pesos: '.' groups thousands) as '12500.50', '2,5' as '2.5'. */
function numeroColombiano(v: string, pesos: boolean): string {
  const t = v.trim().replace(/^\$\s*/, '');
  if (pesos && /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(t)) return t.replaceAll('.', '').replace(',', '.');
  if (/^-?\d+,\d+$/.test(t)) return t.replace(',', '.');
  return t;
}

/**
 * Reads one data row into the body the generated service takes, with the form's checks and messages
 * (`cuerpoCatalogo`, the same zod the API's create and update use) and the references resolved by name or code
 * inside the company. `columnaDe(campo)` names a field's column as the file spells it.
 */
export function interpretarFila(
  fila: FilaLeida,
  campos: (string | null)[],
  existentes: Existentes,
  indices: Record<string, Indice>,
  columnaDe: (campo: string) => string,
  errores: ErrorImportacion[],
): FilaProducto {
  const valores = new Map<string, Celda>();
  campos.forEach((campo, i) => {
    if (campo) valores.set(campo, fila.celdas[i] ?? null);
  });
  const codigoCelda = texto(valores.get('codigo') ?? null);
  const codigo =
    typeof codigoCelda === 'string' && codigoCelda.trim() !== '' ? codigoCelda.trim() : undefined;
  const fallo = (campo: string, mensaje: string) =>
    errores.push({ fila: fila.numero, columna: columnaDe(campo), mensaje });
  const nombreCelda = texto(valores.get('nombre') ?? null);
  const nombre = typeof nombreCelda === 'string' ? nombreCelda.trim() : undefined;
  let id = codigo === undefined ? undefined : existentes.porCodigo.get(codigo.toLowerCase());
  const categoria = valores.has('id_categoria')
    ? categoriaDeFila(texto(valores.get('id_categoria') ?? null), indices.categorias)
    : undefined;
  let claveNombre: string | undefined;
  if (nombre && categoria !== false) {
    if (codigo === undefined)
      claveNombre = JSON.stringify([plegarCompacto(nombre), categoria === undefined ? '*' : categoria]);
    // Without a code, or with one no product has yet: the product of that name in that category (any category
    // when the file has no such column), if it has no other code. Re-importing a file never duplicates.
    if (id === undefined) {
      const mismos = (existentes.porNombre.get(plegarCompacto(nombre)) ?? []).filter(
        (p) =>
          (categoria === undefined || p.categoria === categoria) &&
          (codigo === undefined || p.codigo === null),
      );
      if (mismos.length > 1) fallo('nombre', M.ambiguo(nombre));
      else if (mismos.length === 1) id = mismos[0].id;
    }
  }
  const porNombre = id !== undefined && codigo === undefined;
  const modo = id === undefined ? 'crear' : 'actualizar';

  const cuerpo: Record<string, unknown> = {};
  const referencias: [string, CampoReferencia, string | null][] = [];
  for (const [campo, celda] of valores) {
    const def = declaracion.campos[campo];
    let v = texto(celda);
    if (def.tipo === 'referencia') {
      referencias.push([campo, def, v === null || v === '' ? null : String(v).trim()]);
      continue;
    }
    const vacio = v === null || (typeof v === 'string' && v.trim() === '');
    // An update leaves an empty option or yes/no as it is (the form cannot empty them either).
    if (vacio && modo === 'actualizar' && (def.tipo === 'opcion' || def.tipo === 'booleano')) continue;
    if (typeof v === 'string' && def.tipo === 'opcion') {
      const buscado = plegarCompacto(v);
      v =
        def.opciones.find(
          (o) => plegarCompacto(o.valor) === buscado || plegarCompacto(o.etiqueta.es) === buscado,
        )?.valor ?? v;
    }
    if (typeof v === 'string' && (def.tipo === 'dinero' || def.tipo === 'decimal'))
      v = numeroColombiano(v, def.tipo === 'dinero');
    cuerpo[campo] = v;
  }

  const leido = CUERPOS[modo].safeParse(cuerpo);
  const datos: Cuerpo = {};
  if (leido.success) Object.assign(datos, leido.data);
  else for (const issue of leido.error.issues) fallo(String(issue.path[0]), issue.message);
  // The references are not the body's ids but names or codes: resolved here, inside the company.
  for (const [campo] of Object.entries(declaracion.campos).filter(([, c]) => c.tipo === 'referencia'))
    delete datos[campo];

  // Found by name: an empty code cell keeps the product's code.
  if (porNombre) delete datos.codigo;
  const resultado: FilaProducto = { numero: fila.numero, id, datos, codigo, claveNombre };
  if (nombre !== undefined) resultado.nombre = nombre;
  for (const [campo, def, valor] of referencias) {
    if (valor === null) {
      datos[campo] = null;
      continue;
    }
    const ids = indices[def.catalogo].porClave.get(plegarCompacto(valor)) ?? [];
    if (indices[def.catalogo].rechazadas?.has(plegarCompacto(valor))) continue;
    if (ids.length > 1) fallo(campo, M.ambiguo(valor));
    else if (ids.length === 1) datos[campo] = ids[0];
    else if (campo === 'id_producto_maestro') resultado.maestroEnArchivo = valor;
    else fallo(campo, M.noExiste(valor));
  }
  return resultado;
}

/** The category a row names: its id, null (empty cell) or false (unknown or ambiguous: the reading reports it). */
function categoriaDeFila(valor: string | boolean | null, indice: Indice): number | null | false {
  if (valor === null || (typeof valor === 'string' && valor.trim() === '')) return null;
  const ids = indice.porClave.get(plegarCompacto(String(valor))) ?? [];
  return ids.length === 1 ? ids[0] : false;
}
