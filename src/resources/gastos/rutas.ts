import type { Miga } from '../../components/PageFrame';

export const RUTA_GASTOS = '/gastos';
const T = 'comanda.gastos';

/** Inicio › Operaciones › Gastos › (the form). */
export const migasGastos = (pagina?: string): Miga[] => [
  { label: 'comanda.menu.inicio', link: '/principal' },
  { label: 'comanda.menu.operaciones' },
  { label: `${T}.titulo`, link: RUTA_GASTOS, active: !pagina },
  ...(pagina ? [{ label: pagina, active: true }] : []),
];
