import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgotPassword from '../../../src/pages/public/ForgotPassword';
import { setToken } from '../../../src/dataProvider/http';
import { apiFalsa, fallo, ok, renderPublica, type Respuesta } from './soporte';

const RUTAS = [{ path: '/forgotpassword', element: <ForgotPassword /> }];

const api = (respuesta: Respuesta) => apiFalsa({ 'POST forgotPassword': respuesta });

const escribirCorreo = async (texto: string) => {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  await user.type(screen.getByLabelText(/Correo electrónico/), texto);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('/forgotpassword', () => {
  it("has the 'Regresar' and 'Enviar Correo' buttons; 'Regresar' goes to the root", () => {
    api(ok([]));
    const { ubicacion } = renderPublica({ ruta: '/forgotpassword', rutas: RUTAS });
    expect(screen.getByRole('button', { name: 'Enviar Correo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(ubicacion.actual?.pathname).toBe('/');
  });

  it("validates the email: 'El campo es requerido' (no trailing space) and 'El email no es válido'", async () => {
    const red = api(ok([]));
    renderPublica({ ruta: '/forgotpassword', rutas: RUTAS });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Correo' }));
    const ayuda = await screen.findByText('El campo es requerido');
    expect(ayuda.textContent).toBe('El campo es requerido');
    await escribirCorreo('ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Correo' }));
    expect(await screen.findByText('El email no es válido')).toBeTruthy();
    expect(red.de('POST forgotPassword')).toHaveLength(0);
  });

  it('shows the success alert and goes to the root after 3.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const red = api(ok([], 'Te enviamos un correo para restablecer tu contraseña'));
    const { ubicacion } = renderPublica({ ruta: '/forgotpassword', rutas: RUTAS });
    await escribirCorreo('ana@bar.co');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Correo' }));
    expect(await screen.findByText('Te enviamos un correo para restablecer tu contraseña')).toBeTruthy();
    expect(red.de('POST forgotPassword')[0].cuerpo).toEqual({ email: 'ana@bar.co' });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(ubicacion.actual?.pathname).toBe('/forgotpassword');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/'));
  });

  it("shows the server's message on failure and stays", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api(fallo(404, 'No existe un usuario con ese correo'));
    const { ubicacion } = renderPublica({ ruta: '/forgotpassword', rutas: RUTAS });
    await escribirCorreo('nadie@bar.co');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Correo' }));
    expect(await screen.findByText('No existe un usuario con ese correo')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(ubicacion.actual?.pathname).toBe('/forgotpassword');
  });

  it('sends a signed-in user to /principal', () => {
    setToken('ya-tengo');
    const { ubicacion } = renderPublica({ ruta: '/forgotpassword', rutas: RUTAS });
    expect(ubicacion.actual?.pathname).toBe('/principal');
  });
});
