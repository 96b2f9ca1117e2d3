import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResetPassword from '../../../src/pages/public/ResetPassword';
import { apiFalsa, fallo, ok, renderPublica, type Respuesta } from './soporte';

const RUTAS = [{ path: '/resetpassword', element: <ResetPassword /> }];
const RUTA = '/resetpassword?valJp=tok-reset&email=ana%40bar.co';
const NO_COINCIDEN = 'Ops!! las contraseñas no coinciden';

const api = (respuesta: Respuesta) => apiFalsa({ 'POST passwordReset': respuesta });

const llenar = async (nueva: string, confirmacion: string) => {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  await user.type(screen.getByLabelText(/Nueva contraseña/), nueva);
  await user.type(screen.getByLabelText(/Confirmar contraseña/), confirmacion);
};

const restablecer = () => fireEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('/resetpassword', () => {
  it("requires both fields with 'El campo es requerido '", async () => {
    const red = api(ok([]));
    renderPublica({ ruta: RUTA, rutas: RUTAS });
    restablecer();
    await waitFor(() =>
      expect(
        screen.getAllByText((_, el) => el?.tagName === 'P' && el.textContent === 'El campo es requerido '),
      ).toHaveLength(2),
    );
    expect(red.de('POST passwordReset')).toHaveLength(0);
  });

  it('has show/hide toggles on both fields', async () => {
    renderPublica({ ruta: RUTA, rutas: RUTAS });
    const nueva = screen.getByLabelText(/Nueva contraseña/) as HTMLInputElement;
    expect(nueva.type).toBe('password');
    const toggles = screen.getAllByRole('button', { name: /show|mostrar/i });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[0]);
    await waitFor(() =>
      expect((screen.getByLabelText(/Nueva contraseña/) as HTMLInputElement).type).toBe('text'),
    );
  });

  it('shows the mismatch alert for 10 s and does not call the API', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const red = api(ok([]));
    renderPublica({ ruta: RUTA, rutas: RUTAS });
    await llenar('secreta1', 'secreta2');
    restablecer();
    expect(await screen.findByText(NO_COINCIDEN)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText(NO_COINCIDEN)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    await waitFor(() => expect(screen.queryByText(NO_COINCIDEN)).toBeNull());
    expect(red.de('POST passwordReset')).toHaveLength(0);
  });

  it('posts password, token (valJp) and email, shows the message and goes to the root after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const red = api(ok([], 'Contraseña actualizada correctamente'));
    const { ubicacion } = renderPublica({ ruta: RUTA, rutas: RUTAS });
    await llenar('secreta1', 'secreta1');
    restablecer();
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeTruthy();
    expect(red.de('POST passwordReset')[0].cuerpo).toEqual({
      password: 'secreta1',
      token: 'tok-reset',
      email: 'ana@bar.co',
    });
    await act(() => vi.advanceTimersByTimeAsync(4_400));
    expect(ubicacion.actual?.pathname).toBe('/resetpassword');
    await act(() => vi.advanceTimersByTimeAsync(700));
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/'));
  });

  it("shows a 404's message as an error and stays", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api(
      fallo(404, 'El enlace para restablecer la contraseña no es válido', [], {
        message_object: { estado: 'error' },
      }),
    );
    const { ubicacion } = renderPublica({ ruta: RUTA, rutas: RUTAS });
    await llenar('secreta1', 'secreta1');
    restablecer();
    const alerta = await screen.findByText('El enlace para restablecer la contraseña no es válido');
    expect(alerta.closest('.MuiAlert-root')?.className).toMatch(/Error/);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(ubicacion.actual?.pathname).toBe('/resetpassword');
  });

  it.each(['/resetpassword', '/resetpassword?valJp=tok-reset', '/resetpassword?email=ana%40bar.co'])(
    '%s without its token and e-mail says so and offers a new link, with no form',
    (ruta) => {
      api(ok([]));
      renderPublica({ ruta, rutas: RUTAS });
      expect(screen.getByText(/El enlace para restablecer la contraseña está incompleto/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' }).getAttribute('href')).toBe(
        '/forgotpassword',
      );
      expect(screen.queryByLabelText(/Nueva contraseña/)).toBeNull();
    },
  );

  it('a used or expired link (404) offers to ask for a new one', async () => {
    api(fallo(404, 'El enlace para restablecer la contraseña no es válido'));
    renderPublica({ ruta: RUTA, rutas: RUTAS });
    await llenar('secreta1', 'secreta1');
    restablecer();
    await screen.findByText(/El enlace para restablecer la contraseña no es válido/);
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
  });
});
