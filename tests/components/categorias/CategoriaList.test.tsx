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
import { i18nProvider } from '../../../src/i18n';
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

const montar = (dataProvider: DataProvider) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
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
