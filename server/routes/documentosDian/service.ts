import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { documentosDian } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { NotFoundError } from '../../lib/errors';

/** The path's kinds and the documents each names: a sale's POS document, its invoice, its notes. */
const TIPOS = {
  venta: ['pos'],
  factura: ['factura'],
  nota: ['nota_credito', 'nota_ajuste'],
} as const;
export const TIPOS_XML = ['venta', 'factura', 'nota'] as const;

/** The XML of the sale's latest document of that kind; 404 when there is none (or the sale is another company's). */
export async function xmlDocumento(
  scope: TenantScope,
  tipo: (typeof TIPOS_XML)[number],
  idVenta: number,
): Promise<string> {
  const d = documentosDian;
  const [fila] = await scope.tx
    .select({ xml: d.xml })
    .from(d)
    .where(scope.where(d, and(eq(d.id_venta, idVenta), inArray(d.tipo, [...TIPOS[tipo]]), isNotNull(d.xml))))
    .orderBy(desc(d.id))
    .limit(1);
  if (!fila?.xml) throw new NotFoundError();
  return fila.xml;
}
