import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, TestMemoryRouter } from 'react-admin';
import type { CatalogoVenta } from '../../../../common/catalogoVenta';
import type { Venta } from '../../../../common/ventas';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import { Notificaciones } from '../../../../src/notifications';
import PantallaVentaInmediata from '../../../../src/pos/ventaInmediata/PantallaVentaInmediata';
import { http as rest, HttpResponse } from 'msw';
import { api, ok, servidor, usarApiFalsa, type Respuesta } from '../../msw/servidor';
import { almacenMemoria, type Almacen } from '../../../../src/pos/sinConexion/almacen';
import { usarAlmacen } from '../../../../src/pos/sinConexion/api';
import { iniciarSesion, usuarioDePrueba } from '../../shell/soporte';
import {
  cajaDePrueba,
  formaPagoDePrueba,
  paginaCompleta,
  productoVenta as producto,
  puntoImpresion,
  ventaDePrueba,
} from '../soporte';

usarApiFalsa();

const CATALOGO: CatalogoVenta = {
  productos: [
    producto(10, 'Limonada de coco', 1, '9000.00', '7701234'),
    producto(11, 'Café', 1, '3500.50'),
    producto(20, 'Ajiaco', 2, '25000.00'),
  ],
  categorias: [
    { id: 1, nombre: 'Bebidas', id_categoria_padre: null, icono: null, orden: 0, visible_carta: true },
    { id: 2, nombre: 'Platos', id_categoria_padre: null, icono: null, orden: 1, visible_carta: true },
  ],
};

const CAJA = cajaDePrueba();

const FORMAS = [
  formaPagoDePrueba(1, 'Efectivo', true),
  formaPagoDePrueba(2, 'Tarjeta débito'),
  formaPagoDePrueba(3, 'Nequi'),
];

const venta = (cambios: Partial<Venta> = {}): Venta => ventaDePrueba(cambios);

const falloCon = (status: number, message: string, data: unknown, mensaje?: string): Respuesta => ({
  status,
  cuerpo: { success: false, data, code: status, message, ...(mensaje && { message_object: { mensaje } }) },
});

function montar(rutas: Parameters<typeof api>[0] = {}) {
  const red = api({
    'GET productos/venta': ok(CATALOGO),
    'GET cuadresCaja/cajaAbierta': ok(CAJA),
    'GET formasPago/ventas': ok(FORMAS),
    'GET configuraciones': ok([]),
    'GET configuraciones/puntos/impresion': ok(paginaCompleta([puntoImpresion(3, 'Caja', '80')])),
    'POST ventas/inmediata': ok(venta(), 'Venta registrada correctamente'),
    'POST ventas/contingencia/bloques': ok({
      id: 7,
      id_sede: 1,
      dispositivo: '0b6f1c1e-3a51-4a57-9a8e-31a1c0de0031',
      prefijo: 'OFF',
      resolucion: '18764000000031',
      desde: 100,
      hasta: 149,
      sin_usar_desde: null,
      created_at: '2026-11-29 10:00:00+00',
      devuelto_at: null,
    }),
    ...rutas,
  });
  render(
    <TestMemoryRouter initialEntries={['/ventaInmediata']}>
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <PantallaVentaInmediata />
        <Notificaciones />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return red;
}

const agregar = async (nombre: string) =>
  fireEvent.click(await screen.findByRole('button', { name: `Agregar ${nombre}` }));
const carrito = () => screen.getByRole('region', { name: 'Carrito' });
/** Types a code as a scanner does, outside any field, ending with Enter. */
const escanear = (codigo: string) => {
  for (const c of codigo) fireEvent.keyDown(document.body, { key: c });
  fireEvent.keyDown(document.body, { key: 'Enter' });
};
const abrirCobro = async () => {
  const cobrar = within(carrito()).getByRole('button', { name: 'Cobrar' });
  await waitFor(() => expect((cobrar as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(cobrar);
  return screen.findByRole('dialog', { name: 'Cobrar' });
};

let almacen: Almacen;
beforeEach(() => {
  iniciarSesion(usuarioDePrueba());
  almacen = almacenMemoria();
  usarAlmacen(almacen);
});

describe('/ventaInmediata', () => {
  it('adds a product by its scanned code typed outside any field; an unknown code says so', async () => {
    montar();
    await screen.findByRole('button', { name: 'Agregar Café' });
    escanear('7701234');
    expect(within(carrito()).getByText('Limonada de coco')).toBeTruthy();
    escanear('7701234');
    expect(screen.getByTestId('cantidad-10').textContent).toBe('2');
    escanear('999');
    expect(await screen.findByText('No hay un producto con el código 999')).toBeTruthy();
  });

  it('adds with the buttons, changes quantities, removes, and sums without floats', async () => {
    montar();
    await agregar('Café');
    await agregar('Café');
    await agregar('Café');
    // 3 × 3.500,50 = 10.501,50 (a float sum would give 10501.499999…).
    expect(screen.getByTestId('total-11').textContent).toBe('$ 10.501,50');
    fireEvent.click(screen.getByRole('button', { name: 'Uno menos de Café' }));
    expect(screen.getByTestId('cantidad-11').textContent).toBe('2');
    fireEvent.click(screen.getByRole('tab', { name: 'Platos' }));
    await agregar('Ajiaco');
    fireEvent.click(screen.getByRole('button', { name: 'Uno más de Ajiaco' }));
    expect(screen.getByTestId('total-carrito').textContent).toBe('$ 57.001');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Ajiaco' }));
    expect(screen.getByTestId('total-carrito').textContent).toBe('$ 7.001');
    fireEvent.click(screen.getByRole('button', { name: 'Uno menos de Café' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uno menos de Café' }));
    expect(within(carrito()).queryByText('Café')).toBeNull();
    expect(screen.getByTestId('total-carrito').textContent).toBe('$ 0');
  });

  it('splits the payment between card and cash, shows the change and sends it; the next sale is ready', async () => {
    const red = montar({
      'POST ventas/inmediata': ok(venta({ cambio: '2000.00' }), 'Venta registrada correctamente'),
    });
    await agregar('Limonada de coco');
    await agregar('Limonada de coco');
    const dialogo = await abrirCobro();
    expect(within(dialogo).getByTestId('cobro-debido').textContent).toBe('$ 18.000');
    expect(within(dialogo).getByTestId('cobro-cliente').textContent).toBe('Cliente: Consumidor final');
    // The cash line is "the rest"; typing 8.000 fixes it, and a card line takes what is left.
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Valor Efectivo' }), {
      target: { value: '8.000' },
    });
    expect(within(dialogo).getByTestId('cobro-problema').textContent).toBe('Faltan $ 10.000 por pagar');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Agregar forma de pago' }));
    expect(
      (within(dialogo).getByRole('textbox', { name: 'Valor Tarjeta débito' }) as HTMLInputElement).value,
    ).toBe('10.000');
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Recibido Efectivo' }), {
      target: { value: '10000' },
    });
    expect(within(dialogo).getByTestId('cobro-cambio').textContent).toBe('$ 2.000');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cobrar $ 18.000' }));
    expect(await screen.findByTestId('ultima-venta')).toBeTruthy();
    expect(screen.getByTestId('ultima-venta').textContent).toContain('Cambio: $ 2.000');
    const posts = red.de('POST ventas/inmediata');
    expect(posts).toHaveLength(1);
    expect(posts[0].cuerpo).toMatchObject({
      id_sede: 1,
      propina: '0.00',
      detalles: [{ id_producto: 10, cantidad: '2' }],
      formaPagoValores: [
        { id_forma_pago: 1, valor: '8000.00', recibido: '10000.00' },
        { id_forma_pago: 2, valor: '10000.00' },
      ],
    });
    expect(screen.queryByRole('dialog', { name: 'Cobrar' })).toBeNull();
    expect(screen.getByTestId('total-carrito').textContent).toBe('$ 0');
    // The receipt is shown ready to print (its button focused); scanning the next product closes it and starts
    // the next sale at once.
    const recibo = await screen.findByRole('dialog', { name: 'Recibo P-12' });
    const imprimir = within(recibo).getByRole('button', { name: 'Imprimir recibo' });
    await waitFor(() => expect((imprimir as HTMLButtonElement).disabled).toBe(false));
    expect(within(recibo).getByRole('button', { name: 'Nueva venta' })).toBeTruthy();
    for (const c of '7701234') fireEvent.keyDown(imprimir, { key: c });
    fireEvent.keyDown(imprimir, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recibo P-12' })).toBeNull());
    expect(screen.getByTestId('cantidad-10').textContent).toBe('1');
  });

  it('suggests the configured tip, never lets it pass 10 % of the consumption, and lets it be lowered', async () => {
    const red = montar({
      'GET configuraciones': ok([{ id: 1, nombre: 'porcentajePropinaSugerida', valor: '8' }]),
    });
    await agregar('Limonada de coco');
    const dialogo = await abrirCobro();
    // At the counter the tip is asked, never assumed: No until the customer accepts it.
    const incluir = within(dialogo).getByRole('button', { name: 'Sí' });
    expect(incluir.getAttribute('aria-pressed')).toBe('false');
    expect(within(dialogo).getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialogo).getByText('¿Desea incluir la propina?')).toBeTruthy();
    expect(within(dialogo).queryByRole('textbox', { name: 'Propina' })).toBeNull();
    expect(within(dialogo).getByTestId('cobro-debido').textContent).toBe('$ 9.000');
    fireEvent.click(incluir);
    const propina = within(dialogo).getByRole('textbox', { name: 'Propina' }) as HTMLInputElement;
    expect(propina.value).toBe('720');
    expect(within(dialogo).getByTestId('cobro-debido').textContent).toBe('$ 9.720');
    fireEvent.change(propina, { target: { value: '901' } });
    expect(within(dialogo).getByText('La propina no puede superar el 10 % del consumo ($ 900)')).toBeTruthy();
    expect((within(dialogo).getByRole('button', { name: /^Cobrar/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(propina, { target: { value: '450' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cobrar $ 9.450' }));
    await waitFor(() => expect(red.de('POST ventas/inmediata')).toHaveLength(1));
    expect(red.de('POST ventas/inmediata')[0].cuerpo).toMatchObject({
      propina: '450.00',
      formaPagoValores: [{ id_forma_pago: 1, valor: '9450.00' }],
    });
  });

  it('makes one request on a double tap, with a key of the dialog', async () => {
    const red = montar();
    await agregar('Limonada de coco');
    const dialogo = await abrirCobro();
    const cobrar = within(dialogo).getByRole('button', { name: /^Cobrar/ });
    fireEvent.click(cobrar);
    fireEvent.click(cobrar);
    await screen.findByTestId('ultima-venta');
    const posts = red.de('POST ventas/inmediata');
    expect(posts).toHaveLength(1);
    expect(String((posts[0].cuerpo as { idempotencia: string }).idempotencia).length).toBeGreaterThanOrEqual(
      8,
    );
  });

  it('shows the server refusal in Spanish and keeps the dialog, reusing its key on the retry', async () => {
    let intentos = 0;
    const red = montar({
      'POST ventas/inmediata': () =>
        ++intentos === 1
          ? falloCon(
              409,
              'sinInventario',
              { id_producto: 10, nombre: 'Limonada de coco', disponible: '0' },
              'No hay inventario suficiente de Limonada de coco: quedan 0',
            )
          : ok(venta(), 'Venta registrada correctamente'),
    });
    await agregar('Limonada de coco');
    const dialogo = await abrirCobro();
    fireEvent.click(within(dialogo).getByRole('button', { name: /^Cobrar/ }));
    const alerta = await within(dialogo).findByRole('alert');
    expect(alerta.textContent).toBe('No hay inventario suficiente de Limonada de coco: quedan 0');
    // Beside the button, outside the content that scrolls: on a tablet never below the fold (issue 34).
    expect(alerta.closest('.MuiDialogContent-root')).toBeNull();
    expect(
      alerta
        .closest('.MuiDialogActions-root')
        ?.contains(within(dialogo).getByRole('button', { name: /^Cobrar/ })),
    ).toBe(true);
    fireEvent.click(within(dialogo).getByRole('button', { name: /^Cobrar/ }));
    await screen.findByTestId('ultima-venta');
    const [a, b] = red
      .de('POST ventas/inmediata')
      .map((l) => (l.cuerpo as { idempotencia: string }).idempotencia);
    expect(a).toBe(b);
  });

  it("a failure without a message (a proxy's HTML 502) shows the generic Spanish text, not its key", async () => {
    montar({
      'POST ventas/inmediata': { status: 502, cuerpo: '<html>Bad gateway</html>', ajena: true },
    });
    await agregar('Limonada de coco');
    const dialogo = await abrirCobro();
    fireEvent.click(within(dialogo).getByRole('button', { name: /^Cobrar/ }));
    expect((await within(dialogo).findByRole('alert')).textContent).toBe(
      'Hubo un error en el sistema, si el error persiste porfavor comuniquese con soporte.',
    );
  });

  it('without an open register says so, offers to open one and does not charge', async () => {
    montar({ 'GET cuadresCaja/cajaAbierta': ok(null) });
    expect(
      await screen.findByText('No hay una caja abierta en esta sede; abre la caja para vender.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir caja' }).getAttribute('href')).toBe('/cuadreCaja');
    await agregar('Café');
    expect((within(carrito()).getByRole('button', { name: 'Cobrar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('selling without a register (the setting off): no warning, and "Cobrar" works', async () => {
    montar({
      'GET cuadresCaja/cajaAbierta': ok(null),
      'GET configuraciones': ok([{ id: 1, nombre: 'ventaRequiereCajaAbierta', valor: '0' }]),
    });
    await agregar('Café');
    await waitFor(() =>
      expect((within(carrito()).getByRole('button', { name: 'Cobrar' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(screen.queryByText('No hay una caja abierta en esta sede; abre la caja para vender.')).toBeNull();
  });

  it('offline (the network fails): the sale is kept in the device with its contingency number, the receipt shows it', async () => {
    const red = montar();
    await waitFor(() => expect(red.de('POST ventas/contingencia/bloques')).toHaveLength(1));
    servidor.use(rest.post('/api/ventas/inmediata', () => HttpResponse.error()));
    await agregar('Limonada de coco');
    const dialogo = await abrirCobro();
    fireEvent.click(within(dialogo).getByRole('button', { name: /^Cobrar/ }));
    expect(await screen.findByRole('dialog', { name: 'Recibo OFF100' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Sin conexión: venta OFF100 guardada en este equipo; se enviará al volver la conexión.',
      ),
    ).toBeTruthy();
    const [pendiente] = await almacen.pendientes();
    expect(pendiente).toMatchObject({ numeroDocumento: 'OFF100', total: '9000.00', rechazo: null });
    expect(pendiente.cuerpo).toMatchObject({
      detalles: [{ id_producto: 10, cantidad: '1' }],
      sin_conexion: {
        numero: 100,
        id_caja: CAJA.id,
        precios: [{ id_producto: 10, precio: '9000.00' }],
      },
    });
    expect(screen.getByTestId('total-carrito').textContent).toBe('$ 0');
  });
});
