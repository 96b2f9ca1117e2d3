import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider, TestMemoryRouter } from 'react-admin';
import type { CatalogoVenta } from '../../../../common/catalogoVenta';
import type { LineaOrden, Orden } from '../../../../common/ordenes';
import type { MensajeVivo } from '../../../../common/vivo';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import { Notificaciones } from '../../../../src/notifications';
import PantallaOrdenar from '../../../../src/pos/ordenar/PantallaOrdenar';
import { api, ok, usarApiFalsa, type Respuesta } from '../../msw/servidor';
import { iniciarSesion, usuarioDePrueba } from '../../shell/soporte';
import { cajaDePrueba, paginaCompleta, productoVenta as producto } from '../soporte';
import { pantallaDe } from '../../pantalla';

/** The live connection, faked: the test sends messages and reconnects through these. */
const vivo = vi.hoisted(() => ({
  recibir: null as null | ((m: MensajeVivo) => void),
  reconectar: null as null | (() => void),
}));
vi.mock('../../../../src/pos/vivo/useVivo', () => ({
  useVivo: (recibir: (m: MensajeVivo) => void, reconectar: () => void) => {
    vivo.recibir = recibir;
    vivo.reconectar = reconectar;
  },
}));

usarApiFalsa();

const CATALOGO: CatalogoVenta = {
  productos: [
    producto(10, 'Limonada de coco', 1, '9000.00', '7701234'),
    producto(11, 'Café', 1, '3500.50'),
    producto(20, 'Ajiaco', 2, '25000.00'),
    producto(21, 'Hamburguesa', 2, '28000.00'),
    producto(22, 'Queso campesino', 2, '30000.00', null, 'kilogramo'),
  ],
  categorias: [
    { id: 1, nombre: 'Bebidas', id_categoria_padre: null, icono: null, orden: 0, visible_carta: true },
    { id: 2, nombre: 'Platos', id_categoria_padre: null, icono: null, orden: 1, visible_carta: true },
  ],
};

const linea = (id: number, nombre: string, cambios: Partial<LineaOrden> = {}): LineaOrden => ({
  id,
  id_producto: 20,
  nombre,
  precio: '25000.00',
  porcentaje_impuesto: '8',
  cantidad: '1.000',
  total: '25000.00',
  nota: null,
  id_punto_impresion: null,
  estado: 'enviada',
  id_usuario: 1,
  created_at: '2026-11-23T20:00:00.000Z',
  enviado_at: '2026-11-23T20:00:00.000Z',
  listo_at: null,
  ...cambios,
});

const orden = (detalles: LineaOrden[], cambios: Partial<Orden> = {}): Orden => ({
  id: 7,
  id_sede: 1,
  id_mesa: 3,
  mesa: 'Mesa 3',
  id_usuario: 1,
  mesero: 'Ana Gómez',
  estado: 'abierta',
  comensales: 2,
  id_orden_destino: null,
  cuenta_pedida_at: null,
  created_at: '2026-11-23T20:00:00.000Z',
  minutos: 5,
  totales: { total: '25000.00', base: '23148.15', impuesto: '1851.85' },
  detalles,
  ...cambios,
});

const falloCon = (status: number, message: string, data: unknown, mensaje?: string): Respuesta => ({
  status,
  cuerpo: { success: false, data, code: status, message, ...(mensaje && { message_object: { mensaje } }) },
});

const mesa = (id: number, nombre: string) => ({
  id,
  nombre,
  id_sede: 1,
  ubicacion: null,
  tipo_mesa: null,
  coordenada_x: null,
  coordenada_y: null,
  orden: null,
});

const CAJA = cajaDePrueba({ id: 9, abierta_at: '2026-11-23T12:00:00.000Z' });

/** Where the router is (the screen stays rendered on any path of the test router). */
let ruta = '';

/** The draft of Mesa 3 (company 3 of the test user, venue 1) on this device. */
const BORRADOR_MESA_3 = 'comanda.borrador.3.1.mesa-3';

function montar(rutas: Parameters<typeof api>[0] = {}, entrada = '/ventas/ordenar?mesa=3') {
  const red = api({
    'GET productos/venta': ok(CATALOGO),
    'GET ordenes/ordenesAbiertas': ok([]),
    'GET mesas/mesa/orden': ok([mesa(3, 'Mesa 3')]),
    'GET cuadresCaja/cajaAbierta': ok(CAJA),
    // Read while an order is shown, for "Cobrar" and its receipt (issue 25).
    'GET formasPago/ventas': ok([]),
    'GET configuraciones': ok([]),
    'GET configuraciones/puntos/impresion': ok(paginaCompleta([])),
    ...rutas,
  });
  render(
    <TestMemoryRouter initialEntries={[entrada]} locationCallback={(l) => (ruta = l.pathname)}>
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <PantallaOrdenar />
        <Link to="/ventas">Ir al mapa</Link>
        <Notificaciones />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return red;
}

const agregar = async (nombre: string) =>
  fireEvent.click(await screen.findByRole('button', { name: `Agregar ${nombre}` }));
const porEnviar = () => screen.getByRole('region', { name: 'Por enviar' });
const enviadas = () => screen.getByRole('region', { name: 'Enviado a cocina' });

beforeEach(() => iniciarSesion(usuarioDePrueba()));

describe('/ventas/ordenar', () => {
  it('shows the categories as tabs, each with its products as buttons with name and price', async () => {
    montar();
    await screen.findByRole('button', { name: 'Agregar Limonada de coco' });
    expect(screen.getByText('$ 3.500,50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar Ajiaco' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Platos' }));
    expect(await screen.findByRole('button', { name: 'Agregar Ajiaco' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar Café' })).toBeNull();
  });

  it("shows the product's own icon on its button, else its category's", async () => {
    montar({
      'GET productos/venta': ok({
        productos: [
          { ...producto(10, 'Limonada de coco', 1, '9000.00'), icono: '/uploads/limonada.png' },
          producto(11, 'Café', 1, '3500.50'),
        ],
        categorias: [{ ...CATALOGO.categorias[0], icono: '/uploads/bebidas.png' }],
      }),
    });
    // The screen first shows the catalogue kept in memory from an earlier visit, then the one just read.
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Agregar Limonada de coco' })
          .querySelector('img')
          ?.getAttribute('src'),
      ).toBe('/uploads/limonada.png'),
    );
    const cafe = screen.getByRole('button', { name: 'Agregar Café' });
    expect(cafe.querySelector('img')?.getAttribute('src')).toBe('/uploads/bebidas.png');
  });

  it('searches as the user types, without accents or case; an exact code and Enter adds the product', async () => {
    montar();
    await screen.findByRole('button', { name: 'Agregar Café' });
    const buscar = screen.getByRole('searchbox', { name: 'Buscar producto o código' });
    fireEvent.change(buscar, { target: { value: 'CAFE' } });
    expect(screen.getByRole('button', { name: 'Agregar Café' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar Limonada de coco' })).toBeNull();
    fireEvent.change(buscar, { target: { value: 'hambur' } });
    // The catalogue kept in memory by the test before shows first; the one just read follows (it has this one).
    expect(await screen.findByRole('button', { name: 'Agregar Hamburguesa' })).toBeTruthy();
    fireEvent.change(buscar, { target: { value: '7701234' } });
    fireEvent.keyDown(buscar, { key: 'Enter' });
    expect(within(porEnviar()).getByText('Limonada de coco')).toBeTruthy();
    expect((buscar as HTMLInputElement).value).toBe('');
  });

  it('adds with quantity and note, counts diners, and sends one POST with one key even on a double tap', async () => {
    const guardada = orden([
      linea(1, 'Ajiaco', { cantidad: '2.000', total: '50000.00', nota: 'sin cebolla' }),
    ]);
    const red = montar({
      'POST ordenes/orden': () => ok(guardada, 'Orden enviada a preparación'),
    });
    await agregar('Café');
    fireEvent.click(screen.getByRole('button', { name: 'Uno más de Café' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nota de Café' }), {
      target: { value: 'sin azúcar' },
    });
    expect(screen.getByTestId('provisional').textContent).toBe('$ 7.001');
    fireEvent.click(screen.getByRole('button', { name: 'Un comensal más' }));
    const enviar = screen.getByRole('button', { name: 'Enviar a cocina' });
    fireEvent.click(enviar);
    fireEvent.click(enviar);
    await within(await screen.findByRole('region', { name: 'Enviado a cocina' })).findByText('sin cebolla');
    const posts = red.de('POST ordenes/orden');
    expect(posts).toHaveLength(1);
    expect(posts[0].cuerpo).toMatchObject({
      id_mesa: 3,
      comensales: 2,
      detalles: [{ id_producto: 11, cantidad: '2', nota: 'sin azúcar' }],
    });
    expect(String((posts[0].cuerpo as { idempotencia: string }).idempotencia).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(within(porEnviar()).queryByText('Café')).toBeNull();
    expect(screen.getByTestId('total').textContent).toBe('$ 25.000');
  });

  it('names the table from the first tap, before it has an order', async () => {
    montar();
    expect((await screen.findByRole('heading', { level: 1, name: 'Mesa 3 · Tomar orden' })).textContent).toBe(
      'Mesa 3 · Tomar orden',
    );
  });

  it('keeps the unsent lines on the device: restored when the table opens again, gone once sent', async () => {
    montar();
    await screen.findByRole('heading', { name: 'Mesa 3 · Tomar orden' });
    await agregar('Café');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nota de Café' }), {
      target: { value: 'sin azúcar' },
    });
    await waitFor(() => expect(localStorage.getItem(BORRADOR_MESA_3)).toContain('sin azúcar'));
    cleanup();

    const guardada = orden([linea(1, 'Café', { id_producto: 11, nota: 'sin azúcar' })]);
    const red = montar({ 'POST ordenes/orden': () => ok(guardada, 'Orden enviada a preparación') });
    const restaurada = await within(await screen.findByRole('region', { name: 'Por enviar' })).findByText(
      'Café',
    );
    expect(restaurada).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nota de Café' }) as HTMLInputElement).value).toBe(
      'sin azúcar',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    await within(await screen.findByRole('region', { name: 'Enviado a cocina' })).findByText('Café');
    expect(red.de('POST ordenes/orden')[0].cuerpo).toMatchObject({
      detalles: [{ id_producto: 11, cantidad: '1', nota: 'sin azúcar' }],
    });
    await waitFor(() => expect(localStorage.getItem(BORRADOR_MESA_3)).toBeNull());
  });

  it('asks before leaving with unsent lines; Cancelar stays, Si discards them', async () => {
    montar();
    await screen.findByRole('heading', { name: 'Mesa 3 · Tomar orden' });
    await agregar('Café');
    await agregar('Limonada de coco');
    const recarga = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(recarga);
    expect(recarga.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Ir al mapa' }));
    let dialogo = await screen.findByRole('dialog', { name: '¿Salir sin enviar a cocina?' });
    expect(
      within(dialogo).getByText('Hay 2 productos sin enviar a cocina. Si sale, se descartan.'),
    ).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ruta).toBe('/ventas/ordenar');
    expect(within(porEnviar()).getByText('Café')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Ir al mapa' }));
    dialogo = await screen.findByRole('dialog', { name: '¿Salir sin enviar a cocina?' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(ruta).toBe('/ventas'));
    expect(localStorage.getItem(BORRADOR_MESA_3)).toBeNull();
  });

  it('says beside Cobrar why it is off: a line on hold, or the register closed', async () => {
    montar({
      'GET ordenes/ordenesAbiertas': ok([orden([linea(1, 'Ajiaco'), linea(2, 'Café', { estado: 'nueva' })])]),
    });
    expect((await screen.findByTestId('motivo-cobro')).textContent).toBe(
      'Hay productos en espera: envíelos a cocina antes de cobrar',
    );
    expect((screen.getByRole('button', { name: 'Cobrar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Pre-cuenta' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    montar({
      'GET ordenes/ordenesAbiertas': ok([orden([linea(1, 'Ajiaco')])]),
      'GET cuadresCaja/cajaAbierta': ok(null),
    });
    expect((await screen.findByTestId('motivo-cobro')).textContent).toMatch(
      /^La caja de esta sede está cerrada: ábrala en Cuadre de caja para cobrar/,
    );
    expect((screen.getByRole('button', { name: 'Cobrar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Pre-cuenta' }) as HTMLButtonElement).disabled).toBe(false);
    // The register is opened right here (issue 34): the notice above the order and its button.
    const aviso = screen.getByTestId('aviso-caja-cerrada');
    expect(within(aviso).getByRole('button', { name: 'Abrir caja' })).toBeTruthy();
    cleanup();

    // Selling without a register (issue 34): the server opens it at the charge, so nothing stands in the way.
    montar({
      'GET ordenes/ordenesAbiertas': ok([orden([linea(1, 'Ajiaco')])]),
      'GET cuadresCaja/cajaAbierta': ok(null),
      'GET configuraciones': ok([{ id: 1, nombre: 'ventaRequiereCajaAbierta', valor: '0' }]),
    });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cobrar' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByTestId('motivo-cobro')).toBeNull();
    expect(screen.queryByTestId('aviso-caja-cerrada')).toBeNull();
  });

  it('"Pedir cuenta" marks the bill requested, "Quitar cuenta pedida" clears it', async () => {
    const abierta = orden([linea(1, 'Ajiaco')]);
    const pedida = { ...abierta, cuenta_pedida_at: '2026-11-23T20:10:00.000Z' };
    const red = montar({
      'GET ordenes/ordenesAbiertas': ok([abierta]),
      'POST ordenes/orden/:id/cuenta': ok(pedida, 'Cuenta pedida'),
      'DELETE ordenes/orden/:id/cuenta': ok(abierta, 'Se quitó la cuenta pedida'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pedir cuenta' }));
    expect((await screen.findByTestId('cuenta-pedida')).textContent).toBe('Cuenta pedida');
    expect(red.de('POST ordenes/orden/:id/cuenta').map((l) => l.camino)).toEqual(['ordenes/orden/7/cuenta']);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar cuenta pedida' }));
    await screen.findByRole('button', { name: 'Pedir cuenta' });
    expect(screen.queryByTestId('cuenta-pedida')).toBeNull();
    expect(red.de('DELETE ordenes/orden/:id/cuenta')).toHaveLength(1);
  });

  it('after a split bill charged some lines, shows what is left to charge beside the total', async () => {
    const cobrada = linea(1, 'Ajiaco', { cobrada: '1.000', cobrado: '25000.00' });
    const pendiente = linea(2, 'Bandeja', { cobrada: '0', cobrado: '0.00' });
    montar({
      'GET ordenes/ordenesAbiertas': ok([
        orden([cobrada, pendiente], {
          totales: { total: '50000.00', base: '46296.30', impuesto: '3703.70', por_cobrar: '25000.00' },
        }),
      ]),
    });
    expect((await screen.findByTestId('por-cobrar')).textContent).toBe('$ 25.000');
    expect(screen.getByText('Por cobrar')).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toBe('$ 50.000');
  });

  it('on a tablet upright, the bottom bar shows what is left to charge', async () => {
    pantallaDe(768);
    try {
      montar({
        'GET ordenes/ordenesAbiertas': ok([
          orden([linea(1, 'Ajiaco', { cobrada: '1.000', cobrado: '25000.00' }), linea(2, 'Bandeja')], {
            totales: { total: '50000.00', base: '46296.30', impuesto: '3703.70', por_cobrar: '25000.00' },
          }),
        ]),
      });
      expect((await screen.findByTestId('total-barra')).textContent).toBe('$ 25.000');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows no "Por cobrar" while nothing of the order was charged', async () => {
    montar({
      'GET ordenes/ordenesAbiertas': ok([
        orden([linea(1, 'Ajiaco')], {
          totales: { total: '25000.00', base: '23148.15', impuesto: '1851.85', por_cobrar: '25000.00' },
        }),
      ]),
    });
    expect((await screen.findByTestId('total')).textContent).toBe('$ 25.000');
    expect(screen.queryByTestId('por-cobrar')).toBeNull();
  });

  it('offers no bill request before the table has an order', async () => {
    montar();
    await screen.findByRole('button', { name: 'Agregar Café' });
    expect(screen.queryByRole('button', { name: 'Pedir cuenta' })).toBeNull();
  });

  it('saves the diners at once on an open order, without waiting for a send', async () => {
    const abierta = orden([linea(1, 'Ajiaco')]);
    const red = montar({
      'GET ordenes/ordenesAbiertas': ok([abierta]),
      'POST ordenes/orden/:id/comensales': (l) =>
        ok(
          { ...abierta, comensales: (l.cuerpo as { comensales: number }).comensales },
          'Comensales guardados',
        ),
    });
    await screen.findByRole('button', { name: 'Pedir cuenta' });
    fireEvent.click(screen.getByRole('button', { name: 'Un comensal más' }));
    await waitFor(() => expect(red.de('POST ordenes/orden/:id/comensales')).toHaveLength(1));
    expect(red.de('POST ordenes/orden/:id/comensales')[0]).toMatchObject({
      camino: 'ordenes/orden/7/comensales',
      cuerpo: { comensales: 3 },
    });
    expect(red.de('POST ordenes/orden')).toHaveLength(0);
    const grupo = screen.getByRole('group', { name: 'Comensales' });
    await waitFor(() => expect(within(grupo).getByText('3')).toBeTruthy());
  });

  it('types a fractional quantity for a product sold by weight; refuses a bad one', async () => {
    const red = montar({ 'POST ordenes/orden': () => ok(orden([linea(1, 'Queso campesino')])) });
    fireEvent.click(await screen.findByRole('tab', { name: /Platos/ }));
    await agregar('Queso campesino');
    const cantidad = screen.getByRole('textbox', { name: 'Cantidad de Queso campesino' });
    expect(screen.queryByRole('button', { name: 'Uno más de Queso campesino' })).toBeNull();
    fireEvent.change(cantidad, { target: { value: '0,1234' } });
    expect(screen.getByText('Escriba una cantidad mayor que cero, con máximo tres decimales')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar a cocina' })).toHaveProperty('disabled', true);
    fireEvent.change(cantidad, { target: { value: '0,5' } });
    expect(screen.getByTestId('provisional').textContent).toBe('$ 15.000');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    await waitFor(() => expect(red.de('POST ordenes/orden')).toHaveLength(1));
    expect(red.de('POST ordenes/orden')[0].cuerpo).toMatchObject({
      detalles: [{ id_producto: 22, cantidad: '0.5' }],
    });
  });

  it('retries with the same key after a failure whose outcome is unknown; ordenRepetida counts as sent', async () => {
    let n = 0;
    const red = montar({
      'POST ordenes/orden': () =>
        ++n === 1
          ? falloCon(500, 'Error interno', null)
          : falloCon(
              409,
              'ordenRepetida',
              { id_orden: 7 },
              'Esta orden ya fue registrada; no se creó de nuevo',
            ),
      'GET ordenes/ordenesAbiertas': () => ok(n >= 2 ? [orden([linea(1, 'Ajiaco')])] : []),
    });
    await agregar('Café');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    await waitFor(() => expect(red.de('POST ordenes/orden')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar a cocina' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    await within(await screen.findByRole('region', { name: 'Enviado a cocina' })).findByText('Ajiaco');
    const [a, b] = red
      .de('POST ordenes/orden')
      .map((l) => (l.cuerpo as { idempotencia: string }).idempotencia);
    expect(b).toBe(a);
    expect(within(porEnviar()).queryByText('Café')).toBeNull();
  });

  it('shows sinInventario in Spanish next to the line, and a new send gets a new key', async () => {
    let n = 0;
    const red = montar({
      'POST ordenes/orden': () =>
        ++n === 1
          ? falloCon(
              409,
              'sinInventario',
              { id_producto: 11 },
              'No hay inventario suficiente de Café: quedan 0',
            )
          : ok(orden([linea(1, 'Café')])),
    });
    await agregar('Café');
    await agregar('Limonada de coco');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    const aviso = await screen.findByRole('alert');
    expect(aviso.textContent).toBe('No hay inventario suficiente de Café: quedan 0');
    expect(aviso.closest('li')?.getAttribute('aria-label')).toBe('Café');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Café' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    await waitFor(() => expect(red.de('POST ordenes/orden')).toHaveLength(2));
    const [a, b] = red
      .de('POST ordenes/orden')
      .map((l) => l.cuerpo as { idempotencia: string; detalles: unknown[] });
    expect(b.idempotencia).not.toBe(a.idempotencia);
    expect(b.detalles).toEqual([{ id_producto: 10, cantidad: '1' }]);
  });

  it('removes a held line without asking; a sent one asks the reason and the stock choice (owner)', async () => {
    const abierta = orden([
      linea(1, 'Ajiaco'),
      linea(2, 'Hamburguesa', { estado: 'nueva', enviado_at: null }),
    ]);
    const red = montar({
      'GET ordenes/ordenesAbiertas': ok([abierta]),
      'DELETE orden/ordenDetalle/:id': (l) =>
        ok(
          orden(abierta.detalles.filter((d) => String(d.id) !== l.camino.split('/').pop())),
          'Producto retirado de la orden',
        ),
    });
    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Por enviar' })).findByRole('button', {
        name: 'Retirar Hamburguesa',
      }),
    );
    await waitFor(() => expect(red.de('DELETE orden/ordenDetalle/:id')).toHaveLength(1));
    expect(red.de('DELETE orden/ordenDetalle/:id')[0]).toMatchObject({
      camino: 'orden/ordenDetalle/2',
      params: {},
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(enviadas()).getByRole('button', { name: 'Retirar Ajiaco' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Retirar Ajiaco' });
    const confirmar = within(dialogo).getByRole('button', { name: 'Retirar' });
    expect(confirmar).toHaveProperty('disabled', true);
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Se cayó' },
    });
    fireEvent.click(within(dialogo).getByRole('radio', { name: 'Merma' }));
    fireEvent.click(confirmar);
    await waitFor(() => expect(red.de('DELETE orden/ordenDetalle/:id')).toHaveLength(2));
    expect(red.de('DELETE orden/ordenDetalle/:id')[1]).toMatchObject({
      camino: 'orden/ordenDetalle/1',
      params: { motivo: 'Se cayó', devuelve_inventario: 'false' },
    });
  });

  it('offers no removal of sent lines to roles other than 0 and 1', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 3, acceso_modulo_tag: 'ventas' } }));
    montar({ 'GET ordenes/ordenesAbiertas': ok([orden([linea(1, 'Ajiaco')])]) });
    await within(await screen.findByRole('region', { name: 'Enviado a cocina' })).findByText('Ajiaco');
    expect(screen.queryByRole('button', { name: 'Retirar Ajiaco' })).toBeNull();
  });

  it('moves the order to a free table, and joins with an occupied one after confirming', async () => {
    const red = montar({
      'GET ordenes/ordenesAbiertas': ok([orden([linea(1, 'Ajiaco')])]),
      'GET mesas/mesa/orden': ok([
        mesa(3, 'Mesa 3'),
        mesa(4, 'Mesa 4'),
        {
          ...mesa(5, 'Mesa 5'),
          orden: {
            id: 9,
            id_usuario: 1,
            mesero: 'Ana',
            comensales: 2,
            cuenta_pedida_at: null,
            created_at: '2026-11-23T20:00:00.000Z',
            minutos: 3,
            lineas: 1,
            total: '9000.00',
          },
        },
      ]),
      'POST mesas/mesa/:id/orden/:idOrden': (l) =>
        ok(
          orden([linea(1, 'Ajiaco')], { id_mesa: Number(l.camino.split('/')[2]) }),
          'Orden asignada a la mesa',
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mover o unir mesa' }));
    fireEvent.click(await screen.findByRole('button', { name: /Mesa 5/ }));
    const confirmacion = await screen.findByRole('dialog', { name: 'Unir órdenes' });
    expect(red.de('POST mesas/mesa/:id/orden/:idOrden')).toHaveLength(0);
    fireEvent.click(within(confirmacion).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(red.de('POST mesas/mesa/:id/orden/:idOrden')).toHaveLength(1));
    expect(red.de('POST mesas/mesa/:id/orden/:idOrden')[0].camino).toBe('mesas/mesa/5/orden/7');

    fireEvent.click(await screen.findByRole('button', { name: 'Mover o unir mesa' }));
    fireEvent.click(await screen.findByRole('button', { name: /Mesa 4/ }));
    await waitFor(() => expect(red.de('POST mesas/mesa/:id/orden/:idOrden')).toHaveLength(2));
    expect(red.de('POST mesas/mesa/:id/orden/:idOrden')[1].camino).toBe('mesas/mesa/4/orden/7');
  });

  it('reloads the order on updateTableOrder for it and after a reconnect, not for another order', async () => {
    const red = montar({ 'GET ordenes/ordenesAbiertas': ok([orden([linea(1, 'Ajiaco')])]) });
    await within(await screen.findByRole('region', { name: 'Enviado a cocina' })).findByText('Ajiaco');
    const antes = red.de('GET ordenes/ordenesAbiertas').length;
    vivo.recibir?.({ action: 'updateTableOrder', data: { id_orden: 99, id_mesa: 8, id_sede: 1 } });
    vivo.recibir?.({ action: 'totals', data: { id_orden: 7, id_mesa: 3, id_sede: 1, total: '1.00' } });
    await waitFor(() => expect(red.de('GET ordenes/ordenesAbiertas')).toHaveLength(antes + 1));
    vivo.reconectar?.();
    await waitFor(() => expect(red.de('GET ordenes/ordenesAbiertas')).toHaveLength(antes + 2));
  });

  it('passes the order to another waiter (owner or administrator only); a waiter has no such button', async () => {
    const abierta = orden([linea(1, 'Ajiaco')]);
    const red = montar({
      'GET ordenes/ordenesAbiertas': ok([abierta]),
      'GET responsables': ok([
        { id: 1, nombre: 'Ana', apellido: 'Gómez', email: 'ana@x.co' },
        { id: 5, nombre: 'Luis', apellido: 'Pérez', email: 'luis@x.co' },
      ]),
      'POST ordenes/orden/:id/mesero': ok({ ...abierta, id_usuario: 5, mesero: 'Luis Pérez' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mesero: Ana Gómez' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pasar la orden a otro mesero' });
    expect(red.de('GET responsables')[0].params).toEqual({ modulo: 'ventas' });
    fireEvent.click(await within(dialogo).findByRole('button', { name: 'Luis Pérez' }));
    await waitFor(() => expect(red.de('POST ordenes/orden/:id/mesero')).toHaveLength(1));
    expect(red.de('POST ordenes/orden/:id/mesero')[0].cuerpo).toEqual({ id_usuario: 5 });
    expect(await screen.findByRole('button', { name: 'Mesero: Luis Pérez' })).toBeTruthy();
    cleanup();

    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 3, acceso_modulo_tag: 'ventas,cobrar' } }));
    montar({ 'GET ordenes/ordenesAbiertas': ok([abierta]) });
    await screen.findByRole('button', { name: /Mover o unir mesa/ });
    expect(screen.queryByRole('button', { name: /Mesero:/ })).toBeNull();
  });
});
