import { informeGastos } from './gastos';
import type { Informe } from './tipos';
import { informeVentas } from './ventas';

export * from './tipos';
export { informeGastos, informeVentas };

/** Every declared report: the app gives each its page, route and menu entry (src/reports/, common/modulos.ts). */
export const INFORMES: readonly Informe[] = [informeGastos, informeVentas];

/** The module tags of the declared reports (common/modulos.ts shows them in the menu). */
export const MODULOS_CON_INFORME: ReadonlySet<string> = new Set(INFORMES.map((i) => i.modulo));
