import type { AmbienteDian } from '../../../common/dian/cufe';
import type { LineaDocumentoDian } from '../../../common/dian/totales';

/** What of the numbering range the document carries (server/dian/numeracion.ts `NumeroDian`). */
export interface RangoDocumento {
  numero_documento: string;
  prefijo: string;
  resolucion: string;
  desde: number;
  hasta: number;
  vigencia_desde: string;
  vigencia_hasta: string;
  ambiente: AmbienteDian;
  id_software: string;
  pin_software: string;
  /** The invoice range's technical key (the CUFE's secret); absent or null on other ranges. */
  clave_tecnica?: string | null;
}

/** A sold line as the sale stores it (prices include their tax; base and tax after the discount). */
export interface LineaPos extends LineaDocumentoDian {
  nombre: string;
  cantidad: string;
}

export interface PagoPos {
  forma: string;
  efectivo: boolean;
  valor: string;
}

/** Everything a POS electronic document (type 20) is written from. */
export interface DatosDocumentoPos {
  /** 'pos' (type 20, CUDE; the default) or 'factura' (type 01, CUFE with the technical key, a named buyer). */
  tipo?: 'pos' | 'factura';
  rango: RangoDocumento;
  /** The sale's instant. */
  emitido: Date;
  emisor: {
    /** The NIT as stored ('900123456-8' or without the digit): the check digit is computed. */
    nit: string;
    razonSocial: string;
    direccion?: string;
    /** What the company is responsible for (art. 512-13: not every restaurant collects INC). */
    responsableIva: boolean;
    responsableInc: boolean;
  };
  /** Null: Consumidor final. */
  comprador: { documento: string; nombre: string; tipoDocumento: string; correo?: string } | null;
  /** The register's data the resolution requires. */
  caja: { placa: string; ubicacion: string; cajero: string; tipo: string; codigoVenta: string };
  lineas: LineaPos[];
  propina: string;
  pagos: PagoPos[];
  moneda?: string;
}
