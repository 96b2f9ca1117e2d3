import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mesas } from '../../../common/catalogos';
import type { Sede } from '../../../common/registros';
import { api, fallo, ok, usarApiFalsa, type Llamada } from '../msw/servidor';
import { montarCatalogo } from '../catalogo/soporte';
import { relojFalso, saltar } from '../reloj';
import { ESPERA_TECLADO_MS } from '../../../src/resources/mesas/Plano';

usarApiFalsa();
afterEach(() => {
  document.title = 'Comanda';
});

const centro: Sede = { id: 4, nombre: 'Centro', direccion: null, principal: true, activa: true };
const norte: Sede = { id: 7, nombre: 'Norte', direccion: 'Calle 100', principal: false, activa: true };

const mesa = (id: number, nombre: string, ubicacion: string | null, x: number, y: number, sede = centro) => ({
  id,
  nombre,
  id_sede: sede.id,
  sede: { id: sede.id, nombre: sede.nombre },
  ubicacion,
  tipo_mesa: 'cuadrada_4',
  coordenada_x: x,
  coordenada_y: y,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const MESAS = [
  mesa(1, 'Mesa 1', 'Salón', 10, 15),
  mesa(2, 'Mesa 2', 'Salón', 35, 15),
  mesa(6, 'Mesa 6', 'Terraza', 15, 25),
  mesa(9, 'Mesa 9', null, 50, 50),
  mesa(20, 'Ventana', 'Salón', 40, 40, norte),
];

const paginaDe = (filas: unknown[]) => ({
  current_page: 1,
  data: filas,
  per_page: -1,
  total: filas.length,
  last_page: 1,
});

/** The form data a call sent, as a plain object. */
const enviado = (l: Llamada) =>
  Object.fromEntries([...(l.cuerpo as FormData).entries()].map(([k, v]) => [k, String(v)]));

/** The fake API of the plan; a save answers the table with the coordinates it was sent (or `respuestaGuardar`). */
function apiPlano(respuestaGuardar?: ReturnType<typeof fallo>) {
  return api({
    'GET sedes': ok([centro, norte]),
    'GET mesas': ok(paginaDe(MESAS)),
    'POST mesas/mesa/:id': (l) => {
      if (respuestaGuardar) return respuestaGuardar;
      const m = MESAS.find((f) => `mesas/mesa/${f.id}` === l.camino)!;
      const d = enviado(l);
      return ok({ ...m, coordenada_x: Number(d.coordenada_x), coordenada_y: Number(d.coordenada_y) });
    },
  });
}

/** The plan measured as a square of `lado` px (jsdom lays nothing out). */
async function planoDe(lado: number) {
  const plano = await screen.findByRole('group', { name: 'Plano de Salón' });
  plano.getBoundingClientRect = () =>
    ({ x: 0, y: 0, left: 0, top: 0, width: lado, height: lado, right: lado, bottom: lado }) as DOMRect;
  return plano;
}

const puntero = (x: number, y: number) => ({
  pointerId: 1,
  button: 0,
  clientX: x,
  clientY: y,
  isPrimary: true,
});

describe('Mesas: the floor-plan editor', () => {
  it('the list page offers Lista and Plano; the Plano tab shows the main venue’s first zone', async () => {
    apiPlano();
    montarCatalogo(mesas, '/mesas');
    const pestanas = await screen.findAllByRole('tab');
    expect(pestanas.map((t) => t.textContent)).toEqual(['Lista', 'Plano']);
    expect(pestanas[0].getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('columnheader', { name: 'Nombre' })).toBeTruthy();
    fireEvent.click(pestanas[1]);
    const plano = await screen.findByRole('group', { name: 'Plano de Salón' });
    expect(
      within(plano)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Mesa 1, posición 10, 15', 'Mesa 2, posición 35, 15']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Plano' }).getAttribute('aria-selected')).toBe('true');
  });

  it('offers the venue’s zones plus Sin zona, and another venue’s tables only there', async () => {
    apiPlano();
    montarCatalogo(mesas, '/mesas?vista=plano');
    await screen.findByRole('group', { name: 'Plano de Salón' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Zona' }));
    const zonas = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(zonas.map((o) => o.textContent)).toEqual(['Salón', 'Terraza', 'Sin zona']);
    fireEvent.click(zonas[2]);
    const sinZona = await screen.findByRole('group', { name: 'Plano de Sin zona' });
    expect(within(sinZona).getByRole('button', { name: 'Mesa 9, posición 50, 50' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sede' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Norte' }));
    const norteSalon = await screen.findByRole('group', { name: 'Plano de Salón' });
    expect(
      within(norteSalon)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ventana, posición 40, 40']);
  });

  it('dragging a table with pointer events saves the snapped coordinates alone, with _method=put, and says so', async () => {
    const llamadas = apiPlano();
    montarCatalogo(mesas, '/mesas?vista=plano');
    const plano = await planoDe(200);
    const mesa1 = within(plano).getByRole('button', { name: 'Mesa 1, posición 10, 15' });
    fireEvent.pointerDown(mesa1, puntero(100, 100));
    fireEvent.pointerMove(mesa1, puntero(113, 105));
    fireEvent.pointerMove(mesa1, puntero(125, 111));
    // 25 px of 200 = 12.5 units → 23 (from 10); 11 px = 5.5 → 21 (from 15): whole units only.
    expect(mesa1.getAttribute('aria-label')).toBe('Mesa 1, posición 23, 21');
    expect(llamadas.de('POST mesas/mesa/:id')).toHaveLength(0);
    fireEvent.pointerUp(mesa1, puntero(125, 111));
    await waitFor(() => expect(llamadas.de('POST mesas/mesa/:id')).toHaveLength(1));
    const [guardar] = llamadas.de('POST mesas/mesa/:id');
    expect(guardar.camino).toBe('mesas/mesa/1');
    expect(enviado(guardar)).toEqual({ coordenada_x: '23', coordenada_y: '21', _method: 'put' });
    expect((await screen.findByRole('alert')).textContent).toContain('Mesa 1 quedó en la posición 23, 21');
  });

  it('clamps a drag past the edge to 0–100', async () => {
    const llamadas = apiPlano();
    montarCatalogo(mesas, '/mesas?vista=plano');
    const plano = await planoDe(200);
    const mesa2 = within(plano).getByRole('button', { name: 'Mesa 2, posición 35, 15' });
    fireEvent.pointerDown(mesa2, puntero(50, 50));
    fireEvent.pointerMove(mesa2, puntero(500, -300));
    fireEvent.pointerUp(mesa2, puntero(500, -300));
    await waitFor(() => expect(llamadas.de('POST mesas/mesa/:id')).toHaveLength(1));
    expect(enviado(llamadas.de('POST mesas/mesa/:id')[0])).toMatchObject({
      coordenada_x: '100',
      coordenada_y: '0',
    });
  });

  it('a tap (a press that barely moves) moves nothing and saves nothing', async () => {
    const llamadas = apiPlano();
    montarCatalogo(mesas, '/mesas?vista=plano');
    const plano = await planoDe(200);
    const mesa1 = within(plano).getByRole('button', { name: 'Mesa 1, posición 10, 15' });
    relojFalso();
    // 3 px of 200 would be 1.5 units: a tap's jitter, not a move.
    fireEvent.pointerDown(mesa1, puntero(100, 100));
    fireEvent.pointerMove(mesa1, puntero(103, 100));
    fireEvent.pointerUp(mesa1, puntero(103, 100));
    await saltar(ESPERA_TECLADO_MS * 2);
    expect(mesa1.getAttribute('aria-label')).toBe('Mesa 1, posición 10, 15');
    expect(llamadas.de('POST mesas/mesa/:id')).toHaveLength(0);
  });

  it('a focused table moves with the arrow keys (Shift: 5 units) and is saved once when the user pauses', async () => {
    const llamadas = apiPlano();
    montarCatalogo(mesas, '/mesas?vista=plano');
    const plano = await planoDe(200);
    const mesa2 = within(plano).getByRole('button', { name: 'Mesa 2, posición 35, 15' });
    mesa2.focus();
    relojFalso();
    fireEvent.keyDown(mesa2, { key: 'ArrowRight' });
    fireEvent.keyDown(mesa2, { key: 'ArrowRight' });
    fireEvent.keyDown(mesa2, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(mesa2, { key: 'ArrowUp' });
    expect(mesa2.getAttribute('aria-label')).toBe('Mesa 2, posición 37, 19');
    await waitFor(() => expect(llamadas.de('POST mesas/mesa/:id')).toHaveLength(1));
    expect(enviado(llamadas.de('POST mesas/mesa/:id')[0])).toEqual({
      coordenada_x: '37',
      coordenada_y: '19',
      _method: 'put',
    });
    await saltar(ESPERA_TECLADO_MS * 2);
    expect(llamadas.de('POST mesas/mesa/:id')).toHaveLength(1);
  });

  it('a refused save says why in Spanish and puts the table back', async () => {
    apiPlano(fallo(422, 'La posición horizontal debe estar entre 0 y 100'));
    montarCatalogo(mesas, '/mesas?vista=plano');
    const plano = await planoDe(200);
    const mesa1 = within(plano).getByRole('button', { name: 'Mesa 1, posición 10, 15' });
    fireEvent.pointerDown(mesa1, puntero(100, 100));
    fireEvent.pointerMove(mesa1, puntero(140, 100));
    fireEvent.pointerUp(mesa1, puntero(140, 100));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se pudo guardar la posición de Mesa 1: La posición horizontal debe estar entre 0 y 100',
    );
    await waitFor(() => expect(mesa1.getAttribute('aria-label')).toBe('Mesa 1, posición 10, 15'));
  });
});
