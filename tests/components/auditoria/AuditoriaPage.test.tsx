import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import AuditoriaPage from '../../../src/pages/auditoria/AuditoriaPage';
import type { RegistroAuditoria } from '../../../common/auditoria';
import { api, ok, usarApiFalsa } from '../msw/servidor';

usarApiFalsa();

const REGISTRO: RegistroAuditoria = {
  id: 7,
  fecha: '2026-03-01T15:04:05.000Z',
  accion: 'producto.precio',
  usuario_id: 1,
  usuario: 'dora@bar.co',
  ip: '203.0.113.7',
  entidad: 'productos',
  entidad_id: '12',
  antes: { precio_venta: '2500.00' },
  despues: { precio_venta: '3000.00' },
};

const pagina = (data: RegistroAuditoria[]) => ({
  current_page: 1,
  data,
  per_page: 25,
  total: data.length,
  last_page: 1,
});

const T = { timeout: 10_000 };

describe('/configSistema/auditoria', () => {
  it('lists the records in Spanish and sends the filters to GET auditoria', async () => {
    const red = api({
      'GET auditoria': ({ params }) => ok(pagina(params.accion === 'sesion.fallida' ? [] : [REGISTRO])),
    });
    render(
      <TestMemoryRouter initialEntries={['/configSistema/auditoria']}>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={crearI18nProvider()}
          store={memoryStore()}
          theme={lightTheme}
        >
          <AuditoriaPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const fila = (await screen.findByText('Precio de producto modificado', {}, T)).closest('tr')!;
    expect(within(fila).getByText('dora@bar.co')).toBeTruthy();
    expect(within(fila).getByText('203.0.113.7')).toBeTruthy();
    expect(within(fila).getByText('precio_venta: 2500.00 → 3000.00')).toBeTruthy();
    expect(red.de('GET auditoria')[0].params).toEqual({ page: '1', rowsPerPage: '25' });

    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'dora' } });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    await waitFor(
      () =>
        expect(red.de('GET auditoria').at(-1)!.params).toEqual({
          page: '1',
          rowsPerPage: '25',
          usuario: 'dora',
          desde: '2026-03-01',
        }),
      T,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Acción' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inicio de sesión fallido' }));
    expect(await screen.findByText('No hay registros con estos filtros.', {}, T)).toBeTruthy();
    expect(red.de('GET auditoria').at(-1)!.params.accion).toBe('sesion.fallida');
  }, 30_000);
});
