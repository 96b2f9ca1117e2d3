import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Workbox, WorkboxEvent } from 'workbox-window';
import { Layout } from '../../../src/layout';
import { conectar } from '../../../src/pwa/registro';
import { olvidarNuevaVersion } from '../../../src/pwa/nuevaVersion';
import { cerrarSesionLocal, iniciarSesion, paginas, renderShell } from './soporte';

/**
 * The update prompt (issue 30) over workbox-window's own Workbox: jsdom has no service workers, so the test plays
 * the browser's part by dispatching the lifecycle events a registration reports (a new worker `waiting`, then
 * `controlling` once it took over), and lends Workbox the one part of `navigator.serviceWorker` its constructor
 * touches (an event target it listens to for messages). The real worker's install, control and offline start are
 * in tests/e2e/pwa.test.ts.
 */
/** The prompt (the app bar has a button named 'Actualizar' too: react-admin's refresh). */
const aviso = () => within(screen.getByTestId('aviso-actualizacion'));

const renderConWorkbox = () => {
  Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
  const wb = new Workbox('/sw.js', { scope: '/' });
  const activar = vi.spyOn(wb, 'messageSkipWaiting').mockImplementation(() => undefined);
  const recargar = vi.fn();
  conectar(wb, recargar);
  iniciarSesion();
  renderShell(<Layout>{paginas({ '/principal': <button type="button">Cobrar venta</button> })}</Layout>);
  const reportar = (tipo: 'waiting' | 'controlling') =>
    act(() => wb.dispatchEvent(new WorkboxEvent(tipo, {})));
  return { activar, recargar, reportar };
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  act(() => olvidarNuevaVersion());
  cerrarSesionLocal();
  vi.restoreAllMocks();
});

describe('Aviso de nueva versión (issue 30)', () => {
  it('is not shown while no new version waits', async () => {
    renderConWorkbox();
    expect(await screen.findByRole('button', { name: 'Cobrar venta' })).toBeTruthy();
    expect(screen.queryByText('Nueva versión disponible')).toBeNull();
    expect(screen.queryByTestId('aviso-actualizacion')).toBeNull();
  });

  it("shows 'Nueva versión disponible — Actualizar' when a waiting worker is reported, without blocking the screen", async () => {
    const { activar, recargar, reportar } = renderConWorkbox();
    const cobrar = await screen.findByRole('button', { name: 'Cobrar venta' });
    reportar('waiting');
    expect(await screen.findByText('Nueva versión disponible')).toBeTruthy();
    expect(aviso().getByRole('button', { name: 'Actualizar' })).toBeTruthy();
    // Non-blocking: no dialog, the page stays reachable and usable underneath.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cobrar venta' })).toBe(cobrar);
    fireEvent.click(cobrar);
    // Nothing is activated nor reloaded before the user asks.
    expect(activar).not.toHaveBeenCalled();
    expect(recargar).not.toHaveBeenCalled();
  });

  it("'Actualizar' activates the waiting worker and reloads once it controls the page", async () => {
    const { activar, recargar, reportar } = renderConWorkbox();
    reportar('waiting');
    await screen.findByText('Nueva versión disponible');
    fireEvent.click(aviso().getByRole('button', { name: 'Actualizar' }));
    expect(activar).toHaveBeenCalledTimes(1);
    expect(recargar).not.toHaveBeenCalled();
    reportar('controlling');
    expect(recargar).toHaveBeenCalledTimes(1);
  });

  it('closing it keeps the current version: nothing activated, nothing reloaded', async () => {
    const { activar, recargar, reportar } = renderConWorkbox();
    reportar('waiting');
    await screen.findByText('Nueva versión disponible');
    fireEvent.click(aviso().getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText('Nueva versión disponible')).toBeNull());
    reportar('controlling');
    expect(activar).not.toHaveBeenCalled();
    expect(recargar).not.toHaveBeenCalled();
  });
});
