/**
 * The installable app's icons (issue 30, public/manifest's `icons`), drawn once from public/favicon.svg's design and
 * committed under public/ (nothing is drawn or downloaded at install time): `iconos/icono-192.png` and
 * `iconos/icono-512.png` are the favicon as it is (a rounded blue square with a white C), `iconos/icono-maskable-512.png`
 * fills the whole square with the blue and keeps the C inside the maskable safe zone (the centre circle of 80 % of the
 * side), so a launcher's circle or squircle mask never cuts it. Run again after changing the favicon:
 * `node --import tsx scripts/iconos-pwa.ts`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publico = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(`${publico}favicon.svg`, 'utf8');

/** The favicon full bleed: no rounded corners (the mask rounds them), the C at 80 % around the centre. */
const maskable = favicon
  .replace(/ rx="[^"]*"/, '')
  .replace(
    /(<text[^>]*>[^<]*<\/text>)/,
    '<g transform="translate(32 32) scale(0.8) translate(-32 -32)">$1</g>',
  );

const dibujar = (svg: string, lado: number, archivo: string) =>
  sharp(Buffer.from(svg), { density: (72 * lado) / 64 })
    .resize(lado, lado)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${publico}iconos/${archivo}`);

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(`${publico}iconos`, { recursive: true });
  await dibujar(favicon, 192, 'icono-192.png');
  await dibujar(favicon, 512, 'icono-512.png');
  await dibujar(maskable, 512, 'icono-maskable-512.png');
}
