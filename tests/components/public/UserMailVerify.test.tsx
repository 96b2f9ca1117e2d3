import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UserMailVerify from '../../../src/pages/public/UserMailVerify';
import { apiFalsa, fallo, ok, renderPublica, type Manejador, type Respuesta } from './soporte';

const RUTAS = [{ path: '/usermailverify', element: <UserMailVerify /> }];

let n = 0;
/** Each test verifies its own token (verifications are remembered per token and email). */
const ruta = () => `/usermailverify?token=tok-${++n}&email=ana%40bar.co`;

const api = (respuesta: Manejador) => apiFalsa({ 'POST mail/verification': respuesta });

const estado = () => document.querySelector('[data-estado]')?.getAttribute('data-estado');

afterEach(() => {
  vi.useRealTimers();
});

describe('/usermailverify', () => {
  it('shows the verifying state first, then success, and goes to the root after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let responder: (r: Respuesta) => void = () => undefined;
    const red = api(() => new Promise<Respuesta>((resolve) => (responder = resolve)));
    const r = ruta();
    const { ubicacion } = renderPublica({ ruta: r, rutas: RUTAS });
    expect(estado()).toBe('verifying');
    expect(screen.getByText('Estamos verificando tu correo electrónico...')).toBeTruthy();
    await waitFor(() => expect(red.llamadas).toHaveLength(1));
    expect(red.llamadas[0].cuerpo).toEqual({ token: `tok-${n}`, email: 'ana@bar.co' });
    await act(async () => responder(ok([], 'Correo verificado', { message_object: { estado: 'success' } })));
    await waitFor(() => expect(estado()).toBe('success'));
    expect(screen.getByTestId('CheckCircleOutlineIcon')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4_400));
    expect(ubicacion.actual?.pathname).toBe('/usermailverify');
    await act(() => vi.advanceTimersByTimeAsync(700));
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/'));
  });

  it('shows alreadyVerified and also goes to the root after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api(ok([], 'Ya verificado', { message_object: { estado: 'alreadyVerified' } }));
    const { ubicacion } = renderPublica({ ruta: ruta(), rutas: RUTAS });
    await waitFor(() => expect(estado()).toBe('alreadyVerified'));
    expect(screen.getByText(/ya estaba verificado/)).toBeTruthy();
    expect(screen.getByTestId('MarkEmailReadOutlinedIcon')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_200));
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/'));
  });

  it('shows the error state asking to contact support on 404, and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api(fallo(404, 'Token inválido', [], { message_object: { estado: 'error' } }));
    const { ubicacion } = renderPublica({ ruta: ruta(), rutas: RUTAS });
    await waitFor(() => expect(estado()).toBe('error'));
    expect(screen.getByText(/comunícate con soporte/)).toBeTruthy();
    expect(screen.getByTestId('ErrorOutlineIcon')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(ubicacion.actual?.pathname).toBe('/usermailverify');
  });

  it('shows the error state without calling the API when the link lacks token or email', async () => {
    const red = api(ok([]));
    renderPublica({ ruta: '/usermailverify?email=ana%40bar.co', rutas: RUTAS });
    await waitFor(() => expect(estado()).toBe('error'));
    expect(red.llamadas).toHaveLength(0);
  });
});
