export * from './tipos';
export { informeGastos } from './gastos';
export { informeVentas } from './ventas';
