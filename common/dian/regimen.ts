import { z } from 'zod';

/**
 * The company's tax regime before DIAN (issue 29): whether it is responsible for IVA and for the impuesto nacional
 * al consumo (art. 512-13 E.T.: a restaurant under the revenue threshold does not collect INC). Owner only, beside
 * the numbering ranges (GET/POST configuraciones/rangosDian/regimen); stored as two company settings that the
 * settings page does not draw. The POS document's and the invoice's issuer tax scheme (01, 04, ZA, ZZ) comes
 * from it; while it was never declared it is read from the sale's tax lines.
 */
export const CONFIGURACION_RESPONSABLE_IVA = 'responsableIva';
export const CONFIGURACION_RESPONSABLE_INC = 'responsableInc';

export const regimenDian = z
  .object({
    responsable_iva: z.boolean(),
    responsable_inc: z.boolean(),
    /** False while the owner never saved it. */
    declarado: z.boolean(),
  })
  .meta({ id: 'RegimenDian' });
export type RegimenDian = z.infer<typeof regimenDian>;

export const MENSAJES_REGIMEN_DIAN = {
  guardado: 'Régimen tributario guardado correctamente',
  booleano: 'Indique sí o no',
} as const;

/** The issuer's tax scheme (lista 13.2.6.2 del anexo) from what it answers for. */
export const esquemaTributarioEmisor = (iva: boolean, inc: boolean): '01' | '04' | 'ZA' | 'ZZ' =>
  iva && inc ? 'ZA' : iva ? '01' : inc ? '04' : 'ZZ';
