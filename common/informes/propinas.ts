import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/**
 * Beyond the spec (issue 27, Ley 1935 de 2018): the tips of paid sales per calendar month (Bogotá) and waiter —
 * they belong to the staff and are not the business's income. A counter sale without a waiter counts for its
 * cashier. Cancelled sales' tips are out.
 */
export const informePropinas = definirInforme({
  modulo: 'informePropinas',
  ruta: RUTAS_INFORMES.informePropinas,
  titulo: { es: 'Propinas por mesero', en: 'Tips per waiter' },
  errorCarga: { es: 'Error al obtener las propinas', en: 'Could not load the tips' },
  columnas: [
    { campo: 'periodo', titulo: { es: 'Periodo', en: 'Period' }, tipo: 'texto' },
    { campo: 'mesero', titulo: { es: 'Mesero', en: 'Waiter' }, tipo: 'texto' },
    { campo: 'ventas', titulo: { es: 'Ventas (n.º)', en: 'Sales (no.)' }, tipo: 'entero' },
    { campo: 'total_ventas', titulo: { es: 'Total vendido', en: 'Total sold' }, tipo: 'dinero', total: true },
    { campo: 'propinas', titulo: { es: 'Propinas', en: 'Tips' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_usuario', titulo: { es: 'Mesero', en: 'Waiter' }, recurso: 'responsables' },
  ],
});
