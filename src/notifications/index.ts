export { useNotificar, AvisoNotificacion, DURACIONES, TITULOS } from './useNotificar';
export type { Notificar, Mensaje, OpcionesNotificar } from './useNotificar';
export { Notificaciones, vestir } from './Notificaciones';
