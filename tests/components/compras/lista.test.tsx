import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ComprasPage from '../../../src/pages/compras/ComprasPage';
import { RegistrarCompraPerezosa } from '../../../src/pages/compras/ruta';
import { api, fallo, ok, usarApiFalsa } from '../msw/servidor';
import { compra, linea, montar, pagina, resumen } from './soporte';

usarApiFalsa();

const T = { timeout: 10_000 };
const configuracion = (erp: string) => ok([{ id: 1, nombre: 'activarErpBegranda', valor: erp }]);

describe('/compras', () => {
  it("loads the purchase form's code and texts while the list is shown, so 'Registrar compra' opens at once (issue 25)", async () => {
    const precargar = vi.spyOn(RegistrarCompraPerezosa, 'precargar').mockResolvedValue(undefined);
    api({ 'GET compras': ok(pagina([resumen()])), 'GET configuraciones': configuracion('0') });
    montar(<ComprasPage />, '/compras');
    await screen.findByText('Distribuidora Andina', {}, T);
    await waitFor(() => expect(precargar).toHaveBeenCalledTimes(1));
    precargar.mockRestore();
  });

  it("opens 'Detalle de compra' with the spec's columns, 'Sin categoria' and Cerrar", async () => {
    const red = api({
      'GET compras': ok(pagina([resumen()])),
      'GET configuraciones': configuracion('0'),
      'GET compras/compra/:id': ok(
        compra([
          linea(),
          linea({ id: 2, id_producto: 4, nombre: 'Queso', categoria: 'Sin categoria', stock: null }),
        ]),
      ),
    });
    montar(<ComprasPage />, '/compras');
    fireEvent.click(await screen.findByText('Distribuidora Andina', {}, T));
    const dialogo = await screen.findByRole('dialog', { name: 'Detalle de compra' });
    const encabezados = (await within(dialogo).findAllByRole('columnheader')).map((c) => c.textContent);
    expect(encabezados).toEqual([
      'Nombre',
      'Categoria',
      'Cantidad comprada',
      'Stock',
      'Stock minimo',
      'Total compra',
      'Descuento',
    ]);
    const filas = await within(dialogo).findAllByRole('row');
    expect(filas[1].textContent).toBe('HarinaInsumos38,52$ 42.245$ 2.000');
    expect(within(filas[2]).getByText('Sin categoria')).toBeTruthy();
    expect(red.de('GET compras/compra/:id')[0].camino).toBe('compras/compra/21');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list pages from 0 (spec §9).
    expect(red.de('GET compras')[0].params).toMatchObject({ page: '0', rowsPerPage: '10' });
  });

  it('reads a cancelled purchase as the spec says: in the ERP, only in Comanda, or plainly', async () => {
    api({
      'GET compras': ok(
        pagina([
          resumen({ id: 1, numero_factura_proveedor: 'A-1', estado: 'anulada', id_begranda_anulado: 'B-77' }),
          resumen({ id: 2, numero_factura_proveedor: 'A-2', estado: 'anulada' }),
          resumen({ id: 3, numero_factura_proveedor: 'A-3', tipo_pago_compra: 2, fecha_pago: null }),
        ]),
      ),
      'GET configuraciones': configuracion('1'),
    });
    montar(<ComprasPage />, '/compras');
    expect(await screen.findByText('anulada en la ERP', {}, T)).toBeTruthy();
    expect(await screen.findByText('anulada solo en Comanda')).toBeTruthy();
    const pendiente = screen.getByRole('button', { name: 'Ver detalle de la compra A-3' }).closest('tr')!;
    expect(within(pendiente).getByText('Pendiente de pago')).toBeTruthy();
    expect(within(pendiente).getByRole('button', { name: 'Marcar pagada' })).toBeTruthy();
    // Cancelled purchases offer neither paying nor cancelling again.
    const anulada = screen.getByRole('button', { name: 'Ver detalle de la compra A-2' }).closest('tr')!;
    expect(within(anulada).queryByRole('button', { name: 'Anular' })).toBeNull();
  });

  it("plain 'anulada' when the ERP is off", async () => {
    api({
      'GET compras': ok(pagina([resumen({ estado: 'anulada' })])),
      'GET configuraciones': configuracion('0'),
    });
    montar(<ComprasPage />, '/compras');
    expect(await screen.findByText('anulada', {}, T)).toBeTruthy();
  });

  it("cancels after confirming; the server's refusal naming the products is shown as it is", async () => {
    const negativo = 'No se puede anular la compra: el inventario quedaría negativo en Harina, Queso';
    let veces = 0;
    const red = api({
      'GET compras': ok(pagina([resumen()])),
      'GET configuraciones': configuracion('0'),
      'DELETE compras/compra/:id': () =>
        ++veces === 1
          ? fallo(409, negativo)
          : ok(compra([linea()], { estado: 'anulada' }), 'Compra anulada correctamente'),
    });
    montar(<ComprasPage />, '/compras');
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }, T));
    const confirmar = await screen.findByRole('dialog', { name: 'Anular compra' });
    expect(within(confirmar).getByText(/¿Anular la compra FV-1001 de Distribuidora Andina\?/)).toBeTruthy();
    expect(red.de('DELETE compras/compra/:id')).toHaveLength(0);
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Si' }));
    const aviso = (await screen.findByText(negativo)).closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await within(aviso).findByRole('button'));
    fireEvent.click(screen.getByRole('button', { name: 'Anular' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Anular compra' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByText('Compra anulada correctamente', {}, T)).toBeTruthy();
    expect(red.de('DELETE compras/compra/:id')[1].camino).toBe('compras/compra/21');
  });

  it('marks a pending purchase paid with the chosen method and day', async () => {
    const red = api({
      'GET compras': ok(pagina([resumen({ tipo_pago_compra: 2, fecha_pago: null })])),
      'GET configuraciones': configuracion('0'),
      'POST compras/compra/:id/pagar': ok(compra([linea()]), 'Compra marcada como pagada'),
    });
    montar(<ComprasPage />, '/compras');
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar pagada' }, T));
    const dialogo = await screen.findByRole('dialog', { name: 'Marcar compra pagada' });
    fireEvent.mouseDown(within(dialogo).getByRole('combobox', { name: /Forma de pago/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Transferencia' }));
    fireEvent.change(within(dialogo).getByLabelText('Fecha de pago'), { target: { value: '2026-11-24' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Compra marcada como pagada', {}, T)).toBeTruthy();
    expect(red.de('POST compras/compra/:id/pagar')[0]).toMatchObject({
      camino: 'compras/compra/21/pagar',
      cuerpo: { id_forma_pago: 2, fecha_pago: '2026-11-24' },
    });
  });

  it('a list that fails without a message says so at once in Spanish, with Reintentar', async () => {
    let veces = 0;
    api({
      'GET compras': () => (++veces === 1 ? fallo(500, '') : ok(pagina([resumen()]))),
      'GET configuraciones': configuracion('0'),
    });
    montar(<ComprasPage />, '/compras');
    const aviso = await screen.findByText(
      /^No se pudieron cargar las compras: Hubo un error en el sistema/,
      {},
      // Well before silent retries (1 s, 2 s, 4 s) would give up.
      { timeout: 2000 },
    );
    expect(aviso).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Anular' }, T)).toBeTruthy();
  });
});
