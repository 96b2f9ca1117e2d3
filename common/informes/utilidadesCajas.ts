import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/**
 * Spec §4 informeUtilidadesCajas: each register closed in the range of Bogotá days, with its paid sales (before
 * tax), their cost (weighted cost at each sale), its expenses and the profit = ventas − costo − gastos.
 */
export const informeUtilidadesCajas = definirInforme({
  modulo: 'informeUtilidadesCajas',
  ruta: RUTAS_INFORMES.informeUtilidadesCajas,
  titulo: { es: 'Utilidades por caja', en: 'Profit per register' },
  errorCarga: {
    es: 'Error al obtener las utilidades de las cajas',
    en: "Could not load the registers' profit",
  },
  columnas: [
    { campo: 'caja', titulo: { es: 'Caja', en: 'Register' }, tipo: 'entero' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'responsable', titulo: { es: 'Responsable', en: 'In charge' }, tipo: 'texto' },
    { campo: 'apertura', titulo: { es: 'Apertura', en: 'Opened' }, tipo: 'instante' },
    { campo: 'cierre', titulo: { es: 'Cierre', en: 'Closed' }, tipo: 'instante' },
    { campo: 'cantidad_ventas', titulo: { es: 'Ventas (n.º)', en: 'Sales (no.)' }, tipo: 'entero' },
    {
      campo: 'ventas',
      titulo: { es: 'Ventas sin impuestos', en: 'Sales before tax' },
      tipo: 'dinero',
      total: true,
    },
    { campo: 'costo', titulo: { es: 'Costo', en: 'Cost' }, tipo: 'dinero', total: true },
    { campo: 'gastos', titulo: { es: 'Gastos', en: 'Expenses' }, tipo: 'dinero', total: true },
    { campo: 'utilidad', titulo: { es: 'Utilidad', en: 'Profit' }, tipo: 'dinero', total: true },
  ],
  filtros: [{ campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' }],
});
