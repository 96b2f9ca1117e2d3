/**
 * Each declared report's module tag (its page at /informes/<tag>, its menu entry, its dataProvider resource) and its
 * API path (spec §7), apart from the declarations: the app's first load needs only these, and the declarations
 * (titles, columns, filters) load with the report's page. Each declaration takes its path from here.
 */
export const RUTAS_INFORMES = {
  informeGastos: 'informes/gastos',
  informeVentas: 'informes/ventas',
  informeInventario: 'informes/inventario/movimiento',
  informeCompras: 'informes/compras',
  informeUtilidadesCajas: 'informes/caja/utilidades',
  informeUtilidadesProductos: 'informes/utilidades/productos',
  informeInventarioProductos: 'informes/producto/inventario',
  informeVentasCanceladas: 'informes/ventas/canceladas',
  informeDevolucionesCompras: 'informes/compras/devoluciones',
  informeDevolucionGastos: 'informes/gastos/devoluciones',
  informeImpuestos: 'informes/impuestos',
  informePropinas: 'informes/propinas',
} as const;

export type ModuloInforme = keyof typeof RUTAS_INFORMES;

/** The module tags of the declared reports (common/modulos.ts shows them in the menu). */
export const MODULOS_CON_INFORME: ReadonlySet<string> = new Set(Object.keys(RUTAS_INFORMES));
