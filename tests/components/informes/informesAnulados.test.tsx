import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { informeDevolucionesCompras } from '../../../common/informes';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { InformePagina } from '../../../src/reports/InformePagina';
import { api, fallo, ok, usarApiFalsa } from '../msw/servidor';
import { cerrarSesionLocal, iniciarSesion } from '../shell/soporte';

usarApiFalsa();
beforeEach(() => iniciarSesion());
afterEach(() => cerrarSesionLocal());

const T = { timeout: 40_000 };
const CUDE = 'd'.repeat(96);

/** A cancelled purchase as GET informes/compras/devoluciones answers it, with its cancellation's ERP fields. */
const anulada = (
  id: number,
  erp: { id?: string | null; cude?: string | null; ambiente?: number | null },
) => ({
  id,
  fecha: '2026-11-02',
  anulada: '2026-11-03T15:00:00.000Z',
  sede: 'Principal',
  proveedor: 'Lácteos del Valle',
  numero_factura: `FV-${id}`,
  anulada_por: 'Dora Dueña',
  motivo: 'Duplicada',
  subtotal: '10000.00',
  descuento: '0.00',
  iva: '1900.00',
  total: '11900.00',
  id_begranda_anulado: erp.id ?? null,
  cude_anulado: erp.cude ?? null,
  ambiente_anulado: erp.ambiente ?? null,
});

const respuesta = ok({
  current_page: 1,
  data: [anulada(5, { id: 'B-55', cude: CUDE, ambiente: 1 }), anulada(6, {})],
  per_page: 10,
  total: 2,
  last_page: 1,
  totales: { filas: 2, subtotal: '20000.00', descuento: '0.00', iva: '3800.00', total: '23800.00' },
  totalShopingReports: '23800.00',
});

const OPCIONES = {
  'GET sedes': ok([]),
  'GET nits': ok({ current_page: 0, data: [], per_page: -1, total: 0, last_page: 1 }),
};
const configuracion = (erp: string) => ok([{ id: 1, nombre: 'activarErpBegranda', valor: erp }]);

function montar() {
  return render(
    <TestMemoryRouter initialEntries={['/informes/informeDevolucionesCompras']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <InformePagina informe={informeDevolucionesCompras} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const fila = (factura: string) => screen.getByRole('cell', { name: factura }).closest('tr')!;

describe('the cancelled purchases report with the ERP (issue 29)', () => {
  it('labels each cancellation by its ERP id and shows its chips: done ones disabled, a pending one sent', async () => {
    const red = api({
      ...OPCIONES,
      'GET configuraciones': configuracion('1'),
      'GET informes/compras/devoluciones': respuesta,
      'POST erp/begranda/dian/cancel/purchase/expense': fallo(503, 'La ERP no respondió: conexión rechazada'),
    });
    montar();
    await screen.findByRole('columnheader', { name: 'ERP y DIAN' }, T);
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeTruthy();
    const enErp = fila('FV-5');
    expect(within(enErp).getByText('anulada en la ERP')).toBeTruthy();
    for (const nombre of ['Begranda', 'Dian'])
      expect(within(enErp).getByText(nombre).closest('.MuiChip-root')?.className).toContain('Mui-disabled');
    expect(within(enErp).getByRole('link', { name: 'Ver en DIAN' }).getAttribute('href')).toBe(
      `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${CUDE}`,
    );

    const sola = fila('FV-6');
    expect(within(sola).getByText('anulada solo en Comanda')).toBeTruthy();
    fireEvent.click(within(sola).getByRole('button', { name: 'Dian' }));
    await screen.findByText('Transacción Fallida enviando a la ERP de Begranda !!', {}, T);
    expect(screen.getByText('La ERP no respondió: conexión rechazada')).toBeTruthy();
    await waitFor(() => expect(red.de('POST erp/begranda/dian/cancel/purchase/expense')).toHaveLength(1));
    expect(red.de('POST erp/begranda/dian/cancel/purchase/expense')[0].cuerpo).toEqual({
      id: 6,
      tipo: 'purchase',
    });
    // The totals row keeps its cells under the extra columns.
    expect(screen.getByTestId('totales-informe').querySelectorAll('td, th')).toHaveLength(
      informeDevolucionesCompras.columnas.length + 2,
    );
  }, 90_000);

  it('with the ERP off: plain "anulada" and no chips', async () => {
    api({
      ...OPCIONES,
      'GET configuraciones': configuracion('0'),
      'GET informes/compras/devoluciones': respuesta,
    });
    montar();
    await screen.findByRole('cell', { name: 'FV-6' }, T);
    await waitFor(() => expect(within(fila('FV-6')).getByText('anulada')).toBeTruthy(), T);
    expect(screen.queryByRole('columnheader', { name: 'ERP y DIAN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dian' })).toBeNull();
  }, 90_000);
});
