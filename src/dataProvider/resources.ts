import { REFERENCIAS_GLOBALES } from '../../common/catalogo';
import { CATALOGOS } from '../../common/catalogos';
import { RUTAS_INFORMES } from '../../common/informes/rutas';

/**
 * Where each react-admin resource lives on the API (spec §7): every declared catalogue (common/catalogos) and report
 * (common/informes, named by its module tag), plus the venues the catalogues' selects read.
 * - `lista`: GET, paginated with page/rowsPerPage/search (Laravel page) or a plain array.
 * - `item`: create is POST `item`, getOne is GET `item/{id}`, update is POST `item/{id}` with `_method=put`,
 *   delete is DELETE `item/{id}` (or `eliminar/{id}` when the spec gives delete its own path).
 * - `primeraPagina`: the page number the API counts from (spec §9: products, providers and purchases start at 0).
 */
export interface RecursoApi {
  /** A `{campo}` in it is filled from the filter of that name (getManyReference's target), not sent as a param. */
  lista: string;
  /** The rows of an answer that is not a list (a page or an array), e.g. one field of an object. */
  filas?: (data: never) => unknown[];
  item: string;
  eliminar?: string;
  primeraPagina?: 0 | 1;
}

export const RECURSOS: Record<string, RecursoApi> = {
  sedes: { lista: 'sedes', item: 'sedes/sede' },
  // Hand-built beside the generator (src/resources/gastos): delete cancels, which the page does itself.
  gastos: { lista: 'gastos', item: 'gastos/gasto' },
  // Read-only lists of the back office (src/pages/): their own pages, read through react-admin's <List>.
  auditoria: { lista: 'auditoria', item: 'auditoria' },
  ajustesInventario: { lista: 'inventarios/ajustes', item: 'inventarios/ajustes' },
  compras: { lista: 'compras', item: 'compras/compra', primeraPagina: 0 },
  // The team (spec §7 'Users'): each tab's list, and the roles and modules its dialogs offer (plain arrays).
  usuarios: { lista: 'usuarios', item: 'usuarios/usuario' },
  usuariosInactivos: { lista: 'usuarios/inactive', item: 'usuarios/usuario' },
  usuariosInvitados: { lista: 'usuarios/usuariosInvitados', item: 'usuarios/usuario' },
  roles: { lista: 'configuraciones/rol', item: 'configuraciones/rol' },
  modulos: { lista: 'configuraciones/module', item: 'configuraciones/module' },
  // GET webhooks answers { webhooks, webhooksType }: each is read as its own list of the same route.
  webhooks: {
    lista: 'webhooks',
    item: 'webhooks/webhook',
    filas: (d: { webhooks: unknown[] }) => d.webhooks,
  },
  tiposWebhook: {
    lista: 'webhooks',
    item: 'webhooks',
    filas: (d: { webhooksType: unknown[] }) => d.webhooksType,
  },
  entregasWebhook: { lista: 'webhooks/webhook/{id_webhook}/entregas', item: 'webhooks/entregas' },
  // The company's active users (a plain array): the register's responsible, the sales report's cashier filter.
  responsables: { lista: 'responsables', item: 'responsables' },
  // The owner's ERP/DIAN queue (issue 29), paged from 1 and filtered by modulo and estado.
  colaErp: { lista: 'erp/begranda/cola/documentos', item: 'erp/begranda/cola/documentos', primeraPagina: 1 },
  // The counter sales made offline (issue 31), paged from 1, `revisar` keeping those to review.
  ventasSinConexion: { lista: 'ventas/sinConexion', item: 'ventas/sinConexion', primeraPagina: 1 },
  // The stock-managed products with their stock per venue (the adjustment form's search).
  inventarios: { lista: 'inventarios', item: 'inventarios' },
  // The global reference lists catalogue selects read (a plain array; search and filters as query parameters).
  ...Object.fromEntries(
    Object.entries(REFERENCIAS_GLOBALES).map(([k, r]) => [k, { lista: r.lista, item: r.lista }]),
  ),
  ...Object.fromEntries(CATALOGOS.map((c) => [c.recurso, c.api])),
  // Spec §9: reports page from 1; the page's `totales` reach the list as its `meta`.
  ...Object.fromEntries(
    Object.entries(RUTAS_INFORMES).map(([modulo, ruta]) => [
      modulo,
      { lista: ruta, item: ruta, primeraPagina: 1 },
    ]),
  ),
};

export function recursoApi(resource: string): RecursoApi {
  const recurso = RECURSOS[resource];
  if (!recurso) throw new Error(`Recurso sin ruta en la API: ${resource}`);
  return recurso;
}

/** The resource a declaration names by its resource or by its API list path ('tiposGastos' → 'tipoGastos'). */
export function recursoDeLista(nombre: string): string {
  if (RECURSOS[nombre]) return nombre;
  const recurso = Object.entries(RECURSOS).find(([, r]) => r.lista === nombre)?.[0];
  if (!recurso) throw new Error(`Recurso sin ruta en la API: ${nombre}`);
  return recurso;
}
