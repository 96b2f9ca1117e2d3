import { informeCompras } from './compras';
import { informeDevolucionesCompras } from './devolucionesCompras';
import { informeDevolucionGastos } from './devolucionGastos';
import { informeGastos } from './gastos';
import { informeImpuestos } from './impuestos';
import { informeInventario } from './inventario';
import { informeInventarioProductos } from './inventarioProductos';
import { informePropinas } from './propinas';
import type { Informe } from './tipos';
import { informeUtilidadesCajas } from './utilidadesCajas';
import { informeUtilidadesProductos } from './utilidadesProductos';
import { informeVentas } from './ventas';
import { informeVentasCanceladas } from './ventasCanceladas';

export * from './tipos';
export * from './rutas';
export {
  informeCompras,
  informeDevolucionesCompras,
  informeDevolucionGastos,
  informeGastos,
  informeImpuestos,
  informeInventario,
  informeInventarioProductos,
  informePropinas,
  informeUtilidadesCajas,
  informeUtilidadesProductos,
  informeVentas,
  informeVentasCanceladas,
};

/**
 * Every declared report, in the spec's order (§3) and then the accountant's two: the app gives each its page, route
 * and menu entry (src/reports/, common/modulos.ts).
 */
export const INFORMES: readonly Informe[] = [
  informeGastos,
  informeVentas,
  informeInventario,
  informeCompras,
  informeUtilidadesCajas,
  informeUtilidadesProductos,
  informeInventarioProductos,
  informeVentasCanceladas,
  informeDevolucionesCompras,
  informeDevolucionGastos,
  informeImpuestos,
  informePropinas,
];

/**
 * The report modules with a filter over this resource (named by its app resource or its API list path): a role that
 * reads one of those reports may list the resource's options, though not its screen (an accountant picks a payment
 * method without the payment methods' module).
 */
export const informesQueFiltranPor = (...nombres: string[]): string[] =>
  INFORMES.filter((i) => i.filtros.some((f) => nombres.includes(f.recurso))).map((i) => i.modulo);
