import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentoDianRecibo } from '../../common/dian/recibo';
import { urlConsultaDian } from '../../common/dian/qr';
import { documentosDian, rangosDian } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { FABRICANTE_SOFTWARE } from './ubl/espacios';

const FABRICANTE = {
  razon_social: FABRICANTE_SOFTWARE.razonSocial,
  software: FABRICANTE_SOFTWARE.nombreSoftware,
};

/** The XML text of the QR as the document carries it (entities undone). */
const textoXml = (t: string) =>
  t.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** What a receipt prints of a document, from the document and its range. */
export function documentoRecibo(d: {
  tipo: string;
  prefijo: string;
  numero: number;
  codigo: string | null;
  qr: string | null;
  ambiente: number;
  resolucion: string;
  fecha_resolucion: string;
  desde: number;
  hasta: number;
  vigencia_desde: string;
  vigencia_hasta: string;
}): DocumentoDianRecibo {
  return {
    tipo: d.tipo === 'factura' ? 'factura' : 'pos',
    numero: `${d.prefijo}${d.numero}`,
    codigo: d.codigo,
    qr: d.qr === null ? null : textoXml(d.qr),
    url_consulta: d.codigo === null ? null : urlConsultaDian(d.codigo, d.ambiente),
    ambiente: d.ambiente,
    resolucion: d.resolucion,
    fecha_resolucion: d.fecha_resolucion,
    prefijo: d.prefijo,
    desde: Number(d.desde),
    hasta: Number(d.hasta),
    vigencia_desde: d.vigencia_desde,
    vigencia_hasta: d.vigencia_hasta,
    fabricante: FABRICANTE,
  };
}

/**
 * The receipt's document of each of these sales that has one (its POS document, or the invoice a buyer asked
 * for), in one statement; the QR's text is cut out of the stored XML by the database.
 */
export async function documentosDeVentas(
  scope: TenantScope,
  ids: number[],
): Promise<Map<number, DocumentoDianRecibo>> {
  if (ids.length === 0) return new Map();
  const d = documentosDian;
  const r = rangosDian;
  const filas = await scope.tx
    .select({
      id_venta: d.id_venta,
      tipo: d.tipo,
      prefijo: d.prefijo,
      numero: d.numero,
      codigo: d.cufe_cude,
      qr: sql<string | null>`substring(${d.xml} from '<sts:QRCode>([^<]*)</sts:QRCode>')`,
      ambiente: r.ambiente,
      resolucion: r.resolucion,
      fecha_resolucion: r.fecha_resolucion,
      desde: r.desde,
      hasta: r.hasta,
      vigencia_desde: r.vigencia_desde,
      vigencia_hasta: r.vigencia_hasta,
    })
    .from(d)
    .innerJoin(r, and(eq(r.empresa_id, d.empresa_id), eq(r.id, d.id_rango)))
    .where(scope.where(d, and(inArray(d.id_venta, ids), inArray(d.tipo, ['pos', 'factura']))))
    .orderBy(d.id);
  const porVenta = new Map<number, DocumentoDianRecibo>();
  // The invoice, issued after the POS document it replaces, wins.
  for (const f of filas) porVenta.set(Number(f.id_venta), documentoRecibo(f));
  return porVenta;
}
