import { z } from 'zod';

/**
 * What a receipt prints of the sale's electronic document (issue 29) when the company issues them: the number with
 * its prefix, the CUDE (CUFE for an invoice), the QR's text (DIAN's fields and the lookup URL), the environment's
 * lookup URL ('Ver en DIAN'), the resolution and its range, and the software maker. Null on a sale without one.
 */
export const documentoDianRecibo = z
  .object({
    tipo: z.enum(['pos', 'factura']),
    /** Prefix and number ('EPOS100'). */
    numero: z.string(),
    /** Null while its XML could not be built (the number stays taken). */
    codigo: z.string().nullable(),
    qr: z.string().nullable(),
    url_consulta: z.string().nullable(),
    ambiente: z.number().int(),
    resolucion: z.string(),
    fecha_resolucion: z.string(),
    prefijo: z.string(),
    desde: z.number().int(),
    hasta: z.number().int(),
    vigencia_desde: z.string(),
    vigencia_hasta: z.string(),
    /** The software maker (Resolución 000165 de 2023): its name and the software's. */
    fabricante: z.object({ razon_social: z.string(), software: z.string() }),
  })
  .meta({ id: 'DocumentoDianRecibo' });
export type DocumentoDianRecibo = z.infer<typeof documentoDianRecibo>;
