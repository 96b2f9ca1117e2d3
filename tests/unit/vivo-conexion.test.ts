import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConexionVivo, esperaReconexion, type Credenciales } from '../../src/pos/vivo/conexion';
import type { MensajeVivo } from '../../common/vivo';

/** A WebSocket the test drives: it opens, receives and drops when told. */
class SocketFalso extends EventTarget {
  static creados: SocketFalso[] = [];
  readonly enviados: string[] = [];
  cerradoCon: number | null = null;
  constructor(readonly url: string) {
    super();
    SocketFalso.creados.push(this);
  }
  send(datos: string) {
    this.enviados.push(datos);
  }
  close(code?: number) {
    this.cerradoCon = code ?? 1005;
  }
  abrir() {
    this.dispatchEvent(new Event('open'));
  }
  recibir(datos: string) {
    const evento = new Event('message');
    Object.defineProperty(evento, 'data', { value: datos });
    this.dispatchEvent(evento);
  }
  caer(code = 1006) {
    const evento = new Event('close');
    Object.defineProperty(evento, 'code', { value: code });
    this.dispatchEvent(evento);
  }
}

const credenciales: Credenciales = { userId: 7, companyId: 3, token: 'tok' };
const ultimo = () => SocketFalso.creados[SocketFalso.creados.length - 1];

beforeEach(() => {
  SocketFalso.creados = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', SocketFalso);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ConexionVivo', () => {
  it('opens one socket for every listener, greets with the credentials and hands each message to all', () => {
    const conexion = new ConexionVivo(
      () => credenciales,
      () => 'ws://pos.test/ws',
    );
    const a: MensajeVivo[] = [];
    const b: MensajeVivo[] = [];
    const dejarA = conexion.escuchar((m) => a.push(m), vi.fn());
    const dejarB = conexion.escuchar((m) => b.push(m), vi.fn());
    expect(SocketFalso.creados).toHaveLength(1);
    expect(ultimo().url).toBe('ws://pos.test/ws');
    ultimo().abrir();
    expect(ultimo().enviados.map((d) => JSON.parse(d))).toEqual([
      { action: 'sendMessage', userId: 7, companyId: 3, token: 'tok' },
    ]);
    ultimo().recibir('no es json');
    ultimo().recibir(JSON.stringify({ action: 'newOrder', data: { id_orden: 1 }, message: 'Nueva orden' }));
    expect(a).toEqual([{ action: 'newOrder', data: { id_orden: 1 }, message: 'Nueva orden' }]);
    expect(b).toEqual(a);
    dejarA();
    expect(ultimo().cerradoCon).toBeNull();
    dejarB();
    expect(ultimo().cerradoCon).toBe(1000);
  });

  it('reconnects after an abnormal close with growing waits, greets again and asks the screens to reload', () => {
    const conexion = new ConexionVivo(
      () => credenciales,
      () => 'ws://pos.test/ws',
    );
    const recargar = vi.fn();
    conexion.escuchar(vi.fn(), recargar);
    ultimo().abrir();
    expect(recargar).not.toHaveBeenCalled(); // the first open is no reconnect

    ultimo().caer(1006);
    vi.advanceTimersByTime(esperaReconexion(0) - 1);
    expect(SocketFalso.creados).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(SocketFalso.creados).toHaveLength(2);

    // It fails again before opening: the next wait is longer.
    ultimo().caer(1006);
    vi.advanceTimersByTime(esperaReconexion(1) - 1);
    expect(SocketFalso.creados).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(SocketFalso.creados).toHaveLength(3);
    expect(esperaReconexion(1)).toBeGreaterThan(esperaReconexion(0));

    ultimo().abrir();
    expect(JSON.parse(ultimo().enviados[0])).toMatchObject({ action: 'sendMessage', token: 'tok' });
    expect(recargar).toHaveBeenCalledTimes(1);

    // Once open again the waits start over.
    ultimo().caer(1001);
    vi.advanceTimersByTime(esperaReconexion(0));
    expect(SocketFalso.creados).toHaveLength(4);
  });

  it('waits at most 30 s between attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(esperaReconexion)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('does not reconnect when the server refused the token (4401), nor without a session', () => {
    const conexion = new ConexionVivo(
      () => credenciales,
      () => 'ws://pos.test/ws',
    );
    conexion.escuchar(vi.fn(), vi.fn());
    ultimo().abrir();
    ultimo().caer(4401);
    vi.advanceTimersByTime(60_000);
    expect(SocketFalso.creados).toHaveLength(1);

    const sinSesion = new ConexionVivo(
      () => null,
      () => 'ws://pos.test/ws',
    );
    sinSesion.escuchar(vi.fn(), vi.fn());
    expect(SocketFalso.creados).toHaveLength(1);
  });

  it('stops a pending reconnect when the last screen stops listening', () => {
    const conexion = new ConexionVivo(
      () => credenciales,
      () => 'ws://pos.test/ws',
    );
    const dejar = conexion.escuchar(vi.fn(), vi.fn());
    ultimo().abrir();
    ultimo().caer(1006);
    dejar();
    vi.advanceTimersByTime(60_000);
    expect(SocketFalso.creados).toHaveLength(1);
  });
});
