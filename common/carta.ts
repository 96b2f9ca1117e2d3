import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';

const id = z.number().int();

/** A product on the public menu: only what a diner needs (never cost, stock, codes or ingredients). */
export const productoCarta = z.object({
  id,
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio_venta: dineroRespuesta.nullable(),
  /** The icon's URL (`/api/uploads/productos/…`), null without one. */
  icono_url: z.string().nullable(),
});

export const categoriaCarta = z.object({ id, nombre: z.string(), producto: z.array(productoCarta) });

/**
 * GET menu?menuId (public, spec §7 'Public'): one venue's menu. `businessName` is the company's name ('' when it has
 * none: the page then says 'Carta Digital'); `direccion` the venue's address (else the settings' one); `telefono`
 * the settings' phone. Categories in the carta's order, only those visible on the carta and holding products.
 */
export const menuCarta = z
  .object({
    businessName: z.string(),
    direccion: z.string().nullable(),
    telefono: z.string().nullable(),
    categorias: z.array(categoriaCarta),
  })
  .meta({ id: 'MenuCarta' });

/** A venue's menu link and its QR code (GET qr/carta, signed in). */
export const qrCarta = z.object({
  id_sede: id,
  sede: z.string(),
  principal: z.boolean(),
  businessName: z.string(),
  url: z.string(),
  /** `data:image/png;base64,…` */
  png: z.string(),
  /** `data:image/svg+xml;base64,…` */
  svg: z.string(),
});

export const regenerarQrBody = z.object({ id_sede: z.coerce.number().int().positive() });

export type ProductoCarta = z.infer<typeof productoCarta>;
export type CategoriaCarta = z.infer<typeof categoriaCarta>;
export type MenuCarta = z.infer<typeof menuCarta>;
export type QrCarta = z.infer<typeof qrCarta>;
