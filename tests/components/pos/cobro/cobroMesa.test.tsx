import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import type { LineaOrden, Orden } from '../../../../common/ordenes';
import type { Venta } from '../../../../common/ventas';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import type { Cobro, DivisionMesa, FormaPago } from '../../../../src/pos/cobro/api';
import { DialogoCobro } from '../../../../src/pos/cobro/DialogoCobro';

/** The payment dialog in table mode (issue 9): split, taxes apart, discount, tip cap and changes. */
const linea = (
  id: number,
  nombre: string,
  precio: string,
  cantidad: string,
  extra: Partial<LineaOrden> = {},
) =>
  ({
    id,
    id_producto: id,
    nombre,
    precio,
    porcentaje_impuesto: '8.00',
    tipo_impuesto: 'INC',
    cantidad,
    total: precio,
    nota: null,
    id_punto_impresion: null,
    estado: 'enviada',
    id_usuario: 1,
    created_at: '2026-11-25T12:00:00.000Z',
    enviado_at: '2026-11-25T12:00:00.000Z',
    listo_at: null,
    cobrada: '0',
    cobrado: '0.00',
    ...extra,
  }) as LineaOrden;

// Bandeja 32.400 (INC 8 %) and 2 × Agua 5.000 (IVA 19 %): 42.400.
const ORDEN: Orden = {
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
  created_at: '2026-11-25T12:00:00.000Z',
  minutos: 30,
  totales: { total: '42400.00', base: '38403.36', impuesto: '3996.64' },
  detalles: [
    linea(1, 'Bandeja paisa', '32400.00', '1.000'),
    linea(2, 'Agua en botella', '5000.00', '2.000', { porcentaje_impuesto: '19.00', tipo_impuesto: 'IVA' }),
  ],
};

const FORMAS: FormaPago[] = [
  { id: 1, nombre: 'Efectivo', efectivo: true, activa: true, id_sede: null },
  { id: 2, nombre: 'Tarjeta débito', efectivo: false, activa: true, id_sede: null },
];

function montar(
  opciones: {
    privilegiado?: boolean;
    orden?: Orden;
    partes?: number;
    respuesta?: () => Promise<Venta>;
  } = {},
) {
  const enviar = vi.fn<(c: Cobro & DivisionMesa) => Promise<Venta>>(
    opciones.respuesta ?? (async () => ({ id: 1 }) as Venta),
  );
  const alCobrar = vi.fn();
  render(
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={crearI18nProvider()}
      store={memoryStore()}
      theme={lightTheme}
    >
      <DialogoCobro
        formasPago={FORMAS}
        ajustes={{ preguntarPropina: true, porcentajePropina: '10', requiereCaja: true }}
        mesa={{
          orden: opciones.orden ?? ORDEN,
          privilegiado: opciones.privilegiado ?? false,
          partes: opciones.partes,
        }}
        enviar={enviar}
        alCerrar={() => undefined}
        alCobrar={alCobrar}
      />
    </AdminContext>,
  );
  return { enviar, alCobrar, dialogo: screen.getByRole('dialog') };
}

const propina = (d: HTMLElement) => within(d).getByRole('textbox', { name: 'Propina' }) as HTMLInputElement;
const cobrar = (d: HTMLElement) => within(d).getByRole('button', { name: /^Cobrar \$/ }) as HTMLButtonElement;
/** The customer's answer to the tip question (Ley 1935: asked, never assumed). */
const responder = (d: HTMLElement, respuesta: 'Sí' | 'No') =>
  fireEvent.click(within(d).getByRole('button', { name: respuesta }));

describe('payment dialog, table mode', () => {
  it('asks the tip question: nothing is charged until the customer says Sí or No', async () => {
    const { dialogo, enviar } = montar();
    const si = within(dialogo).getByRole('button', { name: 'Sí' });
    const no = within(dialogo).getByRole('button', { name: 'No' });
    expect(si.getAttribute('aria-pressed')).toBe('false');
    expect(no.getAttribute('aria-pressed')).toBe('false');
    expect(within(dialogo).queryByRole('textbox', { name: 'Propina' })).toBeNull();
    expect(cobrar(dialogo).disabled).toBe(true);
    expect(within(dialogo).getByTestId('cobro-propina-pendiente').textContent).toBe(
      'Pregunte al cliente si desea incluir la propina y elija Sí o No para cobrar',
    );
    responder(dialogo, 'No');
    expect(within(dialogo).queryByTestId('cobro-propina-pendiente')).toBeNull();
    expect(within(dialogo).getByTestId('cobro-debido').textContent).toBe('$ 42.400');
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0]).toMatchObject({ propina: '0.00' });
  });

  it('shows the lines, the taxes apart and the suggested 10 % tip; lowered to 5 % it sends that', async () => {
    const { dialogo, enviar } = montar();
    expect(within(dialogo).getByTestId('cobro-consumo').textContent).toBe('$ 42.400');
    const impuestos = within(dialogo)
      .getAllByTestId('cobro-impuesto')
      .map((x) => x.textContent);
    // INC 8 %: 32.400 → base 30.000 + 2.400; IVA 19 %: 10.000 → base 8.403,36 + 1.596,64.
    expect(impuestos).toEqual([
      'Base INC 8 %$ 30.000INC 8 %$ 2.400',
      'Base IVA 19 %$ 8.403,36IVA 19 %$ 1.596,64',
    ]);
    responder(dialogo, 'Sí');
    expect(propina(dialogo).value).toBe('4.240');
    expect(within(dialogo).getByTestId('cobro-debido').textContent).toBe('$ 46.640');
    fireEvent.change(propina(dialogo), { target: { value: '2120' } });
    expect(within(dialogo).getByTestId('cobro-debido').textContent).toBe('$ 44.520');
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0]).toMatchObject({
      propina: '2120.00',
      formaPagoValores: [{ id_forma_pago: 1, valor: '44520.00' }],
    });
    expect(enviar.mock.calls[0][0]).not.toHaveProperty('detalles');
  });

  it('refuses a tip above 10 % of the consumption, and sends none when removed', async () => {
    const { dialogo, enviar } = montar();
    responder(dialogo, 'Sí');
    fireEvent.change(propina(dialogo), { target: { value: '4241' } });
    expect(
      within(dialogo).getByText('La propina no puede superar el 10 % del consumo ($ 4.240)'),
    ).toBeTruthy();
    expect(cobrar(dialogo).disabled).toBe(true);
    responder(dialogo, 'No');
    expect(within(dialogo).getByTestId('cobro-debido').textContent).toBe('$ 42.400');
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0]).toMatchObject({ propina: '0.00' });
  });

  it('by items: the chosen lines and quantities, the tip on this sale only', async () => {
    const { dialogo, enviar } = montar();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Por productos' }));
    expect(cobrar(dialogo).disabled).toBe(true);
    expect(within(dialogo).getByTestId('cobro-mesa-problema').textContent).toBe(
      'Elija los productos que se cobran en esta venta',
    );
    fireEvent.click(
      within(dialogo).getByRole('button', { name: 'Uno más de Agua en botella en esta venta' }),
    );
    expect(within(dialogo).getByTestId('cobro-consumo').textContent).toBe('$ 5.000');
    responder(dialogo, 'Sí');
    expect(propina(dialogo).value).toBe('500');
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0]).toMatchObject({
      detalles: [{ id_orden_detalle: 2, cantidad: '1' }],
      propina: '500.00',
      formaPagoValores: [{ id_forma_pago: 1, valor: '5500.00' }],
    });
  });

  it('equal parts: part 1 of 3 rounded down, the last part takes the remainder', async () => {
    // 42.400 in 3: bandeja 10.800 each; agua 10.000 / 3 = 3.333,33, twice, and 3.333,34 last.
    const { dialogo, enviar } = montar();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Partes iguales' }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Una parte más' }));
    expect(within(dialogo).getByTestId('cobro-parte').textContent).toBe('Parte 1 de 3');
    expect(within(dialogo).getByTestId('cobro-consumo').textContent).toBe('$ 14.133,33');
    responder(dialogo, 'No');
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0]).toMatchObject({ partes: { n: 3, parte: 1 } });
  });

  it('equal parts under way: opens on the next part; the last one takes the remainder', () => {
    const orden: Orden = {
      ...ORDEN,
      detalles: [
        linea(1, 'Bandeja paisa', '32400.00', '1.000', { cobrada: '0.666', cobrado: '21600.00' }),
        linea(2, 'Agua en botella', '5000.00', '2.000', {
          porcentaje_impuesto: '19.00',
          tipo_impuesto: 'IVA',
          cobrada: '1.332',
          cobrado: '6666.66',
        }),
      ],
    };
    const { dialogo } = montar({ orden, partes: 3 });
    expect(within(dialogo).getByTestId('cobro-parte').textContent).toBe('Parte 3 de 3');
    expect(within(dialogo).getByTestId('cobro-consumo').textContent).toBe('$ 14.133,34');
  });

  it('no discount for roles other than 0 and 1', () => {
    montar();
    expect(screen.queryByRole('textbox', { name: 'Descuento' })).toBeNull();
  });

  it('the owner discounts 2.400 with a reason: consumption 40.000, tip 4.000', async () => {
    const { dialogo, enviar } = montar({ privilegiado: true });
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Descuento' }), {
      target: { value: '2400' },
    });
    expect(cobrar(dialogo).disabled).toBe(true);
    expect(within(dialogo).getByTestId('cobro-mesa-problema').textContent).toBe(
      'Indique el motivo del descuento',
    );
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Motivo del descuento' }), {
      target: { value: 'Cliente frecuente' },
    });
    expect(within(dialogo).getByTestId('cobro-consumo').textContent).toBe('$ 40.000');
    responder(dialogo, 'Sí');
    expect(propina(dialogo).value).toBe('4.000');
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0]).toMatchObject({
      descuento: '2400.00',
      motivo_descuento: 'Cliente frecuente',
      propina: '4000.00',
    });
  });

  it('sends the charge before drawing anything: the dialog stays as it was until the answer is slow (issue 25)', async () => {
    let responder_ = (_: Venta) => undefined as void;
    const respuesta = () => new Promise<Venta>((r) => (responder_ = r));
    const { dialogo, enviar, alCobrar } = montar({ respuesta });
    responder(dialogo, 'No');
    const boton = cobrar(dialogo);
    const cancelar = within(dialogo).getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement;
    fireEvent.click(boton);
    // The request has left and React has flushed the tap: before, the dialog was drawn again with its buttons off
    // first (on a tablet, a whole render between the tap and the sale's request, then the receipt).
    expect(enviar).toHaveBeenCalledTimes(1);
    expect(boton.disabled).toBe(false);
    expect(cancelar.disabled).toBe(false);
    // A second tap while the first is on its way sends nothing more.
    fireEvent.click(boton);
    expect(enviar).toHaveBeenCalledTimes(1);
    // A slow answer: the buttons show the charge under way, and the dialog waits for it.
    await waitFor(() => expect(boton.disabled).toBe(true));
    expect(cancelar.disabled).toBe(true);
    responder_({ id: 5 } as Venta);
    await waitFor(() => expect(alCobrar).toHaveBeenCalledWith({ id: 5 }));
  });
});
