import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { i18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { CategoriaList } from '../../../src/resources/categorias/CategoriaList';

const fila = (id: number, nombre: string) => ({ id, nombre, icono: null, categoria_padre: null });

/** A list whose rows really go away once deleted, as the API's do. */
function proveedor(borrar: (id: number) => Promise<unknown>) {
  let filas = [fila(1, 'Bebidas'), fila(2, 'Postres')];
  return testDataProvider({
    getList: (async () => ({ data: filas, total: filas.length })) as DataProvider['getList'],
    delete: (async (_resource: string, { id }: { id: number }) => {
      await borrar(id);
      const borrada = filas.find((f) => f.id === id)!;
      filas = filas.filter((f) => f.id !== id);
      return { data: borrada };
    }) as DataProvider['delete'],
  });
}

const montar = (dataProvider: DataProvider, queryClient?: QueryClient) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <ResourceContextProvider value="categorias">
        <CategoriaList />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );

const eliminar = async (nombre: string) => {
  const boton = await screen.findByRole('button', { name: `Eliminar ${nombre}` });
  fireEvent.click(boton);
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
};

describe('Categorías: eliminar', () => {
  it('deletes after the confirmation and announces it even though its row is gone', async () => {
    const borrar = vi.fn(async () => {});
    montar(proveedor(borrar));
    await eliminar('Postres');
    expect(await screen.findByText('Categoría eliminada correctamente')).toBeTruthy();
    expect(borrar).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByText('Postres')).toBeNull());
    expect(screen.getByText('Bebidas')).toBeTruthy();
  });

  it('announces the delete even when its row has left the list before the server answers', async () => {
    // The row (and its button) unmounts first: a callback tied to the button's call would never run.
    const queryClient = new QueryClient();
    let filas = [fila(1, 'Bebidas'), fila(2, 'Postres')];
    const dataProvider = testDataProvider({
      getList: (async () => ({ data: filas, total: filas.length })) as DataProvider['getList'],
      delete: (async (_resource: string, { id }: { id: number }) => {
        const borrada = filas.find((f) => f.id === id)!;
        filas = filas.filter((f) => f.id !== id);
        await queryClient.refetchQueries({ queryKey: ['categorias', 'getList'] });
        await waitFor(() => expect(screen.queryByText('Postres')).toBeNull());
        return { data: borrada };
      }) as DataProvider['delete'],
    });
    montar(dataProvider, queryClient);
    await eliminar('Postres');
    expect(await screen.findByText('Categoría eliminada correctamente')).toBeTruthy();
  });

  it("shows the server's message in red when the delete is refused, and keeps the row", async () => {
    montar(
      proveedor(async () => {
        throw new Error('La categoría tiene subcategorías');
      }),
    );
    await eliminar('Postres');
    expect(await screen.findByText('La categoría tiene subcategorías')).toBeTruthy();
    expect(screen.getByText('Postres')).toBeTruthy();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const borrar = vi.fn(async () => {});
    montar(proveedor(borrar));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Postres' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(borrar).not.toHaveBeenCalled();
  });
});

describe('Categorías: lista', () => {
  it('pages 10 at a time with first, previous, next and last (spec §2 Paginator, §9)', async () => {
    const getList = vi.fn(
      async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
        const todas = Array.from({ length: 25 }, (_, i) =>
          fila(i + 1, `Categoría ${String(i + 1).padStart(2, '0')}`),
        );
        const desde = (pagination.page - 1) * pagination.perPage;
        return { data: todas.slice(desde, desde + pagination.perPage), total: todas.length };
      },
    );
    render(
      <AdminContext
        theme={lightTheme}
        dataProvider={testDataProvider({ getList: getList as never })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="categorias">
          <CategoriaList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Categoría 01')).toBeTruthy();
    expect(getList.mock.calls[0][1].pagination).toEqual({ page: 1, perPage: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la última página' }));
    expect(await screen.findByText('Categoría 25', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la primera página' }));
    expect(await screen.findByText('Categoría 01', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir a la página anterior' })).toBeTruthy();
  });
});
