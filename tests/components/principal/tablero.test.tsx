import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import type { PermisosRol } from '../../../common/modulos';
import type {
  CajaOrdenesVentas,
  FacturadoSieteDias,
  MasVendidos,
  TotalesSumatorias,
  UltimasOrdenesActivas,
  UltimasVentas,
  Utilidades,
  VentasDias,
  VentasEgresos,
} from '../../../common/tableroEsquemas';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import Principal from '../../../src/pages/principal/Principal';
import { Tablero } from '../../../src/pages/principal/tablero/Tablero';
import { api, fallo, ok, usarApiFalsa, type Respuesta } from '../msw/servidor';
import { cerrarSesionLocal, iniciarSesion, renderShell, usuarioDePrueba } from '../shell/soporte';

usarApiFalsa();
afterEach(() => cerrarSesionLocal());

const T = { timeout: 10_000 };
const dia = (fecha: string, ventas: number, total: string) => ({ fecha, ventas, total });

const HOY: CajaOrdenesVentas = {
  fecha: '2026-03-10',
  cajas_abiertas: 1,
  ordenes_activas: 2,
  ordenes_total: '42400.00',
  ventas: 3,
  total_ventas: '49400.50',
  propinas: '3240.00',
  canceladas: 1,
};
const TOTALES: TotalesSumatorias = {
  mes: '2026-03',
  ventas: 5,
  total: '70400.50',
  base: '63675.54',
  impuesto: '6724.96',
  descuento: '0.00',
  propinas: '3240.00',
  ticket_promedio: '14080.10',
  canceladas: 1,
  total_canceladas: '12000.00',
};
const UTILIDADES: Utilidades = {
  mes: '2026-03',
  ventas: '70400.50',
  compras: '15000.00',
  gastos: '11900.00',
  utilidad: '43500.50',
};
const DIAS: VentasDias = {
  mes: '2026-03',
  dias: [dia('2026-03-01', 0, '0.00'), dia('2026-03-02', 2, '42400.00')],
  ventas: 2,
  total: '42400.00',
};
const SIETE: FacturadoSieteDias = {
  desde: '2026-03-04',
  hasta: '2026-03-10',
  dias: [dia('2026-03-10', 2, '42400.00')],
  ventas: 2,
  total: '42400.00',
};
const EGRESOS: VentasEgresos = {
  meses: [
    { mes: '2026-03', ventas: '70400.50', gastos: '11900.00', compras: '15000.00', egresos: '26900.00' },
  ],
};
const MAS: MasVendidos = {
  mes: '2026-03',
  productos: [
    { id_producto: 3, nombre: 'Agua en botella', cantidad: '5.000', total: '25000.00' },
    { id_producto: 1, nombre: 'Bandeja paisa', cantidad: '1.000', total: '32400.00' },
  ],
};
const VENTAS: UltimasVentas = [
  {
    id: 9,
    numero: 'FV12',
    fecha: '2026-03-11T04:30:00.000Z',
    sede: 'Centro',
    total: '10000.00',
    propina: '0.00',
  },
];
const ORDENES: UltimasOrdenesActivas = [
  {
    id: 4,
    mesa: 'Mesa 1',
    sede: 'Centro',
    mesero: 'Luisa Mesa',
    fecha: '2026-03-10T17:00:00.000Z',
    comensales: 2,
    total: '42400.00',
  },
];

type Fake = Respuesta | (() => Respuesta | Promise<Respuesta>);
const RUTAS = (cambios: Record<string, Fake> = {}): Record<string, Fake> => ({
  'GET informes/caja/ordnes/ventas': ok(HOY),
  'GET informes/totales/sumatorias': ok(TOTALES),
  'GET informes/utilidades': ok(UTILIDADES),
  'GET informes/ventasDias': ok(DIAS),
  'GET informes/facturadoSieteDias': ok(SIETE),
  'GET informes/ventasEgresos': ok(EGRESOS),
  'GET informes/masVendidos': ok(MAS),
  'GET informes/ultimasVentas': ok(VENTAS),
  'GET informes/ultimasOrdenesActivas': ok(ORDENES),
  ...cambios,
});

const DUENO: PermisosRol = { id_rol: 0, acceso_modulo_tag: '*' };

function montar(permisos: PermisosRol = DUENO) {
  return render(
    <TestMemoryRouter initialEntries={['/principal']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <Tablero permisos={permisos} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const tarjeta = (nombre: string | RegExp) => screen.findByRole('region', { name: nombre }, T);

// Each test waits on several cards' calls: generous under a loaded machine (outcomes only, never durations).
describe('/principal: the owner’s dashboard', { timeout: 90_000 }, () => {
  it('shows each card’s skeleton while its own call is under way, then its figures in pesos', async () => {
    let soltar: () => void = () => undefined;
    const espera = new Promise<void>((r) => (soltar = r));
    api(RUTAS({ 'GET informes/caja/ordnes/ventas': async () => (await espera, ok(HOY)) }));
    montar();
    const hoy = await tarjeta(/^Hoy/);
    expect(hoy.getAttribute('aria-busy')).toBe('true');
    // The other cards do not wait for this one.
    const utilidad = await tarjeta('Utilidad · 2026-03');
    await waitFor(() => expect(within(utilidad).getByText('$ 43.500,50')).toBeTruthy(), T);
    soltar();
    await waitFor(() => expect(hoy.getAttribute('aria-busy')).toBe('false'), T);
    expect(within(hoy).getByRole('heading').textContent).toBe('Hoy · 2026-03-10');
    expect(within(hoy).getByText('$ 49.400,50')).toBeTruthy();
    expect(within(hoy).getByText('$ 42.400')).toBeTruthy();
    const totales = await tarjeta('Totales del mes · 2026-03');
    expect(within(totales).getByText('$ 14.080,10')).toBeTruthy();
    expect(within(totales).getByText('1 · $ 12.000')).toBeTruthy();
    const mas = await tarjeta('Más vendidos · 2026-03');
    await waitFor(() => expect(within(mas).getByText('1. Agua en botella')).toBeTruthy(), T);
    expect(within(mas).getByText('5')).toBeTruthy();
    const ventas = await tarjeta('Últimas ventas');
    await waitFor(() => expect(within(ventas).getByText('FV12 · Centro')).toBeTruthy(), T);
    // The instant as Bogotá reads it: 23:30 of the 10th.
    expect(within(ventas).getByText('2026-03-10 23:30')).toBeTruthy();
    const ordenes = await tarjeta('Últimas órdenes activas');
    await waitFor(() => expect(within(ordenes).getByText('Luisa Mesa · 2026-03-10 12:00')).toBeTruthy(), T);
    const dias = await tarjeta('Ventas por día · 2026-03');
    await waitFor(() => expect(within(dias).getByText('$ 42.400 en 2 ventas')).toBeTruthy(), T);
  });

  it('says when there is nothing yet instead of an empty chart or list', async () => {
    api(
      RUTAS({
        'GET informes/ventasDias': ok({
          ...DIAS,
          dias: [dia('2026-03-01', 0, '0.00')],
          ventas: 0,
          total: '0.00',
        }),
        'GET informes/facturadoSieteDias': ok({ ...SIETE, dias: [], ventas: 0, total: '0.00' }),
        'GET informes/masVendidos': ok({ mes: '2026-03', productos: [] }),
        'GET informes/ultimasVentas': ok([]),
        'GET informes/ultimasOrdenesActivas': ok([]),
      }),
    );
    montar();
    expect(
      await within(await tarjeta('Ventas por día · 2026-03')).findByText(
        'Aún no hay ventas este mes.',
        {},
        T,
      ),
    ).toBeTruthy();
    expect(
      await within(await tarjeta('Facturado en los últimos siete días')).findByText(/No hubo ventas/, {}, T),
    ).toBeTruthy();
    expect(
      await within(await tarjeta('Más vendidos · 2026-03')).findByText(/Aún no hay productos/, {}, T),
    ).toBeTruthy();
    expect(
      await within(await tarjeta('Últimas ventas')).findByText('Aún no hay ventas.', {}, T),
    ).toBeTruthy();
    expect(
      await within(await tarjeta('Últimas órdenes activas')).findByText('No hay órdenes abiertas.', {}, T),
    ).toBeTruthy();
  });

  it('shows a card’s failure in that card with Reintentar, which asks again', async () => {
    let intentos = 0;
    const red = api(
      RUTAS({
        'GET informes/ultimasVentas': () =>
          ++intentos === 1 ? fallo(500, 'Error al obtener las ventas') : ok(VENTAS),
      }),
    );
    montar();
    const ventas = await tarjeta('Últimas ventas');
    const alerta = await within(ventas).findByRole('alert', {}, T);
    expect(alerta.textContent).toContain('Error al obtener las ventas');
    // The other cards are not touched by it.
    expect(await within(await tarjeta('Utilidad · 2026-03')).findByText('$ 43.500,50', {}, T)).toBeTruthy();
    fireEvent.click(within(ventas).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(ventas).getByText('FV12 · Centro')).toBeTruthy(), T);
    expect(red.de('GET informes/ultimasVentas')).toHaveLength(2);
    expect(within(ventas).queryByRole('alert')).toBeNull();
  });

  it('shows only the cards the role’s tags open, and calls nothing else', async () => {
    const red = api(RUTAS());
    montar({ id_rol: 2, acceso_modulo_tag: 'principal,informeVentas' });
    await within(await tarjeta('Últimas ventas')).findByText('FV12 · Centro', {}, T);
    expect(screen.queryByRole('region', { name: /^Utilidad/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ventas frente a egresos' })).toBeNull();
    expect(red.de('GET informes/utilidades')).toHaveLength(0);
    expect(red.de('GET informes/ventasEgresos')).toHaveLength(0);
  });

  it('is not there for a role without the reports: the page shows its shortcuts only', async () => {
    const red = api({});
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 3, acceso_modulo_tag: 'principal,ventas' } }));
    renderShell(<Principal />);
    const secciones = screen.getByRole('region', { name: 'Tus secciones' });
    expect(
      within(secciones)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/ventas']);
    expect(screen.queryByRole('region', { name: 'Tu negocio' })).toBeNull();
    expect(red.llamadas).toEqual([]);
  });
});
