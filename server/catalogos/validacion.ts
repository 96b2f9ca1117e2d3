import { and, eq, ne, sql } from 'drizzle-orm';
import { valorCalculado } from '../../common/catalogo';
import {
  formatear,
  mensajeValidacion,
  reglasRegistro,
  textoCampo,
  textoRegla,
} from '../../common/validacion';
import type { TenantScope } from '../db/tenant';
import { codigoPg } from '../db/errores-pg';
import { ConflictError, ValidationError } from '../lib/errors';
import type { Cuerpo } from './esquemas';
import type { PlanCatalogo } from './plan';

/** A catalogue's checks before a write, and the server-written values that complete a body. */
export function validacionCatalogo(plan: PlanCatalogo) {
  const { c, tabla, referidas, M, A, unicos, referencias, calculados, alFinal, arbol } = plan;

  /**
   * The rules across fields (`requeridoSi`, `validarRegistro`), unique fields and references, checked before
   * writing so the answer names the field in the shared words. `registro` is the whole record (on update, the
   * stored row with the body over it); `datos` what the body changes.
   */
  async function validar(
    scope: TenantScope,
    datos: Cuerpo,
    registro: Record<string, unknown>,
    excepto?: number,
  ): Promise<void> {
    const errores: Record<string, string[]> = {};
    for (const [nombre, clave] of Object.entries(reglasRegistro(c, registro)))
      errores[nombre] = [formatear(textoRegla(c, clave))];
    const cambia = (k: string) => datos[k] !== undefined;
    for (const [nombre, campo] of unicos) {
      const v = registro[nombre];
      const con = campo.tipo === 'texto' ? (campo.unicoCon ?? []) : [];
      if (typeof v !== 'string' || errores[nombre] || ![nombre, ...con].some(cambia)) continue;
      const [repetido] = await scope.tx
        .select({ id: tabla.id })
        .from(tabla)
        .where(
          scope.where(
            tabla,
            sql`lower(${tabla[nombre]}) = lower(${v})`,
            ...con.map((k) =>
              registro[k] === null || registro[k] === undefined
                ? sql`${tabla[k]} is null`
                : eq(tabla[k], registro[k] as never),
            ),
            excepto === undefined ? undefined : ne(tabla.id, excepto),
          ),
        )
        .limit(1);
      if (repetido) errores[nombre] = [M.repetido(campo.etiqueta)];
    }
    for (const [nombre, campo] of referencias) {
      const v = registro[nombre];
      const padre = campo.dependeDe;
      if (typeof v !== 'number' || errores[nombre] || !(cambia(nombre) || (padre && cambia(padre.campo))))
        continue;
      if (campo.dosNiveles) {
        const error = await validarRama(scope, nombre, v, excepto);
        if (error) errores[nombre] = [error];
        continue;
      }
      const destino = referidas[campo.catalogo];
      // Another company's id looks like no id at all (row-level security and the company filter).
      const consulta = scope.tx
        .select({ id: destino.id, ...(padre && { padre: destino[padre.columna] }) })
        .from(destino);
      const [existe] = campo.global
        ? await consulta.where(eq(destino.id, v))
        : await consulta.where(and(eq(destino.empresa_id!, scope.empresaId), eq(destino.id, v))).for('share');
      if (!existe) errores[nombre] = [textoCampo(campo, 'referencia')];
      else if (padre && String(existe.padre) !== String(registro[padre.campo] ?? ''))
        errores[nombre] = [mensajeValidacion('no_pertenece', { padre: c.campos[padre.campo].etiqueta.es })];
    }
    const primero = Object.values(errores)[0]?.[0];
    if (primero) throw new ValidationError(primero, errores);
  }

  /**
   * A two-level tree's parent: not the row itself, an existing top-level row of the company (locked while the
   * write lasts), and only for a row without children. The error's text, or null.
   */
  async function validarRama(
    scope: TenantScope,
    nombre: string,
    idPadre: number,
    id?: number,
  ): Promise<string | null> {
    if (idPadre === id) return A!.propio;
    const [fila] = await scope.tx
      .select({ padre: tabla[nombre] })
      .from(tabla)
      .where(scope.where(tabla, eq(tabla.id, idPadre)))
      .for('share');
    if (!fila) return textoCampo(c.campos[nombre], 'referencia');
    if (fila.padre !== null) return A!.esHija;
    if (id !== undefined && (await tieneHijas(scope, id))) return A!.tieneHijas;
    return null;
  }

  async function tieneHijas(scope: TenantScope, id: number): Promise<boolean> {
    const [hija] = await scope.tx
      .select({ id: tabla.id })
      .from(tabla)
      .where(scope.where(tabla, eq(tabla[arbol![0]], id)))
      .limit(1);
    return Boolean(hija);
  }

  /** Positions (`alFinal`) left empty on create: one past the company's largest. */
  async function conPosiciones(scope: TenantScope, datos: Cuerpo): Promise<Cuerpo> {
    const faltan = alFinal.filter((k) => datos[k] === undefined || datos[k] === null);
    if (faltan.length === 0) return datos;
    const [fila] = await scope.tx
      .select(
        Object.fromEntries(
          faltan.map((k) => [k, sql<number>`coalesce(max(${tabla[k]}), -1) + 1`.mapWith(Number)]),
        ),
      )
      .from(tabla)
      .where(scope.where(tabla));
    return { ...datos, ...fila };
  }

  /** The body with the server-written (`calculado`) fields filled from the whole record. */
  function conCalculados(datos: Cuerpo, registro: Record<string, unknown>): Cuerpo {
    const salida = { ...datos };
    for (const [nombre, campo] of calculados) {
      const valor = valorCalculado(campo.calculado!, registro);
      salida[nombre] = valor === null ? null : valor.slice(0, campo.max);
      registro[nombre] = salida[nombre];
    }
    return salida;
  }

  /** Constraint failures a concurrent request can still cause after the checks, in the checks' words. */
  function traducir(error: unknown, enBorrado = false): unknown {
    const codigo = codigoPg(error);
    if (codigo === '23505' && unicos[0]) {
      const [nombre, campo] = unicos[0];
      return ValidationError.field(nombre, M.repetido(campo.etiqueta));
    }
    if (codigo === '23503') {
      if (enBorrado) return new ConflictError(M.enUso);
      if (referencias[0])
        return ValidationError.field(referencias[0][0], textoCampo(referencias[0][1], 'referencia'));
    }
    return error;
  }

  return { validar, tieneHijas, conPosiciones, conCalculados, traducir };
}
