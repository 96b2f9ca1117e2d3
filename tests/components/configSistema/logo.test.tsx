import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ConfiguracionEditar from '../../../src/pages/configSistema/ConfiguracionEditar';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, cerrarSesionLocal, iniciarSesion, ok, renderShell } from '../shell/soporte';

const adapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapter;
  cerrarSesionLocal();
});

const T = { timeout: 10_000 };

describe('/configSistema/editar: the receipts’ logo', () => {
  it('shows the stored logo, uploads a new image as multipart and removes it', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET configuraciones': ok([{ id: 1, nombre: 'logo', valor: 'logos/viejo.png' }]),
      'GET sedes': ok([]),
      'POST configuraciones/logo': ok(
        { logo: '/api/uploads/logos/nuevo.png' },
        'Logo guardado correctamente',
      ),
      'DELETE configuraciones/logo': ok({ logo: null }, 'Logo eliminado correctamente'),
    });
    renderShell(<ConfiguracionEditar />);
    const img = (await screen.findByRole('img', { name: 'Logo de la empresa' }, T)) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/uploads/logos/viejo.png');

    // A file that is no image is refused in the browser, nothing sent.
    const entrada = document.querySelector('input[name="logo"]') as HTMLInputElement;
    fireEvent.change(entrada, {
      target: { files: [new File(['hola'], 'nota.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('El logo debe ser una imagen PNG, JPG, WEBP o GIF')).toBeTruthy();
    expect(api.de('POST configuraciones/logo')).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(entrada, { target: { files: [png] } });
    await waitFor(() => expect(api.de('POST configuraciones/logo')).toHaveLength(1));
    const cuerpo = api.de('POST configuraciones/logo')[0].cuerpo as unknown as FormData;
    expect(cuerpo).toBeInstanceOf(FormData);
    expect((cuerpo.get('logo') as File).name).toBe('logo.png');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo de la empresa' }).getAttribute('src')).toBe(
        '/api/uploads/logos/nuevo.png',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Quitar logo' }));
    expect(await screen.findByText('Sin logo', {}, T)).toBeTruthy();
    expect(api.de('DELETE configuraciones/logo')).toHaveLength(1);
  }, 30_000);
});
