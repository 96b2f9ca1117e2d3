import { CONSUMIDOR_FINAL } from '../../../common/catalogos/nits';
import { desdeJson } from '../../db/statement';
import { ejecutar } from '../../db/sentencia';
import type { TenantScope } from '../../db/tenant';
import { TIPOS_VENTA_INMEDIATA } from '../../webhooks/eventos';
import { LEER_CONTEXTO } from './sentencias';

/** A product as a charge reads it (`productoInvalido` unless active, sold and priced). */
export interface ProductoLeido {
  id: number;
  nombre: string;
  precio_venta: string | null;
  porcentaje_impuesto: string | null;
  estado: string;
  tipo_producto: string;
  tipo_impuesto: string | null;
  maneja: boolean | null;
  /** Whether a required modifier group is attached (issue 32): its lines need the groups read. */
  obligatorios?: boolean;
}

/**
 * Everything a charge reads before it writes, in one statement (one round trip, pipelined behind BEGIN): the sale
 * already made with the key, the products sold and the recipes of those that keep no stock, the venue (the one
 * given, else the main one), the customer (the one given, else the Consumidor final), the payment methods named,
 * the venue's numbering prefix, its open register — locked `FOR KEY SHARE` until the sale commits: a close (`FOR
 * UPDATE` of the same row) waits for the sales already past this point, and a sale that waited for a close reads
 * the row again and finds it closed (409), so no sale lands in a closed register —, the cashier's name, and which of the counter sale's webhook
 * events some active webhook listens to. The checks stay in the caller, in the order they always had.
 */
export interface Contexto {
  /** The sale already made with the key and the fingerprint of its body (`huellaDe`). */
  previa: { id: number; huella: string | null } | null;
  productos: ProductoLeido[];
  recetas: { id_producto: number; id_ingrediente: number; cantidad: string }[];
  idSede: number | null;
  sede: string;
  nit: { id: number; cliente: string; documento: string } | null;
  formas: { id: number; nombre: string; efectivo: boolean; activa: boolean }[];
  prefijo: string | null;
  idCaja: number | null;
  cajero: string;
  escuchados: Set<string>;
  /**
   * The company's `documentosElectronicos` setting (issue 29): each sale is an electronic POS document. Cached with
   * the rest: a change of the setting moves the version on (the trigger on configuraciones).
   */
  documentos: boolean;
  /** The company's `activarErpBegranda` (issue 29): each sale is queued for the ERP in its transaction. */
  erp: boolean;
  /** The company's `ventas_contexto.version` when it was read ('0' before any change). */
  version: string;
}

/** The counter sale's webhook events, as an array literal. */
const idsTextoTipos = `{${TIPOS_VENTA_INMEDIATA.join(',')}}`;

/** A list of checked integer ids as an array literal (`'{1,2}'`), the same on both engines' drivers. */
const idsTexto = (ids: number[]) => `{${ids.filter(Number.isSafeInteger).join(',')}}`;

/**
 * Each company's Consumidor final, once found: the next charge without a customer reads that row by its id (and
 * checks it still is the Consumidor final) instead of searching the customers by document.
 */
const consumidorFinal = new Map<number, number>();

export async function leerContexto(
  scope: TenantScope,
  d: {
    clave: string | null;
    productos: number[];
    idSede: number | null | undefined;
    idNit: number | null;
    formas: number[];
    usuarioId: number;
  },
): Promise<Contexto> {
  const [f] = await ejecutar(scope, LEER_CONTEXTO, {
    empresa: scope.empresaId,
    clave: d.clave,
    productos: idsTexto(d.productos),
    sede: d.idSede ?? null,
    nit: d.idNit,
    documento_consumidor: CONSUMIDOR_FINAL.documento,
    formas: idsTexto(d.formas),
    usuario: d.usuarioId,
    eventos: idsTextoTipos,
    consumidor_final: consumidorFinal.get(scope.empresaId) ?? null,
  });
  const numero = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const escuchados = new Set(desdeJson<string[][] | null>(f.escuchados)?.flat() ?? []);
  const nit = desdeJson<Contexto['nit']>(f.nit);
  if (nit && d.idNit === null) consumidorFinal.set(scope.empresaId, nit.id);
  return {
    previa: desdeJson<Contexto['previa']>(f.previa),
    productos: desdeJson<ProductoLeido[] | null>(f.productos) ?? [],
    recetas: desdeJson<Contexto['recetas'] | null>(f.recetas) ?? [],
    idSede: numero(f.id_sede),
    sede: (f.sede as string | null) ?? '',
    nit,
    formas: desdeJson<Contexto['formas'] | null>(f.formas) ?? [],
    prefijo: (f.prefijo as string | null) ?? null,
    idCaja: numero(f.id_caja),
    cajero: (f.cajero as string | null) ?? '',
    escuchados: new Set(TIPOS_VENTA_INMEDIATA.filter((t) => escuchados.has(t))),
    documentos: f.documentos === true || f.documentos === 't',
    erp: f.erp === true || f.erp === 't',
    version: String(f.version),
  };
}

/** What a charge asks of its context: the products sold, the venue and customer named, the payment methods used. */
export interface Pedido {
  productos: number[];
  idSede: number | null | undefined;
  idNit: number | null;
  formas: number[];
  usuarioId: number;
}

type Sede = Pick<Contexto, 'idSede' | 'sede' | 'prefijo' | 'idCaja'>;

/** One company's cached context, all of it read at `version`. */
interface Guardado {
  version: string;
  productos: Map<number, ProductoLeido>;
  /** The recipe rows read for each product (none for a product that keeps stock or has no recipe). */
  recetas: Map<number, Contexto['recetas']>;
  /** By the venue asked for (null: the main one); only venues that had an open register. */
  sedes: Map<number | null, Sede>;
  /** By the customer asked for (null: the Consumidor final). */
  nits: Map<number | null, NonNullable<Contexto['nit']>>;
  formas: Map<number, Contexto['formas'][number]>;
  cajeros: Map<number, string>;
  escuchados: Set<string>;
  documentos: boolean;
  erp: boolean;
}

/** Companies kept at most; past it the one kept longest is dropped. */
const MAX_EMPRESAS = 2000;

/**
 * Each company's counter-sale context as the last reads left it (issue 9): a counter sale that finds everything it
 * asks for here skips `leerContexto` and writes at once (one round trip). Nothing here is trusted: the write goes
 * through only while the company's `ventas_contexto.version` is still the one these rows were read at (a trigger
 * moves it on every change of what they hold) and the cached register is still open; otherwise it writes nothing,
 * the company's entry is dropped and the sale runs again reading everything. A check that refuses the cached
 * context is never answered from it either: the sale reads everything and checks again.
 */
export class ContextosVenta {
  private readonly empresas = new Map<number, Guardado>();

  /** The context for `pedido` when every part of it is cached, else null. */
  obtener(empresaId: number, pedido: Pedido): Contexto | null {
    const g = this.empresas.get(empresaId);
    if (!g) return null;
    const sede = g.sedes.get(pedido.idSede ?? null);
    const nit = g.nits.get(pedido.idNit);
    const cajero = g.cajeros.get(pedido.usuarioId);
    if (!sede || !nit || cajero === undefined) return null;
    const productos: ProductoLeido[] = [];
    const recetas: Contexto['recetas'] = [];
    for (const id of new Set(pedido.productos)) {
      const producto = g.productos.get(id);
      const receta = g.recetas.get(id);
      if (!producto || !receta) return null;
      productos.push(producto);
      recetas.push(...receta);
    }
    const formas: Contexto['formas'] = [];
    for (const id of new Set(pedido.formas)) {
      const forma = g.formas.get(id);
      if (!forma) return null;
      formas.push(forma);
    }
    return {
      previa: null,
      productos,
      recetas,
      ...sede,
      nit,
      formas,
      cajero,
      escuchados: g.escuchados,
      documentos: g.documentos,
      erp: g.erp,
      version: g.version,
    };
  }

  /** Keeps what `leerContexto` read for `pedido` (a read at another version replaces the company's entry). */
  guardar(empresaId: number, pedido: Pedido, leido: Contexto): void {
    let g = this.empresas.get(empresaId);
    if (!g || g.version !== leido.version) {
      this.empresas.delete(empresaId);
      if (this.empresas.size >= MAX_EMPRESAS) this.empresas.delete(this.empresas.keys().next().value!);
      g = {
        version: leido.version,
        productos: new Map(),
        recetas: new Map(),
        sedes: new Map(),
        nits: new Map(),
        formas: new Map(),
        cajeros: new Map(),
        escuchados: leido.escuchados,
        documentos: leido.documentos,
        erp: leido.erp,
      };
      this.empresas.set(empresaId, g);
    }
    for (const p of leido.productos) {
      g.productos.set(p.id, p);
      g.recetas.set(
        p.id,
        leido.recetas.filter((r) => r.id_producto === p.id),
      );
    }
    for (const f of leido.formas) g.formas.set(f.id, f);
    if (leido.idSede !== null && leido.idCaja !== null)
      g.sedes.set(pedido.idSede ?? null, {
        idSede: leido.idSede,
        sede: leido.sede,
        prefijo: leido.prefijo,
        idCaja: leido.idCaja,
      });
    if (leido.nit) g.nits.set(pedido.idNit, leido.nit);
    g.cajeros.set(pedido.usuarioId, leido.cajero);
  }

  /** Drops the company's entry: its write found the version moved on or the register closed. */
  olvidar(empresaId: number): void {
    this.empresas.delete(empresaId);
  }
}

/**
 * A counter sale written from a cached context that no longer holds (`ContextosVenta`): nothing was written; the
 * route runs the sale again, reading everything.
 */
export class ContextoVencido extends Error {
  constructor() {
    super('contexto de venta vencido');
  }
}
