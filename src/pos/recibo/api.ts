import type { Envelope, Page } from '../../../common/api';
import { CONFIGURACION_LOGO } from '../../../common/configuraciones';
import { elegirPuntoCaja } from '../../../common/recibo';
import type { Tiquete } from '../../../common/tiquetes';
import type { Venta } from '../../../common/ventas';
import { http } from '../../dataProvider/http';
import type { AnchoPapel } from '../cocina/impresion';

/** The company as its receipts show it (GET configuraciones, group 'empresa', and the logo). */
export interface EmpresaRecibo {
  razonSocial: string;
  /** The NIT without its check digit, as stored; the receipt adds the digit. */
  nit: string;
  direccion: string;
  telefono: string;
  /** URL of the logo, or null without one. */
  logo: string | null;
}

/** Where and how a venue's receipts print: its "Caja" print point (issue 8's print points). */
export interface PuntoCaja {
  id: number | null;
  ancho: AnchoPapel;
  /** 'navegador': this browser prints; 'red': the point has a network printer (ESC/POS). */
  modo: 'navegador' | 'red';
}

export { NOMBRE_PUNTO_CAJA } from '../../../common/recibo';

/** No "Caja" point (or no right to read the points): an 80 mm roll printed by this browser. */
export const PUNTO_CAJA_DEFECTO: PuntoCaja = { id: null, ancho: '80', modo: 'navegador' };

/** GET configuraciones (any signed-in user): the company's receipt data. */
export async function leerEmpresaRecibo(): Promise<EmpresaRecibo> {
  const { data } = await http.get<Envelope<{ nombre: string; valor: string }[]>>('configuraciones');
  const valor = (nombre: string) => data.data.find((c) => c.nombre === nombre)?.valor ?? '';
  const logo = valor(CONFIGURACION_LOGO);
  return {
    razonSocial: valor('razonSocial'),
    nit: valor('nit'),
    direccion: valor('direccion'),
    telefono: valor('telefono'),
    logo: logo ? `/api/uploads/${logo}` : null,
  };
}

interface FilaPunto {
  id: number;
  nombre: string;
  id_sede: number | null;
  ancho_papel: string;
  modo_impresion: string;
}

/**
 * The venue's "Caja" print point (name compared without case or surrounding spaces): the venue's own first, else
 * one for every venue (no venue), else any. Its paper width and printing mode decide the receipt's; without one,
 * or when the role may not read print points, `PUNTO_CAJA_DEFECTO`.
 */
export function puntoCajaDe(puntos: readonly FilaPunto[], idSede: number): PuntoCaja {
  const p = elegirPuntoCaja(puntos, idSede);
  if (!p) return PUNTO_CAJA_DEFECTO;
  return {
    id: p.id,
    ancho: p.ancho_papel === '58' ? '58' : '80',
    modo: p.modo_impresion === 'red' ? 'red' : 'navegador',
  };
}

/** GET configuraciones/puntos/impresion (module puntosImpresion); a refusal reads as no point. */
export async function leerPuntoCaja(idSede: number): Promise<PuntoCaja> {
  try {
    const { data } = await http.get<Envelope<Page<FilaPunto>>>('configuraciones/puntos/impresion', {
      params: { page: 1, rowsPerPage: -1 },
    });
    return puntoCajaDe(data.data.data, idSede);
  } catch {
    return PUNTO_CAJA_DEFECTO;
  }
}

/** GET cuadresCaja/ventas/cajaAbierta: the open register's whole sales, newest first ([] without a register). */
export async function leerVentasHoy(idSede?: number): Promise<Venta[]> {
  const { data } = await http.get<Envelope<Venta[]>>('cuadresCaja/ventas/cajaAbierta', {
    params: idSede === undefined ? {} : { id_sede: idSede },
  });
  return data.data;
}

/** POST ventas/venta/cancelar: the reason and, per line, stock back (true) or waste (false). */
export async function anularVenta(cuerpo: {
  id_venta: number;
  motivo: string;
  detalles: { id: number; devuelve_inventario: boolean }[];
}): Promise<{ venta: Venta; mensaje: string }> {
  const { data } = await http.post<Envelope<Venta>>('ventas/venta/cancelar', cuerpo);
  return { venta: data.data, mensaje: data.message };
}

/**
 * POST ventas/venta/{id}/imprimir: the server prints (or prints again) the sale's receipt on the venue's "Caja"
 * point in mode 'red' (ESC/POS, through the station tickets' queue); answers the ticket and its message.
 */
export async function imprimirReciboEnRed(idVenta: number): Promise<{ tiquete: Tiquete; mensaje: string }> {
  const { data } = await http.post<Envelope<Tiquete>>(`ventas/venta/${idVenta}/imprimir`, {});
  return { tiquete: data.data, mensaje: data.message };
}
