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
