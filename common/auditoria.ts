import { z } from 'zod';

/**
 * The audit trail's kinds of record (issue 11), one typed list for the server (what `auditar` accepts and the
 * `accion` filter) and the app (labels `comanda.auditoria.acciones.<accion>`). The last ones are declared now for
 * the sales, purchases, expenses and register issues, which record them when they arrive.
 */
export const ACCIONES_AUDITORIA = [
  'sesion.fallida',
  'usuario.creado',
  'usuario.actualizado',
  'usuario.eliminado',
  'usuario.correo_solicitado',
  'usuario.correo_confirmado',
  'usuario.propietario_transferido',
  'invitacion.enviada',
  'invitacion.cancelada',
  'configuracion.actualizada',
  'objetivo.actualizado',
  'producto.precio',
  'descuento.aplicado',
  'pedido.linea_eliminada',
  'venta.anulada',
  'compra.anulada',
  'gasto.anulado',
  'caja.abierta',
  'caja.cerrada',
  'caja.entrada',
  'caja.salida',
  'orden.reasignada',
  'sede.creada',
  'sede.desactivada',
  'sede.activada',
  'webhook.creado',
  'webhook.eliminado',
  'webhook.secreto_rotado',
  'webhook.deshabilitado',
] as const;
export type AccionAuditoria = (typeof ACCIONES_AUDITORIA)[number];

/** The changed fields only: their values before and after (absent on a creation or a deletion). */
export type Cambios = Record<string, unknown>;

/** GET auditoria: one record. `usuario` is the e-mail of who acted as it was then (null: nobody signed in). */
export const registroAuditoria = z
  .object({
    id: z.number().int(),
    fecha: z.string(),
    accion: z.string(),
    usuario_id: z.number().int().nullable(),
    usuario: z.string().nullable(),
    ip: z.string().nullable(),
    entidad: z.string().nullable(),
    entidad_id: z.string().nullable(),
    antes: z.record(z.string(), z.unknown()).nullable(),
    despues: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'RegistroAuditoria' });
export type RegistroAuditoria = z.infer<typeof registroAuditoria>;
