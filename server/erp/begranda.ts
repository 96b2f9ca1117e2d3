import {
  ErpError,
  type ConectorErp,
  type DocumentoErp,
  type RespuestaDian,
  type RespuestaEnvio,
} from './conector';

/**
 * The Begranda adapter. Begranda publishes no documentation: this follows the shape public third-party code shows
 * (integrations reference, UNCONFIRMED in every detail) — a base URL (`…/equilibrium2/public/api`) with the key as
 * `?key=`, form posts whose fields `head` and `body` are JSON texts:
 *   POST /bill                    a sale: head {client, resolution, consecutive, payment_form, date}, body items
 *                                 {cod_product, qty, average, total}; answers an id and, once validated, `cufe`/`qr`
 *   POST /send-electronic-invoice the document validated with DIAN: answers `cufe`
 *   POST /document                any other voucher (purchase, expense, cancellations, a register close)
 *   POST /send-email              the validated document mailed (the spec's send/email; path guessed)
 * Our document's reference travels as `consecutive` (and `reference`): Begranda is expected to refuse or repeat a
 * consecutive it already holds, which is what makes a retry safe. Errors: no answer, a timeout or a 5xx is
 * "unreachable" (contingency, retried); any other refusal carries Begranda's message.
 */
export interface OpcionesBegranda {
  url: string;
  llave: string;
  ambiente: 1 | 2;
  tiempoMs: number;
}

const objeto = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** `x` or `data.x`, as text, when present. */
function campo(cuerpo: unknown, ...nombres: string[]): string | null {
  for (const fuente of [objeto(cuerpo), objeto(objeto(cuerpo).data)])
    for (const n of nombres) {
      const v = fuente[n];
      if (typeof v === 'string' && v.trim()) return v.trim();
      if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
    }
  return null;
}

/** A refusal's words: Begranda's `message`/`error`, else the status. */
function motivo(status: number, cuerpo: unknown): string {
  const texto = campo(cuerpo, 'message', 'error', 'messageClient');
  return `La ERP Begranda rechazó el documento${texto ? `: ${texto}` : ` (HTTP ${status})`}`;
}

export class ConectorBegranda implements ConectorErp {
  readonly nombre = 'begranda' as const;
  constructor(private readonly o: OpcionesBegranda) {}

  private async post(ruta: string, campos: Record<string, string>): Promise<unknown> {
    const url = `${this.o.url}${ruta}?key=${encodeURIComponent(this.o.llave)}`;
    let r: Response;
    try {
      r = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(campos).toString(),
        signal: AbortSignal.timeout(this.o.tiempoMs),
      });
    } catch (e) {
      throw new ErpError(`La ERP Begranda no respondió: ${(e as Error).message}`, false);
    }
    const texto = await r.text().catch(() => '');
    let cuerpo: unknown = null;
    try {
      cuerpo = texto ? JSON.parse(texto) : null;
    } catch {
      if (r.status >= 500) throw new ErpError(`La ERP Begranda falló (HTTP ${r.status})`, false);
      throw new ErpError(`La ERP Begranda respondió algo que no es JSON (HTTP ${r.status})`, true);
    }
    if (r.status >= 500) throw new ErpError(`La ERP Begranda falló (HTTP ${r.status})`, false);
    if (r.status >= 400 || objeto(cuerpo).success === false || objeto(cuerpo).error)
      throw new ErpError(motivo(r.status, cuerpo), true);
    return cuerpo;
  }

  private cabecera(d: DocumentoErp) {
    return {
      type: d.clase,
      client: d.tercero.documento,
      client_name: d.tercero.nombre,
      resolution: d.electronico?.numero ?? null,
      consecutive: d.referencia,
      reference: d.referencia,
      number: d.numero,
      payment_form: d.formaPago,
      date: d.fecha,
      total: d.total,
      origin: d.origen?.erpId ?? null,
    };
  }

  private cuerpo(d: DocumentoErp) {
    return d.lineas.map((l) => ({
      cod_product: l.codigo,
      qty: l.cantidad,
      average: l.precio,
      total: l.total,
      tax_code: l.impuesto?.codigo ?? null,
      tax_percent: l.impuesto?.porcentaje ?? null,
      tax: l.impuesto?.valor ?? '0.00',
    }));
  }

  async enviar(d: DocumentoErp): Promise<RespuestaEnvio> {
    const campos: Record<string, string> = {
      head: JSON.stringify(this.cabecera(d)),
      body: JSON.stringify(this.cuerpo(d)),
    };
    // The POS document issued here travels with the sale: the provider signs and transmits it.
    if (d.electronico) campos.xml = d.electronico.xml;
    const r = await this.post(d.clase === 'sale' ? '/bill' : '/document', campos);
    const erpId = campo(r, 'id', 'id_begranda', 'document_id', 'consecutive');
    if (!erpId) throw new ErpError('La ERP Begranda no devolvió el id del documento', true);
    return { erpId, cufeCude: campo(r, 'cufe', 'cude') };
  }

  async validarDian(d: DocumentoErp, erpId: string): Promise<RespuestaDian> {
    const r = await this.post('/send-electronic-invoice', {
      id: erpId,
      type: d.clase,
      reference: d.referencia,
    });
    const cufeCude = campo(r, 'cufe', 'cude');
    if (!cufeCude) throw new ErpError('La ERP Begranda no devolvió el CUFE/CUDE del documento', true);
    return { cufeCude, ambiente: this.o.ambiente };
  }

  async enviarCorreo(d: DocumentoErp, erpId: string, correo: string): Promise<void> {
    await this.post('/send-email', { id: erpId, email: correo, reference: d.referencia });
  }
}
