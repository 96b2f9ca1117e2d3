import type { MenuCarta } from '../../common/carta';
import {
  htmlCarta,
  htmlErrorCarta,
  htmlNoEncontrada,
  ICONOS_INMEDIATOS,
  productoCoincide,
  TEXTOS_CARTA,
  type FiltroCarta,
} from '../../common/cartaHtml';
import { plegar } from '../../common/plegado';

/** What loading the menu gave: the menu, a 404 (unknown or regenerated id) or a failure. */
export type ResultadoCarta = { menu: MenuCarta } | { estado: 'noEncontrada' } | { estado: 'error' };

/** GET /api/menu?menuId (spec §8: a 404 marks the menu not found; any other failure is the error view). */
export async function cargarCarta(menuId: string, origen = window.location.origin): Promise<ResultadoCarta> {
  if (!menuId) return { estado: 'noEncontrada' };
  try {
    const r = await fetch(`${origen}/api/menu?menuId=${encodeURIComponent(menuId)}`, {
      headers: { accept: 'application/json' },
    });
    if (r.status === 404) return { estado: 'noEncontrada' };
    if (!r.ok) return { estado: 'error' };
    const cuerpo = (await r.json()) as { data?: MenuCarta };
    return cuerpo.data ? { menu: cuerpo.data } : { estado: 'error' };
  } catch {
    return { estado: 'error' };
  }
}

/**
 * Brings the menu's markup to life: shows the search box, makes the tabs filters ('Todos' first) and, on each
 * keystroke or tab, hides the cards and sections the filter leaves out (the filter of `filtrarCarta`, read from the
 * markup: the server sends the menu once, as HTML, and no copy of its data). Writes the markup first when given the
 * menu (loaded from the API).
 */
export function activarCarta(raiz: HTMLElement, menu?: MenuCarta): void {
  if (menu) raiz.innerHTML = htmlCarta(menu);
  const listado = raiz.querySelector<HTMLElement>('#listado')!;
  const buscar = raiz.querySelector<HTMLInputElement>('#buscar')!;
  const pestanas = raiz.querySelector<HTMLElement>('.pestanas')!;
  const filtro: FiltroCarta = { categoria: null, busqueda: '' };
  const texto = (e: Element | null) => e?.textContent ?? '';
  const secciones = [...listado.querySelectorAll<HTMLElement>('section.categoria')].map((seccion) => ({
    seccion,
    id: Number(seccion.id.replace('categoria-', '')),
    productos: [...seccion.querySelectorAll<HTMLElement>('li.producto')].map((li) => ({
      li,
      // What filtrarCarta searches: the name and the description (not the 'no description' text).
      nombre: texto(li.querySelector('h3')),
      descripcion: texto(li.querySelector('.descripcion:not(.vacia)')),
    })),
  }));
  let vacio = listado.querySelector<HTMLElement>('.vacio');
  if (!vacio) {
    vacio = document.createElement('p');
    vacio.className = 'vacio';
    vacio.setAttribute('role', 'status');
    vacio.textContent = TEXTOS_CARTA.sinResultados;
    vacio.hidden = true;
    listado.append(vacio);
  }
  buscar.hidden = false;
  pestanas.setAttribute('role', 'tablist');
  const enlaces = [...pestanas.querySelectorAll<HTMLAnchorElement>('a.pestana')];
  const marcar = () => {
    for (const a of enlaces) {
      const id = a.dataset.categoria ? Number(a.dataset.categoria) : null;
      a.setAttribute('role', 'tab');
      a.setAttribute('aria-selected', String(id === filtro.categoria));
      if (id === filtro.categoria) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
  };
  const filtrar = () => {
    const q = plegar(filtro.busqueda.trim());
    let mostrados = 0;
    for (const { seccion, id, productos } of secciones) {
      let enSeccion = 0;
      for (const { li, ...producto } of productos) {
        li.hidden = (filtro.categoria !== null && id !== filtro.categoria) || !productoCoincide(producto, q);
        if (li.hidden) continue;
        enSeccion++;
        // The first cards shown load their icons at once, the rest when scrolled near (as htmlListado draws them).
        const icono = li.querySelector('img');
        if (icono && mostrados++ < ICONOS_INMEDIATOS) icono.removeAttribute('loading');
        else icono?.setAttribute('loading', 'lazy');
      }
      seccion.hidden = enSeccion === 0;
    }
    vacio.hidden = secciones.some((s) => !s.seccion.hidden);
    marcar();
  };
  marcar();
  pestanas.addEventListener('click', (evento) => {
    const a = (evento.target as HTMLElement).closest<HTMLAnchorElement>('a.pestana');
    if (!a) return;
    evento.preventDefault();
    filtro.categoria = a.dataset.categoria ? Number(a.dataset.categoria) : null;
    filtrar();
  });
  buscar.addEventListener('input', () => {
    filtro.busqueda = buscar.value;
    filtrar();
  });
}

/** The not-found view, or the error view whose 'Reintentar' calls `reintentar`. */
export function mostrarEstado(raiz: HTMLElement, estado: 'noEncontrada' | 'error', reintentar?: () => void) {
  raiz.innerHTML = estado === 'noEncontrada' ? htmlNoEncontrada() : htmlErrorCarta();
  raiz.querySelector('#reintentar')?.addEventListener('click', () => reintentar?.());
}

/**
 * The page's start: the server sends the menu as HTML (`#listado`), or the not-found view with an empty
 * `#datos-carta` (null); without either (the Vite dev server, the error view) the script asks the API.
 */
export async function iniciarCarta(raiz: HTMLElement, documento: Document, ubicacion: Location) {
  if (raiz.querySelector('#listado')) return activarCarta(raiz);
  if (documento.getElementById('datos-carta')) {
    if (!raiz.innerHTML.trim()) mostrarEstado(raiz, 'noEncontrada');
    return;
  }
  const menuId = new URLSearchParams(ubicacion.search).get('menuId') ?? '';
  const cargar = async (): Promise<void> => {
    const r = await cargarCarta(menuId);
    if ('menu' in r) {
      documento.title = r.menu.businessName.trim() || 'Carta Digital';
      activarCarta(raiz, r.menu);
    } else mostrarEstado(raiz, r.estado, () => void cargar());
  };
  await cargar();
}
