import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { AppError } from '../lib/errors';
import { MAX_UPLOAD_BYTES } from '../../common/constantes';
import { MENSAJES_ENTRADA, revisarEntrada } from '../lib/entrada';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by field name (already read into memory, size-limited). */
    uploads: Record<string, UploadedFile>;
  }
}

/**
 * Bodies arrive as JSON, urlencoded or multipart form data (spec §7: updates are POST with `_method=put` in form
 * data). All three end up as one flat object in `request.body` before validation; files go to `request.uploads`.
 */
export default fp(async (app) => {
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 100, parts: 101 },
    throwFileSizeLimit: true,
  });
  app.decorateRequest('uploads', null as unknown as Record<string, UploadedFile>);

  // Busboy throws a plain error (a 500) on a multipart body whose content type has no boundary. A callback hook:
  // no promise per request.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const tipo = request.headers['content-type'];
    if (typeof tipo === 'string' && /^\s*multipart\//i.test(tipo) && !/;\s*boundary=\S/i.test(tipo))
      return done(new AppError(400, MENSAJES_ENTRADA.multipart));
    done(null, payload);
  });

  app.addHook('preValidation', async (request) => {
    request.uploads = {};
    revisarEntrada(request.query);
    revisarEntrada(request.params);
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return revisarEntrada(body);
    if (request.isMultipart()) {
      const flat: Record<string, unknown> = {};
      for (const [key, part] of Object.entries(body as Record<string, MultipartFile | MultipartValue>)) {
        const entry = Array.isArray(part) ? part[0] : part;
        if (entry.type === 'file') {
          const buffer = await entry.toBuffer();
          if (entry.filename && buffer.length > 0)
            request.uploads[key] = { filename: entry.filename, mimetype: entry.mimetype, buffer };
        } else {
          flat[key] = entry.value;
        }
      }
      request.body = flat;
    }
    revisarEntrada(request.body);
    delete (request.body as Record<string, unknown>)._method;
  });
});
