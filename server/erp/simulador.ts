import { create } from 'xmlbuilder2';
import { sha384Hex } from '../dian/cufe';
import { NS } from '../dian/ubl/espacios';
import type { FallaSimulador } from './config';
import {
  ErpError,
  type ConectorErp,
  type DocumentoErp,
  type RespuestaDian,
  type RespuestaEnvio,
} from './conector';

/**
 * The built-in ERP and technology provider (development and tests; production refuses it: server/erp/config.ts).
 * In memory, per instance. It accepts documents and answers an id (the same id for the same reference: a retry is
 * never a second document), validates a sale's POS document by recomputing its CUDE from the XML's own fields with
 * the software PIN, as DIAN would, and issues the code of the documents that carry no XML here (support documents,
 * cancellations, closes). It can be told to fail: `caida` (unreachable), `lenta` (no answer in time), `rechazo`.
 */
export class SimuladorErp implements ConectorErp {
  readonly nombre = 'simulador' as const;
  private readonly documentos = new Map<string, { erpId: string; cufeCude: string | null }>();
  private readonly llamadas = new Map<string, number>();
  readonly correos: { referencia: string; correo: string }[] = [];
  private siguiente = 1;

  constructor(
    private falla: FallaSimulador = 'ninguna',
    private demoraMs = 0,
  ) {}

  /** Test hook (and ERP_SIMULADOR_FALLA): how the next calls fail. */
  fallar(falla: FallaSimulador, demoraMs = this.demoraMs): void {
    this.falla = falla;
    this.demoraMs = demoraMs;
  }

  /** Documents accepted (each reference once). */
  get aceptados(): number {
    return this.documentos.size;
  }

  /** Calls that reached the simulator for a reference (retries included). */
  llamadasDe(referencia: string): number {
    return this.llamadas.get(referencia) ?? 0;
  }

  /** The ERP's record of a reference, if it holds one. */
  documento(referencia: string) {
    return this.documentos.get(referencia) ?? null;
  }

  private async antes(referencia: string): Promise<void> {
    this.llamadas.set(referencia, this.llamadasDe(referencia) + 1);
    if (this.demoraMs > 0) await new Promise((r) => setTimeout(r, this.demoraMs));
    if (this.falla === 'caida')
      throw new ErpError('La ERP no respondió: conexión rechazada (simulador)', false);
    if (this.falla === 'lenta')
      throw new ErpError(`La ERP no respondió en ${this.demoraMs} ms (simulador)`, false);
    if (this.falla === 'rechazo') throw new ErpError('La ERP rechazó el documento (simulador)', true);
  }

  async enviar(d: DocumentoErp): Promise<RespuestaEnvio> {
    await this.antes(d.referencia);
    const previo = this.documentos.get(d.referencia);
    if (previo) return { erpId: previo.erpId };
    if (d.lineas.length === 0 && d.clase !== 'cuadreCaja')
      throw new ErpError('La ERP rechazó el documento: no tiene líneas (simulador)', true);
    const vacia = d.lineas.find((l) => !l.codigo.trim());
    if (vacia) throw new ErpError(`La ERP no conoce el producto ${vacia.nombre} (simulador)`, true);
    const erpId = `SIM-${this.siguiente++}`;
    this.documentos.set(d.referencia, { erpId, cufeCude: null });
    return { erpId };
  }

  async validarDian(d: DocumentoErp, erpId: string): Promise<RespuestaDian> {
    await this.antes(d.referencia);
    const guardado = this.documentos.get(d.referencia);
    if (!guardado || guardado.erpId !== erpId)
      throw new ErpError(`La ERP no tiene el documento ${erpId} (simulador)`, true);
    if (guardado.cufeCude) return { cufeCude: guardado.cufeCude, ambiente: d.electronico?.ambiente ?? 2 };
    let cufeCude: string;
    if (d.electronico) {
      const calculado = cudeDelXml(d.electronico.xml, d.electronico.pinSoftware);
      if (calculado.uuid !== d.electronico.cufeCude || calculado.codigo !== d.electronico.cufeCude)
        throw new ErpError(
          'La DIAN rechazó el documento: el CUDE no corresponde a sus campos (simulador)',
          true,
        );
      cufeCude = d.electronico.cufeCude;
    } else {
      // The provider issues the support document or note and its code (a stand-in: SHA-384 of what identifies it).
      cufeCude = sha384Hex(`${d.referencia}|${erpId}|${d.fecha}|${d.total}|${d.origen?.erpId ?? ''}`);
    }
    guardado.cufeCude = cufeCude;
    return { cufeCude, ambiente: d.electronico?.ambiente ?? 2 };
  }

  async enviarCorreo(d: DocumentoErp, erpId: string, correo: string): Promise<void> {
    await this.antes(d.referencia);
    if (!this.documentos.get(d.referencia)?.cufeCude)
      throw new ErpError(`El documento ${erpId} aún no está validado con la DIAN (simulador)`, true);
    this.correos.push({ referencia: d.referencia, correo });
  }
}

/**
 * The provider's check: the CUDE recomputed from the document's own fields in the annex's order (NumFac, FecFac,
 * HorFac, ValFac, 01, IVA, 04, INC, 03, ICA, ValTot, NitOFE, NumAdq, PIN, TipoAmbiente), and the UUID it declares.
 */
export function cudeDelXml(xml: string, pin: string): { codigo: string; uuid: string } {
  let raiz: Element;
  try {
    raiz = create(xml).root().node as unknown as Element;
  } catch {
    throw new ErpError('La DIAN rechazó el documento: el XML no se puede leer (simulador)', true);
  }
  const todos = (nombre: string, dentro: Element = raiz): Element[] => {
    const [prefijo, local] = nombre.split(':');
    return Array.from(dentro.getElementsByTagNameNS(NS[prefijo as keyof typeof NS], local));
  };
  const texto = (nombre: string, dentro?: Element) => todos(nombre, dentro)[0]?.textContent?.trim() ?? '';
  const hijo = (nombre: string) => {
    const [prefijo, local] = nombre.split(':');
    const e = Array.from(raiz.childNodes).find(
      (n) =>
        (n as Element).localName === local && (n as Element).namespaceURI === NS[prefijo as keyof typeof NS],
    ) as Element | undefined;
    return e?.textContent?.trim() ?? '';
  };
  const impuesto = (esquema: string) => {
    const total = todos('cac:TaxTotal').find(
      (t) => t.parentNode === raiz && texto('cbc:ID', todos('cac:TaxScheme', t)[0]) === esquema,
    );
    return total ? texto('cbc:TaxAmount', total) : '0.00';
  };
  const monetario = todos('cac:LegalMonetaryTotal')[0];
  const proveedor = todos('cac:AccountingSupplierParty')[0];
  const cliente = todos('cac:AccountingCustomerParty')[0];
  if (!monetario || !proveedor || !cliente)
    throw new ErpError('La DIAN rechazó el documento: faltan sus totales o sus partes (simulador)', true);
  const cadena = [
    hijo('cbc:ID'),
    hijo('cbc:IssueDate'),
    hijo('cbc:IssueTime'),
    texto('cbc:LineExtensionAmount', monetario),
    '01',
    impuesto('01'),
    '04',
    impuesto('04'),
    '03',
    impuesto('03'),
    texto('cbc:PayableAmount', monetario),
    texto('cbc:CompanyID', proveedor),
    texto('cbc:CompanyID', cliente),
    pin,
    hijo('cbc:ProfileExecutionID'),
  ].join('');
  return { codigo: sha384Hex(cadena), uuid: hijo('cbc:UUID') };
}
