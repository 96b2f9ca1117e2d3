import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MensajeVivo } from '../../../../common/vivo';
import { Notificaciones } from '../../../../src/notifications';
import OrdenesActivas from '../../../../src/pos/cocina/OrdenesActivas';
import { pitar } from '../../../../src/pos/cocina/sonido';
import { api, fallo, ok, usarApiFalsa, type Llamada } from '../../msw/servidor';
import { iniciarSesion, renderShell } from '../../shell/soporte';
import { puntoImpresion } from '../soporte';
import { relojFalso, saltar } from '../../reloj';

// The live connection is faked: the test holds the screen's handlers and plays the server's messages.
const vivo = vi.hoisted(() => ({
  recibir: null as null | ((m: MensajeVivo) => void),
  reconectar: null as null | (() => void),
}));
vi.mock('../../../../src/pos/vivo/useVivo', () => ({
  useVivo: (recibir: (m: MensajeVivo) => void, reconectar: () => void) => {
    vivo.recibir = recibir;
    vivo.reconectar = reconectar;
  },
}));
vi.mock('../../../../src/pos/cocina/sonido', () => ({ pitar: vi.fn() }));

usarApiFalsa();

const T0 = Date.parse('2026-11-23T18:00:00.000Z');
const hace = (min: number) => new Date(T0 - min * 60_000).toISOString();

const linea = (
  id: number,
  nombre: string,
  enviado: string,
  tiempo: number | null,
  nota: string | null = null,
  cantidad = '1.000',
  id_envio = 55,
) => ({
  id,
  id_producto: id + 1000,
  nombre,
  cantidad,
  nota,
  enviado_at: enviado,
  id_envio,
  tiempo_preparacion: tiempo,
});

const orden = (id: number, mesa: string | null, mesero: string, detalles: ReturnType<typeof linea>[]) => ({
  id_orden: id,
  id_mesa: mesa ? id + 100 : null,
  mesa,
  mesero,
  enviado_at: detalles[0].enviado_at,
  detalles,
});

const GRUPOS = [
  {
    id_punto_impresion: 1,
    punto_impresion: 'Cocina',
    ordenes: [
      orden(10, 'Mesa 3', 'Luis Pérez', [
        linea(101, 'Bandeja paisa', hace(0), 30, 'Sin frijoles', '2.000'),
        linea(102, 'Sopa de arroz', hace(0), 10),
      ]),
      orden(12, 'Mesa 5', 'Luis Pérez', [linea(121, 'Arepa', hace(0), null)]),
    ],
  },
  {
    id_punto_impresion: 2,
    punto_impresion: 'Bar',
    ordenes: [orden(11, null, 'Ana Gómez', [linea(201, 'Limonada', hace(0), 4, null, '1.000', 60)])],
  },
];

const punto = (id: number, nombre: string, ancho_papel: '58' | '80', modo_impresion = 'navegador') =>
  puntoImpresion(id, nombre, ancho_papel, null, modo_impresion);
const PUNTOS = [punto(2, 'Bar', '58'), punto(3, 'Caja', '80'), punto(1, 'Cocina', '80')];
const paginaDe = (filas: unknown[]) => ({
  current_page: 1,
  data: filas,
  per_page: -1,
  total: filas.length,
  last_page: 1,
});

function apiCocina(grupos: unknown = GRUPOS, puntos = PUNTOS) {
  return api({
    'GET ordenes/grupo/despacho': ok(grupos),
    'GET configuraciones/puntos/impresion': ok(paginaDe(puntos)),
    'POST ordenes/ordenDetalle/:id/listo': (l: Llamada) =>
      ok({ ids: [Number(l.camino.split('/')[2])], estado: 'lista' }, 'Marcado como listo'),
    'POST ordenes/orden/:id/listo': ok({ ids: [101, 102], estado: 'lista' }, 'Marcado como listo'),
    'POST ordenes/listo/recuperar': ok(
      { ids: [101, 102], estado: 'enviada' },
      'Se recuperó lo último marcado como listo',
    ),
  });
}

const estacion = (punto: string, imprimir = false, silencio = false) =>
  localStorage.setItem('comanda.cocina.preferencias', JSON.stringify({ punto, imprimir, silencio }));

const montar = () =>
  renderShell(
    <>
      <OrdenesActivas />
      <Notificaciones />
    </>,
    { ruta: '/ordenes/ordenesActivas' },
  );
const tarjeta = (nombre: string) => screen.findByRole('article', { name: nombre });
const nuevaOrden = (id_envio: number, puntos: (number | null)[], id_orden = 10) =>
  act(() =>
    vivo.recibir!({ action: 'newOrder', data: { id_orden, id_mesa: 110, id_sede: 1, id_envio, puntos } }),
  );

let impresiones: string[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: T0 });
  iniciarSesion();
  impresiones = [];
  window.print = vi.fn(() => {
    const t = document.querySelector('.comanda-ticket');
    impresiones.push(`${t?.getAttribute('data-ancho')}|${t?.textContent ?? ''}`);
  });
  vi.mocked(pitar).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/ordenes/ordenesActivas: the kitchen and bar screen', () => {
  it('shows a column per print point, empty ones included, and filters to one point (remembered)', async () => {
    apiCocina();
    const { unmount } = montar();
    await tarjeta('Mesa 3 · Orden 10');
    const columnas = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(columnas).toEqual(['Bar', 'Caja', 'Cocina']);
    const caja = screen.getByRole('region', { name: 'Caja' });
    expect(within(caja).getByText('Sin órdenes por preparar')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Bar' })).getByRole('article', {
        name: 'Mostrador · Orden 11',
      }),
    ).toBeTruthy();

    fireEvent.click(
      within(screen.getByRole('group', { name: 'Puntos de impresión' })).getByRole('button', { name: 'Bar' }),
    );
    expect(screen.queryByRole('region', { name: 'Cocina' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Mostrador · Orden 11' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Mesa 3 · Orden 10' })).toBeNull();
    unmount();

    apiCocina();
    montar();
    await tarjeta('Mostrador · Orden 11');
    expect(screen.queryByRole('region', { name: 'Cocina' })).toBeNull();
  });

  it('a card shows the table, the waiter, the time since sent and its lines with quantities and notes', async () => {
    apiCocina();
    montar();
    const card = within(await tarjeta('Mesa 3 · Orden 10'));
    expect(card.getByText('Mesero: Luis Pérez')).toBeTruthy();
    expect(card.getByText('Enviada hace 0 min')).toBeTruthy();
    expect(card.getByText('2 × Bandeja paisa')).toBeTruthy();
    expect(card.getByText('Nota: Sin frijoles')).toBeTruthy();
    expect(card.getByText('1 × Sopa de arroz')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Listo: 2 Bandeja paisa' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Orden lista: Mesa 3 · Orden 10' })).toBeTruthy();
  });

  it('ages each card by its longest preparation time (20 min without one), in colour and in words, without reloading', async () => {
    const llamadas = apiCocina();
    montar();
    const cocina = await tarjeta('Mesa 3 · Orden 10'); // 30 min: amber from 15, red from 30
    const arepa = await tarjeta('Mesa 5 · Orden 12'); // no time: amber from 10, red from 20
    const limonada = await tarjeta('Mostrador · Orden 11'); // 4 min: amber from 2, red from 4
    const nivel = (e: HTMLElement) => [
      e.dataset.nivel,
      within(e).getByText(/^(A tiempo|Por vencer|Retrasada)$/).textContent,
    ];
    expect(nivel(cocina)).toEqual(['a_tiempo', 'A tiempo']);
    expect(nivel(limonada)).toEqual(['a_tiempo', 'A tiempo']);

    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(nivel(limonada)).toEqual(['atencion', 'Por vencer']);
    expect(nivel(cocina)).toEqual(['a_tiempo', 'A tiempo']);

    act(() => vi.advanceTimersByTime(8 * 60_000)); // 10 min
    expect(nivel(limonada)).toEqual(['tarde', 'Retrasada']);
    expect(nivel(arepa)).toEqual(['atencion', 'Por vencer']);
    expect(nivel(cocina)).toEqual(['a_tiempo', 'A tiempo']);
    expect(within(cocina).getByText('Enviada hace 10 min')).toBeTruthy();

    act(() => vi.advanceTimersByTime(5 * 60_000)); // 15 min
    expect(nivel(cocina)).toEqual(['atencion', 'Por vencer']);
    act(() => vi.advanceTimersByTime(15 * 60_000)); // 30 min
    expect(nivel(cocina)).toEqual(['tarde', 'Retrasada']);
    expect(nivel(arepa)).toEqual(['tarde', 'Retrasada']);
    expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(1);
  });

  it("a new order for the station's point reloads, beeps and prints its ticket once, never twice", async () => {
    estacion('1', true);
    let llamadas = apiCocina();
    const { unmount } = montar();
    await tarjeta('Mesa 3 · Orden 10');

    nuevaOrden(55, [1, 2]);
    nuevaOrden(55, [1, 2]); // the same message again (a retry)
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(3));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(pitar).toHaveBeenCalledTimes(1);
    expect(impresiones[0]).toContain('Mesa 3');
    expect(impresiones[0]).toContain('Orden 10');
    expect(impresiones[0]).toContain('Mesero: Luis Pérez');
    expect(impresiones[0]).toContain('2 × Bandeja paisa');
    expect(impresiones[0]).toContain('Nota: Sin frijoles');
    expect(impresiones[0]).toContain('1 × Sopa de arroz');
    expect(impresiones[0]).not.toContain('Limonada');
    expect(impresiones[0].startsWith('80|')).toBe(true);
    const cola = within(screen.getByRole('region', { name: 'Comandas impresas' }));
    expect(cola.getAllByRole('listitem')).toHaveLength(1);
    expect(cola.getByText('Impresa')).toBeTruthy();

    // Another point's order: nothing.
    nuevaOrden(56, [2], 11);
    await act(async () => {
      await Promise.resolve();
    });
    expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(3);
    expect(pitar).toHaveBeenCalledTimes(1);

    // After a reload of the page the same send is not printed again.
    unmount();
    llamadas = apiCocina();
    montar();
    await tarjeta('Mesa 3 · Orden 10');
    relojFalso();
    nuevaOrden(55, [1, 2]);
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(2));
    await saltar(1000);
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it('prints each send its own lines, even two sends of one order in the same instant', async () => {
    estacion('1', true);
    const ahora = hace(0);
    const grupos = [
      {
        id_punto_impresion: 1,
        punto_impresion: 'Cocina',
        ordenes: [
          orden(12, 'Mesa 5', 'Luis Pérez', [
            linea(121, 'Arepa', ahora, null, null, '1.000', 70),
            linea(122, 'Chocolo', ahora, null, null, '1.000', 71),
          ]),
        ],
      },
    ];
    apiCocina(grupos);
    montar();
    await tarjeta('Mesa 5 · Orden 12');
    nuevaOrden(70, [1], 12);
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    nuevaOrden(71, [1], 12);
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(2));
    expect(impresiones[0]).toContain('1 × Arepa');
    expect(impresiones[0]).not.toContain('Chocolo');
    expect(impresiones[1]).toContain('1 × Chocolo');
    expect(impresiones[1]).not.toContain('Arepa');
  });

  it('does not beep when muted, and prints nothing when this device does not print', async () => {
    estacion('1', false, true);
    const llamadas = apiCocina();
    montar();
    await tarjeta('Mesa 3 · Orden 10');
    relojFalso();
    nuevaOrden(57, [1]);
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(2));
    await saltar(1000);
    expect(pitar).not.toHaveBeenCalled();
    expect(window.print).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Comandas impresas' })).toBeNull();
  });

  it('leaves a point printed by its network printer to the server: the browser prints nothing', async () => {
    estacion('1', true);
    const llamadas = apiCocina(GRUPOS, [punto(1, 'Cocina', '80', 'red'), punto(2, 'Bar', '58')]);
    montar();
    await tarjeta('Mesa 3 · Orden 10');
    relojFalso();
    nuevaOrden(57, [1]);
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(2));
    await saltar(1000);
    expect(window.print).not.toHaveBeenCalled();
  });

  it('"Reimprimir" prints a ticket again, on the paper of its print point (58 mm)', async () => {
    estacion('2', true);
    apiCocina();
    montar();
    await tarjeta('Mostrador · Orden 11');
    nuevaOrden(60, [2], 11);
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reimprimir comanda de Mostrador · Orden 11' }),
    );
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(2));
    expect(impresiones[1]).toBe(impresiones[0]);
    expect(impresiones[1].startsWith('58|')).toBe(true);
    expect(impresiones[1]).toContain('1 × Limonada');
  });

  it('an order change or a reconnection reloads the screen', async () => {
    const llamadas = apiCocina();
    montar();
    await tarjeta('Mesa 3 · Orden 10');
    act(() =>
      vivo.recibir!({ action: 'updateTableOrder', data: { id_orden: 10, id_mesa: 110, id_sede: 1 } }),
    );
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(2));
    act(() => vivo.reconectar!());
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(3));
  });

  it('"Listo" marks a line, "Orden lista" the order at its point, then the screen reloads', async () => {
    const llamadas = apiCocina();
    montar();
    const card = within(await tarjeta('Mesa 3 · Orden 10'));
    fireEvent.click(card.getByRole('button', { name: 'Listo: 2 Bandeja paisa' }));
    await waitFor(() => expect(llamadas.de('POST ordenes/ordenDetalle/:id/listo')).toHaveLength(1));
    expect(llamadas.de('POST ordenes/ordenDetalle/:id/listo')[0].camino).toBe(
      'ordenes/ordenDetalle/101/listo',
    );
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(2));

    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Orden lista: Mesa 3 · Orden 10' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(card.getByRole('button', { name: 'Orden lista: Mesa 3 · Orden 10' }));
    await waitFor(() => expect(llamadas.de('POST ordenes/orden/:id/listo')).toHaveLength(1));
    const [bump] = llamadas.de('POST ordenes/orden/:id/listo');
    expect(bump.camino).toBe('ordenes/orden/10/listo');
    expect(bump.cuerpo).toEqual({ id_punto_impresion: 1 });
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(3));
  });

  it("recalls the last bump of the station's point, and says so when there is nothing to recall", async () => {
    estacion('1');
    const llamadas = apiCocina();
    montar();
    await tarjeta('Mesa 3 · Orden 10');
    fireEvent.click(screen.getByRole('button', { name: 'Recuperar último listo' }));
    expect(await screen.findByText('Se recuperó lo último marcado como listo')).toBeTruthy();
    expect(llamadas.de('POST ordenes/listo/recuperar')[0].cuerpo).toEqual({ id_punto_impresion: 1 });
    await waitFor(() => expect(llamadas.de('GET ordenes/grupo/despacho')).toHaveLength(2));

    api({ 'POST ordenes/listo/recuperar': fallo(404, 'No hay nada marcado como listo para recuperar') });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Recuperar último listo' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recuperar último listo' }));
    expect(await screen.findByText('No hay nada marcado como listo para recuperar')).toBeTruthy();
  });
});
