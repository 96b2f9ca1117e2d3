import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { compararDinero, sumar } from '../../common/dinero';
import { formatearPesos } from '../../common/formatoDinero';
import {
  esConsumidorFinal,
  fechaHoraBogota,
  impuestosPorClase,
  nitConDigito,
  porcentajeLegible,
} from '../../common/recibo';
import { COLUMNAS_PAPEL } from '../../common/tiquetes';
import type { Venta } from '../../common/ventas';
import { cantidadLegible } from './escpos';

/** The company as its receipts show it (settings razonSocial, nit, direccion, telefono). */
export interface EmpresaRecibo {
  razonSocial: string;
  /** The NIT as stored, without its check digit: the receipt adds it. */
  nit: string;
  direccion: string;
  telefono: string;
}

/** One printed line: its text (never wider than the paper's columns), bold and/or centred. */
export interface Renglon {
  texto: string;
  fuerte?: boolean;
  centro?: boolean;
  /** A QR code printed by the printer itself (ESC/POS GS ( k) with this text; `texto` is then empty. */
  qr?: string;
}

/** The text cut into lines of at most `ancho` characters, at spaces where it can, inside a word where it must. */
export function partir(texto: string, ancho: number): string[] {
  const lineas: string[] = [];
  let actual = '';
  for (let palabra of texto.split(/\s+/).filter(Boolean)) {
    while (palabra.length > ancho) {
      if (actual) lineas.push(actual);
      lineas.push(palabra.slice(0, ancho));
      palabra = palabra.slice(ancho);
      actual = '';
    }
    if (!actual) actual = palabra;
    else if (actual.length + 1 + palabra.length <= ancho) actual += ` ${palabra}`;
    else {
      lineas.push(actual);
      actual = palabra;
    }
  }
  if (actual || lineas.length === 0) lineas.push(actual);
  return lineas;
}

/**
 * A label on the left and an amount on the right of the same line; a label too long for both wraps in the width
 * the amount leaves, the amount beside its last line.
 */
export function par(etiqueta: string, valor: string, columnas: number, fuerte = false): Renglon[] {
  const ancho = columnas - valor.length - 1;
  const partes = partir(etiqueta, Math.max(ancho, 1));
  const ultima = partes.pop() as string;
  const filas = partes.map((texto) => ({ texto, fuerte }));
  if (ultima.length <= ancho) filas.push({ texto: ultima.padEnd(ancho) + ' ' + valor, fuerte });
  else filas.push({ texto: ultima, fuerte }, { texto: valor.padStart(columnas), fuerte });
  return filas;
}

/**
 * The receipt's lines (issue 9), the same data as the browser receipt (src/pos/recibo/Recibo.tsx) in Spanish:
 * company, NIT with check digit, address, phone, venue, number, the cancelled mark, Bogotá date and time, cashier,
 * waiter, table, customer, lines (quantity, name, amount), subtotal, discount, total, base and tax per rate with
 * IVA and INC apart, the excluded, the voluntary tip apart with the total to pay, payments, change. No line is
 * wider than `columnas` (32 on 58 mm paper, 48 on 80 mm).
 */
export function renglonesRecibo(venta: Venta, empresa: EmpresaRecibo, columnas: number): Renglon[] {
  const r: Renglon[] = [];
  const centro = (texto: string, fuerte = false) => {
    for (const t of partir(texto, columnas)) r.push({ texto: t, centro: true, fuerte });
  };
  const izquierda = (texto: string) => {
    for (const t of partir(texto, columnas)) r.push({ texto: t });
  };
  const fila = (etiqueta: string, valor: string, fuerte = false) =>
    r.push(...par(etiqueta, valor, columnas, fuerte));
  const raya = () => r.push({ texto: '-'.repeat(columnas) });

  centro(empresa.razonSocial, true);
  if (empresa.nit) centro(`NIT ${nitConDigito(empresa.nit)}`);
  if (empresa.direccion) centro(empresa.direccion);
  if (empresa.telefono) centro(`Tel. ${empresa.telefono}`);
  centro(`Sede: ${venta.sede}`);
  const doc = venta.documento_dian ?? null;
  if (doc) {
    // Issue 29: the receipt is the legal document.
    centro(
      doc.tipo === 'factura'
        ? 'Factura electrónica de venta'
        : 'Documento equivalente electrónico tiquete de máquina registradora con sistema P.O.S.',
    );
    centro(`N.º ${doc.numero}`, true);
    centro(`Venta N.º ${venta.consecutivo}`);
  } else {
    // Not 'Documento equivalente POS': without the electronic document it is not one (issue 29).
    centro('Comprobante de venta');
    centro(`Venta N.º ${venta.consecutivo}`, true);
  }
  if (venta.estado === 'cancelada') {
    centro('*** ANULADA ***', true);
    if (venta.motivo_cancelacion) centro(`Motivo: ${venta.motivo_cancelacion}`);
  }
  raya();
  izquierda(`Fecha: ${fechaHoraBogota(venta.created_at)}`);
  izquierda(`Cajero: ${venta.cajero}`);
  if (venta.mesero) izquierda(`Mesero: ${venta.mesero}`);
  if (venta.mesa) izquierda(`Mesa: ${venta.mesa}`);
  if (esConsumidorFinal(venta)) izquierda('Cliente: Consumidor final');
  else {
    izquierda(`Cliente: ${venta.cliente}`);
    izquierda(`Documento: ${venta.documento_cliente}`);
  }
  raya();
  const valores = venta.detalles.map((l) => formatearPesos(l.subtotal));
  const anchoValor = Math.max('Valor'.length, ...valores.map((v) => v.length));
  fila('Cant. Descripción', 'Valor'.padStart(anchoValor));
  venta.detalles.forEach((l, i) =>
    fila(`${cantidadLegible(l.cantidad)} ${l.nombre}`, valores[i].padStart(anchoValor)),
  );
  raya();
  fila('Subtotal', formatearPesos(venta.subtotal));
  if (compararDinero(venta.descuento, '0') > 0) fila('Descuento', `-${formatearPesos(venta.descuento)}`);
  fila('Total', formatearPesos(venta.total), true);
  izquierda('Impuestos (incluidos en los precios)');
  const clases = impuestosPorClase(venta.impuestos);
  const grupo = (nombre: string, filas: Venta['impuestos']) => {
    for (const t of filas) {
      const impuesto = `${nombre} ${porcentajeLegible(t.porcentaje)} %`;
      fila(`Base ${impuesto}`, formatearPesos(t.base));
      fila(impuesto, formatearPesos(t.impuesto));
    }
  };
  grupo('IVA', clases.iva);
  grupo('INC', clases.inc);
  for (const t of clases.otros) grupo(t.tipo_impuesto ?? '', [t]);
  if (clases.excluidos.length > 0)
    fila('Excluido', formatearPesos(sumar('0', ...clases.excluidos.map((t) => t.total))));
  if (compararDinero(venta.propina, '0') > 0) {
    raya();
    fila('Propina voluntaria', formatearPesos(venta.propina));
    fila('Total a pagar', formatearPesos(sumar(venta.total, venta.propina)), true);
  }
  raya();
  izquierda('Pagos');
  for (const p of venta.pagos) {
    fila(p.forma_pago, formatearPesos(p.valor));
    // The cash handed over on its own line, as the browser receipt shows it.
    if (compararDinero(p.recibido, p.valor) > 0) fila('Recibido', formatearPesos(p.recibido));
  }
  if (compararDinero(venta.cambio, '0') > 0) fila('Cambio', formatearPesos(venta.cambio), true);
  if (doc) {
    raya();
    centro(`Autorización DIAN N.º ${doc.resolucion} del ${doc.fecha_resolucion}`);
    centro(`Rango autorizado del ${doc.prefijo}${doc.desde} al ${doc.prefijo}${doc.hasta}`);
    centro(`Vigencia: ${doc.vigencia_desde} a ${doc.vigencia_hasta}`);
    if (doc.ambiente === 2) centro('AMBIENTE DE PRUEBAS: SIN VALIDEZ FISCAL', true);
    if (doc.codigo) {
      centro(doc.tipo === 'factura' ? 'CUFE:' : 'CUDE:');
      centro(doc.codigo);
    } else centro('CUDE pendiente de generación');
    if (doc.qr) r.push({ texto: '', centro: true, qr: doc.qr });
    if (doc.url_consulta) {
      centro('Ver en DIAN:');
      centro(doc.url_consulta);
    }
    centro(`Software: ${doc.fabricante.software} · Fabricante: ${doc.fabricante.razon_social}`);
  }
  raya();
  centro('Gracias por su compra');
  return r;
}

/**
 * The ESC/POS bytes of a sale's receipt on its "Caja" print point (same encoder as the station tickets,
 * server/tiquetes/escpos.ts): the lines of `renglonesRecibo` at the paper's columns, then a cut.
 */
export function bytesRecibo(venta: Venta, empresa: EmpresaRecibo, anchoPapel: string): Uint8Array {
  const columnas = COLUMNAS_PAPEL[anchoPapel] ?? COLUMNAS_PAPEL['80'];
  const e = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: columnas, feedBeforeCut: 4 });
  e.initialize().codepage('auto');
  for (const l of renglonesRecibo(venta, empresa, columnas)) {
    if (l.qr !== undefined) {
      // The printer draws it (model 2, error correction M): 58 mm paper takes smaller modules.
      e.align('center').qrcode(l.qr, { model: 2, size: columnas > 32 ? 5 : 4, errorlevel: 'm' });
      continue;
    }
    e.align(l.centro ? 'center' : 'left')
      .bold(Boolean(l.fuerte))
      .line(l.texto);
  }
  return e.bold(false).cut('partial').encode();
}
