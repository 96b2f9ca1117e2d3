import type { Envelope } from '../../../common/api';
import type { CatalogoVenta } from '../../../common/catalogoVenta';
import type { Orden, mesaConOrden } from '../../../common/ordenes';
import type { z } from 'zod';
import { http } from '../../dataProvider/http';

export type MesaConOrden = z.infer<typeof mesaConOrden>;

/** What POST ordenes/orden takes (server/routes/ordenes/schemas.ts `ordenBody`). */
export interface EnvioOrden {
  idempotencia: string;
  id_orden?: number;
  id_mesa?: number;
  comensales?: number;
  detalles: { id_producto: number; cantidad: string; nota?: string }[];
}

/**
 * GET productos/venta: the till's catalogue. The browser keeps it (the server answers `private, no-cache` with an
 * ETag, so a visit costs a 304); the last copy also stays in memory so that coming back to the screen shows it at once.
 * An answer with the same ETag is the same catalogue: the copy in memory is answered (the same object), so a screen
 * that shows it does not build its grid and search index again.
 */
let ultimoCatalogo: { catalogo: CatalogoVenta; etag: string | null } | null = null;
/** Tests only: forgets the copy in memory, as a page load does (component files share one module graph). */
export const olvidarCatalogoParaPruebas = (): void => void (ultimoCatalogo = null);
export const catalogoEnMemoria = (): CatalogoVenta | null => ultimoCatalogo?.catalogo ?? null;
export async function leerCatalogo(): Promise<CatalogoVenta> {
  const { data, headers } = await http.get<Envelope<CatalogoVenta>>('productos/venta');
  const etag = typeof headers.etag === 'string' ? headers.etag : null;
  if (etag === null || etag !== ultimoCatalogo?.etag) ultimoCatalogo = { catalogo: data.data, etag };
  return ultimoCatalogo.catalogo;
}

/** The open order of a table (GET ordenes/ordenesAbiertas?id_mesa=), or the open order with this id. */
export async function leerOrdenAbierta(donde: { mesa?: number; orden?: number }): Promise<Orden | null> {
  const params = donde.mesa !== undefined ? { id_mesa: donde.mesa } : {};
  const { data } = await http.get<Envelope<Orden[]>>('ordenes/ordenesAbiertas', { params });
  if (donde.mesa !== undefined) return data.data[0] ?? null;
  return data.data.find((o) => o.id === donde.orden) ?? null;
}

export async function enviarOrden(cuerpo: EnvioOrden): Promise<{ orden: Orden; mensaje: string }> {
  const { data } = await http.post<Envelope<Orden>>('ordenes/orden', cuerpo);
  return { orden: data.data, mensaje: data.message };
}

/** DELETE orden/ordenDetalle/{id}: a held line without more; a sent one with the reason and the stock choice. */
export async function retirarLinea(
  id: number,
  retiro?: { motivo: string; devuelve_inventario: boolean },
): Promise<{ orden: Orden; mensaje: string }> {
  const { data } = await http.delete<Envelope<Orden>>(`orden/ordenDetalle/${id}`, {
    params: retiro && { motivo: retiro.motivo, devuelve_inventario: String(retiro.devuelve_inventario) },
  });
  return { orden: data.data, mensaje: data.message };
}

/** GET mesas/mesa/orden: the tables with their open order (where an order can move or join). */
export async function leerMesas(): Promise<MesaConOrden[]> {
  const { data } = await http.get<Envelope<MesaConOrden[]>>('mesas/mesa/orden');
  return data.data;
}

/** POST mesas/mesa/{idMesa}/orden/{idOrden} (an update call, spec §4): moves the order, or joins it there. */
export async function asignarMesa(
  idMesa: number,
  idOrden: number,
): Promise<{ orden: Orden; mensaje: string }> {
  const { data } = await http.post<Envelope<Orden>>(`mesas/mesa/${idMesa}/orden/${idOrden}`, {
    _method: 'put',
  });
  return { orden: data.data, mensaje: data.message };
}

/** POST / DELETE ordenes/orden/{id}/cuenta: the table asked for the bill, or no longer. */
export async function marcarCuenta(
  idOrden: number,
  pedida: boolean,
): Promise<{ orden: Orden; mensaje: string }> {
  const url = `ordenes/orden/${idOrden}/cuenta`;
  const { data } = pedida
    ? await http.post<Envelope<Orden>>(url, {})
    : await http.delete<Envelope<Orden>>(url);
  return { orden: data.data, mensaje: data.message };
}

/** POST ordenes/orden/{id}/comensales: the diners saved at once. */
export async function guardarComensales(idOrden: number, comensales: number): Promise<Orden> {
  const { data } = await http.post<Envelope<Orden>>(`ordenes/orden/${idOrden}/comensales`, { comensales });
  return data.data;
}

/** GET responsables?modulo=ventas: the active users who take orders (to pass an order to). */
export async function leerMeseros(): Promise<{ id: number; nombre: string; apellido: string }[]> {
  const { data } = await http.get<Envelope<{ id: number; nombre: string; apellido: string }[]>>(
    'responsables',
    {
      params: { modulo: 'ventas' },
    },
  );
  return data.data;
}

/** POST ordenes/orden/{id}/mesero: a manager passes the open order to another waiter. */
export async function pasarAMesero(
  idOrden: number,
  idUsuario: number,
): Promise<{ orden: Orden; mensaje: string }> {
  const { data } = await http.post<Envelope<Orden>>(`ordenes/orden/${idOrden}/mesero`, {
    id_usuario: idUsuario,
  });
  return { orden: data.data, mensaje: data.message };
}
