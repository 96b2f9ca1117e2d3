import { z } from 'zod';
import { pagina, respuestas } from '../../common/api';
import { campoEliminarImagen, type Campo, type Catalogo } from '../../common/catalogo';
import { registroCatalogo, registroListaCatalogo } from '../../common/catalogoRegistro';
import { esVacio, textoCampo, validarValor } from '../../common/validacion';
import { consultaPagina, id } from '../lib/schemas';

export type Modo = 'crear' | 'actualizar';

/** What the OpenAPI description says a field takes (the check itself is `validarValor`, shared with the app). */
function descripcion(campo: Campo): Record<string, unknown> {
  const base = { description: campo.etiqueta.es };
  switch (campo.tipo) {
    case 'texto':
      return { ...base, type: 'string', maxLength: campo.max };
    case 'decimal':
      return { ...base, type: 'string', pattern: `^\\d+(\\.\\d{1,${campo.escala}})?$` };
    case 'dinero':
      return { ...base, type: 'string', pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$' };
    case 'entero':
      return { ...base, type: 'integer', minimum: campo.min, maximum: campo.max };
    case 'booleano':
      return { ...base, type: 'boolean' };
    case 'opcion':
      return { ...base, type: 'string', enum: campo.opciones.map((o) => o.valor) };
    case 'referencia':
      return { ...base, type: 'integer', minimum: 1 };
    case 'imagen':
      return { ...base, type: 'string', format: 'binary' };
  }
}

/**
 * One field of a create or update body, in any of the three encodings (JSON, urlencoded, multipart: all text).
 * Create: an empty field takes its default (booleans, options) or null, and a required one is refused.
 * Update: an absent field is left as it is; an empty one is emptied (refused when required).
 */
function valorCampo(campo: Campo, v: unknown, modo: Modo) {
  if (v === undefined && modo === 'actualizar') return { ok: true as const, valor: undefined };
  // A position left empty: the service puts a new row last, an update leaves it.
  if (campo.tipo === 'entero' && campo.alFinal && esVacio(v)) return { ok: true as const, valor: undefined };
  // An integer with a default: empty on create takes it; emptied on update puts it back (its column is NOT NULL).
  if (campo.tipo === 'entero' && campo.defecto !== undefined && esVacio(v))
    return { ok: true as const, valor: campo.defecto };
  if (esVacio(v) && (campo.tipo === 'booleano' || campo.tipo === 'opcion')) {
    if (modo === 'actualizar' && campo.tipo === 'booleano') return { ok: true as const, valor: undefined };
    if (modo === 'crear' && campo.defecto !== undefined) return { ok: true as const, valor: campo.defecto };
  }
  return validarValor(campo, v);
}

/**
 * The body of POST `item` (crear) or POST `item/{id}` with `_method=put` (actualizar); other keys (and the
 * `soloLectura` fields, which the server writes, and on update the create-only `externo: 'entrada'` ones) are dropped.
 * The messages are the shared Spanish texts of common/validacion.ts, the ones the browser shows.
 */
export function cuerpoCatalogo(c: Catalogo, modo: Modo) {
  // Images travel as multipart files (the route stores them); any text sent under their name is ignored.
  const campos = Object.entries(c.campos).filter(
    ([, campo]) =>
      !campo.soloLectura &&
      campo.tipo !== 'imagen' &&
      !(campo.externo === 'entrada' && modo === 'actualizar'),
  );
  const imagenes = Object.entries(c.campos).filter(([, campo]) => campo.tipo === 'imagen');
  const forma = Object.fromEntries(
    campos.map(([k, campo]) => [k, z.unknown().meta(descripcion(campo)).optional()]),
  );
  if (modo === 'actualizar')
    for (const [k, campo] of imagenes)
      forma[campoEliminarImagen(k)] = z
        .unknown()
        .meta({ description: `Eliminar ${campo.etiqueta.es.toLowerCase()}`, type: 'boolean' })
        .optional();
  return z.object(forma).transform((cuerpo, ctx) => {
    const salida: Cuerpo = {};
    for (const [k, campo] of campos) {
      const r = valorCampo(campo, cuerpo[k], modo);
      if (r.ok) salida[k] = r.valor;
      else ctx.addIssue({ code: 'custom', path: [k], message: textoCampo(campo, r.clave, r.args) });
    }
    if (modo === 'actualizar')
      for (const [k, campo] of imagenes) {
        const bandera = campoEliminarImagen(k);
        const v = cuerpo[bandera];
        const r = esVacio(v) ? { ok: true as const, valor: false } : validarValor(SI_NO, v);
        if (!r.ok)
          ctx.addIssue({
            code: 'custom',
            path: [bandera],
            message: `El campo eliminar ${campo.etiqueta.es.toLowerCase()} debe ser verdadero o falso`,
          });
        else if (r.valor === true) salida[k] = null;
      }
    return salida;
  });
}

/** How a yes/no flag of the body is read (the same words as a declared boolean). */
const SI_NO: Campo = { tipo: 'booleano', defecto: false, etiqueta: { es: '', en: '' } };

export type Cuerpo = Record<string, string | number | boolean | null | undefined>;

/** GET `lista`: page (counted from the catalogue's first page, spec §9), rowsPerPage (-1: all), search. */
/**
 * A list's query: its page, the search, and each declared yes/no filter (`1`/`true` switches it on; typed through
 * `ConsultaLista`'s index, the names being the declaration's).
 */
export const consultaLista = (c: Catalogo) =>
  consultaPagina(c.api.primeraPagina).extend(
    Object.fromEntries(
      Object.keys(c.lista.filtros ?? {}).map((f) => [
        f,
        z
          .enum(['0', '1', 'true', 'false'])
          .optional()
          .transform((v) => v === '1' || v === 'true'),
      ]),
    ) as object,
  );

export const paramsId = z.object({ id });

/** Replies: every route of a catalogue answers its records in the same shape. */
export function respuestasCatalogo(c: Catalogo) {
  const registro = registroCatalogo(c);
  return {
    pagina: respuestas(pagina(registroListaCatalogo(c))),
    una: respuestas(registro),
    eliminada: respuestas(z.null()),
  };
}
