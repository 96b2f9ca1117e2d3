import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Invitado from '../../../src/pages/public/Invitado';
import { clearToken, setToken } from '../../../src/dataProvider/http';
import { apiFalsa, fallo, ok, renderPublica, type Respuesta } from './soporte';

const RUTAS = [{ path: '/invitado', element: <Invitado /> }];
const RUTA = '/invitado?token=tok-inv&email=mesero%40bar.co&id=42';

const api = (respuesta: Respuesta) => apiFalsa({ 'POST usuario/invitado': respuesta });

async function llenar(contrasena: string, confirmacion: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nombre/), 'Pedro');
  await user.type(screen.getByLabelText(/^Apellidos/), 'Pérez');
  await user.type(screen.getByLabelText(/^Contraseña/), contrasena);
  await user.type(screen.getByLabelText(/^Confirmar Contraseña/), confirmacion);
}

const actualizar = () => fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));

afterEach(() => clearToken());

describe('/invitado', () => {
  it("shows 'Actualizar datos' with its four fields and requires them all", async () => {
    const red = api(ok(null));
    renderPublica({ ruta: RUTA, rutas: RUTAS });
    expect(screen.getByRole('heading', { name: 'Actualizar datos' })).toBeTruthy();
    actualizar();
    await waitFor(
      () =>
        expect(
          screen.getAllByText((_, el) => el?.tagName === 'P' && el.textContent === 'El campo es requerido '),
        ).toHaveLength(4),
      { timeout: 5000 },
    );
    expect(red.de('POST usuario/invitado')).toHaveLength(0);
  });

  it("shows 'Las contraseñas no coinciden' and sends nothing when they differ", async () => {
    const red = api(ok(null));
    renderPublica({ ruta: RUTA, rutas: RUTAS });
    await llenar('Arepa-de-Choclo-2026', 'Arepa-de-Choclo-2027');
    actualizar();
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(red.de('POST usuario/invitado')).toHaveLength(0);
  });

  it('posts id, nombre, apellido, contraseña and token, then goes to /signin', async () => {
    const red = api(ok(null, 'Cuenta activada correctamente. Ya puedes iniciar sesión.'));
    const { ubicacion } = renderPublica({ ruta: RUTA, rutas: RUTAS });
    await llenar('Arepa-de-Choclo-2026', 'Arepa-de-Choclo-2026');
    actualizar();
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/signin'), { timeout: 5000 });
    expect(red.de('POST usuario/invitado')[0].cuerpo).toEqual({
      id: '42',
      token: 'tok-inv',
      nombre: 'Pedro',
      apellido: 'Pérez',
      contraseña: 'Arepa-de-Choclo-2026',
    });
  });

  it('says so in Spanish when the link was used or has expired, and stays', async () => {
    api(fallo(410, 'La invitación ha expirado. Pide al administrador que te la reenvíe.', null));
    const { ubicacion } = renderPublica({ ruta: RUTA, rutas: RUTAS });
    await llenar('Arepa-de-Choclo-2026', 'Arepa-de-Choclo-2026');
    actualizar();
    expect(
      await screen.findByText('La invitación ha expirado. Pide al administrador que te la reenvíe.'),
    ).toBeTruthy();
    expect(ubicacion.actual?.pathname).toBe('/invitado');
  });

  it('explains an incomplete link instead of showing the form', () => {
    renderPublica({ ruta: '/invitado?email=a%40b.co', rutas: RUTAS });
    expect(screen.getByText(/El enlace de invitación está incompleto/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull();
  });

  it('sends a signed-in user to /principal', async () => {
    setToken('sesion-abierta');
    const { ubicacion } = renderPublica({ ruta: RUTA, rutas: RUTAS });
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/principal'));
  });
});
