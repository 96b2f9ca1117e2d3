import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  memoryStore,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import proveedor from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { Notificaciones } from '../../../src/notifications';
import { CategoriaList } from '../../../src/resources/categorias/CategoriaList';
import { CategoriaEdit } from '../../../src/resources/categorias/CategoriaEdit';
import { api, ok, usarApiFalsa } from '../msw/servidor';

usarApiFalsa();

const fila = (id: number, nombre: string) => ({ id, nombre, icono: null, categoria_padre: null });

const Ruta = () => <div data-testid="ruta">{useLocation().pathname}</div>;

/** The list and the edit page at their Spanish paths, as App.tsx wires them, with the app's toasts. */
function montar(ruta: string, borrar: (id: number) => Promise<void>) {
  let filas = [fila(1, 'Bebidas'), fila(2, 'Postres')];
  api({ 'GET categorias/padres': ok([]) });
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: filas, total: filas.length })) as DataProvider['getList'],
    getOne: (async (_r: string, { id }: { id: number }) => ({
      data: filas.find((f) => f.id === Number(id))!,
    })) as DataProvider['getOne'],
    delete: (async (_r: string, { id }: { id: number }) => {
      await borrar(id);
      const borrada = filas.find((f) => f.id === id)!;
      filas = filas.filter((f) => f.id !== id);
      return { data: borrada };
    }) as DataProvider['delete'],
    consultar: proveedor.consultar,
  });
  return render(
    <TestMemoryRouter initialEntries={[ruta]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <ResourceContextProvider value="categorias">
          <Routes>
            <Route path="/categorias" element={<CategoriaList />} />
            <Route path="/categorias/editar/:id" element={<CategoriaEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Ruta />
        <Notificaciones />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const abrirDialogo = async (nombre: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Eliminar ${nombre}` }));
  return screen.findByRole('dialog');
};

const ruta = () => screen.getByTestId('ruta').textContent;

describe('delete confirmation in the Categorías list (spec §2)', () => {
  it('names the record, offers Cancelar and Si, and starts on Cancelar', async () => {
    montar('/categorias', async () => {});
    const dialogo = await abrirDialogo('Postres');
    expect(within(dialogo).getByText('¿Estás seguro de eliminar «Postres»?')).toBeTruthy();
    const botones = within(dialogo)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(botones).toEqual(['Cancelar', 'Si']);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialogo).getByRole('button', { name: 'Cancelar' })),
    );
  });

  it("'Cancelar' closes the dialog and stays on the list", async () => {
    const borrar = vi.fn(async () => {});
    montar('/categorias', borrar);
    const dialogo = await abrirDialogo('Postres');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ruta()).toBe('/categorias');
    expect(borrar).not.toHaveBeenCalled();
  });

  it('a click outside the dialog closes it and stays on the list', async () => {
    montar('/categorias', async () => {});
    await abrirDialogo('Postres');
    const fondo = document.querySelector('.MuiBackdrop-root')!;
    fireEvent.mouseDown(fondo);
    fireEvent.click(fondo);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ruta()).toBe('/categorias');
  });

  it("a refused delete shows the server's message, titled, and leaves the user on the list", async () => {
    montar('/categorias', async () => {
      throw new HttpError('La categoría tiene subcategorías', 409);
    });
    const dialogo = await abrirDialogo('Postres');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Si' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('La categoría tiene subcategorías');
    expect(alerta.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Error');
    expect(ruta()).toBe('/categorias');
    expect(screen.getByText('Postres')).toBeTruthy();
  });

  it("'Si' deletes, announces it in green and stays on the list", async () => {
    const borrar = vi.fn(async () => {});
    montar('/categorias', borrar);
    const dialogo = await abrirDialogo('Postres');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Si' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('Categoría eliminada correctamente');
    expect(alerta.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Operación exitosa');
    expect(borrar).toHaveBeenCalledWith(2);
    expect(ruta()).toBe('/categorias');
  });
});

describe('delete on the edit page: the same confirmation', () => {
  it("uses the app's dialog (no CONFIRMAR, no 'este categoria'), leaks no record attribute, then goes to the list", async () => {
    const borrar = vi.fn(async () => {});
    const { container } = montar('/categorias/editar/1', borrar);
    const boton = await screen.findByRole('button', { name: 'Eliminar Bebidas' });
    expect(container.querySelector('[record]')).toBeNull();
    fireEvent.click(boton);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('¿Estás seguro de eliminar «Bebidas»?')).toBeTruthy();
    expect(
      within(dialogo)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancelar', 'Si']);
    expect(dialogo.textContent).not.toMatch(/confirmar|este categoria/i);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Si' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Operación exitosa');
    expect(alerta.textContent).toContain('Categoría eliminada correctamente');
    expect(alerta.textContent).not.toContain('Elemento eliminado');
    await waitFor(() => expect(ruta()).toBe('/categorias'));
    expect(borrar).toHaveBeenCalledWith(1);
  });

  it("asks for the name with the spec's required message", async () => {
    montar('/categorias/editar/1', async () => {});
    const nombre = await screen.findByDisplayValue('Bebidas');
    fireEvent.change(nombre, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/^El campo es requerido/)).toBeTruthy();
  });
});
