import { z } from 'zod';

/**
 * The API contract both sides share: the envelope of spec §7, the Laravel-style page, the error reply, and
 * zod builders for them, so that the server serialises through the same shapes the app reads.
 */

/** Spec §7: every reply, success or error. */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  code: number;
  message: string;
  message_object?: unknown;
}

/** Laravel-style page, the shape every paginated list answers with. */
export interface Page<T> {
  current_page: number;
  data: T[];
  per_page: number;
  total: number;
  last_page: number;
}

/** A successful reply carrying `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, code: z.number().int(), message: z.string() });

/** A successful reply that also carries `message_object` (password reset, mail verification). */
export const envelopeConObjeto = <T extends z.ZodType, O extends z.ZodType>(data: T, objeto: O) =>
  z.object({
    success: z.literal(true),
    data,
    code: z.number().int(),
    message: z.string(),
    message_object: objeto,
  });

export const pagina = <T extends z.ZodType>(fila: T) =>
  z.object({
    current_page: z.number().int(),
    data: z.array(fila),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });

/**
 * Every error (plugins/errors.ts): 422 has `data.errors` (messages per field), 500 has `data.requestId`,
 * 409 may carry the conflicting rows; the rest `data: null`.
 */
export const respuestaError = z
  .object({
    success: z.literal(false),
    data: z.unknown(),
    code: z.number().int(),
    message: z.string(),
    message_object: z.unknown().optional(),
  })
  .meta({ id: 'Error' });

/** The errors every route may answer, for its `response` schema (and so for the OpenAPI description). */
export const ERRORES = { '4xx': respuestaError, '5xx': respuestaError } as const;

/** A route's `response`: 200 with `data`, and the errors. */
export const respuestas = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...ERRORES });
