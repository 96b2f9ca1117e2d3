/**
 * Thumbnails of uploaded icons (issue 12): the names the server writes them under and the public menu points at.
 * An icon stored as `productos/<32 hex>.<ext>` gets, beside it, `<32 hex>.<lado>.webp` and `<32 hex>.<lado>.<respaldo>`
 * for each side in LADOS_MINIATURA (square, cropped to fill). The original's name is random and never reused, so
 * its thumbnails' names are as stable as it is: they are served with the same year-long immutable cache. Light on
 * purpose: the carta's script imports it.
 */

/** The icon's side on the menu card, in CSS pixels (`.icono` in src/carta/carta.css). */
export const LADO_ICONO_CARTA = 64;

/**
 * Square sides written, in pixels: 96 covers a 64 px card up to 1.5× screens, 192 up to 3× (most phones); the
 * browser picks by `srcset`/`sizes`.
 */
export const LADOS_MINIATURA = [96, 192] as const;
export type LadoMiniatura = (typeof LADOS_MINIATURA)[number];

/** The upload folders whose images get thumbnails: the catalogue icons (logos do not). */
export const CARPETAS_CON_MINIATURAS = ['productos', 'categorias'] as const;

/**
 * The format besides WebP, for browsers without it: JPEG for a JPEG original (a photo, no transparency), PNG for the
 * rest (which may be transparent).
 */
export type FormatoMiniatura = 'webp' | 'png' | 'jpg';
export const respaldoDe = (ext: string): 'png' | 'jpg' => (ext === 'jpg' ? 'jpg' : 'png');

/** A stored icon's relative path or URL, split: `[prefix up to the folder's slash, 32 hex name, extension]`. */
const ORIGINAL = /^((?:\/api\/uploads\/)?(?:productos|categorias)\/)([0-9a-f]{32})\.(png|jpg|webp|gif)$/;

/** The relative path (or URL) of one thumbnail of an icon, by the icon's path (or URL); null if it has none. */
export function rutaMiniatura(icono: string, lado: LadoMiniatura, formato: FormatoMiniatura): string | null {
  const m = ORIGINAL.exec(icono);
  return m ? `${m[1]}${m[2]}.${lado}.${formato}` : null;
}

/** What an icon's `<picture>` needs: a `srcset` per format (WebP first) and the fallback's own type. */
export interface FuentesMiniatura {
  webp: string;
  respaldo: string;
  /** The smallest fallback, for `src`. */
  src: string;
}

/** The `srcset` lists of an icon's thumbnails by its URL; null when it is not a stored catalogue icon. */
export function fuentesMiniatura(icono: string): FuentesMiniatura | null {
  const m = ORIGINAL.exec(icono);
  if (!m) return null;
  const lista = (formato: FormatoMiniatura) =>
    LADOS_MINIATURA.map((lado) => `${m[1]}${m[2]}.${lado}.${formato} ${lado}w`).join(', ');
  const respaldo = respaldoDe(m[3]);
  return {
    webp: lista('webp'),
    respaldo: lista(respaldo),
    src: `${m[1]}${m[2]}.${LADOS_MINIATURA[0]}.${respaldo}`,
  };
}
