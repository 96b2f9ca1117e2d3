import { describe, expect, it } from 'vitest';
import { almacenMemoria } from '../../src/pos/sinConexion/almacen';
import {
  disponibles,
  dispositivo,
  encolar,
  MINIMO_NUMEROS,
  reintentar,
  rellenar,
  sincronizar,
  tomarNumero,
} from '../../src/pos/sinConexion/cola';

/** Issue 31: the offline queue's logic, on the in-memory store behind the IndexedDB one's interface. */
const venta = (clave: string) => ({
  idempotencia: clave,
  cuerpo: { idempotencia: clave },
  numeroDocumento: null,
  total: '1000.00',
  hechaEn: '2026-11-28T19:30:00-05:00',
});
const redCaida = Object.assign(new Error('comanda.errores.sin_conexion'), { status: 0 });
const rechazo = Object.assign(new Error('El número de contingencia 7 ya lo usó otra venta'), { status: 409 });

describe('offline queue', () => {
  it('sends in the order the sales were made and empties on success', async () => {
    const a = almacenMemoria();
    for (const k of ['c', 'a', 'b']) await encolar(a, venta(k));
    const enviadas: unknown[] = [];
    const r = await sincronizar(a, async (c) => void enviadas.push(c.idempotencia));
    expect(enviadas).toEqual(['c', 'a', 'b']);
    expect(r).toEqual({ enviadas: 3, rechazadas: 0, cortada: false });
    expect(await a.pendientes()).toEqual([]);
  });

  it('a network failure stops the sync and keeps the rest for the next one, with the same key', async () => {
    const a = almacenMemoria();
    for (const k of ['1', '2', '3']) await encolar(a, venta(k));
    let llamadas = 0;
    const r = await sincronizar(a, async () => {
      if (++llamadas === 2) throw redCaida;
    });
    expect(r).toEqual({ enviadas: 1, rechazadas: 0, cortada: true });
    const quedan = await a.pendientes();
    expect(quedan.map((p) => [p.idempotencia, p.intentos])).toEqual([
      ['2', 1],
      ['3', 0],
    ]);
    const claves: unknown[] = [];
    await sincronizar(a, async (c) => void claves.push(c.idempotencia));
    expect(claves).toEqual(['2', '3']);
  });

  it('a sale sent twice (a sync cut after the server took it) goes with its same key: one sale on the server', async () => {
    const a = almacenMemoria();
    await encolar(a, venta('k1'));
    const servidor = new Set<unknown>();
    await sincronizar(a, async (c) => {
      servidor.add(c.idempotencia);
      throw redCaida; // the answer was lost
    });
    await sincronizar(a, async (c) => void servidor.add(c.idempotencia));
    expect([...servidor]).toEqual(['k1']);
    expect(await a.pendientes()).toEqual([]);
  });

  it('a refused sale stays visible with the server’s message, the next ones go on; retried on demand', async () => {
    const a = almacenMemoria();
    for (const k of ['x', 'y']) await encolar(a, venta(k));
    const r = await sincronizar(a, async (c) => {
      if (c.idempotencia === 'x') throw rechazo;
    });
    expect(r).toEqual({ enviadas: 1, rechazadas: 1, cortada: false });
    const [x] = await a.pendientes();
    expect(x).toMatchObject({ idempotencia: 'x', rechazo: rechazo.message });
    let llamadas = 0;
    await sincronizar(a, async () => void llamadas++);
    expect(llamadas).toBe(0);
    await reintentar(a, 'x');
    await sincronizar(a, async () => void llamadas++);
    expect(llamadas).toBe(1);
    expect(await a.pendientes()).toEqual([]);
  });

  it('numbers come from the device’s blocks in order, each once; refilled when they run low', async () => {
    const a = almacenMemoria();
    expect(await tomarNumero(a, 1)).toBeNull();
    let reservas = 0;
    const reservar = async (idSede: number) => {
      const desde = 100 + reservas++ * 20;
      return { id: reservas, id_sede: idSede, prefijo: 'OFF', desde, hasta: desde + 11 };
    };
    await rellenar(a, 1, reservar);
    expect(reservas).toBe(1);
    expect(await tomarNumero(a, 1)).toEqual({ numero: 100, numeroDocumento: 'OFF100' });
    expect(await tomarNumero(a, 1)).toEqual({ numero: 101, numeroDocumento: 'OFF101' });
    // 10 left: no new block yet.
    expect(disponibles(await a.bloques(), 1)).toBe(MINIMO_NUMEROS);
    await rellenar(a, 1, reservar);
    expect(reservas).toBe(1);
    await tomarNumero(a, 1);
    await rellenar(a, 1, reservar);
    expect(reservas).toBe(2);
    const usados = [];
    for (let n = 0; n < 21; n++) usados.push((await tomarNumero(a, 1))?.numero);
    expect(usados).toEqual([
      ...Array.from({ length: 9 }, (_, i) => 103 + i),
      ...Array.from({ length: 12 }, (_, i) => 120 + i),
    ]);
    expect(await tomarNumero(a, 1)).toBeNull();
    // Another venue's blocks are not this one's.
    expect(await tomarNumero(a, 2)).toBeNull();
  });

  it('the device keeps one id', async () => {
    const a = almacenMemoria();
    let n = 0;
    const nuevo = () => `id-${++n}`;
    expect(await dispositivo(a, nuevo)).toBe('id-1');
    expect(await dispositivo(a, nuevo)).toBe('id-1');
  });
});
