import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { puntosImpresion } from '../../../common/catalogos';
import { respuestasTiquetes } from '../../../server/routes/tiquetes/schemas';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, montarCatalogo, pagina } from '../catalogo/soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const punto = (modo: string) => ({
  id: 4,
  nombre: 'Cocina',
  id_sede: null,
  sede: null,
  ancho_papel: '80',
  modo_impresion: modo,
  direccion_ip: modo === 'red' ? '192.168.1.50' : null,
  predeterminado: true,
  puerto: 9100,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const fallido = {
  id: 31,
  id_envio: 12,
  id_orden: 9,
  id_venta: null,
  venta: null,
  id_punto_impresion: 4,
  punto_impresion: 'Cocina',
  mesa: 'Mesa 4',
  estado: 'fallido' as const,
  intentos: 5,
  ultimo_error: 'connect ECONNREFUSED 192.168.1.50:9100',
  created_at: '2026-11-23T20:05:00.000Z',
  impreso_at: null,
};

/** A sale's receipt (issue 9): no send, no order, the sale's number. */
const reciboFallido = {
  ...fallido,
  id: 32,
  id_envio: null,
  id_orden: null,
  id_venta: 15,
  venta: 'C-15',
  mesa: null,
};

describe('Editar punto de impresión: failed tickets', () => {
  it('lists a network printer’s failed tickets and retries one', async () => {
    let lista = [fallido, reciboFallido];
    // The fake answers are the server's own shapes.
    respuestasTiquetes.lista[200].parse({
      success: true,
      code: 200,
      message: 'OK',
      data: pagina(lista),
    });
    const api = apiFalsa({
      'GET configuraciones/punto/impresion/4': { data: punto('red') },
      'GET sedes': { data: [] },
      'GET ordenes/tiquetes': () => ({ data: pagina(lista) }),
      'POST ordenes/tiquetes/31/reintentar': () => {
        lista = [];
        return {
          message: 'El tiquete se enviará de nuevo a la impresora',
          data: { ...fallido, estado: 'pendiente' },
        };
      },
    });
    montarCatalogo(puntosImpresion, '/configSistema/puntosImpresion/editar/4');
    const seccion = await screen.findByRole('region', { name: 'Tiquetes fallidos' });
    await within(seccion).findByText(/Mesa 4 · Orden 9/);
    expect(within(seccion).getAllByText('connect ECONNREFUSED 192.168.1.50:9100')).toHaveLength(2);
    await within(seccion).findByText(/Recibo de la venta C-15 · /);
    expect(
      within(seccion).getByRole('button', { name: 'Reintentar el recibo de la venta C-15' }),
    ).toBeTruthy();
    expect(api.de('GET', 'ordenes/tiquetes')[0].params).toMatchObject({
      estado: 'fallido',
      id_punto_impresion: 4,
    });
    fireEvent.click(
      within(seccion).getByRole('button', { name: 'Reintentar el tiquete de Mesa 4, orden 9' }),
    );
    await within(seccion).findByText('No hay tiquetes fallidos.');
    expect(api.de('POST', 'ordenes/tiquetes/31/reintentar')).toHaveLength(1);
    expect(await screen.findByText('El tiquete se enviará de nuevo a la impresora')).toBeTruthy();
  }, 60_000);

  it('shows nothing for a print point its station’s browser prints', async () => {
    const api = apiFalsa({
      'GET configuraciones/punto/impresion/4': { data: punto('navegador') },
      'GET sedes': { data: [] },
    });
    montarCatalogo(puntosImpresion, '/configSistema/puntosImpresion/editar/4');
    await screen.findByDisplayValue('Cocina');
    await waitFor(() => expect(api.de('GET', 'configuraciones/punto/impresion/4')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Tiquetes fallidos' })).toBeNull();
    expect(api.de('GET', 'ordenes/tiquetes')).toHaveLength(0);
  }, 60_000);
});
