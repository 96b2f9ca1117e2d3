import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { Gasto } from '../../../common/gastos';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import GastoCreate from '../../../src/resources/gastos/GastoCreate';
import GastoEdit from '../../../src/resources/gastos/GastoEdit';
import GastosList from '../../../src/resources/gastos/GastosList';
import { api, ok, usarApiFalsa } from '../msw/servidor';
import { cerrarSesionLocal, iniciarSesion } from '../shell/soporte';

usarApiFalsa();
beforeEach(() => iniciarSesion());
afterEach(() => cerrarSesionLocal());

const fechas = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const paginaDe = (data: unknown[]) =>
  ok({ current_page: 1, data, per_page: 10, total: data.length, last_page: 1 });

const catalogos = {
  'GET formasPago': paginaDe([
    {
      id: 1,
      nombre: 'Efectivo',
      descripcion: null,
      id_sede: null,
      sede: null,
      efectivo: true,
      activa: true,
      ...fechas,
    },
  ]),
  'GET tiposGastos': paginaDe([
    {
      id: 3,
      nombre: 'Mantenimiento',
      descripcion: null,
      codigoProductoErpBegranda: null,
      labelProductoErpBegranda: null,
      ...fechas,
    },
  ]),
  'GET nits': ok({ current_page: 0, data: [], per_page: 10, total: 0, last_page: 1 }),
};

const gasto = (cambios: Partial<Gasto> = {}): Gasto => ({
  id: 7,
  id_sede: 1,
  fecha: '2026-11-20',
  id_forma_pago: 1,
  forma_pago: { id: 1, nombre: 'Efectivo' },
  numero_factura: 'FE-9',
  id_tipo_gasto: 3,
  tipo_gasto: { id: 3, nombre: 'Mantenimiento' },
  concepto_gasto: 'Arreglo de la nevera',
  subtotal: '30000.00',
  impuesto: '5700.00',
  total: '35700.00',
  id_nit: null,
  proveedor: null,
  id_cuadre_caja: 4,
  estado: 'registrado',
  id_begranda: null,
  begrandaId: null,
  cufeCude: null,
  id_begranda_anulado: null,
  cude_anulado: null,
  anulado_at: null,
  motivo_anulacion: null,
  created_at: '2026-11-20T15:00:00.000Z',
  ...cambios,
});

function montar(ruta: string, pagina: ReactNode) {
  return render(
    <TestMemoryRouter initialEntries={[ruta]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <ResourceContextProvider value="gastos">
          <Routes>
            <Route path="/gastos" element={pagina} />
            <Route path="/gastos/registrar" element={pagina} />
            <Route path="/gastos/editar/:id" element={pagina} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const escribir = (etiqueta: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });
const total = () => screen.getByTestId('total-gasto').textContent;

describe('/gastos/registrar', () => {
  it('computes the total as the user types, in pesos with the Colombian comma', async () => {
    api(catalogos);
    montar('/gastos/registrar', <GastoCreate />);
    await screen.findByLabelText(/Subtotal/);
    expect(total()).toBe('Total: escribe el subtotal y el impuesto en pesos');
    escribir('Subtotal', '30000');
    expect(total()).toBe('Total: $ 30.000');
    escribir('Impuesto', '5700');
    expect(total()).toBe('Total: $ 35.700');
    escribir('Subtotal', '1000,50');
    escribir('Impuesto', '190,10');
    expect(total()).toBe('Total: $ 1.190,60');
    // Not money, or negative: no total until it is.
    escribir('Impuesto', '12abc');
    expect(total()).toBe('Total: escribe el subtotal y el impuesto en pesos');
    escribir('Impuesto', '-5');
    expect(total()).toBe('Total: escribe el subtotal y el impuesto en pesos');
    escribir('Impuesto', '');
    expect(total()).toBe('Total: $ 1.000,50');
  });
});

describe('/gastos/editar/:id', () => {
  it("shows the stored expense's total and sends the fields back with _method=put", async () => {
    const red = api({
      ...catalogos,
      'GET gastos/gasto/:id': ok(gasto()),
      'POST gastos/gasto/:id': ok(gasto({ subtotal: '40000.00', total: '45700.00' })),
    });
    montar('/gastos/editar/7', <GastoEdit />);
    await waitFor(() => expect(total()).toBe('Total: $ 35.700'));
    escribir('Subtotal', '40000');
    expect(total()).toBe('Total: $ 45.700');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(red.de('POST gastos/gasto/:id')).toHaveLength(1));
    const enviado = red.de('POST gastos/gasto/:id')[0].cuerpo as FormData;
    expect(enviado.get('_method')).toBe('put');
    expect(enviado.get('subtotal')).toBe('40000.00');
    expect(enviado.get('impuesto')).toBe('5700.00');
    expect(enviado.has('total')).toBe(false);
  });

  it('a cancelled expense says so and cannot be saved', async () => {
    api({
      ...catalogos,
      'GET gastos/gasto/:id': ok(gasto({ estado: 'anulado', anulado_at: '2026-11-21T00:00:00Z' })),
    });
    montar('/gastos/editar/7', <GastoEdit />);
    expect(await screen.findByText('El gasto está anulado: no se puede modificar.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
  });
});

describe('/gastos', () => {
  it('reads cancelled ones as spec §4 says and cancels with a reason', async () => {
    const red = api({
      'GET configuraciones': ok([{ id: 1, nombre: 'activarErpBegranda', valor: '1' }]),
      'GET gastos': paginaDe([
        gasto(),
        gasto({ id: 8, concepto_gasto: 'Taxi', estado: 'anulado', anulado_at: '2026-11-21T00:00:00Z' }),
        gasto({
          id: 9,
          concepto_gasto: 'Gas',
          estado: 'anulado',
          anulado_at: '2026-11-21T00:00:00Z',
          id_begranda_anulado: 'B-77',
        }),
      ]),
      'DELETE gastos/gasto/:id': ok(gasto({ estado: 'anulado', anulado_at: '2026-11-22T00:00:00Z' })),
    });
    montar('/gastos', <GastosList />);
    const taxi = (await screen.findByText('Taxi')).closest('tr') as HTMLElement;
    expect(await within(taxi).findByText('anulado solo en Comanda')).toBeTruthy();
    const gas = screen.getByText('Gas').closest('tr') as HTMLElement;
    expect(within(gas).getByText('anulado en la ERP')).toBeTruthy();
    const vivo = screen.getByText('Arreglo de la nevera').closest('tr') as HTMLElement;
    expect(within(vivo).getByText('registrado')).toBeTruthy();
    expect(within(taxi).queryByRole('button', { name: 'Anular' })).toBeNull();

    fireEvent.click(within(vivo).getByRole('button', { name: 'Anular' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Anular gasto' }));
    expect(await within(dialogo).findByText('Escribe el motivo de la anulación')).toBeTruthy();
    expect(red.de('DELETE gastos/gasto/:id')).toHaveLength(0);
    fireEvent.change(within(dialogo).getByLabelText(/Motivo de la anulación/), {
      target: { value: 'Factura repetida' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Anular gasto' }));
    await waitFor(() => expect(red.de('DELETE gastos/gasto/:id')).toHaveLength(1));
    expect(red.de('DELETE gastos/gasto/:id')[0]).toMatchObject({
      camino: 'gastos/gasto/7',
      params: { motivo: 'Factura repetida' },
    });
  });
});
