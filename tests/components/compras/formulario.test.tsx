import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import RegistrarCompra from '../../../src/pages/compras/RegistrarCompra';
import { api, fallo, usarApiFalsa } from '../msw/servidor';
import { busquedas, montar } from './soporte';

usarApiFalsa();

const T = { timeout: 10_000 };
const escribir = (etiqueta: string, n: number, valor: string) =>
  fireEvent.change(
    screen.getAllByLabelText(new RegExp(`^${etiqueta}`), { selector: 'input[type="text"]' })[n],
    { target: { value: valor } },
  );

async function elegir(combo: HTMLElement, opcion: string) {
  fireEvent.mouseDown(combo);
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
}

describe('/compras/registrar', () => {
  it('computes each line and the purchase as the user types (IVA 19 % with a discount, 5 % from a line total)', async () => {
    api({});
    montar(<RegistrarCompra />, '/compras/registrar');
    await screen.findAllByLabelText(/^Cantidad/, {}, T);
    // 3 × 12.500 = 37.500 − 2.000 = 35.500; IVA 19 % = 6.745; line total 42.245.
    escribir('Cantidad', 0, '3');
    escribir('Costo unitario', 0, '12500');
    escribir('Descuento', 0, '2000');
    expect((await screen.findByTestId('total-linea-0')).textContent).toBe('Total línea: $ 42.245');

    // A second line given by its total: 2,5 units for 10.000,50; IVA 5 % = 500,025 → 500,03 (half up).
    fireEvent.click(screen.getByRole('button', { name: /añadir|agregar/i }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Cantidad/)).toHaveLength(2));
    await elegir(screen.getAllByRole('combobox', { name: 'Valor dado' })[1], 'Total de la línea');
    await elegir(screen.getAllByRole('combobox', { name: 'IVA %' })[1], '5 %');
    escribir('Cantidad', 1, '2,5');
    escribir('Total de la línea', 0, '10000,50');
    expect((await screen.findByTestId('total-linea-1')).textContent).toBe('Total línea: $ 10.500,53');

    const resumen = screen.getByLabelText('Total');
    const fila = (nombre: string) =>
      within(resumen).getByText(nombre, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fila('Subtotal')).toBe('$ 47.500,50');
    expect(fila('Descuentos')).toBe('$ 2.000');
    expect(fila('IVA')).toBe('$ 7.245,03');
    expect(fila('Total')).toBe('$ 52.745,53');
  });

  it('keeps the choices on screen while a search is on its way (a choice made meanwhile is never lost)', async () => {
    api({});
    montar(<RegistrarCompra />, '/compras/registrar');
    const producto = await screen.findByLabelText(/^Producto/, {}, T);
    fireEvent.change(producto, { target: { value: 'Har' } });
    expect(await screen.findByRole('option', { name: 'Harina' }, T)).toBeTruthy();
    await waitFor(() => expect(busquedas).toContain('Har'), T);
    // The search has left and not come back yet: the option the user is about to tap is still there.
    const opcion = screen.getByRole('option', { name: 'Harina' });
    fireEvent.click(opcion);
    await waitFor(
      () => expect((screen.getByLabelText(/^Producto/) as HTMLInputElement).value).toBe('Harina'),
      T,
    );
  });

  it('shows the server refusal under the line that caused it', async () => {
    const red = api({
      'POST compras/compra': fallo(422, 'El descuento no puede ser mayor que el subtotal de la línea', {
        errors: {
          'detalle_compra.0.descuento': ['El descuento no puede ser mayor que el subtotal de la línea'],
        },
      }),
    });
    montar(<RegistrarCompra />, '/compras/registrar');
    const proveedor = await screen.findByLabelText(/^Proveedor/, {}, T);
    fireEvent.change(proveedor, { target: { value: '900' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Distribuidora Andina (900123456)' }));
    expect(screen.queryByRole('option', { name: /Cliente Solo/ })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Factura del proveedor/), { target: { value: 'FV-9' } });
    await elegir(screen.getByRole('combobox', { name: /^Forma de pago/ }), 'Efectivo');
    const producto = screen.getByLabelText(/^Producto/);
    fireEvent.change(producto, { target: { value: 'Har' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Harina' }));
    escribir('Cantidad', 0, '1');
    escribir('Costo unitario', 0, '1000');
    escribir('Descuento', 0, '900');
    // The form holds every value before it is sent (a slow machine may still be settling a choice).
    expect((await screen.findByTestId('total-linea-0', {}, T)).textContent).toBe('Total línea: $ 119');
    await waitFor(
      () => expect((screen.getByLabelText(/^Producto/) as HTMLInputElement).value).toBe('Harina'),
      T,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Registrar compra' }));
    // Sent, or the client's own refusal names what is missing.
    await waitFor(() => {
      const faltan = screen.queryAllByText(/requerido|obligatorio/i).map((e) => e.textContent);
      expect({ enviadas: red.de('POST compras/compra').length, faltan }).toEqual({ enviadas: 1, faltan: [] });
    }, T);
    expect(
      await screen.findByText('El descuento no puede ser mayor que el subtotal de la línea', {}, T),
    ).toBeTruthy();
    const enviado = red.de('POST compras/compra')[0].cuerpo as Record<string, unknown>;
    expect(enviado).toMatchObject({
      id_nit: 7,
      numero_factura_proveedor: 'FV-9',
      id_forma_pago: 1,
      tipo_pago_compra: 1,
      detalle_compra: [
        {
          id_producto: 3,
          cantidad: '1',
          costo_unitario: '1000.00',
          descuento: '900.00',
          porcentaje_iva: '19',
        },
      ],
    });
  });
});
