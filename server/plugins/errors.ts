import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { violacionPg } from '../db/errores-pg';
import type { Envelope } from '../lib/envelope';
import { toValidationError } from '../lib/validation';
import { idiomaDe } from '../i18n/idiomas';
import { traducirEnvelope, traducirMensaje } from '../i18n/errores';

export const GENERIC_ERROR =
  'Ha ocurrido un error inesperado. Intenta de nuevo y, si el error persiste, comunícate con soporte.';

/** Spanish messages for the errors Fastify and its plugins raise themselves. */
export const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es un JSON válido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la solicitud está vacío'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no soportado'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La solicitud supera el tamaño máximo permitido'],
  FST_REQ_FILE_TOO_LARGE: [413, 'El archivo supera el tamaño máximo permitido de 2 MB'],
  FST_FILES_LIMIT: [413, 'Solo se permite un archivo por solicitud'],
  FST_PARTS_LIMIT: [413, 'La solicitud tiene demasiadas partes'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'La solicitud no es multipart/form-data'],
  FST_ERR_REQUEST_TIMEOUT: [408, 'La solicitud tardó demasiado'],
};

export const RUTA_INEXISTENTE = 'La ruta solicitada no existe';

/**
 * One info line per 4xx with its status and Spanish reason (the request id comes with `request.log`). Only the
 * reason: never the body, headers or tokens of the request.
 */
function registrarRechazo(request: FastifyRequest, status: number, motivo: string): void {
  request.log.info({ status, motivo }, 'solicitud rechazada');
}

/** A success envelope whose message the hook may translate (a stream, buffer or other payload is left alone). */
const esEnvelopeExitoso = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as Envelope).success === true &&
  typeof (payload as Envelope).message === 'string';

/**
 * The single error handler: every failure leaves as the spec's envelope, in the request's language
 * (Accept-Language, server/i18n/errores) and in Spanish by default; the log keeps the Spanish reason.
 */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: Envelope;
    const violacion = violacionPg(error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const v = toValidationError(error.validation);
      status = v.statusCode;
      body = { success: false, code: status, message: v.message, data: v.data };
    } else if (error instanceof AppError) {
      status = error.statusCode;
      body = { success: false, code: status, message: error.message, data: error.data };
      if (error.messageObject !== undefined) body.message_object = error.messageObject;
    } else if (error.code && FRAMEWORK_MESSAGES[error.code]) {
      [status, body] = ((s: number, m: string) => [s, { success: false, code: s, message: m, data: null }])(
        ...FRAMEWORK_MESSAGES[error.code],
      );
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, code: 429, message: error.message, data: null };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, code: status, message: 'La solicitud no es válida', data: null };
    } else if (violacion) {
      // A database constraint caught what no rule upstream did: the client's mistake, named by its field.
      const v = violacion;
      request.log.warn({ err: error }, 'restricción de la base de datos');
      status = v.status;
      body = {
        success: false,
        code: status,
        message: v.mensaje,
        data: status === 422 ? { errors: { [v.campo]: [v.mensaje] } } : null,
      };
    } else {
      request.log.error({ err: error }, 'error inesperado');
      status = 500;
      body = { success: false, code: 500, message: GENERIC_ERROR, data: { requestId: request.id } };
    }
    if (status >= 400 && status < 500) registrarRechazo(request, status, body.message);
    return reply.status(status).send(traducirEnvelope(body, idiomaDe(request)));
  });

  // A success's message (shown by the app's notifications and public pages) in the request's language too.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const idioma = idiomaDe(request);
    if (idioma === 'es' || !esEnvelopeExitoso(payload)) return payload;
    return { ...payload, message: traducirMensaje(payload.message, idioma) };
  });

  app.setNotFoundHandler((request, reply) => {
    registrarRechazo(request, 404, RUTA_INEXISTENTE);
    return reply
      .status(404)
      .send(
        traducirEnvelope(
          { success: false, code: 404, message: RUTA_INEXISTENTE, data: null },
          idiomaDe(request),
        ),
      );
  });
});
