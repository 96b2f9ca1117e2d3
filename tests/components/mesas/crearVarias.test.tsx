import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mesas } from '../../../common/catalogos';
import type { Sede } from '../../../common/registros';
import { api, fallo, ok, usarApiFalsa } from '../msw/servidor';
import { montarCatalogo } from '../catalogo/soporte';

usarApiFalsa();

const centro: Sede = { id: 4, nombre: 'Centro', direccion: null, principal: true, activa: true };
const norte: Sede = { id: 7, nombre: 'Norte', direccion: 'Calle 100', principal: false, activa: true };
const vacia = { current_page: 1, data: [], per_page: 10, total: 0, last_page: 1 };

const abrir = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Crear varias mesas' }));
  return screen.findByRole('dialog', { name: 'Crear varias mesas' });
};

describe('Mesas: Crear varias mesas', () => {
  it('comes with the only venue chosen, Mesa 1 to 12, and sends them in one request', async () => {
    const red = api({
      'GET sedes': ok([centro]),
      'GET mesas': ok(vacia),
      'POST mesas/varias': ok(
        { creadas: [{ id: 1, nombre: 'Mesa 1' }], omitidas: [] },
        'Se crearon 12 mesas',
      ),
    });
    montarCatalogo(mesas, '/mesas');
    const dialogo = await abrir();
    await waitFor(() =>
      expect(within(dialogo).getByRole('combobox', { name: /Sede/ }).textContent).toBe('Centro'),
    );
    expect((within(dialogo).getByLabelText(/Nombre/) as HTMLInputElement).value).toBe('Mesa');
    expect((within(dialogo).getByLabelText(/Desde el número/) as HTMLInputElement).value).toBe('1');
    expect((within(dialogo).getByLabelText(/Hasta el número/) as HTMLInputElement).value).toBe('12');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear mesas' }));
    expect(await screen.findByText('Se crearon 12 mesas')).toBeTruthy();
    const [envio] = red.de('POST mesas/varias');
    expect(envio.cuerpo).toMatchObject({ id_sede: 4, prefijo: 'Mesa', desde: '1', hasta: '12' });
  });

  it('asks for the venue when there are several', async () => {
    api({ 'GET sedes': ok([centro, norte]), 'GET mesas': ok(vacia) });
    montarCatalogo(mesas, '/mesas');
    const dialogo = await abrir();
    await waitFor(() =>
      expect(within(dialogo).getByRole('combobox', { name: /Sede/ }).textContent).not.toBe('Centro'),
    );
    expect((within(dialogo).getByRole('button', { name: 'Crear mesas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the server’s Spanish refusal at its field and stays open', async () => {
    api({
      'GET sedes': ok([centro]),
      'GET mesas': ok(vacia),
      'POST mesas/varias': fallo(422, 'Puedes crear como máximo 100 mesas a la vez', {
        errors: { hasta: ['Puedes crear como máximo 100 mesas a la vez'] },
      }),
    });
    montarCatalogo(mesas, '/mesas');
    const dialogo = await abrir();
    await waitFor(() =>
      expect(within(dialogo).getByRole('combobox', { name: /Sede/ }).textContent).toBe('Centro'),
    );
    fireEvent.change(within(dialogo).getByLabelText(/Hasta el número/), { target: { value: '500' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear mesas' }));
    expect(await within(dialogo).findByText('Puedes crear como máximo 100 mesas a la vez')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Crear varias mesas' })).toBeTruthy();
  });
});
