import { CONFIGURACION_LOGO } from '../../../common/configuraciones';

/** The logo's URL from `GET configuraciones` (its value is the stored file's path under /api/uploads/). */
export const urlDeLogo = (filas: readonly { nombre: string; valor: string }[]): string | null => {
  const valor = filas.find((f) => f.nombre === CONFIGURACION_LOGO)?.valor;
  return valor ? `/api/uploads/${valor}` : null;
};
