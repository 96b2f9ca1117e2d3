import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { Notificaciones } from '../../../src/notifications';
import categorias from '../../../src/resources/categorias';
import { CategoriaCreate } from '../../../src/resources/categorias/CategoriaCreate';
import { api, fallo, ok, usarApiFalsa, type Llamada, type Respuesta } from '../msw/servidor';
import { categoria } from '../msw/registros';
import { relojFalso, saltar } from '../reloj';

usarApiFalsa();

const TIEMPO = { timeout: 10_000 };

// As GET categorias/orden answers: by orden, a child anywhere in it.
const bebidas = categoria({ id: 1, nombre: 'Bebidas', orden: 0 });
const jugos = categoria({
  id: 3,
  nombre: 'Jugos',
  orden: 1,
  id_categoria_padre: 1,
  categoria_padre: { id: 1, nombre: 'Bebidas' },
});
const comidas = categoria({ id: 2, nombre: 'Comidas', orden: 2, visible_carta: false });
const gaseosas = categoria({
  id: 4,
  nombre: 'Gaseosas',
  orden: 3,
  id_categoria_padre: 1,
  categoria_padre: { id: 1, nombre: 'Bebidas' },
});
const ORDEN = [bebidas, jugos, comidas, gaseosas];

/** The answer of POST categorias/orden: the categories in the order sent. */
const comoSeEnvio = ({ cuerpo }: Llamada): Respuesta =>
  ok(
    (cuerpo as { ids: number[] }).ids.map((id, orden) => ({ ...ORDEN.find((c) => c.id === id)!, orden })),
    'Orden de las categorías guardado correctamente',
  );

function montar(
  guardar: Respuesta | ((l: Llamada) => Respuesta) = comoSeEnvio,
  orden: Respuesta = ok(ORDEN),
) {
  const red = api({ 'GET categorias/orden': orden, 'POST categorias/orden': guardar });
  render(
    <MemoryRouter initialEntries={['/categorias?vista=orden']}>
      <AdminContext
        dataProvider={testDataProvider({
          getList: (async () => ({ data: [], total: 0 })) as DataProvider['getList'],
          consultar: dataProvider.consultar,
        })}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
      >
        <ResourceContextProvider value="categorias">
          <Routes>
            <Route path="/categorias" element={<categorias.list />} />
          </Routes>
        </ResourceContextProvider>
        <Notificaciones />
      </AdminContext>
    </MemoryRouter>,
  );
  return red;
}

/** The names in the order list, top to bottom, children prefixed with '- '. */
function nombres(): string[] {
  const lista = screen.getByRole('list', { name: 'Orden de la carta' });
  return within(lista)
    .getAllByRole('listitem')
    .map((li) => {
      const nombre = within(li).getByRole('link').textContent!;
      return li.getAttribute('data-nivel') === '1' ? `- ${nombre}` : nombre;
    });
}

const asa = (nombre: string) => screen.getByRole('button', { name: `Mover ${nombre}` });

// Generous under a loaded machine (never a timing assertion).
describe('Categorías: the menu order (Orden de la carta)', { timeout: 60_000 }, () => {
  it('is a tab of the list page and shows children under their parent, in order, and which are hidden', async () => {
    montar();
    expect(
      await screen.findByRole('tab', { name: 'Orden de la carta', selected: true }, TIEMPO),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Lista' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Mover Bebidas' }, TIEMPO);
    expect(nombres()).toEqual(['Bebidas', '- Jugos', '- Gaseosas', 'Comidas']);
    const filaComidas = asa('Comidas').closest('li')!;
    expect(within(filaComidas).getByText('Oculta en la carta')).toBeTruthy();
    expect(within(asa('Bebidas').closest('li')!).queryByText('Oculta en la carta')).toBeNull();
  });

  it('moves a category with the arrow keys, saves the whole order and announces the position', async () => {
    const red = montar();
    await screen.findByRole('button', { name: 'Mover Bebidas' }, TIEMPO);
    fireEvent.keyDown(asa('Bebidas'), { key: 'ArrowDown' });
    expect(nombres()).toEqual(['Comidas', 'Bebidas', '- Jugos', '- Gaseosas']);
    await waitFor(() => expect(red.de('POST categorias/orden')).toHaveLength(1), TIEMPO);
    expect(red.de('POST categorias/orden')[0].cuerpo).toEqual({ ids: [2, 1, 3, 4] });
    expect(screen.getByRole('status').textContent).toBe('Bebidas: posición 2 de 2');
    expect(
      await screen.findByText('Orden de las categorías guardado correctamente', {}, TIEMPO),
    ).toBeTruthy();
  });

  it('moves a child only among its siblings, and not past the ends', async () => {
    const red = montar();
    await screen.findByRole('button', { name: 'Mover Gaseosas' }, TIEMPO);
    relojFalso();
    fireEvent.keyDown(asa('Gaseosas'), { key: 'ArrowDown' });
    fireEvent.keyDown(asa('Jugos'), { key: 'ArrowUp' });
    await saltar(1000);
    expect(red.de('POST categorias/orden')).toHaveLength(0);
    fireEvent.keyDown(asa('Gaseosas'), { key: 'Home' });
    expect(nombres()).toEqual(['Bebidas', '- Gaseosas', '- Jugos', 'Comidas']);
    await waitFor(() => expect(red.de('POST categorias/orden')).toHaveLength(1), TIEMPO);
    expect(red.de('POST categorias/orden')[0].cuerpo).toEqual({ ids: [1, 4, 3, 2] });
  });

  it('drags with pointer events (mouse or finger) and saves on release', async () => {
    const red = montar();
    await screen.findByRole('button', { name: 'Mover Comidas' }, TIEMPO);
    // jsdom lays nothing out: each row 50 px tall, in list order.
    const filas = screen.getAllByRole('listitem');
    filas.forEach((li, i) => {
      li.getBoundingClientRect = () =>
        ({ top: i * 50, height: 50, bottom: i * 50 + 50, left: 0, width: 300, right: 300 }) as DOMRect;
    });
    const p = (y: number) => ({ pointerId: 7, button: 0, clientX: 10, clientY: y, isPrimary: true });
    fireEvent.pointerDown(asa('Comidas'), p(170));
    fireEvent.pointerMove(window, p(168)); // under the threshold: no drag yet
    expect(nombres()).toEqual(['Bebidas', '- Jugos', '- Gaseosas', 'Comidas']);
    fireEvent.pointerMove(window, p(10));
    expect(nombres()).toEqual(['Comidas', 'Bebidas', '- Jugos', '- Gaseosas']);
    expect(red.de('POST categorias/orden')).toHaveLength(0);
    fireEvent.pointerUp(window, p(10));
    await waitFor(() => expect(red.de('POST categorias/orden')).toHaveLength(1), TIEMPO);
    expect(red.de('POST categorias/orden')[0].cuerpo).toEqual({ ids: [2, 1, 3, 4] });
  });

  it('a tap on the handle saves nothing', async () => {
    const red = montar();
    await screen.findByRole('button', { name: 'Mover Comidas' }, TIEMPO);
    const p = { pointerId: 7, button: 0, clientX: 10, clientY: 170, isPrimary: true };
    relojFalso();
    fireEvent.pointerDown(asa('Comidas'), p);
    fireEvent.pointerUp(window, p);
    await saltar(1000);
    expect(red.de('POST categorias/orden')).toHaveLength(0);
  });

  it("puts the list back and shows the server's message when the save is refused", async () => {
    montar(
      fallo(
        422,
        'El orden enviado no coincide con las categorías actuales: recarga la lista e inténtalo de nuevo',
      ),
    );
    await screen.findByRole('button', { name: 'Mover Bebidas' }, TIEMPO);
    fireEvent.keyDown(asa('Bebidas'), { key: 'End' });
    expect(nombres()[0]).toBe('Comidas');
    expect(await screen.findByText(/^El orden enviado no coincide/, {}, TIEMPO)).toBeTruthy();
    expect(nombres()).toEqual(['Bebidas', '- Jugos', '- Gaseosas', 'Comidas']);
  });

  it('says so when the order cannot be loaded, and retries', async () => {
    const red = montar(comoSeEnvio, fallo(500, 'Error interno del servidor'));
    expect(
      await screen.findByText(
        'No se pudo cargar el orden de las categorías: Error interno del servidor',
        {},
        TIEMPO,
      ),
    ).toBeTruthy();
    api({ 'GET categorias/orden': ok(ORDEN) });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Mover Bebidas' }, TIEMPO)).toBeTruthy();
    expect(red.de('GET categorias/orden').length).toBeGreaterThanOrEqual(1);
  });
});

describe('Categorías: the form', { timeout: 60_000 }, () => {
  const montarForm = (padres: Respuesta) => {
    api({ 'GET categorias/padres': padres });
    render(
      <AdminContext
        dataProvider={testDataProvider({ consultar: dataProvider.consultar })}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
      >
        <ResourceContextProvider value="categorias">
          <CategoriaCreate />
        </ResourceContextProvider>
      </AdminContext>,
    );
  };

  it("offers 'Visible en la carta', on by default", async () => {
    montarForm(ok([]));
    const visible = await screen.findByLabelText('Visible en la carta', {}, TIEMPO);
    expect((visible as HTMLInputElement).checked).toBe(true);
  });

  it('lists the parent picker in the menu order, as the server sends it (not alphabetically)', async () => {
    montarForm(ok([comidas, bebidas, categoria({ id: 9, nombre: 'Almuerzos', orden: 5 })]));
    const picker = await screen.findByLabelText('Categoría padre', {}, TIEMPO);
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '' } });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    const opciones = await screen.findAllByRole('option', {}, TIEMPO);
    expect(opciones.map((o) => o.textContent)).toEqual(['Comidas', 'Bebidas', 'Almuerzos']);
  });
});
