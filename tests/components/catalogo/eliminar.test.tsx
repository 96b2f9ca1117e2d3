import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { impuestos, puntosImpresion } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, montarCatalogo, pagina, type Respuesta } from './soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
});

const fila = (id: number, nombre: string) => ({ id, nombre, tipo_impuesto: 'IVA', porcentaje: '19.00' });

/** A list whose rows really go away once deleted, as the API's do. */
function montar(respuestaBorrado: Respuesta = { data: null }) {
  let filas = [fila(1, 'IVA 19 %'), fila(2, 'IVA 5 %')];
  const api = apiFalsa({
    'GET productosImpuestos': () => ({ data: pagina(filas) }),
    'DELETE productosImpuestos/productoImpuesto/2': () => {
      if (!respuestaBorrado.status) filas = filas.filter((f) => f.id !== 2);
      return respuestaBorrado;
    },
  });
  montarCatalogo(impuestos, '/productosImpuestos');
  return api;
}

describe('Eliminar in a generated list', () => {
  it('asks first, naming the record; Si deletes, says so in green and reloads the list', async () => {
    const api = montar();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar IVA 5 %' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('¿Estás seguro de eliminar «IVA 5 %»?')).toBeTruthy();
    const lecturas = api.de('GET', 'productosImpuestos').length;
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Si' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('Impuesto eliminado correctamente');
    await waitFor(() => expect(screen.queryByText('IVA 5 %')).toBeNull());
    expect(api.de('DELETE', 'productosImpuestos/productoImpuesto/2')).toHaveLength(1);
    expect(api.de('GET', 'productosImpuestos').length).toBeGreaterThan(lecturas);
    expect(screen.getByTestId('ruta').textContent).toBe('/productosImpuestos');
  });

  it("a tax in use (409) shows the server's message in red and keeps the row", async () => {
    montar({ status: 409, message: 'No se puede eliminar el impuesto: hay productos que lo usan' });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar IVA 5 %' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('No se puede eliminar el impuesto: hay productos que lo usan');
    expect(alerta.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Error');
    expect(screen.getByText('IVA 5 %')).toBeTruthy();
  });
});

describe('Eliminar on a generated edit page', () => {
  it('deletes through the declared path and goes back to the list at its own path', async () => {
    const api = apiFalsa({
      'GET configuraciones/punto/impresion/3': {
        data: { id: 3, nombre: 'Bar', id_sede: null, sede: null, ancho_papel: '80' },
      },
      'GET sedes': { data: [] },
      'DELETE configuraciones/punto/impresion/3': { data: null },
      'GET configuraciones/puntos/impresion': { data: pagina([]) },
    });
    montarCatalogo(puntosImpresion, '/configSistema/puntosImpresion/editar/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Bar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Punto de impresión eliminado correctamente',
    );
    await waitFor(() =>
      expect(screen.getByTestId('ruta').textContent).toBe('/configSistema/puntosImpresion'),
    );
    expect(api.de('DELETE', 'configuraciones/punto/impresion/3')).toHaveLength(1);
  });
});
