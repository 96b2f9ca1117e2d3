import type { Envelope } from '../../../common/api';
import type { Compra, LineaCompraValores } from '../../../common/compras';
import { http } from '../../dataProvider/http';

/** What the purchase form sends (POST compras/compra). */
export interface NuevaCompra {
  idempotencia: string;
  id_nit: number;
  numero_factura_proveedor: string;
  fecha: string;
  id_forma_pago: number;
  tipo_pago_compra: number;
  detalle_compra: (LineaCompraValores & { id_producto: number })[];
}

/** GET compras/compra/{id}: the purchase with its lines (the 'Detalle de compra' dialog). */
export async function leerCompra(id: number): Promise<Compra> {
  const { data } = await http.get<Envelope<Compra>>(`compras/compra/${id}`);
  return data.data;
}

/** POST compras/compra: the server computes the money again and answers the stored purchase. */
export async function registrarCompra(cuerpo: NuevaCompra): Promise<{ compra: Compra; mensaje: string }> {
  const { data } = await http.post<Envelope<Compra>>('compras/compra', cuerpo);
  return { compra: data.data, mensaje: data.message };
}

/** DELETE compras/compra/{id}: cancels (refused in Spanish, naming the products, below zero). */
export async function anularCompra(id: number): Promise<string> {
  const { data } = await http.delete<Envelope<Compra>>(`compras/compra/${id}`);
  return data.message;
}

/** POST compras/compra/{id}/pagar: a pending purchase paid with a method on a day. */
export async function pagarCompra(
  id: number,
  cuerpo: { id_forma_pago: number; fecha_pago: string },
): Promise<string> {
  const { data } = await http.post<Envelope<Compra>>(`compras/compra/${id}/pagar`, cuerpo);
  return data.message;
}
