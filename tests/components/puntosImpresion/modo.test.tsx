import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { puntosImpresion } from '../../../common/catalogos';
import { MENSAJES_TIQUETES as M } from '../../../common/tiquetes';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, montarCatalogo, pagina } from '../catalogo/soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const lista = (impresionRed: boolean) => ({ data: { ...pagina([]), impresion_red: impresionRed } });

describe('Punto de impresión: how its tickets print', () => {
  it('offers only the station’s browser, and says why, on a server without network printers', async () => {
    const api = apiFalsa({ 'GET configuraciones/puntos/impresion': lista(false), 'GET sedes': { data: [] } });
    montarCatalogo(puntosImpresion, '/configSistema/puntosImpresion/registrar');
    expect(
      await screen.findByText(
        'Este servidor no imprime en impresoras de red: la estación imprime desde su navegador en su impresora.',
      ),
    ).toBeTruthy();
    const red = screen.getByRole('radio', { name: 'Impresora de red (ESC/POS)' }) as HTMLInputElement;
    expect(red.disabled).toBe(true);
    const navegador = screen.getByRole('radio', { name: 'Navegador de la estación' }) as HTMLInputElement;
    expect(navegador.disabled).toBe(false);
    expect(navegador.checked).toBe(true);
    expect(api.de('GET', 'configuraciones/puntos/impresion')[0].params).toMatchObject({ rowsPerPage: 1 });
  }, 60_000);

  it('offers the network printer where the server allows it, and shows the server’s refusal under the field', async () => {
    const api = apiFalsa({
      'GET configuraciones/puntos/impresion': lista(true),
      'GET sedes': { data: [] },
      'POST configuraciones/punto/impresion': {
        status: 422,
        message: M.direccionNoPermitida,
        data: { errors: { direccion_ip: [M.direccionNoPermitida] } },
      },
    });
    montarCatalogo(puntosImpresion, '/configSistema/puntosImpresion/registrar');
    const red = (await screen.findByRole('radio', {
      name: 'Impresora de red (ESC/POS)',
    })) as HTMLInputElement;
    await waitFor(() => expect(api.de('GET', 'configuraciones/puntos/impresion')).toHaveLength(1));
    expect(red.disabled).toBe(false);
    expect(screen.queryByText(/Este servidor no imprime en impresoras de red/)).toBeNull();
    fireEvent.click(red);
    fireEvent.change(await screen.findByLabelText(/Nombre/), { target: { value: 'Horno' } });
    fireEvent.change(await screen.findByLabelText(/Dirección de la impresora/), {
      target: { value: '169.254.169.254' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Guardar/ }));
    expect((await screen.findAllByText(M.direccionNoPermitida)).length).toBeGreaterThan(0);
    expect(api.de('POST', 'configuraciones/punto/impresion')).toHaveLength(1);
  }, 60_000);
});
