/**
 * The declaration of a catalogue (spec §3 and §7): one file per catalogue under `common/catalogos/`, read by the
 * server (table, routes, zod schemas, tenant-scoped service, sign-up rows) and by the app (list, create and edit
 * pages, the dataProvider entry, the menu item, the labels). What a catalogue needs beyond it plugs in beside it.
 */

/** A text the user reads, in the two complete languages (the other locales fall back to Spanish). */
export interface Texto {
  es: string;
  en: string;
}

interface CampoBase {
  etiqueta: Texto;
  /** Must be given on create (and cannot be emptied on update). */
  requerido?: boolean;
  /**
   * Required only while another field holds one of these values (a company needs its razón social, a person
   * their names): the same 'requerido' message on both sides, checked on the whole record.
   */
  requeridoSi?: { campo: string; valores: readonly (string | number)[] };
  ayuda?: Texto;
  /** Written by the server (code beside the declaration), never by a body: shown, not asked in the form. */
  soloLectura?: boolean;
  /**
   * Not a column of the catalogue's table. 'entrada': taken by the create body only, checked as declared and
   * handed to code beside the declaration (`GanchosCatalogo.despuesDeCrear`), never stored nor answered (a
   * product's initial stock, which enters as an inventory movement). 'lectura' (with `soloLectura`): answered by
   * GET `item/{id}` only, read by code beside the declaration (`GanchosCatalogo.lectura`), shown disabled on the
   * edit page (a product's stock on hand).
   */
  externo?: 'entrada' | 'lectura';
  /** The form shows the input only while another field holds one of these values (and then sends it). */
  visibleSi?: { campo: string; valores: readonly (string | number | boolean)[] };
  /** Taken by the API but not asked in the form (a position that code beside the declaration edits). */
  oculto?: boolean;
  /**
   * Texts this field says instead of the shared ones, by key of MENSAJES_VALIDACION ('requerido',
   * 'max_caracteres', 'referencia'…) or 'opciones_error' (its choices failed to load: `%{mensaje}`); `%{max}` and
   * the other placeholders are filled as in the shared texts. Both sides say them.
   */
  textos?: Partial<Record<string, Texto>>;
}

export interface CampoTexto extends CampoBase {
  tipo: 'texto';
  max: number;
  /** Unique per company, ignoring case (the server answers `mensajes.repetido` for this field). */
  unico?: boolean;
  /** With `unico`: unique together with these fields (a document number per identification type). */
  unicoCon?: readonly string[];
  /** 'correo': an e-mail address. */
  formato?: 'correo';
  /**
   * Not typed by anyone: the server writes it from other fields, the first of these groups with any value, its
   * values joined by a space (a name from the razón social, or else from names and surnames). No form input.
   */
  calculado?: readonly (readonly string[])[];
  /** A text area in the form. */
  multilinea?: boolean;
}

/** A decimal number that is no money (a tax percentage): numeric(precision, escala) in the database. */
export interface CampoDecimal extends CampoBase {
  tipo: 'decimal';
  min: number;
  max: number;
  escala: number;
  /** Shown after the value in the list (e.g. '%'). */
  sufijo?: string;
}

/** Pesos (common/dinero.ts): numeric(14,2), a decimal string on the wire. */
export interface CampoDinero extends CampoBase {
  tipo: 'dinero';
  /** Prices, costs and amounts are never negative; a field that may be says so. */
  permiteNegativo?: boolean;
}

export interface CampoEntero extends CampoBase {
  tipo: 'entero';
  min: number;
  max: number;
  /** Empty on create means one past the company's largest value (a new row goes last); never null. */
  alFinal?: boolean;
  /** Empty on create stores this value (the column is NOT NULL with this default); the form starts with it. */
  defecto?: number;
}

/**
 * An image (an icon): the multipart file of the field's name, checked by its bytes and stored by the uploads plugin
 * under `carpeta`; the record answers its URL. On update a new file replaces the old one (deleted after the
 * commit), `eliminar_<campo>=1` removes it; a refused file is a 422 at the field and changes nothing.
 */
export interface CampoImagen extends CampoBase {
  tipo: 'imagen';
  carpeta: string;
}

export interface CampoBooleano extends CampoBase {
  tipo: 'booleano';
  defecto: boolean;
}

export interface Opcion {
  valor: string;
  etiqueta: Texto;
}

export interface CampoOpcion extends CampoBase {
  tipo: 'opcion';
  opciones: readonly Opcion[];
  defecto?: string;
}

/**
 * Another catalogue's row of the same company (checked on the server: another company's id does not exist), or
 * with `global` a row of a reference list every company shares (DIAN types, DIVIPOLA, CIIU, countries).
 */
export interface CampoReferencia extends CampoBase {
  tipo: 'referencia';
  /** The referenced catalogue's `recurso` (or 'sedes', or a global list of `REFERENCIAS_GLOBALES`). */
  catalogo: string;
  /** The name of the `{ id, nombre }` object the API adds beside the id (id_sede → sede). */
  objeto: string;
  /** A global reference list (no company): its table is `REFERENCIAS_GLOBALES[catalogo]`. */
  global?: boolean;
  /** The referenced row's `columna` must equal this record's `campo` (a municipality of the chosen department). */
  dependeDe?: { campo: string; columna: string };
  /** The list is searched on the server as the user types (too long to load whole). */
  busquedaRemota?: boolean;
  /**
   * Only for a reference to its own catalogue: a tree of two levels. The chosen row must be top level, never the
   * row itself, and a row with children takes no parent; a row with children cannot be deleted.
   */
  dosNiveles?: boolean;
  /** An API path answering the rows that may be chosen (an array, in the order to offer them). */
  opcionesDesde?: string;
}

/**
 * The global reference lists a field may point at (`global: true`), by name: the API path the form reads them
 * from (its filter, for `dependeDe`, is passed as a query parameter). Their tables are in server/db/schema.
 */
export const REFERENCIAS_GLOBALES: Record<string, { lista: string }> = {
  tiposIdentificacion: { lista: 'configuraciones/tiposIdentificacion' },
  departamentos: { lista: 'configuraciones/departamentos' },
  municipios: { lista: 'configuraciones/municipios' },
  actividadesEconomicas: { lista: 'configuraciones/actividadesEconomicas' },
  paises: { lista: 'configuraciones/paises' },
};

export type Campo =
  | CampoTexto
  | CampoDecimal
  | CampoDinero
  | CampoEntero
  | CampoBooleano
  | CampoOpcion
  | CampoReferencia
  | CampoImagen;

/** A list column counting another catalogue's rows that point at each row (the products of a category). */
export interface Conteo {
  /** The other catalogue's `recurso`. */
  catalogo: string;
  /** Its reference field to this catalogue. */
  campo: string;
  etiqueta: Texto;
}

/**
 * A catalogue's declaration. `C` are its fields as written (each file calls `definirCatalogo`, whose `const` type
 * parameters keep every name and kind), `P` the text fields the list sorts or searches by: the server's table and
 * the rows on both sides are typed from them (server/catalogos/tabla.ts, common/catalogoRegistro.ts).
 */
export interface Catalogo<
  C extends Record<string, Campo> = Record<string, Campo>,
  P extends string = string,
> {
  /** react-admin's resource and the app's path (`/productosImpuestos`, `/x/registrar`, `/x/editar/:id`). */
  recurso: string;
  /** The app path when it is not `/<recurso>` (e.g. '/configSistema/puntosImpresion'). */
  ruta?: string;
  /** The module tag of common/modulos.ts that a role needs for it (server and browser). */
  modulo: string;
  /** The SQL table. */
  tabla: string;
  /** The record's name in the OpenAPI description (default: the `recurso` capitalised). */
  esquema?: string;
  /** Spec §7 paths: GET `lista`; POST `item` (create); GET/POST(_method=put)/DELETE `item/{id}`. */
  api: { lista: string; item: string; eliminar?: string; primeraPagina: 0 | 1 };
  nombre: { singular: Texto; plural: Texto; femenino: boolean };
  campos: C;
  lista: {
    columnas: readonly string[];
    /** Text field the list sorts by (then id). */
    orden: P;
    /** Text fields searched (case and accents ignored). */
    busqueda: readonly P[];
    /** Counted columns the list (only the list) adds after `columnas`, by the name they travel under. */
    conteos?: Record<string, Conteo>;
    /**
     * Kinds of after-commit event (server/eventos/: `TIPOS_EVENTO`) that change this list: its pages without a
     * search are then kept per company in memory, on every instance, until one of them commits. Every writer of
     * what the list shows (its own table, the counted and the referred ones) must publish one of these kinds.
     */
    cache?: readonly string[];
    /**
     * Yes/no filters the list offers (a chip each above it; `?nombre=1` on the API), by name: their label. Their
     * SQL condition is the server's (`GanchosCatalogo.filtros`); a filtered page is never cached.
     */
    filtros?: Record<string, Texto>;
  };
  /** Rows every new company starts with (sign-up), by field. */
  iniciales?: readonly Partial<Record<string, string | number | boolean | null>>[];
  /** Spanish/English answer when a row in use elsewhere is deleted. */
  enUso?: Texto;
  /** Texts of this catalogue's own rules (`validarRegistro`), by key. */
  mensajes?: Record<string, Texto>;
  /**
   * Rules across fields, run on the whole record by the form (as the user types) and by the server (on save):
   * the field and the key of `mensajes` for each mistake (a NIT's check digit).
   */
  validarRegistro?: (valores: Record<string, unknown>) => Record<string, string>;
}

/** A declared field's name, never the `string` of the index every declaration's fields also answer to. */
export type Nombrado<K> = string extends K ? never : K;

/** What a declaration may say: its list's columns and its initial rows name its fields. */
type Declaracion<C extends Record<string, Campo>, P extends string> = Catalogo<C, P> & {
  lista: { columnas: readonly (keyof C & string)[] };
  iniciales?: readonly Partial<Record<keyof C & string, string | number | boolean | null>>[];
};

/**
 * Declares a catalogue (checks that its list, order and search name real fields, when the module loads). Its
 * type is the declaration as written, so its table and rows know each field by name and kind (and code that
 * reads a field by a name it holds in a string still may: `campos[nombre]` is a `Campo`).
 */
export function definirCatalogo<
  const C extends Record<string, Campo>,
  const P extends keyof C & string = keyof C & string,
>(c: Declaracion<C, P>): Catalogo<C & Record<string, Campo>, P> {
  for (const campo of [...c.lista.columnas, c.lista.orden, ...c.lista.busqueda])
    if (!(campo in c.campos)) throw new Error(`${c.recurso}: el campo ${campo} no está declarado`);
  for (const campo of [c.lista.orden, ...c.lista.busqueda])
    if (c.campos[campo].tipo !== 'texto') throw new Error(`${c.recurso}: ${campo} debe ser texto`);
  for (const campo of c.lista.columnas)
    if (c.campos[campo].externo) throw new Error(`${c.recurso}: ${campo} es externo, no va en la lista`);
  for (const [nombre, campo] of Object.entries(c.campos)) {
    const nombrados = [
      ...(campo.requeridoSi ? [campo.requeridoSi.campo] : []),
      ...(campo.visibleSi ? [campo.visibleSi.campo] : []),
      ...(campo.tipo === 'texto' ? [...(campo.unicoCon ?? []), ...(campo.calculado ?? []).flat()] : []),
      ...(campo.tipo === 'referencia' && campo.dependeDe ? [campo.dependeDe.campo] : []),
    ];
    for (const otro of nombrados)
      if (!(otro in c.campos)) throw new Error(`${c.recurso}.${nombre}: el campo ${otro} no está declarado`);
    if (campo.externo === 'lectura' && !campo.soloLectura)
      throw new Error(`${c.recurso}.${nombre}: un campo externo de lectura es soloLectura`);
    if (campo.externo && (campo.tipo === 'referencia' || (campo.tipo === 'texto' && campo.unico)))
      throw new Error(`${c.recurso}.${nombre}: un campo externo no es referencia ni único`);
    if (campo.tipo === 'referencia' && campo.global && !REFERENCIAS_GLOBALES[campo.catalogo])
      throw new Error(`${c.recurso}.${nombre}: ${campo.catalogo} no es una lista global`);
    if (campo.tipo === 'referencia' && campo.dosNiveles && campo.catalogo !== c.recurso)
      throw new Error(`${c.recurso}.${nombre}: dosNiveles es solo para una referencia a sí mismo`);
  }
  return c;
}

/** The value of a `calculado` field from the other fields of a record, or null when all its sources are empty. */
export function valorCalculado(grupos: readonly (readonly string[])[], valores: Record<string, unknown>) {
  for (const grupo of grupos) {
    const partes = grupo
      .map((k) => valores[k])
      .filter((v) => v !== null && v !== undefined && String(v).trim() !== '')
      .map((v) => String(v).trim());
    if (partes.length > 0) return partes.join(' ');
  }
  return null;
}

/** The fields stored in the catalogue's table (every one but the `externo` ones). */
export const camposAlmacenados = (c: Catalogo) =>
  Object.entries(c.campos).filter(([, campo]) => !campo.externo);

/** The app path of a catalogue. */
export const rutaCatalogo = (c: Catalogo) => c.ruta ?? `/${c.recurso}`;

/** The self-reference of a two-level tree (categories and their subcategories), if the catalogue has one. */
export function campoArbol(c: Catalogo): [string, CampoReferencia] | undefined {
  return Object.entries(c.campos).find(
    (e): e is [string, CampoReferencia] => e[1].tipo === 'referencia' && e[1].dosNiveles === true,
  );
}

/** The body's flag that removes a stored image: `eliminar_icono`. */
export const campoEliminarImagen = (campo: string) => `eliminar_${campo}`;
