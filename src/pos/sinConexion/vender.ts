import { calcularVenta } from '../../../common/calculoVenta';
import { sumar } from '../../../common/exacto';
import type { ProductoVenta } from '../../../common/catalogoVenta';
import type { CuadreCaja, Venta } from '../../../common/ventas';
import type { VentaInmediata } from '../cobro/api';
import type { Almacen } from './almacen';
import { dispositivo, encolar, tomarNumero } from './cola';
import { nuevaClave } from '../cobro/api';

/** The instant as Bogotá writes it (UTC−5, no daylight saving): what the offline part carries. */
export function instanteBogota(ahora: Date): string {
  const local = new Date(ahora.getTime() - 5 * 3_600_000).toISOString().slice(0, 19);
  return `${local}-05:00`;
}

/**
 * A counter sale made offline (issue 31): the next number of the device's block (none without one), the sale
 * queued with its key, the prices the device used and the instant; answers the sale as its receipt prints it,
 * numbered with its contingency number, worked out here as the server will (common/calculoVenta.ts).
 */
export async function venderSinConexion(
  almacen: Almacen,
  d: {
    cuerpo: VentaInmediata;
    productos: Map<number, ProductoVenta>;
    caja: CuadreCaja;
    formas: { id: number; nombre: string; efectivo: boolean }[];
    cajero: string;
    ahora?: Date;
  },
): Promise<Venta> {
  const idSede = d.caja.id_sede;
  const numero = await tomarNumero(almacen, idSede);
  const hechaEn = instanteBogota(d.ahora ?? new Date());
  const lineas = d.cuerpo.detalles.map((l) => {
    const p = d.productos.get(l.id_producto)!;
    return {
      precio: p.precio_venta ?? '0',
      cantidad: l.cantidad,
      porcentaje: p.porcentaje_impuesto ?? '0',
      tipo_impuesto: null,
    };
  });
  const calculo = calcularVenta(lineas, d.cuerpo.descuento ?? '0.00');
  const propina = d.cuerpo.propina ?? '0.00';
  const cuerpo = {
    ...d.cuerpo,
    id_sede: idSede,
    sin_conexion: {
      dispositivo: await dispositivo(almacen, nuevaClave),
      numero: numero?.numero ?? null,
      hecha_en: hechaEn,
      id_caja: d.caja.id,
      precios: [...new Set(d.cuerpo.detalles.map((l) => l.id_producto))].map((id) => ({
        id_producto: id,
        precio: d.productos.get(id)!.precio_venta ?? '0',
        porcentaje_impuesto: d.productos.get(id)!.porcentaje_impuesto ?? null,
      })),
    },
  };
  const total = calculo.total;
  await encolar(almacen, {
    idempotencia: d.cuerpo.idempotencia,
    cuerpo,
    numeroDocumento: numero?.numeroDocumento ?? null,
    total,
    hechaEn,
  });
  const debido = sumar(total, propina);
  const pagado = sumar('0', ...d.cuerpo.formaPagoValores.map((f) => f.recibido ?? f.valor));
  const cambio = sumar(pagado, `-${debido}`);
  const formas = new Map(d.formas.map((f) => [f.id, f]));
  return {
    id: 0,
    id_sede: idSede,
    sede: d.caja.sede,
    id_cuadre_caja: d.caja.id,
    numero: numero?.numero ?? 0,
    prefijo: '',
    consecutivo: numero?.numeroDocumento ?? '—',
    tipo: 'inmediata',
    id_orden: null,
    mesa: null,
    id_nit: 0,
    cliente: '',
    documento_cliente: '',
    subtotal: calculo.subtotal,
    descuento: calculo.descuento,
    motivo_descuento: d.cuerpo.motivo_descuento ?? null,
    base: calculo.base,
    impuesto: calculo.impuesto,
    total,
    propina,
    cambio: cambio.startsWith('-') ? '0.00' : cambio,
    estado: 'pagada',
    id_usuario: 0,
    cajero: d.cajero,
    id_mesero: null,
    mesero: null,
    cancelada_por: null,
    cancelada_at: null,
    motivo_cancelacion: null,
    begrandaId: null,
    cufeCude: null,
    id_begranda_anulado: null,
    cude_anulado: null,
    created_at: hechaEn,
    impuestos: calculo.impuestos,
    detalles: calculo.lineas.map((l, n) => ({
      ...l,
      id: n + 1,
      id_producto: d.cuerpo.detalles[n].id_producto,
      id_orden_detalle: null,
      nombre: d.productos.get(d.cuerpo.detalles[n].id_producto)!.nombre,
      porcentaje_impuesto: l.porcentaje,
      devuelve_inventario: null,
    })),
    pagos: d.cuerpo.formaPagoValores.map((f, n) => ({
      id: n + 1,
      id_forma_pago: f.id_forma_pago,
      forma_pago: formas.get(f.id_forma_pago)?.nombre ?? '',
      efectivo: formas.get(f.id_forma_pago)?.efectivo ?? false,
      valor: f.valor,
      recibido: f.recibido ?? f.valor,
      cambio: '0.00',
    })),
    documento_dian: null,
  };
}
