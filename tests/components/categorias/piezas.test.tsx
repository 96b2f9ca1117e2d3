import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../../src/components/ConfirmDialog';
import { spanishRoutes } from '../../../src/resources/spanishRoutes';
import { i18nProvider } from '../../../src/i18n';

const Ubicacion = () => <p data-testid="ubicacion">{useLocation().pathname}</p>;

describe('ConfirmDialog (spec §2)', () => {
  it("offers 'Cancelar' and 'Si' and confirms only when its data is non-empty", () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ConfirmDialog open data={null} variant="delete" onConfirm={onConfirm} onClose={onClose} />
      </AdminContext>,
    );
    expect(screen.getByText('Eliminar registro')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(onConfirm).not.toHaveBeenCalled();

    rerender(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ConfirmDialog open data={{ id: 3 }} variant="delete" onConfirm={onConfirm} onClose={onClose} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(onConfirm).toHaveBeenCalledWith({ id: 3 });
  });
});

describe('Spanish resource paths', () => {
  const def = { create: () => <p>crear</p>, edit: () => <p>editar</p> };
  const montar = (ruta: string) =>
    render(
      <TestMemoryRouter initialEntries={[ruta]}>
        <Routes>
          <Route path="/categorias/*" element={<Routes>{spanishRoutes(def)}</Routes>} />
        </Routes>
        <Ubicacion />
      </TestMemoryRouter>,
    );

  it('redirects react-admin’s /create to /registrar', async () => {
    montar('/categorias/create');
    expect(await screen.findByText('crear')).toBeTruthy();
    expect(screen.getByTestId('ubicacion').textContent).toBe('/categorias/registrar');
  });

  it('redirects react-admin’s /:id to /editar/:id', async () => {
    montar('/categorias/7');
    expect(await screen.findByText('editar')).toBeTruthy();
    expect(screen.getByTestId('ubicacion').textContent).toBe('/categorias/editar/7');
  });
});
