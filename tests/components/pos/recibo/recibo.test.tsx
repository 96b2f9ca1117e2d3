import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import type { ReactNode } from 'react';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import { Notificaciones } from '../../../../src/notifications';
import type { EmpresaRecibo } from '../../../../src/pos/recibo/api';
import { MostrarRecibo } from '../../../../src/pos/recibo/MostrarRecibo';
import { Recibo } from '../../../../src/pos/recibo/Recibo';
import { PanelVentasHoy } from '../../../../src/pos/recibo/VentasHoy';
import { api, ok, usarApiFalsa, type Llamada } from '../../msw/servidor';
import { cerrarSesionLocal, iniciarSesion, usuarioDePrueba } from '../../shell/soporte';
import {
  DATOS_VENTA_MESA,
  linea,
  paginaCompleta,
  puntoImpresion,
  VENTA_MESA as VENTA,
  ventaDePrueba,
} from '../soporte';

usarApiFalsa();
beforeEach(() => iniciarSesion(usuarioDePrueba()));
afterEach(() => cerrarSesionLocal());

const EMPRESA: EmpresaRecibo = {
  razonSocial: 'Restaurante La Candelaria S.A.S.',
  nit: '900123456',
  direccion: 'Calle 10 # 2-30, Bogotá',
  telefono: '6015551234',
  logo: '/api/uploads/logos/logo.png',
};

const Contexto = ({ children }: { children: ReactNode }) => (
  <AdminContext
    dataProvider={testDataProvider()}
    i18nProvider={crearI18nProvider()}
    store={memoryStore()}
    theme={lightTheme}
  >
    {children}
    <Notificaciones />
  </AdminContext>
);

const filas = (tabla: HTMLElement) =>
  [...tabla.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('Recibo', () => {
  it('carries the company, NIT with check digit, venue, number, Bogotá time, people, table and customer', () => {
    render(
      <Contexto>
        <Recibo venta={VENTA} empresa={EMPRESA} ancho="80" />
      </Contexto>,
    );
    const r = screen.getByTestId('recibo');
    expect(r.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/logos/logo.png');
    const texto = r.textContent ?? '';
    for (const t of [
      'Restaurante La Candelaria S.A.S.',
      'NIT 900123456-8',
      'Calle 10 # 2-30, Bogotá',
      'Tel. 6015551234',
      'Sede: Centro',
      'Venta N.º C-15',
      ...DATOS_VENTA_MESA,
    ])
      expect(texto).toContain(t);
    expect(screen.queryByTestId('recibo-anulada')).toBeNull();
    expect(screen.getAllByTestId('recibo-linea').map((l) => l.textContent)).toEqual([
      '1Ajiaco$ 32.400',
      '1Agua$ 2.380',
      '2Arepa$ 1.000',
    ]);
  });

  it('shows base and tax per rate with IVA and INC apart, the tip apart, the payments and the change', () => {
    render(
      <Contexto>
        <Recibo venta={VENTA} empresa={EMPRESA} ancho="80" />
      </Contexto>,
    );
    expect(filas(screen.getByTestId('recibo-impuestos'))).toEqual([
      ['Base IVA 19 %', '$ 2.000'],
      ['IVA 19 %', '$ 380'],
      ['Base INC 8 %', '$ 30.000'],
      ['INC 8 %', '$ 2.400'],
      ['Excluido', '$ 1.000'],
    ]);
    // The tip is outside the taxes and the sale's total: its own line, then what is paid.
    expect(filas(screen.getByTestId('recibo-propina'))).toEqual([
      ['Propina voluntaria', '$ 3.578'],
      ['Total a pagar', '$ 39.358'],
    ]);
    expect(screen.getByTestId('recibo').textContent).toContain('Total$ 35.780');
    expect(filas(screen.getByTestId('recibo-pagos'))).toEqual([
      ['Tarjeta débito', '$ 20.000'],
      ['Efectivo', '$ 19.358'],
      ['Recibido', '$ 20.000'],
      ['Cambio', '$ 642'],
    ]);
  });

  it('says Consumidor final for the anonymous buyer, leaves out an absent tip, and marks a cancelled sale', () => {
    render(
      <Contexto>
        <Recibo
          venta={{
            ...VENTA,
            cliente: 'Consumidor final',
            documento_cliente: '222222222222',
            propina: '0.00',
            estado: 'cancelada',
            motivo_cancelacion: 'Cliente se arrepintió',
          }}
          empresa={{ ...EMPRESA, logo: null }}
          ancho="80"
        />
      </Contexto>,
    );
    const r = screen.getByTestId('recibo');
    expect(r.textContent).toContain('Cliente: Consumidor final');
    expect(r.textContent).not.toContain('222222222222');
    expect(r.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('recibo-propina')).toBeNull();
    expect(screen.getByTestId('recibo-anulada').textContent).toBe('ANULADAMotivo: Cliente se arrepintió');
  });

  it('fits 80 mm: headers that never break, names that wrap anywhere, the cash received on its own line', () => {
    render(
      <Contexto>
        <Recibo
          venta={{
            ...VENTA,
            detalles: [{ ...VENTA.detalles[0], nombre: 'Ajiaco'.repeat(12) }, ...VENTA.detalles.slice(1)],
          }}
          empresa={EMPRESA}
          ancho="80"
        />
      </Contexto>,
    );
    const r = screen.getByTestId('recibo');
    const [cant, descripcion, valor] = [...r.querySelectorAll('thead th')];
    expect(cant.textContent).toBe('Cant.');
    // The quantity and the amounts keep to one line; only the name's column takes what is left and wraps.
    expect(getComputedStyle(cant).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(valor).whiteSpace).toBe('nowrap');
    for (const celda of [descripcion, r.querySelector('[data-testid="recibo-linea"] td:nth-child(2)')!]) {
      expect(getComputedStyle(celda).overflowWrap).toBe('anywhere');
      expect(getComputedStyle(celda).width).toBe('100%');
    }
    // "anywhere" on the whole sheet would let the table squeeze "Cant." down to a letter a line.
    expect(getComputedStyle(r).overflowWrap).not.toBe('anywhere');
    const pagos = screen.getByTestId('recibo-pagos');
    const recibido = [...pagos.querySelectorAll('tr')].find((tr) => tr.textContent?.startsWith('Recibido'))!;
    expect(recibido.className).toBe('recibido');
    expect(getComputedStyle(recibido.querySelector('td')!).overflowWrap).toBe('anywhere');
  });

  it('lays out 58 mm paper narrower and in smaller type than 80 mm', () => {
    render(
      <Contexto>
        <Recibo venta={VENTA} empresa={EMPRESA} ancho="80" />
        <Recibo venta={VENTA} empresa={EMPRESA} ancho="58" />
      </Contexto>,
    );
    const [ochenta, cincuenta] = screen.getAllByTestId('recibo');
    expect(ochenta.style.width).toBe('72mm');
    expect(cincuenta.style.width).toBe('48mm');
    expect(parseFloat(cincuenta.style.fontSize)).toBeLessThan(parseFloat(ochenta.style.fontSize));
  });
});

describe('MostrarRecibo', () => {
  beforeEach(() => {
    window.print = vi.fn();
  });

  it("previews and prints on the venue's Caja print point paper", async () => {
    api({
      'GET configuraciones': ok([
        { id: 1, nombre: 'razonSocial', valor: 'Café Central' },
        { id: 2, nombre: 'nit', valor: '900123456' },
      ]),
      'GET configuraciones/puntos/impresion': ok(
        paginaCompleta([
          puntoImpresion(1, 'Cocina', '80'),
          puntoImpresion(2, 'Caja', '80', 2),
          puntoImpresion(3, ' caja ', '58', 1),
        ]),
      ),
    });
    const cerrar = vi.fn();
    render(
      <Contexto>
        <MostrarRecibo venta={ventaDePrueba({ id_sede: 1 })} onCerrar={cerrar} />
      </Contexto>,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Recibo P-12' });
    const vista = await within(dialogo).findByTestId('recibo');
    expect(vista.dataset.ancho).toBe('58');
    expect(vista.textContent).toContain('NIT 900123456-8');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Imprimir recibo' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    expect(cerrar).toHaveBeenCalled();
  });

  // The browser's way (a Caja point in mode 'navegador') is the test above: no request to the server is faked there.
  it('has the server print and reprint it when the Caja point is a network printer', async () => {
    const tiquete = {
      id: 9,
      id_envio: null,
      id_orden: null,
      id_venta: 50,
      venta: 'P-12',
      id_punto_impresion: 2,
      punto_impresion: 'Caja',
      mesa: null,
      estado: 'pendiente' as const,
      intentos: 0,
      ultimo_error: null,
      created_at: '2026-11-25T15:00:00.000Z',
      impreso_at: null,
    };
    const falsa = api({
      'GET configuraciones': ok([]),
      'GET configuraciones/puntos/impresion': ok(
        paginaCompleta([puntoImpresion(2, 'Caja', '80', 1, 'red'), puntoImpresion(3, 'Caja norte', '58', 2)]),
      ),
      'POST ventas/venta/:id/imprimir': {
        cuerpo: {
          success: true,
          code: 200,
          message: 'El recibo se envió a la impresora de Caja',
          data: tiquete,
        },
      },
    });
    render(
      <Contexto>
        <MostrarRecibo venta={ventaDePrueba({ id_sede: 1 })} onCerrar={() => undefined} />
      </Contexto>,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Recibo P-12' });
    await within(dialogo).findByTestId('recibo');
    const imprimir = within(dialogo).getByRole('button', { name: 'Imprimir recibo' });
    fireEvent.click(imprimir);
    expect(await screen.findByText('El recibo se envió a la impresora de Caja')).toBeTruthy();
    // A reprint is one more request, once the first has answered.
    await waitFor(() => expect((imprimir as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(imprimir);
    await waitFor(() => expect(falsa.de('POST ventas/venta/:id/imprimir')).toHaveLength(2));
    expect(falsa.de('POST ventas/venta/:id/imprimir')[0].camino).toBe('ventas/venta/50/imprimir');
    expect(window.print).not.toHaveBeenCalled();
    expect(screen.queryByTestId('recibo-impresion')).toBeNull();
  });

  it("shows the server's refusal when the network print fails", async () => {
    api({
      'GET configuraciones': ok([]),
      'GET configuraciones/puntos/impresion': ok(
        paginaCompleta([puntoImpresion(2, 'Caja', '80', null, 'red')]),
      ),
      'POST ventas/venta/:id/imprimir': {
        status: 409,
        cuerpo: {
          success: false,
          code: 409,
          data: null,
          message: 'La sede no tiene un punto de impresión Caja con impresora de red',
        },
      },
    });
    render(
      <Contexto>
        <MostrarRecibo venta={ventaDePrueba()} onCerrar={() => undefined} />
      </Contexto>,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Recibo P-12' });
    await within(dialogo).findByTestId('recibo');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Imprimir recibo' }));
    expect(
      await screen.findByText('La sede no tiene un punto de impresión Caja con impresora de red'),
    ).toBeTruthy();
    expect(window.print).not.toHaveBeenCalled();
  });

  it('prints on 80 mm when the role may not read the print points', async () => {
    api({
      'GET configuraciones': ok([]),
      'GET configuraciones/puntos/impresion': {
        status: 403,
        cuerpo: { success: false, data: null, code: 403, message: 'No autorizado' },
      },
    });
    render(
      <Contexto>
        <MostrarRecibo venta={ventaDePrueba()} onCerrar={() => undefined} />
      </Contexto>,
    );
    expect((await screen.findByTestId('recibo')).dataset.ancho).toBe('80');
  });
});

describe("Today's sales panel", () => {
  const dos = (cancelada: boolean) => [
    ventaDePrueba({
      id: 51,
      numero: 13,
      consecutivo: 'P-13',
      estado: cancelada ? 'cancelada' : 'pagada',
      motivo_cancelacion: cancelada ? 'Error de digitación' : null,
      detalles: [
        linea(11, 'Limonada', '2.000', '18000.00', 'INC', '8.00', '16666.67', '1333.33'),
        linea(12, 'Ajiaco', '1.000', '25000.00', 'INC', '8.00', '23148.15', '1851.85'),
      ],
    }),
    ventaDePrueba({ id: 50, estado: 'cancelada', motivo_cancelacion: 'Prueba' }),
  ];

  function montarPanel(rutas: Parameters<typeof api>[0] = {}) {
    let anulada = false;
    const red = api({
      'GET cuadresCaja/ventas/cajaAbierta': () => ok(dos(anulada)),
      'POST ventas/venta/cancelar': () => {
        anulada = true;
        return ok(dos(true)[0], 'Venta cancelada correctamente');
      },
      'GET configuraciones': ok([]),
      'GET configuraciones/puntos/impresion': ok(paginaCompleta([])),
      ...rutas,
    });
    render(
      <Contexto>
        <PanelVentasHoy idSede={1} alCerrar={() => undefined} />
      </Contexto>,
    );
    return red;
  }

  it('lists the sales, cancelled ones as such, and cancels one with a reason and a choice per line', async () => {
    const red = montarPanel();
    const fila = await screen.findByTestId('venta-hoy-51');
    expect(fila.dataset.estado).toBe('pagada');
    const vieja = screen.getByTestId('venta-hoy-50');
    expect(vieja.dataset.estado).toBe('cancelada');
    expect(within(vieja).getByText('Anulada')).toBeTruthy();
    expect(within(vieja).queryByRole('button', { name: /^Anular/ })).toBeNull();
    expect(within(vieja).getByRole('button', { name: 'Reimprimir P-12' })).toBeTruthy();

    fireEvent.click(within(fila).getByRole('button', { name: 'Anular P-13' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Anular la venta P-13' });
    // No reason: nothing is sent.
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Anular venta' }));
    expect(await within(dialogo).findByText('Escribe el motivo de la anulación')).toBeTruthy();
    expect(red.de('POST ventas/venta/cancelar')).toHaveLength(0);

    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Motivo de la anulación' }), {
      target: { value: 'Error de digitación' },
    });
    // The Ajiaco was served: waste; the lemonade goes back to stock (the default).
    fireEvent.click(within(screen.getByTestId('anular-linea-12')).getByRole('button', { name: 'Merma' }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Anular venta' }));
    await waitFor(() => expect(red.de('POST ventas/venta/cancelar')).toHaveLength(1));
    expect(red.de('POST ventas/venta/cancelar')[0].cuerpo).toEqual({
      id_venta: 51,
      motivo: 'Error de digitación',
      detalles: [
        { id: 11, devuelve_inventario: true },
        { id: 12, devuelve_inventario: false },
      ],
    });
    expect(await screen.findByText('Venta cancelada correctamente')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('venta-hoy-51').dataset.estado).toBe('cancelada'));
    expect(screen.queryByRole('dialog', { name: 'Anular la venta P-13' })).toBeNull();
    expect(within(screen.getByTestId('venta-hoy-51')).getByText('Anulada: Error de digitación')).toBeTruthy();
  });

  it("keeps the dialog and shows the server's refusal", async () => {
    montarPanel({
      'POST ventas/venta/cancelar': (_: Llamada) => ({
        status: 409,
        cuerpo: { success: false, data: null, code: 409, message: 'La venta ya fue cancelada' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Anular P-13' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Anular la venta P-13' });
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Motivo de la anulación' }), {
      target: { value: 'Repetida' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Anular venta' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toBe('La venta ya fue cancelada');
  });

  it('shows the ERP chips of each sale when the ERP is on (spec §2/§4), none when it is off', async () => {
    // A validated sale in production: 'Ver en DIAN' looks in production's catalogue (its document's environment).
    const validada = ventaDePrueba({
      id: 52,
      consecutivo: 'P-14',
      begrandaId: 'B-77',
      cufeCude: 'c0de',
      documento_dian: {
        tipo: 'pos',
        numero: 'EPOS14',
        codigo: 'c0de',
        qr: 'NumFac: EPOS14',
        url_consulta: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=c0de',
        ambiente: 1,
        resolucion: '18764000000077',
        fecha_resolucion: '2025-01-01',
        prefijo: 'EPOS',
        desde: 1,
        hasta: 1000,
        vigencia_desde: '2025-01-01',
        vigencia_hasta: '2027-12-31',
        fabricante: { razon_social: 'Comanda', software: 'Comanda POS' },
      },
    });
    montarPanel({
      'GET configuraciones': ok([{ id: 1, nombre: 'activarErpBegranda', valor: '1' }]),
      'GET cuadresCaja/ventas/cajaAbierta': ok([...dos(false), validada]),
    });
    const fila = await screen.findByTestId('venta-hoy-51');
    const begranda = await within(fila).findByRole('button', { name: 'Begranda' });
    expect(begranda.getAttribute('aria-disabled')).not.toBe('true');
    const enDian = within(screen.getByTestId('venta-hoy-52')).getByRole('link', { name: 'Ver en DIAN' });
    expect(enDian.getAttribute('href')).toBe(
      'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=c0de',
    );
    expect(within(screen.getByTestId('venta-hoy-50')).getByRole('button', { name: 'Begranda' })).toBeTruthy();
    cleanup();
    montarPanel();
    await screen.findByTestId('venta-hoy-51');
    expect(screen.queryByRole('button', { name: 'Begranda' })).toBeNull();
  });

  it('offers no cancellation to a role other than 0 and 1, but reprints', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 2, acceso_modulo_tag: '*' } as never }));
    window.print = vi.fn();
    montarPanel();
    const fila = await screen.findByTestId('venta-hoy-51');
    expect(within(fila).queryByRole('button', { name: /^Anular/ })).toBeNull();
    fireEvent.click(within(fila).getByRole('button', { name: 'Reimprimir P-13' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Recibo P-13' });
    const imprimir = within(dialogo).getByRole('button', { name: 'Imprimir recibo' });
    await waitFor(() => expect((imprimir as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(imprimir);
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
  });
});
