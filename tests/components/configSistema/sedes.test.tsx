import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ConfiguracionEditar from '../../../src/pages/configSistema/ConfiguracionEditar';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, cerrarSesionLocal, fallo, iniciarSesion, ok, renderShell } from '../shell/soporte';

const adapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapter;
  cerrarSesionLocal();
});

const SEDES = [
  { id: 4, nombre: 'Centro', direccion: 'Calle 10 # 5-20', principal: true, activa: true },
  { id: 9, nombre: 'Chapinero', direccion: null, principal: false, activa: true },
];

const sede = async (nombre: string) => within(await screen.findByRole('form', { name: nombre }));
const escribir = (en: ReturnType<typeof within>, etiqueta: RegExp, valor: string) =>
  fireEvent.change(en.getByLabelText(etiqueta), { target: { value: valor } });

describe('/configSistema/editar: Sedes', () => {
  it('lists each venue with its name and address, and saves one with _method=put', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET configuraciones': ok([]),
      'GET sedes': ok(SEDES),
      'POST sedes/sede/4': (cuerpo) =>
        ok(
          {
            id: 4,
            nombre: String(cuerpo.nombre).trim(),
            direccion: cuerpo.direccion,
            principal: true,
            activa: true,
          },
          'Sede actualizada correctamente',
        ),
    });
    renderShell(<ConfiguracionEditar />);
    expect(await screen.findByRole('heading', { name: 'Sedes' })).toBeTruthy();
    const centro = await sede('Centro');
    expect((centro.getByLabelText(/Nombre de la sede/) as HTMLInputElement).value).toBe('Centro');
    expect((centro.getByLabelText(/Dirección de la sede/) as HTMLInputElement).value).toBe('Calle 10 # 5-20');
    const chapinero = await sede('Chapinero');
    expect((chapinero.getByLabelText(/Dirección de la sede/) as HTMLInputElement).value).toBe('');
    // Nothing to save until something changes.
    const guardar = centro.getByRole('button', { name: 'Guardar sede Centro' }) as HTMLButtonElement;
    expect(guardar.disabled).toBe(true);

    escribir(centro, /Nombre de la sede/, 'Sede Centro');
    escribir(centro, /Dirección de la sede/, 'Carrera 7 # 12-40');
    fireEvent.click(guardar);
    await waitFor(() => expect(api.de('POST sedes/sede/4')).toHaveLength(1));
    expect(api.de('POST sedes/sede/4')[0].cuerpo).toEqual({
      _method: 'put',
      nombre: 'Sede Centro',
      direccion: 'Carrera 7 # 12-40',
    });
    // The settings per venue take the new name; the saved venue has nothing left to save.
    expect(
      await screen.findByLabelText(/Prefijo del número de venta — Sede Centro/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      (
        (await sede('Sede Centro')).getByRole('button', {
          name: 'Guardar sede Sede Centro',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  }, 60_000);

  it('refuses an empty name in the browser without sending, and shows the server’s refusal', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET configuraciones': ok([]),
      'GET sedes': ok(SEDES),
      'POST sedes/sede/9': fallo(422, 'El campo dirección no puede tener más de 200 caracteres', {
        errors: { direccion: ['El campo dirección no puede tener más de 200 caracteres'] },
      }),
    });
    renderShell(<ConfiguracionEditar />);
    const chapinero = await sede('Chapinero');
    escribir(chapinero, /Nombre de la sede/, '   ');
    fireEvent.click(chapinero.getByRole('button', { name: 'Guardar sede Chapinero' }));
    expect(await chapinero.findByText('El campo nombre es requerido')).toBeTruthy();
    expect(api.de('POST sedes/sede/9')).toHaveLength(0);

    escribir(chapinero, /Nombre de la sede/, 'Chapinero');
    escribir(chapinero, /Dirección de la sede/, 'Calle 60');
    fireEvent.click(chapinero.getByRole('button', { name: 'Guardar sede Chapinero' }));
    expect(
      await chapinero.findByText('El campo dirección no puede tener más de 200 caracteres', {
        selector: 'p',
      }),
    ).toBeTruthy();
    expect(api.de('POST sedes/sede/9')).toHaveLength(1);
  });
});
