import type { SQL } from 'drizzle-orm';
import type { Catalogo } from '../../common/catalogo';
import type { RegistroCatalogo } from '../../common/catalogoRegistro';
import type { TenantReader, TenantScope } from '../db/tenant';
import type { Page } from '../lib/envelope';
import type { ValidationError } from '../lib/errors';
import type { TablaCatalogo } from './tabla';
import type { Cuerpo } from './esquemas';
import { consultasCatalogo } from './consultas';
import { escriturasCatalogo } from './escrituras';
import { listaCatalogo } from './lista';
import { planCatalogo, type TablaReferida } from './plan';

export interface ConsultaLista {
  page: number;
  rowsPerPage: number;
  search?: string;
  /** The declared yes/no filters (`lista.filtros`), true when switched on. */
  [filtro: string]: unknown;
}

/** What one catalogue's routes call: the tenant-scoped reads and writes built from its declaration. */
export interface ServicioCatalogo {
  /** A page; `conocido` is the list's total when the caller kept it (no filter switched on): not counted again. */
  listar(lector: TenantReader, q: ConsultaLista, conocido?: number): Promise<Page<RegistroCatalogo>>;
  obtener(lector: TenantReader, id: number): Promise<RegistroCatalogo>;
  crear(scope: TenantScope, datos: Cuerpo): Promise<RegistroCatalogo>;
  /**
   * Many creates in the caller's transaction (an import): each body goes through the same checks and
   * `antesDeGuardar` as `crear`, the unique fields also against the earlier bodies of the list, then the ones
   * that passed are inserted in multi-row statements (then `despuesDeCrear` for those with an `entrada`) and
   * announced in one event. Answers, in the list's order,
   * each new id or the `ValidationError` that refused it. Limits counted per create (the plan's) see none of the
   * list's rows: the caller checks them for the whole list first.
   */
  crearVarios(scope: TenantScope, lista: Cuerpo[]): Promise<(number | ValidationError)[]>;
  /** `sobrantes` receives the stored images the change replaces or removes: delete them after the commit. */
  actualizar(scope: TenantScope, id: number, datos: Cuerpo, sobrantes?: string[]): Promise<RegistroCatalogo>;
  /** `sobrantes` receives the row's stored images: delete them after the commit. */
  eliminar(scope: TenantScope, id: number, sobrantes?: string[]): Promise<void>;
  /**
   * Every row meeting `condicion` (on the catalogue's table), in list order or by `orden` (then the list's
   * order): for code beside a declaration.
   */
  buscar(scope: TenantScope, condicion?: SQL, orden?: SQL[]): Promise<RegistroCatalogo[]>;
}

/**
 * What code beside a declaration adds to its writes (server/routes/<recurso>/): rules across fields, values the
 * server writes (`soloLectura` fields), limits. Runs inside the write's transaction, after the field, unique and
 * reference checks (and, on update, after the row is locked): it refuses by throwing (a `ValidationError` per
 * field, nothing written) or completes `datos`.
 */
export interface GanchosCatalogo {
  /** `actual` is the stored record on update, null on create. */
  antesDeGuardar?(scope: TenantScope, datos: Cuerpo, actual: RegistroCatalogo | null): Promise<void>;
  /**
   * Sees the stored row before an update (`datos`, the body) or a delete (`datos` null), before any other check,
   * and throws to refuse it (a record that must not change, such as Consumidor final).
   */
  antesDeCambiar?(scope: TenantScope, actual: RegistroCatalogo, datos: Cuerpo | null): void | Promise<void>;
  /**
   * Runs after a create's insert, in its transaction, with the new record and the create-only fields
   * (`externo: 'entrada'`, checked as declared, never stored): writes what they stand for elsewhere.
   */
  despuesDeCrear?(scope: TenantScope, registro: RegistroCatalogo, entradas: Cuerpo): Promise<void>;
  /**
   * The `externo: 'lectura'` fields: an SQL expression per field over the catalogue's table (a correlated
   * subquery), selected by GET `item/{id}` and by the writes' answers only, never by the list.
   */
  lectura?: Record<string, SQL>;
  /** The condition over the catalogue's table of each `lista.filtros` entry (a yes/no filter of the list). */
  filtros?: Record<string, SQL>;
  /**
   * Runs at the end of every committed-to-be write, in its transaction: the record as it is now (null after a
   * delete, and for the rows of `crearVarios`, which are not read back one by one). Webhook events hang here.
   */
  despuesDeEscribir?(
    scope: TenantScope,
    accion: 'creado' | 'actualizado' | 'eliminado',
    id: number,
    registro: RegistroCatalogo | null,
  ): Promise<void>;
}

/**
 * A catalogue's service: its plan worked out once from the declaration (plan.ts), then the list (lista.ts), the
 * reads (consultas.ts) and the checked writes (escrituras.ts, validacion.ts) over it.
 */
export function servicioCatalogo(
  c: Catalogo,
  tabla: TablaCatalogo,
  referidas: Record<string, TablaReferida>,
  ganchos: GanchosCatalogo = {},
): ServicioCatalogo {
  const plan = planCatalogo(c, tabla, referidas, ganchos);
  const consultas = consultasCatalogo(plan);
  return {
    listar: listaCatalogo(plan),
    obtener: consultas.obtener,
    buscar: consultas.buscar,
    ...escriturasCatalogo(plan, consultas),
  };
}
