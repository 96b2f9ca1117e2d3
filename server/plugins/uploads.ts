import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { fileTypeFromBuffer } from 'file-type';
import { ValidationError } from '../lib/errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, TIPOS_IMAGEN } from '../../common/constantes';
import {
  CARPETAS_CON_MINIATURAS,
  LADOS_MINIATURA,
  respaldoDe,
  rutaMiniatura,
  type FormatoMiniatura,
} from '../../common/miniaturas';
import { comprobarImagen, generarMiniaturas, ImagenInvalida, type Miniatura } from '../lib/miniaturas';
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
   * Checks that `file` is a PNG, JPEG, WEBP or GIF image of at most 2 MB that decodes whole (422 on `campo`
   * otherwise, nothing written), stores it under `<folder>/<random>.<ext>` and returns that relative path; a
   * catalogue icon's thumbnails (common/miniaturas.ts) are written beside it. Call it before the transaction; if
   * the transaction fails, `remove` the new file.
   */
  save(folder: string, file: UploadedFile, campo?: string): Promise<string>;
  /**
   * Deletes a stored file by its relative path, and its thumbnails; a missing file or a path outside the folder is
   * ignored.
   */
  remove(ruta: string | null | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

const CARPETA = /^[a-z0-9][a-z0-9_-]{0,49}$/;

const conMiniaturas = (folder: string) => (CARPETAS_CON_MINIATURAS as readonly string[]).includes(folder);

/** Every thumbnail path an icon may have (both fallbacks: the name alone does not say which one was written). */
const miniaturasDe = (ruta: string): string[] =>
  LADOS_MINIATURA.flatMap((lado) =>
    (['webp', 'png', 'jpg'] as const).map((f) => rutaMiniatura(ruta, lado, f)).filter((r) => r !== null),
  );

const nombreMiniatura = (ruta: string, m: Miniatura) => rutaMiniatura(ruta, m.lado, m.formato)!;

/** A thumbnail's URL path: its folder, the original's name, side and format. */
const PEDIDO_MINIATURA = new RegExp(
  `^${UPLOADS_URL}((?:${CARPETAS_CON_MINIATURAS.join('|')})/[0-9a-f]{32})\\.(${LADOS_MINIATURA.join('|')})\\.(webp|png|jpg)$`,
);

/** The originals a thumbnail may come from, by its format (a JPEG fallback only from a JPEG). */
const ORIGENES: Record<FormatoMiniatura, string[]> = {
  webp: ['png', 'jpg', 'webp', 'gif'],
  png: ['png', 'webp', 'gif'],
  jpg: ['jpg'],
};

/** How many icons whose thumbnails could not be made are remembered (so a broken one is not decoded again). */
const MAX_FALLIDAS = 1000;

/**
 * Uploaded images: stored under `${config.dataDir}/uploads/<folder>/` with random names, served back at
 * GET /api/uploads/* (no listing, no dotfiles, nothing outside the folder, cached for a year: a name is never reused).
 * Catalogue icons get their thumbnails on upload; an icon stored before (an older version, a restored backup) gets
 * them on the first request for one, written once and then served like any file.
 */
export default fp(async (app) => {
  const root = resolve(app.config.dataDir, 'uploads');
  await mkdir(root, { recursive: true });

  const dentro = (ruta: string): string | null => {
    const absoluta = resolve(root, ruta);
    const rel = relative(root, absoluta);
    return rel && !rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes('\0') ? absoluta : null;
  };

  const borrar = async (ruta: string) => {
    const absoluta = dentro(ruta);
    if (!absoluta) return;
    await unlink(absoluta).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') app.log.warn({ err: error, ruta }, 'no se pudo borrar un archivo subido');
    });
  };

  /** Checks the image by decoding it: its thumbnails if its folder has them. Refused: 422 at `campo`. */
  async function revisar(folder: string, buffer: Buffer, ext: string, campo: string): Promise<Miniatura[]> {
    try {
      if (conMiniaturas(folder)) return await generarMiniaturas(buffer, ext);
      await comprobarImagen(buffer);
      return [];
    } catch (error) {
      if (error instanceof ImagenInvalida) throw ValidationError.field(campo, error.message);
      throw error;
    }
  }

  const uploads: Uploads = {
    root,
    async save(folder, file, campo = 'icono') {
      if (!CARPETA.test(folder)) throw new Error(`Carpeta de archivos inválida: ${folder}`);
      if (file.buffer.length > MAX_UPLOAD_BYTES) throw ValidationError.field(campo, MENSAJES_UPLOADS.tamano);
      const ext = await extensionDeImagen(file.buffer);
      if (!ext) throw ValidationError.field(campo, MENSAJES_UPLOADS.tipo);
      const miniaturas = await revisar(folder, file.buffer, ext, campo);
      const ruta = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
      await mkdir(dirname(join(root, ruta)), { recursive: true });
      const escritos: string[] = [];
      try {
        for (const [destino, datos] of [
          [ruta, file.buffer] as const,
          ...miniaturas.map((m) => [nombreMiniatura(ruta, m), m.datos] as const),
        ]) {
          await writeFile(join(root, destino), datos, { flag: 'wx' });
          escritos.push(destino);
        }
      } catch (error) {
        for (const r of escritos) await borrar(r);
        throw error;
      }
      return ruta;
    },
    async remove(ruta) {
      if (!ruta) return;
      for (const r of [ruta, ...miniaturasDe(ruta)]) await borrar(r);
    },
  };
  app.decorate('uploads', uploads);

  const existe = (ruta: string) =>
    access(join(root, ruta)).then(
      () => true,
      () => false,
    );
  const enCurso = new Map<string, Promise<void>>();
  const fallidas = new Set<string>();

  /**
   * Writes the thumbnails of an icon stored without them (each to a dotfile, then renamed: never served half
   * written). Once per icon at a time; one that cannot be decoded is logged and remembered, and its thumbnails
   * stay missing (404).
   */
  async function completar(original: string, ext: string): Promise<void> {
    if (fallidas.has(original)) return;
    try {
      const miniaturas = await generarMiniaturas(await readFile(join(root, original)), ext);
      for (const m of miniaturas) {
        const destino = nombreMiniatura(original, m);
        if (await existe(destino)) continue;
        const temporal = join(dirname(destino), `.${randomBytes(8).toString('hex')}.tmp`);
        await writeFile(join(root, temporal), m.datos, { flag: 'wx' });
        await rename(join(root, temporal), join(root, destino));
      }
      // Deleted meanwhile: its thumbnails go too.
      if (!(await existe(original))) await uploads.remove(original);
    } catch (error) {
      if (fallidas.size >= MAX_FALLIDAS) fallidas.clear();
      fallidas.add(original);
      app.log.warn({ err: error, ruta: original }, 'no se pudieron crear las miniaturas de un icono');
    }
  }

  /** Before the static files answer a missing thumbnail whose icon exists, makes it. */
  async function miniaturaPendiente(url: string): Promise<void> {
    const m = PEDIDO_MINIATURA.exec(url.split('?', 1)[0]);
    if (!m) return;
    const [, base, lado, formato] = m;
    if (await existe(`${base}.${lado}.${formato}`)) return;
    for (const ext of ORIGENES[formato as FormatoMiniatura]) {
      const original = `${base}.${ext}`;
      if (respaldoDe(ext) !== formato && formato !== 'webp') continue;
      if (!(await existe(original))) continue;
      let tarea = enCurso.get(original);
      if (!tarea) {
        tarea = completar(original, ext).finally(() => enCurso.delete(original));
        enCurso.set(original, tarea);
      }
      return tarea;
    }
  }

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
    publico.addHook('onRequest', async (request) => miniaturaPendiente(request.url));
    await publico.register(fastifyStatic, estaticos);
  });
});
