import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import type { VentaSinConexionFila } from '../../../../common/contingencia';
import dataProvider from '../../../../src/dataProvider';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import VentasSinConexion from '../../../../src/pages/ventasSinConexion/VentasSinConexion';
import { api, ok, usarApiFalsa } from '../../msw/servidor';
import { cerrarSesionLocal, iniciarSesion } from '../../shell/soporte';

/** Issue 31: the manager's list of offline sales to review, with why, and 'Marcar revisada'. */
usarApiFalsa();
beforeEach(() => iniciarSesion());
afterEach(() => cerrarSesionLocal());

const fila = (cambios: Partial<VentaSinConexionFila> = {}): VentaSinConexionFila => ({
  id: 31,
  id_venta: 31,
  codigo: 'C-15',
  total: '3000.00',
  id_sede: 1,
  sede: 'Centro',
  id_cuadre_caja: 4,
  dispositivo: '0b6f1c1e-3a51-4a57-9a8e-31a1c0de0031',
  numero_contingencia: 101,
  hecha_en: '2026-11-28 19:30:00-05',
  recibida_en: '2026-11-29 09:00:00-05',
  tras_cierre: false,
  revisar: true,
  motivos: [
    { tipo: 'producto_inactivo', id_producto: 5, nombre: 'Pan', antes: null, ahora: null },
    { tipo: 'precio_cambiado', id_producto: 5, nombre: 'Pan', antes: '3000', ahora: '3500.00' },
  ],
  revisada_at: null,
  ...cambios,
});
const pagina = (filas: VentaSinConexionFila[]) => ({
  current_page: 1,
  data: filas,
  per_page: 25,
  total: filas.length,
  last_page: 1,
});

describe('/cuadreCaja/sinConexion', () => {
  it('lists the offline sales to review with why, and marks one reviewed', async () => {
    let revisada = false;
    const red = api({
      'GET ventas/sinConexion': () => ok(pagina(revisada ? [] : [fila()])),
      'POST ventas/sinConexion/:id/revisada': () => {
        revisada = true;
        return ok(
          fila({ revisada_at: '2026-11-29 10:00:00-05' }),
          'Venta sin conexión marcada como revisada',
        );
      },
    });
    render(
      <TestMemoryRouter initialEntries={['/cuadreCaja/sinConexion']}>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={crearI18nProvider()}
          store={memoryStore()}
          theme={lightTheme}
        >
          <VentasSinConexion />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('Pan: desactivado mientras tanto')).toBeTruthy();
    expect(screen.getByText('Pan: vendido a 3000, hoy cuesta 3500.00')).toBeTruthy();
    expect(screen.getByText('C-15')).toBeTruthy();
    expect(red.de('GET ventas/sinConexion')[0].params).toMatchObject({ revisar: 'true' });
    fireEvent.click(screen.getByRole('button', { name: 'Marcar revisada' }));
    await waitFor(() => expect(red.de('POST ventas/sinConexion/:id/revisada')).toHaveLength(1));
    expect(red.de('POST ventas/sinConexion/:id/revisada')[0].camino).toBe('ventas/sinConexion/31/revisada');
    expect(await screen.findByText('No hay ventas sin conexión por revisar.')).toBeTruthy();
  });
});
