import type { Envelope, Page } from '../../../common/api';
import type { Tiquete } from '../../../common/tiquetes';
import { http } from '../../dataProvider/http';

/** GET ordenes/tiquetes?estado=fallido&id_punto_impresion= : the print point's failed tickets, newest first. */
export async function tiquetesFallidos(idPunto: number | string): Promise<Tiquete[]> {
  const { data } = await http.get<Envelope<Page<Tiquete>>>('ordenes/tiquetes', {
    params: { estado: 'fallido', id_punto_impresion: idPunto, rowsPerPage: 20 },
  });
  return data.data.data;
}

/** POST ordenes/tiquetes/{id}/reintentar: answers the server's message. */
export async function reintentarTiquete(id: number): Promise<string> {
  const { data } = await http.post<Envelope<Tiquete>>(`ordenes/tiquetes/${id}/reintentar`, {});
  return data.message;
}

/**
 * Whether this server prints on network printers (PRINTERS_NETWORK), as the print points' list reply says
 * (`impresion_red`); the list's first row is enough.
 */
export async function impresionRedPermitida(): Promise<boolean> {
  const { data } = await http.get<Envelope<Page<unknown> & { impresion_red?: boolean }>>(
    'configuraciones/puntos/impresion',
    { params: { page: 1, rowsPerPage: 1 } },
  );
  return data.data.impresion_red === true;
}
