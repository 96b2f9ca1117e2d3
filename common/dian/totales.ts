import { agruparImpuestos } from '../calculoVenta';
import type { Dinero } from '../dineroTexto';
import { aTextoDinero, CERO, exacto, mas, suma } from '../exacto';

/**
 * A document's money as DIAN's UBL carries it (issue 29), from a sale's stored lines (prices include their tax):
 * LineExtensionAmount is the sum of the lines' bases, TaxTotal one per scheme (01 IVA, 04 INC) with a subtotal per
 * rate, TaxInclusiveAmount bases plus taxes, the tip a charge outside every tax base (Ley 1935 de 2018) counted in
 * ChargeTotalAmount, and PayableAmount all of it: the ValTot of the CUFE/CUDE.
 * Exempt lines (EXENTO) are IVA at 0 %; excluded ones (EXCLUIDO, or no tax) carry no tax subtotal.
 */
export interface LineaDocumentoDian {
  tipo_impuesto: string | null;
  porcentaje: string;
  base: Dinero;
  impuesto: Dinero;
  total: Dinero;
}

export interface SubtotalImpuestoDian {
  /** DIAN tax scheme: 01 IVA, 04 INC. */
  esquema: '01' | '04';
  nombre: 'IVA' | 'INC';
  porcentaje: string;
  base: Dinero;
  impuesto: Dinero;
}

export interface TotalesDocumentoDian {
  valorBruto: Dinero;
  iva: Dinero;
  inc: Dinero;
  conImpuestos: Dinero;
  propina: Dinero;
  total: Dinero;
  impuestos: SubtotalImpuestoDian[];
}

const esquemaDe = (tipo: string | null): SubtotalImpuestoDian['nombre'] | null =>
  tipo === 'IVA' || tipo === 'EXENTO' ? 'IVA' : tipo === 'INC' ? 'INC' : null;

export function totalesDocumentoDian(
  lineas: LineaDocumentoDian[],
  propina: Dinero = '0',
): TotalesDocumentoDian {
  const porEsquema = { IVA: CERO, INC: CERO };
  const impuestos: SubtotalImpuestoDian[] = [];
  const grupos = agruparImpuestos(
    lineas.map((l) => ({
      tipo_impuesto: esquemaDe(l.tipo_impuesto),
      porcentaje: l.tipo_impuesto === 'EXENTO' ? '0' : l.porcentaje,
      base: exacto(l.base),
      impuesto: exacto(l.impuesto),
      total: exacto(l.total),
    })),
  );
  for (const g of grupos) {
    const nombre = g.tipo_impuesto as SubtotalImpuestoDian['nombre'] | null;
    if (!nombre) continue;
    porEsquema[nombre] = mas(porEsquema[nombre], exacto(g.impuesto));
    const { porcentaje, base, impuesto } = g;
    impuestos.push({ esquema: nombre === 'IVA' ? '01' : '04', nombre, porcentaje, base, impuesto });
  }
  const valorBruto = suma(lineas.map((l) => exacto(l.base)));
  const conImpuestos = mas(mas(valorBruto, porEsquema.IVA), porEsquema.INC);
  return {
    valorBruto: aTextoDinero(valorBruto),
    iva: aTextoDinero(porEsquema.IVA),
    inc: aTextoDinero(porEsquema.INC),
    conImpuestos: aTextoDinero(conImpuestos),
    propina: aTextoDinero(exacto(propina)),
    total: aTextoDinero(mas(conImpuestos, exacto(propina))),
    impuestos,
  };
}
