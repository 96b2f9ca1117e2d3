import type { Envelope } from '../../dataProvider/http';

interface ErrorHttp {
  status?: number;
  message?: string;
  body?: Partial<Envelope>;
}

/** The parts of an HttpError from http.ts that the public pages read. */
export function leerError(error: unknown): { status: number; mensaje: string; cuerpo?: Partial<Envelope> } {
  const { status = 0, message, body } = (error ?? {}) as ErrorHttp;
  return { status, mensaje: message || 'comanda.errores.generico', cuerpo: body };
}
