import { categorias as declaracionCategorias } from '../../../../common/catalogos';
import type { ErrorImportacion } from '../../../../common/importacionProductos';
import { plegarCompacto } from '../../../../common/plegado';
import { SERVICIOS } from '../../../catalogos';
import type { TenantScope } from '../../../db/tenant';
import { cuerpoCatalogo, type Cuerpo } from '../../../catalogos/esquemas';
import { ValidationError } from '../../../lib/errors';
import type { Indice } from './filas';

/** A cell of the category or tax column: its row and its trimmed text. */
export interface Pedido {
  fila: number;
  valor: string;
}

const CUERPO_CATEGORIA = cuerpoCatalogo(declaracionCategorias, 'crear');

/**
 * The categories the file names that the company lacks, created through the generated service in the import's
 * transaction (a mistake rolls them back with the products) and added to `indice`. One per folded name, spelt as
 * its first row writes it. A name the category form refuses is an error of every row naming it. Answers the
 * names created, in the file's order.
 */
export async function crearCategoriasFaltantes(
  scope: TenantScope,
  pedidos: Pedido[],
  indice: Indice,
  columna: string,
  errores: ErrorImportacion[],
): Promise<string[]> {
  const faltantes = new Map<string, { nombre: string; filas: number[] }>();
  for (const { fila, valor } of pedidos) {
    const clave = plegarCompacto(valor);
    if (indice.porClave.has(clave)) continue;
    const f = faltantes.get(clave) ?? { nombre: valor, filas: [] };
    f.filas.push(fila);
    faltantes.set(clave, f);
  }
  const fallan = (clave: string, filas: number[], mensajes: string[]) => {
    (indice.rechazadas ??= new Set()).add(clave);
    for (const fila of filas) for (const mensaje of mensajes) errores.push({ fila, columna, mensaje });
  };
  const listas: { clave: string; nombre: string; filas: number[]; cuerpo: Cuerpo }[] = [];
  for (const [clave, f] of faltantes) {
    const leido = CUERPO_CATEGORIA.safeParse({ nombre: f.nombre });
    if (leido.success) listas.push({ clave, ...f, cuerpo: leido.data as Cuerpo });
    else
      fallan(
        clave,
        f.filas,
        leido.error.issues.map((i) => i.message),
      );
  }
  if (listas.length === 0) return [];
  const resultados = await SERVICIOS[declaracionCategorias.recurso].crearVarios(
    scope,
    listas.map((l) => l.cuerpo),
  );
  const creadas: string[] = [];
  resultados.forEach((r, i) => {
    const l = listas[i];
    if (r instanceof ValidationError)
      fallan(l.clave, l.filas, Object.values((r.data as { errors: Record<string, string[]> }).errors).flat());
    else {
      indice.porClave.set(l.clave, [r]);
      creadas.push(l.nombre);
    }
  });
  return creadas;
}

/** 'INC 8 %', 'iva 19%', 'impoconsumo 8', '8 %': the kind (if written) and the rate. */
const TASA = /^(iva|inc|impoconsumo|consumo)?\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*%?$/;

/**
 * A tax cell that is neither the name nor the code of one of the company's taxes, read as a rate ('INC 8 %',
 * '8%'): the company's taxes of that rate (and kind, when written) are what it names. More than one is reported
 * as ambiguous by the row's reading, none as missing; no tax is ever created.
 */
export function impuestosPorTasa(
  pedidos: Pedido[],
  impuestos: { id: number; porcentaje: string; tipo: string | null }[],
  indice: Indice,
): void {
  for (const { valor } of pedidos) {
    const clave = plegarCompacto(valor);
    if (indice.porClave.has(clave)) continue;
    const m = TASA.exec(clave);
    if (!m) continue;
    const tipo = m[1] === undefined ? undefined : m[1] === 'iva' ? 'IVA' : 'INC';
    const tasa = Number(m[2].replace(',', '.'));
    const ids = impuestos
      .filter((i) => Number(i.porcentaje) === tasa && (tipo === undefined || i.tipo === tipo))
      .map((i) => i.id);
    if (ids.length > 0) indice.porClave.set(clave, ids);
  }
}
