import { MODULOS_CON_CATALOGO } from './catalogos';
import { MODULOS_CON_INFORME } from './informes/rutas';

/**
 * The app's sections (spec §2 'Navigation menu'), each with the module tag that a role's acceso_modulo_tag must
 * contain and the roles it is reserved to (spec §6). One map for both sides: the browser's menu and route guard
 * (src/) and the API's permission check (server/plugins/permisos.ts: each private route names one of these tags).
 * `disponible` is false for sections whose pages have not been built yet: they are hidden from the menu instead of
 * being broken links. Every declared catalogue (common/catalogos) and report (common/informes) is available: the
 * generator builds its pages.
 */
export interface Modulo {
  path: string;
  /** i18n key of the label */
  label: string;
  tag: string;
  disponible: boolean;
  /** Only these id_rol may use the section, whatever their tags ('*' included). Absent: any role. */
  roles?: readonly number[];
}

/** What a role carries (spec §6): its id and its string of module tags. */
export interface PermisosRol {
  id_rol: number;
  acceso_modulo_tag: string;
}

/** Spec §6: id_rol 0 is the owner/admin of the subscription, 1 another privileged role. */
export const ROL_PROPIETARIO = 0;
export const ROL_PRIVILEGIADO = 1;
const PRIVILEGIADOS = [ROL_PROPIETARIO, ROL_PRIVILEGIADO] as const;

/**
 * Modules every role with the tag may read but only these roles may change (create, update, delete): where the
 * server prints is an owner's decision (issue 24), while the kitchen and the till read the print points.
 */
export const ROLES_ESCRITURA: Readonly<Partial<Record<string, readonly number[]>>> = {
  puntosImpresion: PRIVILEGIADOS,
};

/**
 * Not a section: the marker of API routes every signed-in user needs whatever their tags (me, logout, the
 * front-end error log, the configurations the shell reads). Never a tag of the map.
 */
export const MODULO_SESION = 'sesion';

export interface GrupoMenu {
  label: string;
  tag: string;
  items: Modulo[];
}

/**
 * A declared catalogue's or report's section is available: the generator builds its pages (src/resources/catalogo,
 * src/reports).
 */
const m = (
  path: string,
  label: string,
  tag: string,
  disponible = MODULOS_CON_CATALOGO.has(tag) || MODULOS_CON_INFORME.has(tag),
  roles?: readonly number[],
): Modulo => ({ path, label, tag, disponible, ...(roles && { roles }) });

export const MENU: GrupoMenu[] = [
  {
    label: 'comanda.menu.inicio',
    tag: 'principal',
    items: [m('/principal', 'comanda.menu.principal', 'principal', true)],
  },
  {
    label: 'comanda.menu.ventas',
    tag: 'ventas',
    items: [
      m('/ventas', 'comanda.menu.ventas_mesas', 'ventas', true),
      m('/ventaInmediata', 'comanda.menu.venta_inmediata', 'ventaInmediata', true),
      m('/cuadreCaja', 'comanda.menu.cuadre_caja', 'cuadreCaja', true),
      m('/ordenes/ordenesActivas', 'comanda.menu.ordenes_activas', 'ordenes', true),
    ],
  },
  {
    label: 'comanda.menu.tablas',
    tag: 'tablas',
    items: [
      m('/categorias', 'comanda.menu.categorias', 'categorias', true),
      m('/productosImpuestos', 'comanda.menu.impuestos', 'productosImpuestos'),
      m('/productos', 'comanda.menu.productos', 'productos'),
      m('/gruposModificadores', 'comanda.menu.grupos_modificadores', 'gruposModificadores'),
      m('/formasPago', 'comanda.menu.formas_pago', 'formasPago'),
      m('/tipoGastos', 'comanda.menu.tipos_gasto', 'tipoGastos'),
      m('/proveedores', 'comanda.menu.proveedores', 'proveedores'),
    ],
  },
  {
    label: 'comanda.menu.operaciones',
    tag: 'operaciones',
    items: [
      m('/gastos', 'comanda.menu.gastos', 'gastos', true),
      m('/ajusteInventario', 'comanda.menu.ajuste_inventario', 'ajusteInventario', true),
      m('/compras', 'comanda.menu.compras', 'compras', true),
    ],
  },
  {
    label: 'comanda.menu.configuracion',
    tag: 'configSistema',
    items: [
      m('/configSistema', 'comanda.menu.config_sistema', 'configSistema', true, PRIVILEGIADOS),
      m('/mesas', 'comanda.menu.mesas', 'mesas'),
      m(
        '/configSistema/objetivosVentas',
        'comanda.menu.objetivos_ventas',
        'objetivosVentas',
        true,
        PRIVILEGIADOS,
      ),
      m('/configSistema/usuarios', 'comanda.menu.usuarios', 'usuarios', true, PRIVILEGIADOS),
      m('/configSistema/auditoria', 'comanda.menu.auditoria', 'auditoria', true, PRIVILEGIADOS),
      m('/configSistema/cuenta', 'comanda.menu.cuenta', 'cuenta', true),
      m('/configSistema/puntosImpresion', 'comanda.menu.puntos_impresion', 'puntosImpresion'),
      m('/configSistema/Webhooks', 'comanda.menu.webhooks', 'webhooks', true, PRIVILEGIADOS),
      // Issue 29: the DIAN numbering ranges and the tax regime, the owner's alone.
      m('/configSistema/rangosDian', 'comanda.menu.rangos_dian', 'rangosDian', true, [ROL_PROPIETARIO]),
      // Issue 29: the documents the ERP/DIAN has not accepted yet (the dashboard's warning opens it).
      m('/configSistema/colaErp', 'comanda.menu.cola_erp', 'colaErp', true, PRIVILEGIADOS),
    ],
  },
  {
    label: 'comanda.menu.informes',
    tag: 'informes',
    items: [
      m('/informes/informeGastos', 'comanda.menu.informe_gastos', 'informeGastos'),
      m('/informes/informeVentas', 'comanda.menu.informe_ventas', 'informeVentas'),
      m('/informes/informeInventario', 'comanda.menu.informe_inventario', 'informeInventario'),
      m('/informes/informeCompras', 'comanda.menu.informe_compras', 'informeCompras'),
      m(
        '/informes/informeUtilidadesCajas',
        'comanda.menu.informe_utilidades_cajas',
        'informeUtilidadesCajas',
      ),
      m(
        '/informes/informeUtilidadesProductos',
        'comanda.menu.informe_utilidades_productos',
        'informeUtilidadesProductos',
      ),
      m(
        '/informes/informeInventarioProductos',
        'comanda.menu.informe_inventario_productos',
        'informeInventarioProductos',
      ),
      m(
        '/informes/informeVentasCanceladas',
        'comanda.menu.informe_ventas_canceladas',
        'informeVentasCanceladas',
      ),
      m(
        '/informes/informeDevolucionesCompras',
        'comanda.menu.informe_devoluciones_compras',
        'informeDevolucionesCompras',
        undefined,
        PRIVILEGIADOS,
      ),
      m(
        '/informes/informeDevolucionGastos',
        'comanda.menu.informe_devolucion_gastos',
        'informeDevolucionGastos',
        undefined,
        PRIVILEGIADOS,
      ),
      // Beyond the spec (issue 27): what an accountant asks for first.
      m('/informes/informeImpuestos', 'comanda.menu.informe_impuestos', 'informeImpuestos'),
      m('/informes/informePropinas', 'comanda.menu.informe_propinas', 'informePropinas'),
    ],
  },
  {
    label: 'comanda.menu.suscripciones',
    tag: 'suscripciones',
    items: [m('/suscripciones', 'comanda.menu.suscripciones', 'suscripciones', true, [ROL_PROPIETARIO])],
  },
];

export const MODULOS: Modulo[] = MENU.flatMap((g) => g.items);

/**
 * Permissions that are not sections: an act inside a section's pages, ticked like a module (its tag in
 * acceso_modulo_tag) but with no page or menu entry. `grupo`: the menu group the users page lists it under.
 * 'cobrar' (issue 25): collecting money — charging a table or a counter sale — apart from taking orders.
 */
export interface Permiso {
  tag: string;
  /** i18n key of the label */
  label: string;
  grupo: string;
  roles?: readonly number[];
}

export const PERMISO_COBRAR = 'cobrar';
export const PERMISOS: Permiso[] = [{ tag: PERMISO_COBRAR, label: 'comanda.menu.cobrar', grupo: 'ventas' }];

/** The section a path belongs to (longest matching prefix), or undefined for pages outside the menu. */
export function moduloDeRuta(pathname: string): Modulo | undefined {
  return MODULOS.filter((mod) => pathname === mod.path || pathname.startsWith(`${mod.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}

/** The section with this tag, or undefined. */
export function moduloPorTag(tag: string): Modulo | undefined {
  return MODULOS.find((mod) => mod.tag === tag);
}

/** Spec §6: '*' grants every module; otherwise the module's tag must be inside the access string. */
export function tieneAcceso(acceso: string | undefined | null, tag: string): boolean {
  if (!acceso) return false;
  if (acceso.trim() === '*') return true;
  return acceso
    .split(/[\s,;|]+/)
    .map((t) => t.trim())
    .includes(tag);
}

/** Spec §6: the section's role limit first (even '*' does not lift it), then its tag. */
export function puedeUsarModulo(
  permisos: PermisosRol | null | undefined,
  modulo: Pick<Modulo, 'tag' | 'roles'>,
): boolean {
  if (!permisos) return false;
  if (modulo.roles && !modulo.roles.includes(permisos.id_rol)) return false;
  return tieneAcceso(permisos.acceso_modulo_tag, modulo.tag);
}

/** Whether the role may collect money (charge a table, a counter sale): '*' or the 'cobrar' tag. */
export const puedeCobrar = (permisos: PermisosRol | null | undefined): boolean =>
  puedeUsarModulo(permisos, { tag: PERMISO_COBRAR });

/** Where a user without access to the requested route goes: the first permitted route, else /ventas. */
export function primeraRutaPermitida(permisos: PermisosRol | null | undefined): string {
  return MODULOS.find((mod) => mod.disponible && puedeUsarModulo(permisos, mod))?.path ?? '/ventas';
}
