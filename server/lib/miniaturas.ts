import type SharpFn from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';
import {
  LADOS_MINIATURA,
  respaldoDe,
  type FormatoMiniatura,
  type LadoMiniatura,
} from '../../common/miniaturas';

/**
 * Largest image an upload may decode to: 25 megapixels (a 12 MP phone photo fits twice). A 2 MB file can declare far
 * more (a flat PNG compresses enormously): refused before decoding, so no upload can take the CPU or memory.
 */
export const MAX_PIXELES = 25_000_000;

export const MENSAJES_IMAGEN = {
  danada: 'La imagen está dañada o no se puede leer: ábrela y guárdala de nuevo, o elige otra',
  pixeles: `La imagen es demasiado grande: como máximo ${MAX_PIXELES / 1_000_000} megapíxeles (por ejemplo, 5000 × 5000)`,
};

/** Why an image was refused: one of MENSAJES_IMAGEN's keys. */
export class ImagenInvalida extends Error {
  constructor(readonly motivo: keyof typeof MENSAJES_IMAGEN) {
    super(MENSAJES_IMAGEN[motivo]);
  }
}

type SharpModulo = typeof SharpFn;
let cargado: Promise<SharpModulo> | null = null;

/**
 * sharp (libvips) loads on the first image, not at start: it costs about a third of a second and 20 MB, which a
 * start that never sees an upload should not pay. Its operation cache is off (thumbnails are written once).
 */
function sharp(): Promise<SharpModulo> {
  cargado ??= import('sharp').then(({ default: s }) => {
    s.cache(false);
    return s;
  });
  return cargado;
}

/** Any decoder warning (a truncated JPEG, a bad PNG chunk) refuses the image; the first frame of an animation. */
const ENTRADA: SharpOptions = { failOn: 'warning', limitInputPixels: MAX_PIXELES };

/** Reads the image's size from its header: refused when unreadable or declaring too many pixels. */
async function comprobarTamano(s: SharpModulo, buffer: Uint8Array): Promise<void> {
  let ancho = 0;
  let alto = 0;
  try {
    ({ width: ancho = 0, height: alto = 0 } = await s(buffer, { limitInputPixels: false }).metadata());
  } catch {
    throw new ImagenInvalida('danada');
  }
  if (!ancho || !alto) throw new ImagenInvalida('danada');
  if (ancho * alto > MAX_PIXELES) throw new ImagenInvalida('pixeles');
}

/** Decodes the whole image (cheaply: shrunk on load where the format allows), or refuses it. */
export async function comprobarImagen(buffer: Uint8Array): Promise<void> {
  const s = await sharp();
  await comprobarTamano(s, buffer);
  try {
    await s(buffer, ENTRADA).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw new ImagenInvalida('danada');
  }
}

/** One thumbnail: its side, format and bytes. */
export interface Miniatura {
  lado: LadoMiniatura;
  formato: FormatoMiniatura;
  datos: Buffer;
}

const codificar = (img: Sharp, formato: FormatoMiniatura): Sharp =>
  formato === 'webp'
    ? img.webp({ quality: 75, effort: 6 })
    : formato === 'jpg'
      ? img.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true })
      : img.png({ palette: true, quality: 90, effort: 4, compressionLevel: 9 });

/**
 * Every thumbnail of an image whose stored extension is `ext` (common/miniaturas.ts): square, cropped to fill,
 * turned upright by its EXIF orientation, in WebP and the fallback, at each side. The original is decoded once, to
 * the largest side; the smaller ones come from that. Refuses (ImagenInvalida) an image that cannot be decoded whole.
 */
export async function generarMiniaturas(buffer: Uint8Array, ext: string): Promise<Miniatura[]> {
  const s = await sharp();
  await comprobarTamano(s, buffer);
  const mayor = Math.max(...LADOS_MINIATURA);
  let base: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    base = await s(buffer, ENTRADA)
      .rotate()
      .resize(mayor, mayor, { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImagenInvalida('danada');
  }
  const crudo = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const formatos: FormatoMiniatura[] = ['webp', respaldoDe(ext)];
  return Promise.all(
    LADOS_MINIATURA.flatMap((lado) =>
      formatos.map(async (formato) => {
        let img = s(base.data, crudo);
        if (lado !== mayor) img = img.resize(lado, lado);
        return { lado, formato, datos: await codificar(img, formato).toBuffer() };
      }),
    ),
  );
}
