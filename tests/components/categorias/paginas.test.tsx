import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../../src/i18n';
import categorias from '../../../src/resources/categorias';
import { spanishRoutes } from '../../../src/resources/spanishRoutes';
import { api, ok, usarApiFalsa } from '../msw/servidor';
import { pantallaDe } from '../pantalla';

usarApiFalsa();
beforeEach(() => {
  api({ 'GET categorias/padres': ok([]) });
});
afterEach(() => {
  document.title = 'Comanda';
});

const List = categorias.list;

/** The Categorías pages at their Spanish paths, as App.tsx mounts them. */
const montar = (ruta: string, dataProvider: Partial<DataProvider> = {}) =>
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <AdminContext
        dataProvider={testDataProvider({
          getList: (async () => ({ data: [], total: 0 })) as DataProvider['getList'],
          ...dataProvider,
        })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="categorias">
          <Routes>
            <Route path="/categorias">
              <Route index element={<List />} />
              {spanishRoutes(categorias)}
            </Route>
            <Route path="*" element={<p>fuera</p>} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('Categorías: page frame and tab title (spec §2)', () => {
  it('the list has its title, breadcrumbs and tab title', async () => {
    montar('/categorias');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
    const migas = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(migas).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/principal');
    expect(within(migas).getByText('Categorías').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Categorías · Comanda'));
  });

  it('the create page names itself and links back to the list', async () => {
    montar('/categorias/registrar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrar categoría' })).toBeTruthy();
    const migas = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(migas).getByRole('link', { name: 'Categorías' }).getAttribute('href')).toBe('/categorias');
    await waitFor(() => expect(document.title).toBe('Registrar categoría · Comanda'));
  });
});

describe('Categorías: bad edit URLs say what happened', () => {
  it('/categorias/editar without an id asks the API nothing and says the id is missing', async () => {
    const getOne = vi.fn();
    montar('/categorias/editar', { getOne });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La dirección no indica qué categoría editar.',
    );
    expect(screen.getByRole('link', { name: 'Volver a Categorías' }).getAttribute('href')).toBe(
      '/categorias',
    );
    expect(getOne).not.toHaveBeenCalled();
    expect(screen.queryByText('fuera')).toBeNull();
  });

  it("another company's id (404) stays on the page and says the category does not exist", async () => {
    const getOne = vi.fn(async () => {
      throw new HttpError('No encontrado', 404, {});
    });
    montar('/categorias/editar/99', { getOne: getOne as never });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La categoría no existe o pertenece a otra empresa.',
    );
    expect(getOne).toHaveBeenCalledWith('categorias', expect.objectContaining({ id: '99' }));
    expect(screen.queryByText('fuera')).toBeNull();
  });
});

describe('Categorías on a phone (below sm)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const filas = [
    { id: 1, nombre: 'Bebidas', icono: null, categoria_padre: null },
    { id: 2, nombre: 'Gaseosas', icono: null, categoria_padre: { id: 1, nombre: 'Bebidas' } },
  ];
  const getList = (async () => ({ data: filas, total: 2 })) as DataProvider['getList'];

  it('at 390 px is a one-column list with each row’s Eliminar, no table', async () => {
    pantallaDe(390);
    montar('/categorias', { getList });
    expect(await screen.findByText('Gaseosas')).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar Gaseosas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar Bebidas' })).toBeTruthy();
  });

  it('from sm up keeps the table', async () => {
    pantallaDe(1366);
    montar('/categorias', { getList });
    expect(await screen.findByText('Gaseosas')).toBeTruthy();
    expect(document.querySelector('table')).not.toBeNull();
  });
});
