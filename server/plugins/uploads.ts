import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { fileTypeFromBuffer } from 'file-type';
import { ValidationError } from '../lib/errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, TIPOS_IMAGEN } from '../../common/constantes';
import type { UploadedFile } from './body';
import { declararAcceso, PUBLICA } from './permisos';

/** URL prefix under which stored files are served back. */
export const UPLOADS_URL = '/api/uploads/';

export const MENSAJES_UPLOADS = {
  tipo: 'El icono debe ser una imagen PNG, JPG, WEBP o GIF',
  tamano: `El archivo supera el tamaño máximo permitido de ${MAX_UPLOAD_MB} MB`,
};

/** The image types accepted, by the type their first bytes reveal (never the client's name or mimetype). */
const IMAGENES: Record<string, string> = TIPOS_IMAGEN;

/** The extension of an accepted image, judged by its magic bytes; null for anything else (SVG included). */
export async function extensionDeImagen(buffer: Uint8Array): Promise<string | null> {
  const tipo = await fileTypeFromBuffer(buffer);
  return (tipo && IMAGENES[tipo.mime]) ?? null;
}

/** The public URL of a stored file's relative path (`categorias/x.png` → `/api/uploads/categorias/x.png`). */
export const urlDeArchivo = (ruta: string | null | undefined): string | null =>
  ruta ? `${UPLOADS_URL}${ruta}` : null;

export interface Uploads {
  /** Folder on disk: `${dataDir}/uploads`. */
  readonly root: string;
  /**
   * Checks that `file` is a PNG, JPEG, WEBP or GIF image of at most 2 MB (422 on `campo` otherwise), stores it
   * under `<folder>/<random>.<ext>` and returns that relative path. Call it before the transaction; if the
   * transaction fails, `remove` the new file.
   */
  save(folder: string, file: UploadedFile, campo?: string): Promise<string>;
  /** Deletes a stored file by its relative path; a missing file or a path outside the folder is ignored. */
  remove(ruta: string | null | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

const CARPETA = /^[a-z0-9][a-z0-9_-]{0,49}$/;

/**
 * Uploaded images: stored under `${config.dataDir}/uploads/<folder>/` with random names, served back at
 * GET /api/uploads/* (no listing, no dotfiles, nothing outside the folder, cached for a year: a name is never reused).
 */
export default fp(async (app) => {
  const root = resolve(app.config.dataDir, 'uploads');
  await mkdir(root, { recursive: true });

  const dentro = (ruta: string): string | null => {
    const absoluta = resolve(root, ruta);
    const rel = relative(root, absoluta);
    return rel && !rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes('\0') ? absoluta : null;
  };

  const uploads: Uploads = {
    root,
    async save(folder, file, campo = 'icono') {
      if (!CARPETA.test(folder)) throw new Error(`Carpeta de archivos inválida: ${folder}`);
      if (file.buffer.length > MAX_UPLOAD_BYTES) throw ValidationError.field(campo, MENSAJES_UPLOADS.tamano);
      const ext = await extensionDeImagen(file.buffer);
      if (!ext) throw ValidationError.field(campo, MENSAJES_UPLOADS.tipo);
      const ruta = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
      const destino = join(root, ruta);
      await mkdir(dirname(destino), { recursive: true });
      await writeFile(destino, file.buffer, { flag: 'wx' });
      return ruta;
    },
    async remove(ruta) {
      if (!ruta) return;
      const absoluta = dentro(ruta);
      if (!absoluta) return;
      await unlink(absoluta).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT')
          app.log.warn({ err: error, ruta }, 'no se pudo borrar un archivo subido');
      });
    },
  };
  app.decorate('uploads', uploads);

  const estaticos: FastifyStaticOptions = {
    root,
    prefix: UPLOADS_URL,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    wildcard: true,
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
    },
  };
  // Public, as the pages that show them (an <img> sends no token): the names are 128 random bits.
  await app.register(async (publico) => {
    declararAcceso(publico, PUBLICA);
    await publico.register(fastifyStatic, estaticos);
  });
});
