import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productos } from '../../../common/catalogos';
import type { FilaInventario } from '../../../common/inventario';
import { http } from '../../../src/dataProvider/http';
import Principal from '../../../src/pages/principal/Principal';
import { apiFalsa, montarCatalogo, pagina } from '../catalogo/soporte';
import { cerrarSesionLocal, iniciarSesion, renderShell, usuarioDePrueba } from '../shell/soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
  cerrarSesionLocal();
});

const producto = (id: number, nombre: string) => ({
  id,
  nombre,
  codigo: null,
  id_categoria: null,
  categoria: null,
  precio_venta: '3000.00',
  estado: 'activo',
});

const fila = (id: number, nombre: string, existencia: string, minimo: string): FilaInventario => ({
  id,
  nombre,
  codigo: null,
  unidad_medida: 'unidad',
  inventario_minimo: minimo,
  permite_inventario_negativo: false,
  existencia,
  sedes: [{ id_sede: 1, sede: 'Principal', cantidad: existencia }],
  bajo_minimo: true,
});

describe('Productos: below minimum', () => {
  it('shows the stock of every stock-managed row, a warning with the minimum on those below it', async () => {
    const inventario = [
      fila(9, 'Gaseosa', '2.000', '5.000'),
      { ...fila(10, 'Agua', '12.500', '3.000'), bajo_minimo: false },
      { ...fila(12, 'Limón', '40.000', '1.000'), bajo_minimo: false }, // on another page
    ];
    const api = apiFalsa({
      'GET productos': {
        data: pagina([producto(9, 'Gaseosa'), producto(10, 'Agua'), producto(11, 'Domicilio')]),
      },
      'GET inventarios': (l) => ({
        data: pagina(inventario.filter((f) => String(l.params.productos).split(',').includes(String(f.id)))),
      }),
    });
    montarCatalogo(productos, '/productos');
    const gaseosa = (await screen.findByText('Gaseosa')).closest('tr')!;
    expect(await within(gaseosa).findByText('Bajo mínimo: 2 de 5')).toBeTruthy();
    const agua = screen.getByText('Agua').closest('tr')!;
    expect(within(agua).getByText('Existencia: 12,5')).toBeTruthy();
    expect(within(agua).queryByText(/Bajo mínimo/)).toBeNull();
    // A product without stock management has no stock to show.
    const domicilio = screen.getByText('Domicilio').closest('tr')!;
    expect(within(domicilio).queryByText(/Existencia|Bajo mínimo/)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Inventario' })).toBeTruthy();
    // One read for the page's rows, and only them.
    expect(api.de('GET', 'inventarios')).toHaveLength(1);
    expect(api.de('GET', 'inventarios')[0].params).toMatchObject({ productos: '9,10,11', rowsPerPage: -1 });
  });

  it('the "Bajo mínimo" filter asks the API for those products only, and lets go when pressed again', async () => {
    const api = apiFalsa({
      'GET productos': (l) => ({
        data: pagina(
          l.params.bajo_minimo ? [producto(9, 'Gaseosa')] : [producto(9, 'Gaseosa'), producto(10, 'Agua')],
        ),
      }),
      'GET inventarios': { data: pagina([fila(9, 'Gaseosa', '2.000', '5.000')]) },
    });
    montarCatalogo(productos, '/productos');
    expect(await screen.findByText('Agua')).toBeTruthy();
    const filtro = screen.getByRole('button', { name: 'Bajo mínimo' });
    expect(filtro.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(filtro);
    await waitFor(() => expect(screen.queryByText('Agua')).toBeNull());
    expect(api.de('GET', 'productos').at(-1)!.params).toMatchObject({ bajo_minimo: true });
    expect(screen.getByRole('button', { name: 'Bajo mínimo' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Bajo mínimo' }));
    expect(await screen.findByText('Agua')).toBeTruthy();
    // The unfiltered page may show from the cache first; the list then reads it again, unfiltered.
    await waitFor(() => expect(api.de('GET', 'productos').at(-1)!.params).not.toHaveProperty('bajo_minimo'));
  });

  it('opens already filtered from the address /principal links to', async () => {
    const api = apiFalsa({
      'GET productos': { data: pagina([producto(9, 'Gaseosa')]) },
      'GET inventarios': { data: pagina([]) },
    });
    montarCatalogo(productos, `/productos?filter=${encodeURIComponent('{"bajo_minimo":true}')}`);
    expect(await screen.findByText('Gaseosa')).toBeTruthy();
    expect(api.de('GET', 'productos')[0].params).toMatchObject({ bajo_minimo: true });
    expect(screen.getByRole('button', { name: 'Bajo mínimo' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('/principal: the card of products below minimum', () => {
  it('lists each with its stock and minimum, linking to the product, to /ajusteInventario and to the filtered list', async () => {
    apiFalsa({
      'GET inventarios': {
        data: pagina([fila(9, 'Gaseosa', '2.000', '5.000'), fila(12, 'Queso costeño', '0.500', '1.250')]),
      },
    });
    iniciarSesion();
    renderShell(<Principal />);
    const tarjeta = await screen.findByRole('region', { name: 'Productos bajo el mínimo' });
    expect(within(tarjeta).getByRole('link', { name: 'Gaseosa' }).getAttribute('href')).toBe(
      '/productos/editar/9',
    );
    expect(within(tarjeta).getByText('Existencia 2 · mínimo 5')).toBeTruthy();
    expect(within(tarjeta).getByText('Existencia 0,5 · mínimo 1,25')).toBeTruthy();
    expect(within(tarjeta).getByRole('link', { name: 'Ajustar inventario' }).getAttribute('href')).toBe(
      '/ajusteInventario',
    );
    expect(
      decodeURIComponent(
        within(tarjeta).getByRole('link', { name: 'Ver todos en Productos' }).getAttribute('href')!,
      ),
    ).toBe('/productos?filter={"bajo_minimo":true}');
  });

  it('shows nothing when no product is below its minimum', async () => {
    const api = apiFalsa({ 'GET inventarios': { data: pagina([]) } });
    iniciarSesion();
    renderShell(<Principal />);
    await waitFor(() => expect(api.de('GET', 'inventarios')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Productos bajo el mínimo' })).toBeNull();
  });

  it('is not asked for by a role without the inventory section', async () => {
    const api = apiFalsa({ 'GET inventarios': { data: pagina([fila(9, 'Gaseosa', '2.000', '5.000')]) } });
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 3, acceso_modulo_tag: 'ventas' } }));
    renderShell(<Principal />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
    expect(api.de('GET', 'inventarios')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Productos bajo el mínimo' })).toBeNull();
  });
});
