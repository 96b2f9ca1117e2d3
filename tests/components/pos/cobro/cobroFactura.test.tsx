import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MENSAJES_FACTURA } from '../../../../common/dian/factura';
import type { Venta } from '../../../../common/ventas';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import type { Cobro, FormaPago } from '../../../../src/pos/cobro/api';
import { DialogoCobro } from '../../../../src/pos/cobro/DialogoCobro';

/** The charge dialog's 'Factura electrónica' control (issue 29): the buyer chosen or typed, refused without NIT/e-mail. */
const FORMAS: FormaPago[] = [{ id: 1, nombre: 'Efectivo', efectivo: true, activa: true, id_sede: null }];

function montar(cliente: { id: number; nombre: string } | null = null, respuesta?: () => Promise<Venta>) {
  const enviar = vi.fn<(c: Cobro) => Promise<Venta>>(respuesta ?? (async () => ({ id: 1 }) as Venta));
  render(
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={crearI18nProvider()}
      store={memoryStore()}
      theme={lightTheme}
    >
      <DialogoCobro
        total="5000.00"
        formasPago={FORMAS}
        ajustes={{ preguntarPropina: false, porcentajePropina: '10', requiereCaja: true }}
        cliente={cliente}
        enviar={enviar}
        alCerrar={() => undefined}
        alCobrar={() => undefined}
      />
    </AdminContext>,
  );
  return { enviar, dialogo: screen.getByRole('dialog') };
}

const cobrar = (d: HTMLElement) => within(d).getByRole('button', { name: /^Cobrar \$/ }) as HTMLButtonElement;
const escribir = (d: HTMLElement, nombre: string | RegExp, valor: string) =>
  fireEvent.change(within(d).getByRole('textbox', { name: nombre }), { target: { value: valor } });
const problema = (d: HTMLElement) => within(d).queryByTestId('cobro-factura-problema')?.textContent ?? null;

describe('payment dialog, factura electrónica', () => {
  it('off: the POS document, nothing about an invoice is sent', async () => {
    const { dialogo, enviar } = montar();
    expect(within(dialogo).queryByRole('textbox', { name: /NIT/ })).toBeNull();
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0]).not.toHaveProperty('factura_electronica');
  });

  it('typed buyer: refused until the NIT has its check digit, a name and an e-mail; then sent', async () => {
    const { dialogo, enviar } = montar();
    fireEvent.click(within(dialogo).getByRole('switch', { name: 'Factura electrónica' }));
    expect(problema(dialogo)).toBe(MENSAJES_FACTURA.sinNit);
    expect(cobrar(dialogo).disabled).toBe(true);
    escribir(dialogo, /^NIT del comprador/, '900373115-2');
    expect(problema(dialogo)).toBe(MENSAJES_FACTURA.nitDigito);
    escribir(dialogo, /^NIT del comprador/, '900.373.115-3');
    expect(problema(dialogo)).toBe(MENSAJES_FACTURA.sinNombre);
    escribir(dialogo, 'Nombre o razón social', 'Hotel Central SAS');
    expect(problema(dialogo)).toBe(MENSAJES_FACTURA.sinCorreo);
    escribir(dialogo, 'Correo electrónico del comprador', 'compras@hotel');
    expect(problema(dialogo)).toBe(MENSAJES_FACTURA.correo);
    escribir(dialogo, 'Correo electrónico del comprador', 'compras@hotel.co');
    expect(problema(dialogo)).toBeNull();
    expect(cobrar(dialogo).disabled).toBe(false);
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0].factura_electronica).toEqual({
      documento: '900.373.115-3',
      nombre: 'Hotel Central SAS',
      correo: 'compras@hotel.co',
    });
  });

  it('the chosen customer is the buyer (its stored e-mail unless one is typed); the server’s refusal is shown', async () => {
    const { dialogo, enviar } = montar({ id: 9, nombre: 'Distribuidora Andina SAS' }, () =>
      Promise.reject(
        Object.assign(new Error(MENSAJES_FACTURA.sinCorreo), {
          body: { message_object: { mensaje: MENSAJES_FACTURA.sinCorreo } },
        }),
      ),
    );
    fireEvent.click(within(dialogo).getByRole('switch', { name: 'Factura electrónica' }));
    expect(within(dialogo).getByTestId('factura-comprador').textContent).toBe(
      'Comprador: Distribuidora Andina SAS',
    );
    expect(within(dialogo).queryByRole('textbox', { name: /^NIT del comprador/ })).toBeNull();
    expect(problema(dialogo)).toBeNull();
    fireEvent.click(cobrar(dialogo));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][0].factura_electronica).toEqual({ id_nit: 9 });
    expect((await within(dialogo).findByRole('alert')).textContent).toBe(MENSAJES_FACTURA.sinCorreo);
  });
});
