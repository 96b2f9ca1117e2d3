import { inArray } from 'drizzle-orm';
import { CONSUMIDOR_FINAL } from '../../common/catalogos/nits';
import { configuraciones, documentosDian } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import type { CompradorFactura } from './compradorFactura';
import type { NumeroDian } from './numeracion';
import type { DocumentoDianRecibo } from '../../common/dian/recibo';
import { documentoRecibo } from './recibo';
import { leerRegimen } from './regimen';
import { documentoPos } from './ubl/documentoPos';
import type { DatosDocumentoPos, LineaPos, PagoPos } from './ubl/tipos';

/** A sale as its write stored it: what its POS document is written from. */
export interface VentaParaDocumento {
  id: number;
  /** The sale's code ('C-15'): prefix and number of the venue's numbering. */
  codigo: string;
  created_at: unknown;
  propina: string;
  sede: string;
  idSede: number;
  cajero: string;
  comprador: { documento: string; cliente: string } | null;
  /** The buyer who asked for a factura electrónica (type 01, CUFE) instead of the POS document; null: POS. */
  factura?: CompradorFactura | null;
  lineas: (Omit<LineaPos, 'porcentaje'> & { porcentaje_impuesto: string })[];
  pagos: PagoPos[];
}

/** The issuer's settings (spec §3 company data): business name, NIT with its digit, address. */
async function emisor(scope: TenantScope) {
  const filas = await scope.tx
    .select({ nombre: configuraciones.nombre, valor: configuraciones.valor })
    .from(configuraciones)
    .where(
      scope.where(configuraciones, inArray(configuraciones.nombre, ['razonSocial', 'nit', 'direccion'])),
    );
  const valor = (nombre: string) => filas.find((f) => f.nombre === nombre)?.valor ?? '';
  return { razonSocial: valor('razonSocial'), nit: valor('nit'), direccion: valor('direccion') };
}

/**
 * The issuer as a document carries it: its settings, and the taxes it answers for — the company's declared regime
 * (server/dian/regimen.ts), or while never declared, what the document's lines carry.
 */
export async function emisorDocumento(
  scope: TenantScope,
  lineas: LineaPos[],
): Promise<DatosDocumentoPos['emisor']> {
  const e = await emisor(scope);
  const regimen = await leerRegimen(scope);
  return {
    ...e,
    ...(regimen.declarado
      ? { responsableIva: regimen.responsable_iva, responsableInc: regimen.responsable_inc }
      : {
          responsableIva: lineas.some((l) => l.tipo_impuesto === 'IVA' || l.tipo_impuesto === 'EXENTO'),
          responsableInc: lineas.some((l) => l.tipo_impuesto === 'INC'),
        }),
  };
}

/**
 * The sale's electronic POS document (issue 29), in the sale's transaction right after its write: the XML with its
 * CUDE, stored 'local' under the number the sale took (`numero`, server/dian/numeracion.ts). Building the XML never
 * refuses the sale: a failure is logged and the document stored without XML (the number stays taken, gapless) for
 * a later build. Answers what the receipt prints of it (number, CUDE, QR, resolution and range). Which taxes the issuer answers for is the company's declared regime (server/dian/regimen.ts); while
 * it was never declared, it is read from the sale's lines.
 */
export async function guardarDocumentoPos(
  scope: TenantScope,
  numero: NumeroDian,
  venta: VentaParaDocumento,
): Promise<DocumentoDianRecibo> {
  const tipo = venta.factura ? 'factura' : 'pos';
  const construido = await guardarDocumento(
    scope,
    venta.id,
    numero,
    tipo,
    'XML DIAN no construido',
    async () => {
      const lineas: LineaPos[] = venta.lineas.map((l) => ({ ...l, porcentaje: l.porcentaje_impuesto }));
      const comprador =
        venta.factura ??
        (venta.comprador &&
        venta.comprador.documento &&
        venta.comprador.documento !== CONSUMIDOR_FINAL.documento
          ? { documento: venta.comprador.documento, nombre: venta.comprador.cliente, tipoDocumento: '13' }
          : null);
      const datos: DatosDocumentoPos = {
        tipo,
        rango: numero,
        emitido: new Date(venta.created_at as string),
        emisor: await emisorDocumento(scope, lineas),
        comprador,
        // The product has one register per venue: its plate is the venue's.
        caja: {
          placa: `POS-${venta.idSede}`,
          ubicacion: venta.sede,
          cajero: venta.cajero,
          tipo: 'POS',
          codigoVenta: venta.codigo,
        },
        lineas,
        propina: venta.propina,
        pagos: venta.pagos,
      };
      return documentoPos(datos);
    },
  );
  return documentoRecibo({
    tipo,
    prefijo: numero.prefijo,
    numero: numero.numero,
    codigo: construido?.cude ?? null,
    qr: construido?.qr ?? null,
    ambiente: numero.ambiente,
    resolucion: numero.resolucion,
    fecha_resolucion: numero.fecha_resolucion,
    desde: numero.desde,
    hasta: numero.hasta,
    vigencia_desde: numero.vigencia_desde,
    vigencia_hasta: numero.vigencia_hasta,
  });
}

/**
 * Builds a document's XML (`construir`) and stores it 'local' under the number it took, in the caller's transaction.
 * Building never refuses the sale or its cancellation: a failure is logged (`fallo`) and the document stored without
 * XML (the number stays taken, gapless) for a later build. Answers what was built, or null.
 */
export async function guardarDocumento<T extends { xml: string; cude: string }>(
  scope: TenantScope,
  idVenta: number,
  numero: NumeroDian,
  tipo: string,
  fallo: string,
  construir: () => Promise<T>,
): Promise<T | null> {
  let construido: T | null = null;
  try {
    construido = await construir();
  } catch (error) {
    scope.despuesDeConfirmar((app) =>
      app.log.error({ err: error, venta: idVenta, numero: numero.numero_documento }, fallo),
    );
  }
  await scope.tx.insert(documentosDian).values({
    empresa_id: scope.empresaId,
    id_venta: idVenta,
    id_rango: numero.id_rango,
    tipo,
    prefijo: numero.prefijo,
    numero: numero.numero,
    cufe_cude: construido?.cude ?? null,
    xml: construido?.xml ?? null,
    estado: 'local',
  });
  return construido;
}
