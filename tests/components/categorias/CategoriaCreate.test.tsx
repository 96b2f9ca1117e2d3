import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../../src/i18n';
import { CategoriaCreate } from '../../../src/resources/categorias/CategoriaCreate';
import { categoria } from '../msw/registros';
import { api, ok, usarApiFalsa } from '../msw/servidor';

usarApiFalsa();
beforeEach(() => {
  api({ 'GET categorias/padres': ok([categoria({ id: 1, nombre: 'Bebidas' })]) });
});

const montar = (create = vi.fn()) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ create: create as never })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <ResourceContextProvider value="categorias">
        <CategoriaCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('Registrar categoría', () => {
  it("shows the parent select with 'Seleccionar una opción' and the icon upload", async () => {
    montar();
    expect(await screen.findByLabelText('Categoría padre')).toBeTruthy();
    expect((screen.getByLabelText('Categoría padre') as HTMLInputElement).value).toBe(
      'Seleccionar una opción',
    );
    expect(screen.getByText('Imagen PNG, JPG, WEBP o GIF de hasta 2 MB')).toBeTruthy();
  });

  it('requires the name and saves nothing without it', async () => {
    const create = vi.fn();
    montar(create);
    const guardar = await screen.findByRole('button', { name: 'Guardar' });
    fireEvent.change(screen.getByLabelText(/Nombre/), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText(/Nombre/), { target: { value: '' } });
    fireEvent.click(guardar);
    await waitFor(() => expect(screen.getAllByText(/requerido|obligatorio/i).length).toBeGreaterThan(0));
    expect(create).not.toHaveBeenCalled();
  });
});

describe('Icono de la categoría', () => {
  const soltar = async (archivo: File) => {
    const { container } = montar();
    await screen.findByLabelText('Categoría padre');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [archivo] } });
  };

  it('says in Spanish, at the field, that a file over 2 MB is refused', async () => {
    const foto = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'foto.jpg', { type: 'image/jpeg' });
    await soltar(foto);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La imagen pesa más de 2 MB: redúcela o elige otra',
    );
  });

  it('says in Spanish that a file of another type is refused', async () => {
    await soltar(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El archivo no es una imagen PNG, JPG, WEBP o GIF',
    );
  });
});
