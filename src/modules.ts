/**
 * The app's sections (spec §2 'Navigation menu'), each with the module tag that a role's acceso_modulo_tag must
 * contain (spec §6). The menu and the route guard both read this list. `disponible` is false for sections whose
 * pages have not been built yet: they are hidden from the menu instead of being broken links.
 */
export interface Modulo {
  path: string;
  /** i18n key of the label */
  label: string;
  tag: string;
  disponible: boolean;
}

export interface GrupoMenu {
  label: string;
  tag: string;
  items: Modulo[];
}

const m = (path: string, label: string, tag: string, disponible = false): Modulo => ({
  path,
  label,
  tag,
  disponible,
});

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
      m('/ventas', 'comanda.menu.ventas_mesas', 'ventas'),
      m('/ventaInmediata', 'comanda.menu.venta_inmediata', 'ventaInmediata'),
      m('/cuadreCaja', 'comanda.menu.cuadre_caja', 'cuadreCaja'),
      m('/ordenes/ordenesActivas', 'comanda.menu.ordenes_activas', 'ordenes'),
    ],
  },
  {
    label: 'comanda.menu.tablas',
    tag: 'tablas',
    items: [
      m('/categorias', 'comanda.menu.categorias', 'categorias', true),
      m('/productosImpuestos', 'comanda.menu.impuestos', 'productosImpuestos'),
      m('/productos', 'comanda.menu.productos', 'productos'),
      m('/formasPago', 'comanda.menu.formas_pago', 'formasPago'),
      m('/tipoGastos', 'comanda.menu.tipos_gasto', 'tipoGastos'),
      m('/proveedores', 'comanda.menu.proveedores', 'proveedores'),
    ],
  },
  {
    label: 'comanda.menu.operaciones',
    tag: 'operaciones',
    items: [
      m('/gastos', 'comanda.menu.gastos', 'gastos'),
      m('/ajusteInventario', 'comanda.menu.ajuste_inventario', 'ajusteInventario'),
      m('/compras', 'comanda.menu.compras', 'compras'),
    ],
  },
  {
    label: 'comanda.menu.configuracion',
    tag: 'configSistema',
    items: [
      m('/configSistema', 'comanda.menu.config_sistema', 'configSistema'),
      m('/mesas', 'comanda.menu.mesas', 'mesas'),
      m('/configSistema/objetivosVentas', 'comanda.menu.objetivos_ventas', 'objetivosVentas'),
      m('/configSistema/usuarios', 'comanda.menu.usuarios', 'usuarios'),
      m('/configSistema/cuenta', 'comanda.menu.cuenta', 'cuenta'),
      m('/configSistema/puntosImpresion', 'comanda.menu.puntos_impresion', 'puntosImpresion'),
      m('/configSistema/Webhooks', 'comanda.menu.webhooks', 'webhooks'),
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
      ),
      m(
        '/informes/informeDevolucionGastos',
        'comanda.menu.informe_devolucion_gastos',
        'informeDevolucionGastos',
      ),
    ],
  },
  {
    label: 'comanda.menu.suscripciones',
    tag: 'suscripciones',
    items: [m('/suscripciones', 'comanda.menu.suscripciones', 'suscripciones')],
  },
];

export const MODULOS: Modulo[] = MENU.flatMap((g) => g.items);

/** The section a path belongs to (longest matching prefix), or undefined for pages outside the menu. */
export function moduloDeRuta(pathname: string): Modulo | undefined {
  return MODULOS.filter((mod) => pathname === mod.path || pathname.startsWith(`${mod.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
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

/** Where a user without access to the requested route goes: the first permitted route, else /ventas. */
export function primeraRutaPermitida(acceso: string | undefined | null): string {
  return MODULOS.find((mod) => mod.disponible && tieneAcceso(acceso, mod.tag))?.path ?? '/ventas';
}
