import type { Campo, Catalogo, Texto } from './catalogo';
import { normalizarDinero, PATRON_DINERO } from './dineroTexto';

/**
 * The validation and outcome texts of the catalogues, for both sides: the server answers the Spanish text, the app
 * registers both languages as i18n keys (`comanda.validacion.*`), so the browser and the server say the same words
 * for the same mistake. Placeholders are polyglot's `%{name}`.
 */
export const MENSAJES_VALIDACION = {
  es: {
    // The spec's words, trailing space included (§5), as the sign-up form and react-admin's own 'required' say it.
    requerido: 'El campo es requerido ',
    max_caracteres: 'Debe tener como máximo %{max} caracteres',
    numero: 'Debe ser un número',
    entero: 'Debe ser un número entero',
    rango: 'Debe estar entre %{min} y %{max}',
    decimales: 'Admite como máximo %{escala} decimales',
    dinero: 'Debe ser un valor en pesos con máximo dos decimales',
    dinero_negativo: 'No puede ser un valor negativo',
    opcion: 'Selecciona una opción válida',
    referencia: 'El registro seleccionado no existe',
    // A value that cannot be an id (its own key, so a catalogue may say it apart from 'referencia').
    referencia_invalida: 'El registro seleccionado no existe',
    correo: 'El campo debe de ser un correo electronico',
    no_pertenece: 'No corresponde al campo %{padre}',
  },
  en: {
    requerido: 'This field is required',
    max_caracteres: 'Must be at most %{max} characters',
    numero: 'Must be a number',
    entero: 'Must be a whole number',
    rango: 'Must be between %{min} and %{max}',
    decimales: 'At most %{escala} decimals',
    dinero: 'Must be an amount in pesos, with at most two decimals',
    dinero_negativo: 'Cannot be a negative amount',
    opcion: 'Choose a valid option',
    referencia: 'The selected record does not exist',
    referencia_invalida: 'The selected record does not exist',
    correo: 'The field must be an e-mail address',
    no_pertenece: 'Does not match the field %{padre}',
  },
} as const;

export type ClaveValidacion = keyof (typeof MENSAJES_VALIDACION)['es'];
export type Idioma = 'es' | 'en';

/** Fills polyglot placeholders (`%{max}`), as the app's i18n does. */
export function formatear(plantilla: string, args: Record<string, string | number> = {}): string {
  return plantilla.replace(/%\{(\w+)\}/g, (todo, nombre: string) =>
    nombre in args ? String(args[nombre]) : todo,
  );
}

/** A validation text in Spanish (the server's language). */
export const mensajeValidacion = (clave: ClaveValidacion, args?: Record<string, string | number>) =>
  formatear(MENSAJES_VALIDACION.es[clave], args);

/** A field's text for a validation key: its own pinned one (`textos`), else the shared one. */
export function textoCampo(
  campo: Campo,
  clave: string,
  args?: Record<string, string | number>,
  idioma: Idioma = 'es',
): string {
  const propio = campo.textos?.[clave]?.[idioma];
  return formatear(propio ?? MENSAJES_VALIDACION[idioma][clave as ClaveValidacion] ?? clave, args);
}

const minuscula = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

/**
 * The texts of a two-level tree's rules (a self-reference with `dosNiveles`), from the catalogue's names and the
 * field's label: 'Una categoría no puede ser su propia categoría padre'.
 */
export function mensajesArbol(c: Catalogo, etiqueta: Texto, idioma: Idioma) {
  const s = minuscula(c.nombre.singular[idioma]);
  const p = minuscula(c.nombre.plural[idioma]);
  const e = minuscula(etiqueta[idioma]);
  if (idioma === 'en')
    return {
      propio: `A ${s} cannot be its own ${e}`,
      esHija: `The ${e} must be a top-level ${s} (only two levels are allowed)`,
      tieneHijas: `A ${s} with sub${p} cannot have a ${e}`,
      conHijas: `A ${s} with sub${p} cannot be deleted`,
    };
  const f = c.nombre.femenino;
  const una = f ? 'Una' : 'Un';
  return {
    propio: `${una} ${s} no puede ser su propi${f ? 'a' : 'o'} ${e}`,
    esHija: `${f ? 'La' : 'El'} ${e} debe ser ${minuscula(una)} ${s} principal (solo se permiten dos niveles)`,
    tieneHijas: `${una} ${s} que tiene sub${p} no puede tener ${e}`,
    conHijas: `No se puede eliminar ${minuscula(una)} ${s} que tiene sub${p}`,
  };
}

/** The outcome texts of one catalogue, derived from its names: 'Impuesto creado correctamente'. */
export function mensajesCatalogo(c: Catalogo, idioma: Idioma) {
  const singular = c.nombre.singular[idioma];
  const f = c.nombre.femenino;
  if (idioma === 'en')
    return {
      creado: `${singular} created successfully`,
      actualizado: `${singular} updated successfully`,
      eliminado: `${singular} deleted successfully`,
      repetido: (campo: Texto) => `A ${minuscula(singular)} with that ${minuscula(campo.en)} already exists`,
      enUso: c.enUso?.en ?? `The ${minuscula(singular)} cannot be deleted: it is in use`,
      noExiste: `The ${minuscula(singular)} does not exist`,
    };
  const o = f ? 'a' : 'o';
  return {
    creado: `${singular} cread${o} correctamente`,
    actualizado: `${singular} actualizad${o} correctamente`,
    eliminado: `${singular} eliminad${o} correctamente`,
    repetido: (campo: Texto) =>
      `Ya existe ${f ? 'una' : 'un'} ${minuscula(singular)} con ese ${minuscula(campo.es)}`,
    enUso: c.enUso?.es ?? `No se puede eliminar ${f ? 'la' : 'el'} ${minuscula(singular)}: está en uso`,
    noExiste: `${f ? 'La' : 'El'} ${minuscula(singular)} no existe`,
  };
}

/**
 * The rules across fields of a whole record (create: the body; update: the stored row with the body over it), the
 * same on both sides: `requeridoSi` and the catalogue's `validarRegistro`. By field, a key of MENSAJES_VALIDACION
 * ('requerido') or of the catalogue's `mensajes` (prefixed `catalogo.`).
 */
export function reglasRegistro(c: Catalogo, valores: Record<string, unknown>): Record<string, string> {
  const errores: Record<string, string> = {};
  for (const [nombre, campo] of Object.entries(c.campos)) {
    const si = campo.requeridoSi;
    if (si && si.valores.map(String).includes(String(valores[si.campo] ?? '')) && esVacio(valores[nombre]))
      errores[nombre] = 'requerido';
  }
  for (const [nombre, clave] of Object.entries(c.validarRegistro?.(valores) ?? {}))
    errores[nombre] ??= `catalogo.${clave}`;
  return errores;
}

/** The Spanish text of a key of `reglasRegistro`. */
export function textoRegla(c: Catalogo, clave: string, idioma: Idioma = 'es'): string {
  if (clave.startsWith('catalogo.')) return c.mensajes?.[clave.slice(9)]?.[idioma] ?? clave;
  return MENSAJES_VALIDACION[idioma][clave as ClaveValidacion];
}

export type Resultado =
  | { ok: true; valor: string | number | boolean | null }
  | { ok: false; clave: ClaveValidacion; args?: Record<string, string | number> };

/** '', null, undefined and the form spelling 'null' mean "no value". */
export const esVacio = (v: unknown) =>
  v === undefined || v === null || v === 'null' || (typeof v === 'string' && v.trim() === '');

const SI = ['1', 'true', 'on', 'si', 'sí'];
const NO = ['0', 'false', 'off', 'no'];
const DECIMAL = /^-?\d+(\.\d+)?$/;
const ENTERO = /^-?\d+$/;
/** One @, something before it, a dot in the domain, no spaces. */
export const CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const error = (clave: ClaveValidacion, args?: Record<string, string | number>): Resultado => ({
  ok: false,
  clave,
  args,
});

/**
 * Checks one field's value against its declaration and gives it back in its stored form (trimmed text, a
 * decimal string with the declared decimals, a whole number, a boolean, an id) — the same rule in the browser
 * and on the server. An empty value is `null` here; whether it is allowed is the caller's (create, update).
 */
export function validarValor(campo: Campo, v: unknown): Resultado {
  if (esVacio(v)) return campo.requerido ? error('requerido') : { ok: true, valor: null };
  switch (campo.tipo) {
    case 'texto': {
      if (typeof v !== 'string' && typeof v !== 'number') return error('requerido');
      const texto = String(v).trim();
      if (texto.length > campo.max) return error('max_caracteres', { max: campo.max });
      if (campo.formato === 'correo' && !CORREO.test(texto)) return error('correo');
      return { ok: true, valor: texto };
    }
    case 'decimal': {
      const texto =
        typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : '';
      if (!DECIMAL.test(texto)) return error('numero');
      const [, decimales = ''] = texto.split('.');
      if (decimales.length > campo.escala) return error('decimales', { escala: campo.escala });
      const n = Number(texto); // no-dinero: a percentage, compared with its declared limits
      if (n < campo.min || n > campo.max) return error('rango', { min: campo.min, max: campo.max });
      const [entero] = texto.split('.');
      const fraccion = campo.escala > 0 ? `.${decimales.padEnd(campo.escala, '0')}` : '';
      return { ok: true, valor: `${entero.replace(/^(-?)0+(?=\d)/, '$1')}${fraccion}` };
    }
    case 'dinero': {
      const texto =
        typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
      if (!PATRON_DINERO.test(texto)) return error('dinero');
      const valor = normalizarDinero(texto);
      return valor.startsWith('-') && !campo.permiteNegativo ? error('dinero_negativo') : { ok: true, valor };
    }
    case 'entero': {
      const texto = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
      if (!ENTERO.test(texto)) return error('entero');
      const n = Number(texto);
      return n < campo.min || n > campo.max
        ? error('rango', { min: campo.min, max: campo.max })
        : { ok: true, valor: n };
    }
    case 'booleano': {
      if (v === true || v === 1) return { ok: true, valor: true };
      if (v === false || v === 0) return { ok: true, valor: false };
      const texto = typeof v === 'string' ? v.trim().toLowerCase() : '';
      if (SI.includes(texto)) return { ok: true, valor: true };
      if (NO.includes(texto)) return { ok: true, valor: false };
      return error('opcion');
    }
    case 'opcion': {
      const texto = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
      return campo.opciones.some((o) => o.valor === texto) ? { ok: true, valor: texto } : error('opcion');
    }
    case 'referencia': {
      const texto = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
      return /^[1-9]\d{0,15}$/.test(texto)
        ? { ok: true, valor: Number(texto) }
        : error('referencia_invalida');
    }
    case 'imagen':
      // Stored by the uploads plugin, never typed: the stored path as it is.
      return { ok: true, valor: typeof v === 'string' ? v : null };
  }
}
