import type { Envelope, Page } from '../../../common/api';
import type { Dinero } from '../../../common/dineroTexto';
import type { CierreCaja, CuadreCaja, ResumenVenta, TotalesCaja } from '../../../common/ventas';
import type { MovimientoCaja, MovimientoCajaInput } from '../../../common/movimientosCaja';
import { http } from '../../dataProvider/http';

export interface Responsable {
  id: number;
  nombre: string;
  apellido: string;
  email: string;
}

export type { CierreCaja, TotalesCaja } from '../../../common/ventas';
export type TotalFormaPago = TotalesCaja['formas_pago'][number];
export type Resultado = NonNullable<TotalesCaja['resultado']>;

/** GET cuadresCaja/cajaAbierta?id_sede: the venue's open register, or null. */
export async function leerCajaAbierta(idSede: number): Promise<CuadreCaja | null> {
  const { data } = await http.get<Envelope<CuadreCaja | null>>('cuadresCaja/cajaAbierta', {
    params: { id_sede: idSede },
  });
  return data.data;
}

/** GET cuadresCaja/ventas/cajaAbierta?id_sede: the open register's sales, cancelled ones included. */
export async function leerVentasCaja(idSede: number): Promise<ResumenVenta[]> {
  const { data } = await http.get<Envelope<ResumenVenta[]>>('cuadresCaja/ventas/cajaAbierta', {
    params: { id_sede: idSede },
  });
  return data.data;
}

/** GET cuadresCaja/{id}/totales: expected per payment method (null while a blind count hides it). */
export async function leerTotales(id: number): Promise<TotalesCaja> {
  const { data } = await http.get<Envelope<TotalesCaja>>(`cuadresCaja/${id}/totales`);
  return data.data;
}

/**
 * GET cuadresCaja?page&rowsPerPage&estado=cerrada: the venue's closed registers, newest first, pages from 1. The
 * server leaves the open one out, so every page is full and the page count right.
 */
export async function leerCajasCerradas(
  pagina: number,
  idSede: number,
  porPagina = 10,
): Promise<Page<CuadreCaja>> {
  const { data } = await http.get<Envelope<Page<CuadreCaja>>>('cuadresCaja', {
    params: { page: pagina, rowsPerPage: porPagina, id_sede: idSede, estado: 'cerrada' },
  });
  return data.data;
}

/** GET responsables: the company's active users. */
export async function leerResponsables(): Promise<Responsable[]> {
  const { data } = await http.get<Envelope<Responsable[]>>('responsables');
  return data.data;
}

/** POST cuadresCaja/cuadreCaja: opens the venue's register. */
export async function abrirCaja(cuerpo: {
  id_sede: number;
  saldo_apertura: Dinero;
  id_responsable: number | null;
}): Promise<CuadreCaja> {
  const { data } = await http.post<Envelope<CuadreCaja>>('cuadresCaja/cuadreCaja', cuerpo);
  return data.data;
}

/** POST cuadresCaja/cuadreCaja/{id}: closes it with the count of each payment method. */
export async function cerrarCaja(
  id: number,
  cuerpo: { formaPagoValores: { id_forma_pago: number; valor: Dinero }[]; id_responsable: number | null },
): Promise<CierreCaja> {
  const { data } = await http.post<Envelope<CierreCaja>>(`cuadresCaja/cuadreCaja/${id}`, {
    cerrar_caja: true,
    ...cuerpo,
  });
  return data.data;
}

/** GET cuadresCaja/{id}/movimientos: the cash put in or taken out of the register by hand, oldest first. */
export async function leerMovimientos(id: number): Promise<MovimientoCaja[]> {
  const { data } = await http.get<Envelope<MovimientoCaja[]>>(`cuadresCaja/${id}/movimientos`);
  return data.data;
}

/** POST cuadresCaja/{id}/movimientos: cash in or out (the key makes a repeated tap answer the first). */
export async function registrarMovimiento(id: number, cuerpo: MovimientoCajaInput): Promise<MovimientoCaja> {
  const { data } = await http.post<Envelope<MovimientoCaja>>(`cuadresCaja/${id}/movimientos`, cuerpo);
  return data.data;
}
