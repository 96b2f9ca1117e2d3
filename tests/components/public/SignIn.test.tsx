import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignIn from '../../../src/pages/public/SignIn';
import { pagina } from '../../../src/pages/public/useCaptchaEstado';
import { setToken } from '../../../src/dataProvider/http';
import {
  apiFalsa,
  CONFIG_ALTCHA,
  expirarCaptcha,
  fallo,
  ok,
  renderPublica,
  resolverCaptcha,
  USUARIO,
  widgetAltcha,
} from './soporte';

vi.mock('altcha/i18n', () => ({}));

const RUTAS = [{ path: '/signin', element: <SignIn /> }];

const api = (login = ok({ token: 'tok-1' })) =>
  apiFalsa({
    'GET captcha/config': CONFIG_ALTCHA,
    'POST login': login,
    'POST me': ok(USUARIO),
  });

const esperarCaptcha = () => waitFor(() => expect(widgetAltcha()).not.toBeNull());

const llenar = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Correo electrónico/), email);
  if (password) await user.type(screen.getByLabelText(/Contraseña/), password);
  return user;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/signin', () => {
  it('says the session ended when it is shown because of that, once', async () => {
    api();
    sessionStorage.setItem('comanda.sesion_terminada', '1');
    renderPublica({ ruta: '/signin', rutas: RUTAS });
    expect((await screen.findByTestId('sesion-terminada')).textContent).toBe(
      'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
    );
    await esperarCaptcha();
    expect(sessionStorage.getItem('comanda.sesion_terminada')).toBeNull();
  });

  it('says nothing of a session on a plain visit', async () => {
    api();
    renderPublica({ ruta: '/signin', rutas: RUTAS });
    await esperarCaptcha();
    expect(screen.queryByTestId('sesion-terminada')).toBeNull();
  });

  it('shows the fields, the captcha and the links to /forgotpassword and /signup', async () => {
    api();
    renderPublica({ ruta: '/signin', rutas: RUTAS });
    expect(screen.getByLabelText(/Correo electrónico/)).toBeTruthy();
    expect(screen.getByLabelText(/Contraseña/)).toBeTruthy();
    await esperarCaptcha();
    expect(widgetAltcha()?.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/signup');
  });

  it('shows the spec messages for empty email, empty password and missing captcha, with a red border', async () => {
    const red = api();
    renderPublica({ ruta: '/signin', rutas: RUTAS });
    await esperarCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Se debe de ingresar un correo electronico valido')).toBeTruthy();
    expect(screen.getByText('Se debe de ingresar una contraseña')).toBeTruthy();
    expect(screen.getByText('Ops!! debes de llenar la casilla de captcha para continuar !')).toBeTruthy();
    expect(screen.getByTestId('captcha').getAttribute('data-error')).toBe('true');
    expect(red.de('POST login')).toHaveLength(0);
  });

  it('does not call the API without a solved captcha even when the fields are valid', async () => {
    const red = api();
    renderPublica({ ruta: '/signin', rutas: RUTAS });
    await esperarCaptcha();
    await llenar('ana@bar.co', 'secreta1');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('Ops!! debes de llenar la casilla de captcha para continuar !'),
    ).toBeTruthy();
    act(() => resolverCaptcha());
    await waitFor(() => expect(screen.getByTestId('captcha').getAttribute('data-error')).toBe('false'));
    expect(red.de('POST login')).toHaveLength(0);
  });

  it('Enter in the password field signs in with the spec payload, then loads me, notifies and goes to /principal', async () => {
    const red = api();
    const { ubicacion } = renderPublica({ ruta: '/signin', rutas: RUTAS });
    await esperarCaptcha();
    act(() => resolverCaptcha('payload-1'));
    await llenar('ana@bar.co', 'secreta1{Enter}');
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/principal'));
    expect(red.de('POST login')[0].cuerpo).toEqual({
      email: 'ana@bar.co',
      password: 'secreta1',
      method: 'login',
      invitation: 'null',
      recaptchaToken: 'payload-1',
    });
    expect(red.de('POST me')[0].autorizacion).toBe('Bearer tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(await screen.findByText('Has iniciado sesión correctamente')).toBeTruthy();
  });

  it('goes back to the remembered origin after signing in', async () => {
    api();
    const { ubicacion } = renderPublica({
      ruta: '/signin',
      rutas: RUTAS,
      estado: { nextPathname: '/categorias', nextSearch: '?page=2' },
    });
    await esperarCaptcha();
    act(() => resolverCaptcha());
    await llenar('ana@bar.co', 'secreta1{Enter}');
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/categorias'));
    expect(ubicacion.actual?.search).toBe('?page=2');
  });

  it("shows the server's error message and asks for a new captcha", async () => {
    const red = api(fallo(401, 'Usuario o contraseña incorrectos'));
    const { ubicacion } = renderPublica({ ruta: '/signin', rutas: RUTAS });
    await esperarCaptcha();
    act(() => resolverCaptcha());
    const primero = widgetAltcha();
    await llenar('ana@bar.co', 'mala{Enter}');
    expect(await screen.findByText('Usuario o contraseña incorrectos')).toBeTruthy();
    expect(ubicacion.actual?.pathname).toBe('/signin');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(widgetAltcha()).not.toBe(primero));
    expect(red.de('POST me')).toHaveLength(0);
  });

  it('reloads the sign-in page every 5 s while the captcha-expired error lasts (spec §4)', async () => {
    const recargar = vi.spyOn(pagina, 'recargar').mockImplementation(() => undefined);
    api();
    renderPublica({ ruta: '/signin', rutas: RUTAS });
    await esperarCaptcha();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    act(() => resolverCaptcha());
    act(() => expirarCaptcha());
    act(() => vi.advanceTimersByTime(4_900));
    expect(recargar).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(recargar).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(recargar).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(widgetAltcha()).not.toBeNull());
    act(() => resolverCaptcha());
    act(() => vi.advanceTimersByTime(15_000));
    expect(recargar).toHaveBeenCalledTimes(2);
    recargar.mockRestore();
  });

  it('flags an expired captcha and reloads it every 5 s until it is solved again', async () => {
    vi.spyOn(pagina, 'recargar').mockImplementation(() => undefined);
    api();
    renderPublica({ ruta: '/signin', rutas: RUTAS });
    await esperarCaptcha();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    act(() => resolverCaptcha());
    act(() => expirarCaptcha());
    expect(screen.getByText('Ops!!, el captcha ha expirado, por favor recarga la pagina')).toBeTruthy();
    expect(screen.getByTestId('captcha').getAttribute('data-error')).toBe('true');

    const antes = widgetAltcha();
    act(() => vi.advanceTimersByTime(4_900));
    expect(widgetAltcha()).toBe(antes);
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(widgetAltcha()).not.toBeNull());
    const recargado = widgetAltcha();
    expect(recargado).not.toBe(antes);
    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(widgetAltcha()).not.toBeNull());
    expect(widgetAltcha()).not.toBe(recargado);

    act(() => resolverCaptcha());
    expect(screen.queryByText('Ops!!, el captcha ha expirado, por favor recarga la pagina')).toBeNull();
    const resuelto = widgetAltcha();
    act(() => vi.advanceTimersByTime(15_000));
    expect(widgetAltcha()).toBe(resuelto);
  });

  it('sends a signed-in user to /principal', () => {
    api();
    setToken('ya-tengo');
    const { ubicacion } = renderPublica({ ruta: '/signin', rutas: RUTAS });
    expect(ubicacion.actual?.pathname).toBe('/principal');
  });
});
