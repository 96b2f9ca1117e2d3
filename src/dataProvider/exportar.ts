import { HttpError } from 'react-admin';
import { http } from './http';
import { recursoApi } from './resources';

export interface Archivo {
  datos: Blob;
  nombre: string;
}

/** The server's message inside an error answered to a file request (a Blob, not JSON): spec §8 shows it. */
async function conMensajeDelServidor(error: unknown): Promise<never> {
  if (error instanceof HttpError && error.body instanceof Blob) {
    const texto = await error.body.text().catch(() => '');
    let mensaje: unknown;
    try {
      mensaje = (JSON.parse(texto) as { message?: unknown }).message;
    } catch {
      mensaje = undefined;
    }
    if (typeof mensaje === 'string' && mensaje) throw new HttpError(mensaje, error.status, null);
  }
  throw error;
}

/**
 * A list's file as the server writes it (`action=export`: a report's .xlsx) for the list's filters, through the
 * app's HTTP client (its bearer token); the name is the server's (Content-Disposition), else `<resource>.xlsx`.
 */
export async function exportar(resource: string, filter: Record<string, unknown>): Promise<Archivo> {
  const params = Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  try {
    const respuesta = await http.get<Blob>(recursoApi(resource).lista, {
      params: { ...params, action: 'export' },
      responseType: 'blob',
    });
    const disposicion = String(respuesta.headers['content-disposition'] ?? '');
    const nombre = /filename="([^"]+)"/.exec(disposicion)?.[1] ?? `${resource}.xlsx`;
    return { datos: respuesta.data, nombre };
  } catch (error) {
    return conMensajeDelServidor(error);
  }
}
