/**
 * The ERP status chips (spec §2, §4): which documents they take, and the call each step of each makes (spec §7
 * erp/begranda/*). Any other module type is an error (spec §4), as is a chip without its module type, its document
 * id or its begrandaId (spec §5: an empty text is "not sent", a missing one is an error).
 */
export const MODULOS_CHIP_ERP = [
  'sale',
  'purchase',
  'expense',
  'canceledSale',
  'canceledPurchase',
  'canceledExpense',
] as const;
export type ModuloChipErp = (typeof MODULOS_CHIP_ERP)[number];

export interface LlamadaErp {
  metodo: 'POST' | 'DELETE';
  ruta: string;
  cuerpo?: Record<string, unknown>;
}

export class ChipErpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChipErpError';
  }
}

export function revisarChip(datos: {
  moduleType?: unknown;
  dataId?: unknown;
  begrandaId?: unknown;
}): ModuloChipErp {
  if (datos.moduleType === undefined || datos.moduleType === null || datos.moduleType === '')
    throw new ChipErpError('Chip ERP sin moduleType');
  if (!MODULOS_CHIP_ERP.includes(datos.moduleType as ModuloChipErp))
    throw new ChipErpError(`Tipo de módulo ERP inválido: ${String(datos.moduleType)}`);
  if (datos.dataId === undefined || datos.dataId === null || datos.dataId === '')
    throw new ChipErpError('Chip ERP sin dataId');
  if (datos.begrandaId === undefined) throw new ChipErpError('Chip ERP sin begrandaId');
  return datos.moduleType as ModuloChipErp;
}

/** The call of a chip's step: 'erp' (Begranda) or 'dian'. */
export function llamadaChip(modulo: ModuloChipErp, paso: 'erp' | 'dian', id: number): LlamadaErp {
  const post = (ruta: string, extra: Record<string, unknown> = {}): LlamadaErp => ({
    metodo: 'POST',
    ruta,
    cuerpo: { id, ...extra },
  });
  switch (modulo) {
    case 'sale':
      return paso === 'erp' ? post('erp/begranda/bill') : post('erp/begranda/dian');
    case 'purchase':
      return paso === 'erp'
        ? post('erp/begranda/purchase')
        : post('erp/begranda/dian/purchase/expense', { tipo: 'purchase' });
    case 'expense':
      return paso === 'erp'
        ? post('erp/begranda/expense')
        : post('erp/begranda/dian/purchase/expense', { tipo: 'expense' });
    case 'canceledSale':
      // One call takes a cancelled sale to the ERP and on to DIAN.
      return post('erp/begranda/dian/cancel/sale');
    case 'canceledPurchase':
      return paso === 'erp'
        ? { metodo: 'DELETE', ruta: `erp/begranda/refound/shopping/${id}` }
        : post('erp/begranda/dian/cancel/purchase/expense', { tipo: 'purchase' });
    case 'canceledExpense':
      return paso === 'erp'
        ? { metodo: 'DELETE', ruta: `erp/begranda/refound/expense/${id}` }
        : post('erp/begranda/dian/cancel/purchase/expense', { tipo: 'expense' });
  }
}

/** A document in the owner's queue (GET erp/begranda/cola/documentos): a chip's kind, or a register close. */
export type ModuloColaErp = ModuloChipErp | 'cuadreCaja';

/**
 * The sections whose screen shows each kind of document (any of them opens its erp/begranda/* call on the server,
 * server/routes/erp/index.ts): the queue offers 'Reintentar' only to a role that may use one.
 */
export const MODULOS_DE_DOCUMENTO: Record<ModuloColaErp, readonly string[]> = {
  sale: ['ventas', 'informeVentas'],
  canceledSale: ['informeVentasCanceladas', 'ventas'],
  purchase: ['compras'],
  expense: ['gastos'],
  canceledPurchase: ['informeDevolucionesCompras', 'compras'],
  canceledExpense: ['informeDevolucionGastos', 'gastos'],
  cuadreCaja: ['cuadreCaja'],
};

/**
 * The queue's 'Reintentar': the document taken as far as it goes — on to DIAN (each call sends it to the ERP first
 * when it is not there yet), a register close to the ERP.
 */
export function llamadaReintento(modulo: ModuloColaErp, id: number): LlamadaErp {
  if (modulo === 'cuadreCaja') return { metodo: 'POST', ruta: `cuadresCaja/cuadreCaja/${id}/begranda` };
  return llamadaChip(modulo, 'dian', id);
}
