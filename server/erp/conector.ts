/**
 * The ERP-neutral connector (issue 29): what Comanda sends to an ERP, in the product's terms, and what it gets
 * back. Each adapter (Begranda, the built-in simulator) speaks its ERP behind this interface. In this product the
 * ERP is also the technology provider: step one records the document in the ERP (its id, the spec's begrandaId),
 * step two has it validated with DIAN (the CUFE/CUDE). Every call is idempotent on `referencia` (our document).
 */

/** The kinds of document (the spec's chip module types, plus a register close). */
export type ClaseDocumentoErp =
  'sale' | 'purchase' | 'expense' | 'canceledSale' | 'canceledPurchase' | 'canceledExpense' | 'cuadreCaja';

/** The other party: the sale's customer, the purchase's or expense's supplier. */
export interface TerceroErp {
  documento: string;
  nombre: string;
  correo: string | null;
}

/** A line: the ERP's product code (never empty: the connector refuses first), quantities and money as text. */
export interface LineaErp {
  codigo: string;
  nombre: string;
  cantidad: string;
  /** Unit value before taxes. */
  precio: string;
  base: string;
  /** The tax with its ERP code; null when the line carries none. */
  impuesto: { codigo: string; porcentaje: string; valor: string } | null;
  total: string;
}

export interface DocumentoErp {
  clase: ClaseDocumentoErp;
  /** Our document, the ERP's idempotency key: `${clase}-${id}` of this company. */
  referencia: string;
  idDocumento: number;
  /** Our number as the document shows it (sale code, supplier invoice…). */
  numero: string;
  /** YYYY-MM-DD, Bogotá. */
  fecha: string;
  tercero: TerceroErp;
  formaPago: string;
  lineas: LineaErp[];
  total: string;
  /** A cancellation's original document in the ERP. */
  origen: { erpId: string; cufeCude: string | null } | null;
  /** The electronic document issued here (a sale's POS document): the provider validates and transmits it. */
  electronico: {
    tipo: string;
    numero: string;
    xml: string;
    cufeCude: string;
    /** The provider's secret the simulator checks the CUDE with; adapters of real ERPs never send it. */
    pinSoftware: string;
    ambiente: 1 | 2;
  } | null;
}

export interface RespuestaEnvio {
  erpId: string;
  /** Some ERPs answer the code at once (Begranda's bill answers a cufe): then step two has nothing to do. */
  cufeCude?: string | null;
}

export interface RespuestaDian {
  cufeCude: string;
  ambiente: 1 | 2;
}

export interface ConectorErp {
  readonly nombre: 'begranda' | 'simulador' | 'ninguno';
  /** Step one: the document recorded in the ERP. Sending the same `referencia` again answers the same id. */
  enviar(documento: DocumentoErp): Promise<RespuestaEnvio>;
  /** Step two: the ERP (technology provider) validates it with DIAN. */
  validarDian(documento: DocumentoErp, erpId: string): Promise<RespuestaDian>;
  /** The validated document mailed to the customer by the ERP. */
  enviarCorreo(documento: DocumentoErp, erpId: string, correo: string): Promise<void>;
}

/**
 * A failed call. `alcanzable` false: the ERP or DIAN could not be reached (network, timeout, 5xx): the document
 * goes into contingency and the outbox tries again with back-off. True: the ERP answered a refusal (retrying as
 * it is would not help: the user fixes the cause and sends it again from its chip).
 */
export class ErpError extends Error {
  constructor(
    message: string,
    readonly alcanzable: boolean,
  ) {
    super(message);
    this.name = 'ErpError';
  }
}

/** A line the ERP cannot take: refused before anything is sent (422), naming the product. */
export class SinCodigoErpError extends Error {
  constructor(readonly nombres: string[]) {
    super(
      `No se puede enviar a la ERP: ${nombres.length === 1 ? 'no tiene' : 'no tienen'} código de producto de la ERP ${nombres.join(', ')}`,
    );
    this.name = 'SinCodigoErpError';
  }
}

/** Every line carries its ERP code (and its tax's, when it has a tax): else the products are named. */
export function revisarCodigos(
  lineas: {
    nombre: string;
    codigo: string | null;
    impuesto: { nombre: string; codigo: string | null } | null;
  }[],
): void {
  const faltan = new Set<string>();
  for (const l of lineas) {
    if (!l.codigo?.trim()) faltan.add(l.nombre);
    if (l.impuesto && !l.impuesto.codigo?.trim())
      faltan.add(`${l.impuesto.nombre} (impuesto de ${l.nombre})`);
  }
  if (faltan.size > 0) throw new SinCodigoErpError([...faltan]);
}

/** The connector of a server with no ERP in production: every send fails, saying so. */
export const SIN_ERP: ConectorErp = {
  nombre: 'ninguno',
  enviar: () =>
    Promise.reject(new ErpError('No hay una ERP configurada en este servidor (ERP_BEGRANDA_URL).', true)),
  validarDian: () =>
    Promise.reject(new ErpError('No hay una ERP configurada en este servidor (ERP_BEGRANDA_URL).', true)),
  enviarCorreo: () =>
    Promise.reject(new ErpError('No hay una ERP configurada en este servidor (ERP_BEGRANDA_URL).', true)),
};
