import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { MenuCarta } from '../../../common/carta';
import { htmlCarta } from '../../../common/cartaHtml';
import { formatearPesos } from '../../../common/formatoDinero';
import { iniciarCarta } from '../../../src/carta/carta';
import { api, fallo, ok, usarApiFalsa } from '../msw/servidor';

usarApiFalsa();

const MENU: MenuCarta = {
  businessName: 'La Ceiba',
  direccion: 'Calle 10 # 5-20',
  telefono: '+573001234567',
  categorias: [
    {
      id: 1,
      nombre: 'Bebidas',
      producto: [
        {
          id: 10,
          nombre: 'Limonada',
          descripcion: 'Limón natural',
          precio_venta: '8000.00',
          icono_url: null,
        },
        {
          id: 11,
          nombre: 'Café',
          descripcion: null,
          precio_venta: '12500.00',
          icono_url: '/api/uploads/p/c.png',
        },
      ],
    },
    {
      id: 2,
      nombre: 'Platos',
      producto: [
        { id: 20, nombre: 'Ajiaco', descripcion: 'Con pollo', precio_venta: '32000.00', icono_url: null },
      ],
    },
  ],
};

let raiz: HTMLElement;
afterEach(() => {
  raiz?.remove();
  document.getElementById('datos-carta')?.remove();
});

/**
 * Mounts the carta as the server sends it — the menu's markup only (no copy of its data), or the not-found view's
 * empty `#datos-carta` — or empty (the script then asks the API).
 */
async function montar(menu: MenuCarta | null, { servidor = true, menuId = 'a'.repeat(64) } = {}) {
  raiz = document.createElement('div');
  raiz.id = 'carta';
  document.body.appendChild(raiz);
  if (servidor && menu) raiz.innerHTML = htmlCarta(menu);
  else if (servidor) {
    const datos = document.createElement('script');
    datos.type = 'application/json';
    datos.id = 'datos-carta';
    datos.textContent = 'null';
    document.body.appendChild(datos);
  }
  await iniciarCarta(raiz, document, { search: `?menuId=${menuId}` } as Location);
}

const productos = () =>
  within(raiz)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the public menu (carta)', () => {
  it('shows the header, prices in whole pesos, the missing description text, the tip notice and contact', async () => {
    await montar(MENU);
    expect(within(raiz).getByRole('heading', { level: 1, name: 'La Ceiba' })).toBeTruthy();
    expect(within(raiz).getByText('Explora nuestra carta')).toBeTruthy();
    expect(within(raiz).getByText('$ 12.500')).toBeTruthy();
    expect(within(raiz).getByText('$ 8.000')).toBeTruthy();
    expect(within(raiz).getByText('No hay descripción disponible')).toBeTruthy();
    expect(within(raiz).getByRole('note').textContent).toMatch(/propina es voluntaria.*Ley 1935/);
    expect(within(raiz).getByText('Calle 10 # 5-20', { exact: false })).toBeTruthy();
    expect(within(raiz).getByRole('link', { name: '+573001234567' }).getAttribute('href')).toBe(
      'tel:+573001234567',
    );
    // The first icons load at once, none is lazy-loaded by accident of order; alt is empty (decorative).
    expect(raiz.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it("says 'Carta Digital' when the business has no name", async () => {
    await montar({ ...MENU, businessName: '  ' });
    expect(within(raiz).getByRole('heading', { level: 1, name: 'Carta Digital' })).toBeTruthy();
  });

  it("filters by tab, 'Todos' first and selected", async () => {
    await montar(MENU);
    const tabs = within(raiz).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Todos', 'Bebidas', 'Platos']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[2]);
    expect(productos()).toEqual(['Ajiaco']);
    expect(within(raiz).getByRole('tab', { name: 'Platos' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(raiz).getByRole('tab', { name: 'Todos' }));
    expect(productos()).toEqual(['Limonada', 'Café', 'Ajiaco']);
  });

  it("searches without accents or case, and says 'No se encontraron productos' when nothing matches", async () => {
    await montar(MENU);
    const buscar = within(raiz).getByRole('searchbox', { name: 'Buscar producto...' });
    fireEvent.input(buscar, { target: { value: 'cafe' } });
    expect(productos()).toEqual(['Café']);
    fireEvent.input(buscar, { target: { value: 'pollo' } });
    expect(productos()).toEqual(['Ajiaco']);
    fireEvent.input(buscar, { target: { value: 'pizza' } });
    expect(within(raiz).getByRole('status').textContent).toBe('No se encontraron productos');
    // The search and the tab combine.
    fireEvent.input(buscar, { target: { value: 'l' } });
    fireEvent.click(within(raiz).getByRole('tab', { name: 'Bebidas' }));
    expect(productos()).toEqual(['Limonada']);
  });

  it('filters the markup the server sent: the same cards, hidden or shown, and no request for the data', async () => {
    const llamadas = api({ 'GET menu': ok(MENU) });
    await montar(MENU);
    const ajiaco = within(raiz).getByRole('heading', { level: 3, name: 'Ajiaco' }).closest('li')!;
    fireEvent.input(within(raiz).getByRole('searchbox'), { target: { value: 'limon' } });
    expect(productos()).toEqual(['Limonada']);
    expect(ajiaco.hidden).toBe(true);
    expect(ajiaco.closest('section')!.hidden).toBe(true);
    fireEvent.input(within(raiz).getByRole('searchbox'), { target: { value: '' } });
    expect(productos()).toEqual(['Limonada', 'Café', 'Ajiaco']);
    expect(within(raiz).getByRole('heading', { level: 3, name: 'Ajiaco' }).closest('li')).toBe(ajiaco);
    expect(llamadas.de('GET menu')).toEqual([]);
  });

  it('escapes the data: a product name is text, never markup', async () => {
    const raro = structuredClone(MENU);
    raro.categorias[0].producto[0].nombre = '<img src=x onerror=alert(1)>';
    await montar(raro);
    expect(raiz.querySelector('img[src="x"]')).toBeNull();
    expect(within(raiz).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });

  it('draws icons as thumbnails, WebP first; the first four shown load at once, even after a search', async () => {
    const platos: MenuCarta = {
      ...MENU,
      categorias: [
        {
          id: 1,
          nombre: 'Platos',
          producto: Array.from({ length: 6 }, (_x, i) => ({
            id: i + 1,
            nombre: `Plato ${i + 1}`,
            descripcion: null,
            precio_venta: '1000.00',
            icono_url: `/api/uploads/productos/${String(i).repeat(32)}.jpg`,
          })),
        },
      ],
    };
    await montar(platos);
    const imagenes = () => [...raiz.querySelectorAll('img')];
    expect(imagenes().map((i) => i.getAttribute('loading'))).toEqual([
      null,
      null,
      null,
      null,
      'lazy',
      'lazy',
    ]);
    const base = '/api/uploads/productos/' + '5'.repeat(32);
    const ultima = imagenes()[5];
    expect(ultima.parentElement?.tagName).toBe('PICTURE');
    expect(ultima.previousElementSibling?.outerHTML).toBe(
      `<source type="image/webp" srcset="${base}.96.webp 96w, ${base}.192.webp 192w" sizes="64px">`,
    );
    expect(ultima.getAttribute('src')).toBe(`${base}.96.jpg`);
    expect(ultima.getAttribute('srcset')).toBe(`${base}.96.jpg 96w, ${base}.192.jpg 192w`);
    expect([ultima.getAttribute('width'), ultima.getAttribute('height')]).toEqual(['64', '64']);
    fireEvent.input(within(raiz).getByRole('searchbox'), { target: { value: 'plato 6' } });
    const mostradas = imagenes().filter((i) => !i.closest('[hidden]'));
    expect(mostradas.map((i) => [i.getAttribute('src'), i.getAttribute('loading')])).toEqual([
      [`${base}.96.jpg`, null],
    ]);
  });

  it('without data in the page, loads GET menu and draws it', async () => {
    const llamadas = api({ 'GET menu': ok(MENU) });
    await montar(null, { servidor: false });
    expect(await within(raiz).findByText('Ajiaco')).toBeTruthy();
    expect(llamadas.de('GET menu')[0].params).toEqual({ menuId: 'a'.repeat(64) });
  });

  it('shows the not-found view when GET menu answers 404', async () => {
    api({ 'GET menu': fallo(404, 'La carta no existe') });
    await montar(null, { servidor: false });
    expect(await within(raiz).findByRole('heading', { name: 'Carta no encontrada' })).toBeTruthy();
  });

  it('shows the error view when loading fails, and Reintentar loads again', async () => {
    let veces = 0;
    api({ 'GET menu': () => (++veces === 1 ? fallo(500, 'Error interno') : ok(MENU)) });
    await montar(null, { servidor: false });
    expect(await within(raiz).findByRole('heading', { name: 'No pudimos cargar la carta' })).toBeTruthy();
    fireEvent.click(within(raiz).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(productos()).toContain('Ajiaco'));
  });
});

describe('peso format of the carta', () => {
  it('shows whole Colombian pesos with a dot for thousands', () => {
    const p = (v: string) => formatearPesos(v, { sinDecimales: true });
    expect(p('12500.00')).toBe('$ 12.500');
    expect(p('12500.50')).toBe('$ 12.501');
    expect(p('1234567.49')).toBe('$ 1.234.567');
    expect(p('0.00')).toBe('$ 0');
  });
});
