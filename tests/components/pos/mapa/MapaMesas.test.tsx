import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MesaConOrden } from '../../../../common/ordenes';
import type { Sede } from '../../../../common/registros';
import type { MensajeVivo } from '../../../../common/vivo';
import MapaMesas from '../../../../src/pos/mapa/MapaMesas';
import { RELOJ_MS } from '../../../../src/pos/mapa/useMapa';
import { PantallaOrdenarPerezosa } from '../../../../src/pos/ordenar/ruta';
import { api, ok, usarApiFalsa } from '../../msw/servidor';
import { cajaDePrueba } from '../soporte';
import { cerrarSesionLocal, iniciarSesion, paginas, renderShell, usuarioDePrueba } from '../../shell/soporte';

/** The live connection, faked: the test plays the server's messages and the reconnection. */
const vivo = vi.hoisted(() => ({
  alRecibir: null as null | ((m: MensajeVivo) => void),
  alReconectar: null as null | (() => void),
}));
vi.mock('../../../../src/pos/vivo/useVivo', () => ({
  useVivo: (alRecibir: (m: MensajeVivo) => void, alReconectar: () => void) => {
    vivo.alRecibir = alRecibir;
    vivo.alReconectar = alReconectar;
  },
}));

usarApiFalsa();
beforeEach(() => iniciarSesion());
afterEach(() => {
  cerrarSesionLocal();
  vi.useRealTimers();
  vivo.alRecibir = null;
  vivo.alReconectar = null;
  document.title = 'Comanda';
});

const centro: Sede = { id: 4, nombre: 'Centro', direccion: null, principal: true, activa: true };
const norte: Sede = { id: 7, nombre: 'Norte', direccion: 'Calle 100', principal: false, activa: true };

const mesa = (
  id: number,
  nombre: string,
  ubicacion: string | null,
  cambios: Partial<MesaConOrden> = {},
): MesaConOrden => ({
  id,
  nombre,
  id_sede: centro.id,
  ubicacion,
  tipo_mesa: 'cuadrada_4',
  coordenada_x: 10 * id,
  coordenada_y: 20,
  orden: null,
  ...cambios,
});

const orden = (
  id: number,
  total: string,
  minutos: number,
  cuenta_pedida_at: string | null = null,
): MesaConOrden['orden'] => ({
  id,
  id_usuario: 7,
  mesero: 'Ana Gómez',
  comensales: 2,
  cuenta_pedida_at,
  created_at: '2026-11-23T20:00:00.000Z',
  minutos,
  lineas: 3,
  total,
});

const SALON = [
  mesa(1, 'Mesa 1', 'Salón'),
  mesa(2, 'Mesa 2', 'Salón', { orden: orden(50, '45500.00', 12) }),
  mesa(3, 'Terraza 1', 'Terraza'),
  mesa(4, 'Barra', null, { coordenada_x: null, coordenada_y: null }),
];

function montar(rutas: Parameters<typeof api>[0]) {
  const red = api({
    'GET sedes': ok([centro]),
    'GET mesas/mesa/orden': ok(SALON),
    'GET cuadresCaja/cajaAbierta': ok(cajaDePrueba({ id_sede: 4 })),
    // Read ahead for the order screen (issue 25): the till's catalogue while idle, a table's order at the tap.
    'GET productos/venta': ok({ productos: [], categorias: [] }),
    'GET ordenes/ordenesAbiertas': ok([]),
    ...rutas,
  });
  const vista = renderShell(paginas({ '/ventas': <MapaMesas /> }), { ruta: '/ventas' });
  return { red, ...vista };
}

const plano = (zona: string) => screen.findByRole('group', { name: `Plano de ${zona}` });

describe('/ventas: the table map', () => {
  it("loads the order screen's code and catalogue while shown, and asks for a table's order at the tap (issue 25)", async () => {
    const precargar = vi.spyOn(PantallaOrdenarPerezosa, 'precargar').mockResolvedValue(undefined);
    const { red } = montar({});
    const salon = await plano('Salón');
    await waitFor(() => expect(precargar).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(red.de('GET productos/venta')).toHaveLength(1));
    expect(red.de('GET ordenes/ordenesAbiertas')).toEqual([]);
    // The finger down on the table is enough: the order screen's first read is under way before it opens.
    fireEvent.pointerDown(within(salon).getByRole('link', { name: 'Mesa 1, libre' }));
    await waitFor(() => expect(red.de('GET ordenes/ordenesAbiertas')).toHaveLength(1));
    expect(red.de('GET ordenes/ordenesAbiertas')[0].params).toEqual({ id_mesa: '1' });
    precargar.mockRestore();
  });

  it('shows the main venue’s first zone: free and occupied tables with total and minutes', async () => {
    const { red } = montar({});
    const salon = await plano('Salón');
    expect(
      within(salon)
        .getAllByRole('link')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Mesa 1, libre', 'Mesa 2, ocupada, $ 45.500, abierta hace 12 min']);
    const ocupada = within(salon).getByRole('link', { name: /Mesa 2/ });
    expect(ocupada.textContent).toBe('Mesa 2$ 45.50012 min');
    expect(within(salon).getByRole('link', { name: 'Mesa 1, libre' }).textContent).toBe('Mesa 1Libre');
    expect(screen.getByText('1 de 4 mesas ocupadas')).toBeTruthy();
    expect(red.de('GET mesas/mesa/orden').map((l) => l.params)).toEqual([{ id_sede: '4' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Mesas' })).toBeTruthy();
    // One venue: no picker.
    expect(screen.queryByRole('combobox', { name: 'Sede' })).toBeNull();
  });

  it('a table whose bill was requested: its own colour, an icon and the words, counted in the summary', async () => {
    montar({
      'GET mesas/mesa/orden': ok([
        ...SALON,
        mesa(5, 'Mesa 5', 'Salón', { orden: orden(51, '80000.00', 40, '2026-11-23T20:30:00.000Z') }),
      ]),
    });
    const salon = await plano('Salón');
    const cuenta = within(salon).getByRole('link', { name: /Mesa 5/ });
    expect(cuenta.getAttribute('aria-label')).toBe('Mesa 5, cuenta pedida, $ 80.000, abierta hace 40 min');
    expect(cuenta.getAttribute('data-estado')).toBe('cuenta');
    expect(cuenta.textContent).toBe('Mesa 5$ 80.00040 minCuenta pedida');
    expect(cuenta.querySelector('svg[data-testid="ReceiptLongIcon"]')).toBeTruthy();
    const ocupada = within(salon).getByRole('link', { name: /Mesa 2/ });
    expect(ocupada.getAttribute('data-estado')).toBe('ocupada');
    expect(getComputedStyle(cuenta).backgroundColor).not.toBe(getComputedStyle(ocupada).backgroundColor);
    expect(screen.getByText('2 de 5 mesas ocupadas · 1 con la cuenta pedida')).toBeTruthy();
  });

  it('a tab per zone, Sin zona last; tables without coordinates in a grid', async () => {
    montar({});
    await plano('Salón');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Salón', 'Terraza', 'Sin zona']);
    fireEvent.click(tabs[1]);
    const terraza = await plano('Terraza');
    expect(
      within(terraza)
        .getAllByRole('link')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Terraza 1, libre']);
    expect(screen.queryByRole('link', { name: /Mesa 1/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Sin zona' }));
    const sinZona = await plano('Sin zona');
    expect(within(sinZona).getByRole('link', { name: 'Barra, libre' })).toBeTruthy();
  });

  it('tapping a table opens its order screen with ?mesa=', async () => {
    const { ubicacion } = montar({});
    fireEvent.click(within(await plano('Salón')).getByRole('link', { name: /Mesa 2/ }));
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/ventas/ordenar'));
    expect(ubicacion.actual?.search).toBe('?mesa=2');
  });

  it('the minutes advance every minute without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { red } = montar({});
    const salon = await plano('Salón');
    expect(within(salon).getByRole('link', { name: /Mesa 2/ }).textContent).toContain('12 min');
    // A minute shows at most RELOJ_MS after it turns.
    act(() => void vi.advanceTimersByTime(60_000 + RELOJ_MS));
    expect(within(salon).getByRole('link', { name: /Mesa 2/ }).textContent).toContain('13 min');
    act(() => void vi.advanceTimersByTime(120_000));
    expect(
      within(salon)
        .getByRole('link', { name: /Mesa 2/ })
        .getAttribute('aria-label'),
    ).toBe('Mesa 2, ocupada, $ 45.500, abierta hace 15 min');
    expect(red.de('GET mesas/mesa/orden')).toHaveLength(1);
  });

  it('an order message of the venue reloads the map; another venue’s does not', async () => {
    let llamada = 0;
    const { red } = montar({
      'GET mesas/mesa/orden': () =>
        ok(llamada++ === 0 ? SALON : [mesa(1, 'Mesa 1', 'Salón', { orden: orden(51, '8000.00', 0) })]),
    });
    await plano('Salón');
    act(() => vivo.alRecibir!({ action: 'updateTableOrder', data: { id_orden: 9, id_mesa: 1, id_sede: 7 } }));
    act(() => vivo.alRecibir!({ action: 'sendMessage', message: 'Hola' }));
    act(() => vivo.alRecibir!({ action: 'newOrder', data: { id_orden: 51, id_mesa: 1, id_sede: 4 } }));
    expect(
      await screen.findByRole('link', { name: 'Mesa 1, ocupada, $ 8.000, abierta hace 0 min' }),
    ).toBeTruthy();
    expect(red.de('GET mesas/mesa/orden')).toHaveLength(2);
    act(() =>
      vivo.alRecibir!({ action: 'updateTableOrder', data: { id_orden: 51, id_mesa: 1, id_sede: 4 } }),
    );
    await waitFor(() => expect(red.de('GET mesas/mesa/orden')).toHaveLength(3));
  });

  it('totals of a shown order change its total in place; of an unknown order reload', async () => {
    const { red } = montar({});
    await plano('Salón');
    act(() =>
      vivo.alRecibir!({
        action: 'totals',
        data: { id_orden: 50, id_mesa: 2, id_sede: 4, total: '61000.00' },
      }),
    );
    expect(
      await screen.findByRole('link', { name: 'Mesa 2, ocupada, $ 61.000, abierta hace 12 min' }),
    ).toBeTruthy();
    expect(red.de('GET mesas/mesa/orden')).toHaveLength(1);
    act(() =>
      vivo.alRecibir!({ action: 'totals', data: { id_orden: 99, id_mesa: 1, id_sede: 4, total: '1000.00' } }),
    );
    await waitFor(() => expect(red.de('GET mesas/mesa/orden')).toHaveLength(2));
  });

  it('reloads after the live connection comes back', async () => {
    const { red } = montar({});
    await plano('Salón');
    act(() => vivo.alReconectar!());
    await waitFor(() => expect(red.de('GET mesas/mesa/orden')).toHaveLength(2));
  });

  it('several venues: a picker, the main venue by default, another venue’s tables on choosing it', async () => {
    const { red } = montar({
      'GET sedes': ok([norte, centro]),
      'GET mesas/mesa/orden': ({ params }) =>
        ok(params.id_sede === '7' ? [mesa(8, 'Ventana', 'Patio', { id_sede: 7 })] : SALON),
    });
    await plano('Salón');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sede' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Norte' }));
    const patio = await plano('Patio');
    expect(within(patio).getByRole('link', { name: 'Ventana, libre' })).toBeTruthy();
    expect(red.de('GET mesas/mesa/orden').map((l) => l.params.id_sede)).toEqual(['4', '7']);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a venue without tables says so, with a link to /mesas for roles that may open it', async () => {
    montar({ 'GET mesas/mesa/orden': ok([]) });
    expect(await screen.findByText('Esta sede aún no tiene mesas.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrar mesas' }).getAttribute('href')).toBe('/mesas');
  });

  it('a waiter without the mesas tag is told to ask, with no link', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 2, acceso_modulo_tag: 'ventas' } }));
    montar({ 'GET mesas/mesa/orden': ok([]) });
    expect(await screen.findByText(/Pide al administrador que registre las mesas/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Registrar mesas' })).toBeNull();
  });
});

describe('/ventas: the venue’s register closed (issue 34)', () => {
  it('says so before any order is taken, and whoever may opens it in place', async () => {
    let abierta: ReturnType<typeof cajaDePrueba> | null = null;
    const { red } = montar({
      'GET cuadresCaja/cajaAbierta': () => ok(abierta),
      'GET responsables': ok([{ id: 1, nombre: 'Ana', apellido: 'Gómez', email: 'ana@x.co' }]),
      'POST cuadresCaja/cuadreCaja': (l) => {
        abierta = cajaDePrueba({ id_sede: 4, saldo_apertura: '150000.00' });
        expect(l.cuerpo).toEqual({ id_sede: 4, saldo_apertura: '150000.00', id_responsable: 1 });
        return ok(abierta, 'Caja abierta correctamente');
      },
    });
    const aviso = await screen.findByTestId('aviso-caja-cerrada');
    expect(aviso.textContent).toContain(
      'La caja de esta sede está cerrada: ábrala antes de tomar órdenes para poder cobrarlas.',
    );
    fireEvent.click(within(aviso).getByRole('button', { name: 'Abrir caja' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Abrir caja' });
    fireEvent.change(within(dialogo).getByLabelText('Efectivo inicial'), { target: { value: '150.000' } });
    await waitFor(() => expect(within(dialogo).getByRole('combobox').textContent).toBe('Ana Gómez'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Abrir caja' }));
    await waitFor(() => expect(screen.queryByTestId('aviso-caja-cerrada')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Abrir caja' })).toBeNull();
    expect(red.de('POST cuadresCaja/cuadreCaja')).toHaveLength(1);
    // The map itself was there all along.
    expect(await plano('Salón')).toBeTruthy();
  });

  it('a waiter who may not open it is told to ask, with no button', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 3, acceso_modulo_tag: 'ventas' } }));
    montar({ 'GET cuadresCaja/cajaAbierta': ok(null) });
    const aviso = await screen.findByTestId('aviso-caja-cerrada');
    expect(aviso.textContent).toBe(
      'La caja de esta sede está cerrada: pida a quien administra la caja que la abra para poder cobrar.',
    );
    expect(within(aviso).queryByRole('button')).toBeNull();
  });

  it('says nothing while the register is open', async () => {
    montar({});
    await plano('Salón');
    expect(screen.queryByTestId('aviso-caja-cerrada')).toBeNull();
  });
});
