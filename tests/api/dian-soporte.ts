import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import { NS } from '../../server/dian/ubl/espacios';

/** A parsed DIAN XML and readers of its elements by `prefix:name` (no prefix: the document's own namespace). */
export function leerXml(xml: string) {
  const raiz = create(xml).root().node as unknown as Element;
  const todos = (nombre: string, dentro: Element = raiz): Element[] => {
    const [prefijo, local] = nombre.split(':');
    const ns = local === undefined ? NS.invoice : NS[prefijo as keyof typeof NS];
    return Array.from(dentro.getElementsByTagNameNS(ns, local ?? prefijo));
  };
  const uno = (nombre: string, dentro?: Element): Element => {
    const e = todos(nombre, dentro)[0];
    if (!e) throw new Error(`falta ${nombre}`);
    return e;
  };
  const texto = (nombre: string, dentro?: Element) => uno(nombre, dentro).textContent ?? '';
  /** A direct child of the root (cbc:ID of the document, not of a line). */
  const hijo = (nombre: string) => {
    const [prefijo, local] = nombre.split(':');
    const e = Array.from(raiz.childNodes).find(
      (n) =>
        (n as Element).localName === local && (n as Element).namespaceURI === NS[prefijo as keyof typeof NS],
    );
    return (e as Element | undefined)?.textContent ?? '';
  };
  return { raiz, todos, uno, texto, hijo };
}

/**
 * The CUDE recomputed from the document's own fields, in the annex's order (NumFac, FecFac, HorFac, ValFac, 01,
 * ValImp1, 04, ValImp2, 03, ValImp3, ValTot, NitOFE, NumAdq, software PIN, TipoAmbiente), SHA-384: written here
 * apart from the product's code so that both must agree.
 */
export function cudeDelXml(xml: string, pin: string): string {
  const { raiz, todos, uno, texto, hijo } = leerXml(xml);
  const impuesto = (esquema: string) => {
    const total = todos('cac:TaxTotal').find(
      (t) => t.parentNode === raiz && texto('cbc:ID', uno('cac:TaxScheme', t)) === esquema,
    );
    return total ? texto('cbc:TaxAmount', total) : '0.00';
  };
  const monetario = uno('cac:LegalMonetaryTotal');
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
    texto('cbc:CompanyID', uno('cac:AccountingSupplierParty')),
    texto('cbc:CompanyID', uno('cac:AccountingCustomerParty')),
    pin,
    hijo('cbc:ProfileExecutionID'),
  ].join('');
  return createHash('sha384').update(cadena, 'utf8').digest('hex');
}
