import type { Informe } from '../../common/informes/tipos';

/**
 * Spec §8: a failed load shows the server's message; without one (the app's own generic, timeout or offline
 * text, keys under comanda.errores) the report's own message ('Error al obtener los gastos').
 */
export function mensajeDeCarga(
  error: unknown,
  informe: Pick<Informe, 'errorCarga'>,
  texto: (t: Informe['errorCarga']) => string,
): string {
  const mensaje = error instanceof Error ? error.message : '';
  return !mensaje || mensaje.startsWith('comanda.errores.') ? texto(informe.errorCarga) : mensaje;
}
