import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { ACCIONES_AUDITORIA, registroAuditoria } from '../../../common/auditoria';
import { consultaPagina } from '../../lib/schemas';

const fecha = (campo: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `El campo ${campo} debe ser una fecha AAAA-MM-DD`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `El campo ${campo} no es una fecha válida`)
    .optional();

/**
 * GET auditoria (not in spec §7: the audit trail is issue 11's): page, rowsPerPage, accion (one of the typed
 * list), usuario (part of the e-mail of who acted), desde/hasta (Bogotá days, both included).
 */
export const consultaAuditoria = consultaPagina(1)
  .omit({ search: true })
  .extend({
    accion: z.enum(ACCIONES_AUDITORIA, { error: 'El campo accion no es una acción registrada' }).optional(),
    usuario: z.string().trim().max(100).optional(),
    desde: fecha('desde'),
    hasta: fecha('hasta'),
  });
export type ConsultaAuditoria = z.infer<typeof consultaAuditoria>;

export const respuestasAuditoria = { lista: respuestas(pagina(registroAuditoria)) };
