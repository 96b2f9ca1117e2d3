import { z } from 'zod';
import { ERRORES, pagina } from '../../../common/api';
import { consultaPagina, id } from '../../lib/schemas';
import { MODULOS_ERP } from '../../db/schema/erp';

/** The body of a send: our document's id (JSON or form). */
export const cuerpoId = z.object({ id });
/** A purchase's or an expense's DIAN step (the spec's dian/purchase/expense and its cancelled form). */
export const cuerpoCompraGasto = z.object({ id, tipo: z.enum(['purchase', 'expense']) });
export const cuerpoCorreo = z.object({
  id,
  correo: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().email().max(150).optional(),
  ),
});

/** A document's way to the ERP (server/erp/envio.ts) as the API answers it. */
export const estadoErp = z
  .object({
    modulo: z.enum(MODULOS_ERP),
    id: z.number().int(),
    estado: z.enum(['pendiente', 'enviado', 'validado', 'fallido', 'sinEnviar']),
    begrandaId: z.string().nullable(),
    cufeCude: z.string().nullable(),
    /** DIAN's public lookup of the code, by the environment it was given in ('Ver en DIAN'). */
    urlDian: z.string().nullable(),
    contingencia: z.boolean(),
    paso_fallido: z.enum(['erp', 'dian']).nullable(),
    error: z.string().nullable(),
    intentos: z.number().int(),
    /** Hours since the document was queued while not validated (null once validated). */
    horas_sin_transmitir: z.number().int().nullable(),
    alerta: z.enum(['porVencer', 'vencido']).nullable(),
    created_at: z.string().nullable(),
  })
  .meta({ id: 'EstadoErp' });
export type EstadoErpApi = z.infer<typeof estadoErp>;

/** Spec §7: `erpAdditionals` (data, status, messageClient, additionalData.customValidation). */
export const erpAdditionals = z.object({
  data: z.object({ begrandaId: z.string().nullable(), cufeCude: z.string().nullable() }),
  status: z.enum(['success', 'error']),
  messageClient: z.string(),
  additionalData: z.object({ customValidation: z.string().nullable() }),
});

export const respuestaEnvio = {
  200: z.object({
    success: z.literal(true),
    data: estadoErp,
    code: z.number().int(),
    message: z.string(),
    erpAdditionals,
  }),
  ...ERRORES,
};

export const respuestaEstado = {
  200: z.object({ success: z.literal(true), data: estadoErp, code: z.number().int(), message: z.string() }),
  ...ERRORES,
};

export const respuestaCola = {
  200: z.object({
    success: z.literal(true),
    data: z.object({
      documentos: z.array(estadoErp),
      porVencer: z.number().int(),
      vencidos: z.number().int(),
    }),
    code: z.number().int(),
    message: z.string(),
  }),
  ...ERRORES,
};

/**
 * GET erp/begranda/cola/documentos (ours, issue 29): the queue screen's page (from 1), filtered by the document's
 * kind and by state (pendiente, enviado — in the ERP, not yet validated —, fallido, or contingencia).
 */
export const consultaColaErp = consultaPagina(1)
  .omit({ search: true })
  .extend({
    modulo: z.enum(MODULOS_ERP).optional(),
    estado: z.enum(['pendiente', 'enviado', 'fallido', 'contingencia']).optional(),
  });
export type ConsultaColaErp = z.infer<typeof consultaColaErp>;

/** A queued document: its state, the queue row's id, and the document's own number and Bogotá day. */
export const documentoCola = estadoErp
  .extend({
    id_documento: z.number().int(),
    numero: z.string().nullable(),
    fecha: z.string().nullable(),
  })
  .meta({ id: 'DocumentoColaErp' });
export type DocumentoColaApi = z.infer<typeof documentoCola>;

export const respuestaColaDocumentos = {
  200: z.object({
    success: z.literal(true),
    data: pagina(documentoCola),
    code: z.number().int(),
    message: z.string(),
  }),
  ...ERRORES,
};
