import { formatearPesos } from './formatoDinero';
import type { CategoriaCarta, MenuCarta, ProductoCarta } from './carta';
import { fuentesMiniatura, LADO_ICONO_CARTA } from './miniaturas';
import { plegar } from './plegado';

/**
 * The public menu's markup (spec §2 'Public menu', §8), as strings: the server sends it inside /carta's HTML (the
 * menu reads without JavaScript) and the page's script (src/carta/) redraws the list with it on search and tabs.
 * Only what escapar() returns reaches the markup from the data. The carta speaks Spanish only.
 */
export const TEXTOS_CARTA = {
  tituloDefecto: 'Carta Digital',
  subtitulo: 'Explora nuestra carta',
  buscar: 'Buscar producto...',
  todos: 'Todos',
  categorias: 'Categorías',
  sinResultados: 'No se encontraron productos',
  sinDescripcion: 'No hay descripción disponible',
  // Ley 1935 de 2018: menus must say the tip is voluntary (../shared/reference/colombia.md).
  propina: 'La propina es voluntaria: puedes aceptarla, cambiar su valor o no pagarla (Ley 1935 de 2018).',
  direccion: 'Dirección',
  telefono: 'Teléfono',
  errorTitulo: 'No pudimos cargar la carta',
  errorTexto: 'Revisa tu conexión a internet e inténtalo de nuevo.',
  reintentar: 'Reintentar',
  noEncontradaTitulo: 'Carta no encontrada',
  noEncontradaTexto:
    'Este código QR ya no corresponde a ninguna carta. Pide al personal del restaurante el código vigente.',
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export const tituloCarta = (menu: Pick<MenuCarta, 'businessName'>) =>
  menu.businessName.trim() || TEXTOS_CARTA.tituloDefecto;

/** What the diner chose: a category (null: 'Todos') and a search text. */
export interface FiltroCarta {
  categoria: number | null;
  busqueda: string;
}

/** A product the search `q` (already folded by `plegar`; '' finds all) finds: in its name or its description. */
export const productoCoincide = (p: { nombre: string; descripcion: string | null }, q: string): boolean =>
  q === '' || plegar(`${p.nombre} ${p.descripcion ?? ''}`).includes(q);

/** The categories and products left after the filter; categories left empty drop out. */
export function filtrarCarta(menu: MenuCarta, filtro: FiltroCarta): CategoriaCarta[] {
  const q = plegar(filtro.busqueda.trim());
  return menu.categorias
    .filter((c) => filtro.categoria === null || c.id === filtro.categoria)
    .map((c) => ({
      ...c,
      producto: c.producto.filter((p) => productoCoincide(p, q)),
    }))
    .filter((c) => c.producto.length > 0);
}

/**
 * Icons of the first few cards (those a 390×844 phone shows before scrolling) load at once; the rest only when
 * scrolled near (loading="lazy").
 */
export const ICONOS_INMEDIATOS = 4;

/**
 * A product's icon: its thumbnails (common/miniaturas.ts) in a <picture>, WebP first and the PNG or JPEG fallback,
 * each at 1.5× and 3× the card's 64 px; fixed width and height, so nothing moves when it arrives.
 */
function icono(url: string, inmediato: boolean): string {
  const lado = LADO_ICONO_CARTA;
  const atributos = `alt="" width="${lado}" height="${lado}" decoding="async"${inmediato ? '' : ' loading="lazy"'}`;
  const f = fuentesMiniatura(url);
  if (!f) return `<img class="icono" src="${escapar(url)}" ${atributos}>`;
  const tamanos = `sizes="${lado}px"`;
  return `<picture><source type="image/webp" srcset="${f.webp}" ${tamanos}><img class="icono" src="${f.src}" srcset="${f.respaldo}" ${tamanos} ${atributos}></picture>`;
}

function tarjeta(p: ProductoCarta, inmediato: boolean): string {
  const imagen = p.icono_url
    ? icono(p.icono_url, inmediato)
    : '<span class="icono sin-icono" aria-hidden="true"></span>';
  const descripcion = p.descripcion?.trim()
    ? `<p class="descripcion">${escapar(p.descripcion)}</p>`
    : `<p class="descripcion vacia">${TEXTOS_CARTA.sinDescripcion}</p>`;
  const precio = p.precio_venta === null ? '' : formatearPesos(p.precio_venta, { sinDecimales: true });
  return `<li class="producto">${imagen}<div class="texto"><h3>${escapar(p.nombre)}</h3>${descripcion}</div><p class="precio">${escapar(precio)}</p></li>`;
}

/** The product list (what search and tabs redraw). */
export function htmlListado(menu: MenuCarta, filtro: FiltroCarta): string {
  const categorias = filtrarCarta(menu, filtro);
  if (categorias.length === 0) return `<p class="vacio" role="status">${TEXTOS_CARTA.sinResultados}</p>`;
  let n = 0;
  return categorias
    .map(
      (c) =>
        `<section class="categoria" id="categoria-${c.id}" aria-labelledby="titulo-categoria-${c.id}"><h2 id="titulo-categoria-${c.id}">${escapar(c.nombre)}</h2><ul>${c.producto.map((p) => tarjeta(p, n++ < ICONOS_INMEDIATOS)).join('')}</ul></section>`,
    )
    .join('');
}

/**
 * The tabs: links to each category's section, so without JavaScript they jump to it; the script turns them into
 * filters ('Todos' first).
 */
export function htmlPestanas(menu: MenuCarta, activa: number | null): string {
  const pestana = (href: string, id: number | null, nombre: string) =>
    `<a class="pestana" href="${href}" data-categoria="${id ?? ''}"${activa === id ? ' aria-current="true"' : ''}>${escapar(nombre)}</a>`;
  return [
    pestana('#listado', null, TEXTOS_CARTA.todos),
    ...menu.categorias.map((c) => pestana(`#categoria-${c.id}`, c.id, c.nombre)),
  ].join('');
}

/** The whole page's content for a menu (the server sends it; the script then takes over). */
export function htmlCarta(menu: MenuCarta): string {
  const contacto = [
    menu.direccion
      ? `<p><span class="etiqueta">${TEXTOS_CARTA.direccion}:</span> ${escapar(menu.direccion)}</p>`
      : '',
    menu.telefono
      ? `<p><span class="etiqueta">${TEXTOS_CARTA.telefono}:</span> <a href="tel:${escapar(menu.telefono.replace(/[^\d+]/g, ''))}">${escapar(menu.telefono)}</a></p>`
      : '',
  ].join('');
  return (
    `<header class="encabezado"><h1>${escapar(tituloCarta(menu))}</h1><p>${TEXTOS_CARTA.subtitulo}</p></header>` +
    `<p class="propina" role="note">${TEXTOS_CARTA.propina}</p>` +
    `<div class="controles"><input id="buscar" class="buscar" type="search" placeholder="${TEXTOS_CARTA.buscar}" aria-label="${TEXTOS_CARTA.buscar}" autocomplete="off" hidden>` +
    `<nav class="pestanas" aria-label="${TEXTOS_CARTA.categorias}">${htmlPestanas(menu, null)}</nav></div>` +
    `<main id="listado" class="listado">${htmlListado(menu, { categoria: null, busqueda: '' })}</main>` +
    `<footer class="pie">${contacto}</footer>`
  );
}

const aviso = (titulo: string, texto: string, boton: boolean) =>
  `<main class="aviso"><h1>${titulo}</h1><p>${texto}</p>${boton ? `<button type="button" id="reintentar">${TEXTOS_CARTA.reintentar}</button>` : ''}</main>`;

/** The menu does not exist (unknown or regenerated id: the API answered 404). */
export const htmlNoEncontrada = () =>
  aviso(TEXTOS_CARTA.noEncontradaTitulo, TEXTOS_CARTA.noEncontradaTexto, false);

/** Loading failed (network, server error): with a retry button. */
export const htmlErrorCarta = () => aviso(TEXTOS_CARTA.errorTitulo, TEXTOS_CARTA.errorTexto, true);
