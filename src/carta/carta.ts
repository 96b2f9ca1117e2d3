import type { MenuCarta } from '../../common/carta';
import {
  htmlCarta,
  htmlErrorCarta,
  htmlListado,
  htmlNoEncontrada,
  type FiltroCarta,
} from '../../common/cartaHtml';

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
 * Brings the menu's markup to life: shows the search box, makes the tabs filters ('Todos' first) and redraws the
 * list on each keystroke or tab. Writes the markup first unless the server already did (`yaPintada`).
 */
export function activarCarta(raiz: HTMLElement, menu: MenuCarta, yaPintada = false): void {
  if (!yaPintada || !raiz.querySelector('#listado')) raiz.innerHTML = htmlCarta(menu);
  const listado = raiz.querySelector<HTMLElement>('#listado')!;
  const buscar = raiz.querySelector<HTMLInputElement>('#buscar')!;
  const pestanas = raiz.querySelector<HTMLElement>('.pestanas')!;
  const filtro: FiltroCarta = { categoria: null, busqueda: '' };
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
  const pintar = () => {
    listado.innerHTML = htmlListado(menu, filtro);
    marcar();
  };
  marcar();
  pestanas.addEventListener('click', (evento) => {
    const a = (evento.target as HTMLElement).closest<HTMLAnchorElement>('a.pestana');
    if (!a) return;
    evento.preventDefault();
    filtro.categoria = a.dataset.categoria ? Number(a.dataset.categoria) : null;
    pintar();
  });
  buscar.addEventListener('input', () => {
    filtro.busqueda = buscar.value;
    pintar();
  });
}

/** The not-found view, or the error view whose 'Reintentar' calls `reintentar`. */
export function mostrarEstado(raiz: HTMLElement, estado: 'noEncontrada' | 'error', reintentar?: () => void) {
  raiz.innerHTML = estado === 'noEncontrada' ? htmlNoEncontrada() : htmlErrorCarta();
  raiz.querySelector('#reintentar')?.addEventListener('click', () => reintentar?.());
}

/**
 * The page's start: the server sends the menu inside the HTML (`#datos-carta`: the menu, or null when it does not
 * exist); without it (the Vite dev server, a page kept without data) the script asks the API.
 */
export async function iniciarCarta(raiz: HTMLElement, documento: Document, ubicacion: Location) {
  const datos = documento.getElementById('datos-carta');
  if (datos) {
    const menu = JSON.parse(datos.textContent || 'null') as MenuCarta | null;
    if (menu) activarCarta(raiz, menu, true);
    else if (!raiz.innerHTML.trim()) mostrarEstado(raiz, 'noEncontrada');
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
