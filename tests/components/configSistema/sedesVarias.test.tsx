import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ConfiguracionEditar from '../../../src/pages/configSistema/ConfiguracionEditar';
import SelectorSedeCabecera from '../../../src/pos/sede/SelectorSedeCabecera';
import { http } from '../../../src/dataProvider/http';
import {
  apiFalsa,
  cerrarSesionLocal,
  fallo,
  iniciarSesion,
  ok,
  renderShell,
  usuarioDePrueba,
} from '../shell/soporte';

const adapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapter;
  cerrarSesionLocal();
  localStorage.clear();
});

const CENTRO = { id: 4, nombre: 'Centro', direccion: 'Calle 10 # 5-20', principal: true, activa: true };
const NORTE = { id: 9, nombre: 'Norte', direccion: null, principal: false, activa: true };
const SUR = { id: 12, nombre: 'Sur', direccion: null, principal: false, activa: false };

const formulario = async (nombre: string) => within(await screen.findByRole('form', { name: nombre }));

describe('/configSistema/editar: several venues (issue 30)', () => {
  it('creates a venue, which joins the list; at the plan’s limit the server’s Spanish refusal shows', async () => {
    iniciarSesion();
    let intentos = 0;
    const api = apiFalsa({
      'GET configuraciones': ok([]),
      'GET sedes': ok([CENTRO]),
      'POST sedes/sede': (cuerpo) =>
        ++intentos === 1
          ? ok(
              { id: 9, nombre: cuerpo.nombre, direccion: cuerpo.direccion, principal: false, activa: true },
              'Sede creada correctamente',
            )
          : fallo(402, 'Tu plan permite 2 sedes activas; mejora tu plan para tener más', {
              recurso: 'sedes',
              limite: 2,
            }),
    });
    renderShell(<ConfiguracionEditar />);
    const nueva = await formulario('Nueva sede');
    fireEvent.change(nueva.getByLabelText(/Nombre de la sede/), { target: { value: 'Norte' } });
    fireEvent.change(nueva.getByLabelText(/Dirección de la sede/), { target: { value: 'Calle 140' } });
    fireEvent.click(nueva.getByRole('button', { name: 'Crear sede' }));
    await waitFor(() => expect(api.de('POST sedes/sede')).toHaveLength(1));
    expect(api.de('POST sedes/sede')[0].cuerpo).toEqual({ nombre: 'Norte', direccion: 'Calle 140' });
    expect(await formulario('Norte')).toBeTruthy();
    // The new venue's form is empty again.
    expect(
      ((await formulario('Nueva sede')).getByLabelText(/Nombre de la sede/) as HTMLInputElement).value,
    ).toBe('');

    const otra = await formulario('Nueva sede');
    fireEvent.change(otra.getByLabelText(/Nombre de la sede/), { target: { value: 'Sur' } });
    fireEvent.click(otra.getByRole('button', { name: 'Crear sede' }));
    expect(
      await screen.findByText(
        'Tu plan permite 2 sedes activas; mejora tu plan para tener más',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sur' })).toBeNull();
  }, 60_000);

  it('deactivates and activates a venue; the main one has no such button', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET configuraciones': ok([]),
      'GET sedes': ok([CENTRO, NORTE]),
      'POST sedes/sede/9/desactivar': ok({ ...NORTE, activa: false }, 'Sede desactivada correctamente'),
      'POST sedes/sede/9/activar': ok(NORTE, 'Sede activada correctamente'),
    });
    renderShell(<ConfiguracionEditar />);
    const centro = await formulario('Centro');
    expect(centro.queryByRole('button', { name: /Desactivar/ })).toBeNull();
    fireEvent.click((await formulario('Norte')).getByRole('button', { name: 'Desactivar sede Norte' }));
    await waitFor(() => expect(api.de('POST sedes/sede/9/desactivar')).toHaveLength(1));
    const norte = await formulario('Norte');
    expect(await norte.findByText('Inactiva')).toBeTruthy();
    fireEvent.click(norte.getByRole('button', { name: 'Activar sede Norte' }));
    await waitFor(() => expect(api.de('POST sedes/sede/9/activar')).toHaveLength(1));
    await waitFor(() => expect(norte.queryByText('Inactiva')).toBeNull());
  }, 60_000);
});

describe('the header’s venue picker (issue 30)', () => {
  it('offers the active venues, starts at the main one and remembers the choice per user', async () => {
    iniciarSesion(usuarioDePrueba({ user: { id: 31 } }));
    apiFalsa({ 'GET sedes': ok([CENTRO, NORTE, SUR]) });
    renderShell(<SelectorSedeCabecera />);
    const selector = await screen.findByRole('combobox', { name: 'Sede actual' });
    expect(selector.textContent).toBe('Centro');
    fireEvent.mouseDown(selector);
    const opciones = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual(['Centro', 'Norte']);
    fireEvent.click(opciones[1]);
    await waitFor(() => expect(selector.textContent).toBe('Norte'));
    expect(localStorage.getItem('comanda.sede.31')).toBe('9');
  });

  it('is not shown with a single active venue', async () => {
    iniciarSesion();
    const api = apiFalsa({ 'GET sedes': ok([CENTRO, SUR]) });
    const { container } = renderShell(<SelectorSedeCabecera />);
    await waitFor(() => expect(api.de('GET sedes')).toHaveLength(1));
    expect(container.querySelector('[data-testid="sede-actual"]')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
