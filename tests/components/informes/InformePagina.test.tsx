import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { informeGastos, informeVentas, type Informe } from '../../../common/informes';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { InformePagina } from '../../../src/reports/InformePagina';
import { rangoInicial } from '../../../src/reports/rango';
import { api, fallo, ok, usarApiFalsa, type Llamada } from '../msw/servidor';
import { cerrarSesionLocal, iniciarSesion } from '../shell/soporte';

usarApiFalsa();
beforeEach(() => iniciarSesion());
afterEach(() => cerrarSesionLocal());

const T = { timeout: 40_000 };
const fechas = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const paginaCatalogo = (data: unknown[]) =>
  ok({ current_page: 1, data, per_page: -1, total: data.length, last_page: 1 });

/** The option lists of the sales report's filters (venue, payment method, cashier). */
const OPCIONES_VENTAS = {
  'GET sedes': ok([{ id: 1, nombre: 'Principal', direccion: null, principal: true, activa: true }]),
  'GET formasPago': paginaCatalogo(
    [
      [1, 'Efectivo', true],
      [2, 'Tarjeta', false],
    ].map(([id, nombre, efectivo]) => ({
      id,
      nombre,
      descripcion: null,
      id_sede: null,
      sede: null,
      efectivo,
      activa: true,
      ...fechas,
    })),
  ),
  'GET responsables': ok([{ id: 4, nombre: 'Dora', apellido: 'Dueña', email: 'dora@bar.co' }]),
};

/** A sale row as GET informes/ventas answers it; sale n was made at 23:30 Bogotá (04:30 UTC the next day). */
const venta = (n: number) => ({
  id: n,
  numero: `POS-${n}`,
  fecha: `2026-11-0${(n % 9) + 1}T04:30:00.000Z`,
  sede: 'Principal',
  cliente: 'Consumidor final',
  cajero: 'Dora Dueña',
  formas_pago: 'Efectivo',
  subtotal: '12500.00',
  descuento: '0.00',
  base: '10504.20',
  impuesto: '1995.80',
  total: '12500.00',
  propina: '1250.00',
});

const TOTALES = {
  filas: 12,
  subtotal: '150000.00',
  descuento: '0.00',
  base: '126050.40',
  impuesto: '23949.60',
  total: '150000.00',
  propina: '15000.00',
};

/** The sales report's reply for a call: 12 sales, paged as asked (10, or all with -1). */
function respuestaVentas({ params }: Llamada) {
  const todas = Array.from({ length: 12 }, (_, i) => venta(i + 1));
  const porPagina = Number(params.rowsPerPage);
  const pagina = Number(params.page);
  const data = porPagina === -1 ? todas : todas.slice((pagina - 1) * porPagina, pagina * porPagina);
  return ok({
    current_page: pagina,
    data,
    per_page: porPagina === -1 ? 12 : porPagina,
    total: 12,
    last_page: porPagina === -1 ? 1 : Math.ceil(12 / porPagina),
    totales: TOTALES,
  });
}

function montar(informe: Informe, store = memoryStore()) {
  return render(
    <TestMemoryRouter initialEntries={[`/informes/${informe.modulo}`]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={store}
        theme={lightTheme}
      >
        <InformePagina informe={informe} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const filasDeDatos = () =>
  within(screen.getByRole('table', { name: 'Informe de ventas' }))
    .getAllByRole('row')
    .filter((f) => f.closest('tbody'));

describe('a report page, built from its declaration', () => {
  it('asks for the current Bogotá month by pages of 10 and shows the rows in pesos and Bogotá time, with the totals row', async () => {
    const red = api({ ...OPCIONES_VENTAS, 'GET informes/ventas': respuestaVentas });
    montar(informeVentas);
    await screen.findByRole('cell', { name: 'POS-1' }, T);
    const { from, to } = rangoInicial();
    expect(red.de('GET informes/ventas')[0].params).toEqual({ page: '1', rowsPerPage: '10', from, to });

    const tabla = screen.getByRole('table', { name: 'Informe de ventas' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(informeVentas.columnas.map((c) => c.titulo.es));
    const fila = screen.getByRole('cell', { name: 'POS-1' }).closest('tr')!;
    // 04:30 UTC on the 2nd is 23:30 on the 1st in Bogotá.
    expect(within(fila).getByText('2026-11-01 23:30')).toBeTruthy();
    expect(within(fila).getAllByText('$ 12.500')).toHaveLength(2);
    expect(within(fila).getByText('$ 10.504,20')).toBeTruthy();
    expect(filasDeDatos()).toHaveLength(10);

    // The range's totals (the server's), not the page's sums.
    const totales = screen.getByTestId('totales-informe');
    expect(
      within(totales)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '',
      '',
      '',
      '',
      '',
      '$ 150.000',
      '$ 0',
      '$ 126.050,40',
      '$ 23.949,60',
      '$ 150.000',
      '$ 15.000',
    ]);
    expect(within(totales).getByRole('rowheader').textContent).toBe('Totales');
  }, 90_000);

  it('sends the chosen filter and range with Filtrar, from page 1', async () => {
    const red = api({ ...OPCIONES_VENTAS, 'GET informes/ventas': respuestaVentas });
    montar(informeVentas);
    await screen.findByRole('cell', { name: 'POS-1' }, T);

    const forma = screen.getByLabelText('Forma de pago');
    fireEvent.mouseDown(forma);
    fireEvent.click(await screen.findByRole('option', { name: 'Tarjeta' }, T));
    fireEvent.change(screen.getByLabelText('Fecha inicial'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Fecha final'), { target: { value: '2026-11-15' } });
    // Nothing is asked until Filtrar.
    expect(red.de('GET informes/ventas')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(
      () =>
        expect(red.de('GET informes/ventas').at(-1)!.params).toEqual({
          page: '1',
          rowsPerPage: '10',
          from: '2026-11-01',
          to: '2026-11-15',
          id_forma_pago: '2',
        }),
      T,
    );
  }, 90_000);

  it("refuses an empty start or an end before the start with spec §5's messages, asking nothing", async () => {
    const red = api({ ...OPCIONES_VENTAS, 'GET informes/ventas': respuestaVentas });
    montar(informeVentas);
    await screen.findByRole('cell', { name: 'POS-1' }, T);

    // A date input is emptied when left (react-admin's DateInput), as the click on Filtrar does.
    fireEvent.change(screen.getByLabelText('Fecha inicial'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Fecha inicial'));
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('La fecha de inicio es requerida para consultar.', {}, T)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Fecha inicial'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('Fecha final'), { target: { value: '2026-11-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      await screen.findByText('La fecha fin no puede ser menor a la fecha inicial.', {}, T),
    ).toBeTruthy();
    expect(screen.queryByText('La fecha de inicio es requerida para consultar.')).toBeNull();
    expect(red.de('GET informes/ventas')).toHaveLength(1);
  }, 90_000);

  it('pages by 10 and shows every row with Todas (rowsPerPage=-1)', async () => {
    const red = api({ ...OPCIONES_VENTAS, 'GET informes/ventas': respuestaVentas });
    montar(informeVentas);
    await screen.findByRole('cell', { name: 'POS-1' }, T);
    expect(screen.getByText('1-10 de 12')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    await screen.findByRole('cell', { name: 'POS-11' }, T);
    expect(red.de('GET informes/ventas').at(-1)!.params.page).toBe('2');
    expect(filasDeDatos()).toHaveLength(2);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Filas por página/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Todas' }, T));
    await waitFor(() => expect(filasDeDatos()).toHaveLength(12), T);
    expect(red.de('GET informes/ventas').at(-1)!.params).toMatchObject({ page: '1', rowsPerPage: '-1' });
    expect(screen.getByText('1-12 de 12')).toBeTruthy();
  }, 90_000);

  it("says the report's own message when a load fails without one, and the server's when it has one", async () => {
    const opciones = {
      'GET sedes': ok([]),
      'GET tiposGastos': paginaCatalogo([]),
      'GET formasPago': paginaCatalogo([]),
      'GET nits': ok({ current_page: 0, data: [], per_page: -1, total: 0, last_page: 1 }),
    };
    api({ ...opciones, 'GET informes/gastos': fallo(500, '') });
    const { unmount } = montar(informeGastos);
    const alerta = await screen.findByText(
      'Error al obtener los gastos',
      { selector: '.MuiAlert-message' },
      T,
    );
    expect(
      within(alerta.closest('[role="alert"]')!).getByRole('button', { name: 'Reintentar' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    // In English, the report's own message in English.
    const ingles = memoryStore({ locale: 'en' });
    const { unmount: desmontarIngles } = montar(informeGastos, ingles);
    expect(
      await screen.findByText('Could not load the expenses', { selector: '.MuiAlert-message' }, T),
    ).toBeTruthy();
    desmontarIngles();

    api({ ...opciones, 'GET informes/gastos': fallo(404, 'No encontrado') });
    montar(informeGastos);
    expect(await screen.findByText('No encontrado', { selector: '.MuiAlert-message' }, T)).toBeTruthy();
    expect(screen.queryByText('Error al obtener los gastos', { selector: '.MuiAlert-message' })).toBeNull();
  }, 90_000);
});
