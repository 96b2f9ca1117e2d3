import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Sede } from '../../../../common/registros';
import type { CuadreCaja as Caja, Venta } from '../../../../common/ventas';
import type { MensajeVivo } from '../../../../common/vivo';
import CuadreCaja from '../../../../src/pos/caja/CuadreCaja';
import type { CierreCaja, TotalesCaja } from '../../../../src/pos/caja/api';
import { api, ok, usarApiFalsa } from '../../msw/servidor';
import { cerrarSesionLocal, iniciarSesion, paginas, renderShell } from '../../shell/soporte';
import { cajaDePrueba, formaPagoDePrueba, ventaDePrueba } from '../soporte';
import { relojFalso, saltar } from '../../reloj';

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
  vivo.alRecibir = null;
  vivo.alReconectar = null;
});

const centro: Sede = { id: 4, nombre: 'Centro', direccion: null, principal: true, activa: true };

const caja = (cambios: Partial<Caja> = {}): Caja =>
  cajaDePrueba({ id: 9, id_sede: 4, sede: 'Centro', abierta_at: '2026-11-25T12:00:00.000Z', ...cambios });

const venta = (id: number, total: string, estado: 'pagada' | 'cancelada'): Venta =>
  ventaDePrueba({
    id,
    id_sede: 4,
    sede: 'Centro',
    id_cuadre_caja: 9,
    numero: id,
    prefijo: 'C-',
    consecutivo: `C-${id}`,
    subtotal: total,
    base: total,
    impuesto: '0.00',
    total,
    estado,
    cancelada_por: estado === 'cancelada' ? 1 : null,
    cancelada_at: estado === 'cancelada' ? '2026-11-25T14:00:00.000Z' : null,
    motivo_cancelacion: estado === 'cancelada' ? 'Error' : null,
    created_at: '2026-11-25T13:00:00.000Z',
  });

/** `oculto`: the API hides every money figure (a cashier under a blind count); an admin gets them. */
const totales = (ciego: boolean, oculto = false): TotalesCaja => ({
  id_cuadre_caja: 9,
  estado: 'abierta',
  conteo_ciego: ciego,
  saldo_apertura: '200000.00',
  cantidad_ventas: 1,
  cantidad_canceladas: 1,
  total_ventas: oculto ? null : '80000.00',
  total_propinas: oculto ? null : '0.00',
  egresos_efectivo: oculto ? null : '20000.00',
  devoluciones: oculto ? null : '0.00',
  entradas: oculto ? null : '0.00',
  salidas: oculto ? null : '0.00',
  esperado_total: oculto ? null : '280000.00',
  contado_total: null,
  diferencia_total: null,
  resultado: null,
  formas_pago: [
    {
      id_forma_pago: 1,
      forma_pago: 'Efectivo',
      efectivo: true,
      ventas: oculto ? null : '50000.00',
      egresos: oculto ? null : '20000.00',
      devoluciones: oculto ? null : '0.00',
      entradas: oculto ? null : '0.00',
      salidas: oculto ? null : '0.00',
      esperado: oculto ? null : '250000.00',
      contado: null,
      diferencia: null,
      resultado: null,
    },
    {
      id_forma_pago: 2,
      forma_pago: 'Tarjeta',
      efectivo: false,
      ventas: oculto ? null : '30000.00',
      egresos: oculto ? null : '0.00',
      devoluciones: oculto ? null : '0.00',
      entradas: oculto ? null : '0.00',
      salidas: oculto ? null : '0.00',
      esperado: oculto ? null : '30000.00',
      contado: null,
      diferencia: null,
      resultado: null,
    },
  ],
});

const cerrada = caja({
  estado: 'cerrada',
  cerrada_por: 1,
  cerrada_at: '2026-11-25T22:00:00.000Z',
  saldo_cierre: '245000.00',
});

/** The figures frozen at the close: counted 245.000 in cash (5.000 short) and 30.000 by card. */
const totalesCerrada = (ciego: boolean): TotalesCaja => {
  const abiertos = totales(ciego);
  const contados: Record<number, [string, string, 'faltante' | 'cuadrado']> = {
    1: ['245000.00', '-5000.00', 'faltante'],
    2: ['30000.00', '0.00', 'cuadrado'],
  };
  return {
    ...abiertos,
    estado: 'cerrada',
    contado_total: '275000.00',
    diferencia_total: '-5000.00',
    resultado: 'faltante',
    formas_pago: abiertos.formas_pago.map((f) => {
      const [contado, diferencia, resultado] = contados[f.id_forma_pago];
      return { ...f, contado, diferencia, resultado };
    }),
  };
};

const cierre = (ciego = false): CierreCaja => ({
  cuadre: cerrada,
  conteos: totalesCerrada(ciego).formas_pago.map((f) => ({
    id_forma_pago: f.id_forma_pago,
    forma_pago: f.forma_pago,
    efectivo: f.efectivo,
    esperado: f.esperado!,
    contado: f.contado!,
    diferencia: f.diferencia!,
    resultado: f.resultado!,
  })),
  esperado: '280000.00',
  contado: '275000.00',
  diferencia: '-5000.00',
  resultado: 'faltante',
  totales: totalesCerrada(ciego),
});

const pagina = (data: Caja[], current_page: number, total: number) =>
  ok({ current_page, data, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)) });

const forma = formaPagoDePrueba;

function montar(rutas: Parameters<typeof api>[0]) {
  const red = api({
    'GET sedes': ok([centro]),
    'GET cuadresCaja': pagina([], 1, 0),
    'GET responsables': ok([{ id: 1, nombre: 'Ana', apellido: 'Gómez', email: 'ana@x.co' }]),
    // The venue's active payment methods: Transferencia took no sale this shift, yet it is counted too.
    'GET formasPago/ventas': ok([forma(1, 'Efectivo', true), forma(2, 'Tarjeta'), forma(3, 'Transferencia')]),
    'GET cuadresCaja/:id/movimientos': ok([]),
    ...rutas,
  });
  renderShell(paginas({ '/cuadreCaja': <CuadreCaja /> }), { ruta: '/cuadreCaja' });
  return red;
}

const abiertaCon = (ciego: boolean, oculto = false) => ({
  'GET cuadresCaja/cajaAbierta': ok(caja({ conteo_ciego: ciego })),
  'GET cuadresCaja/ventas/cajaAbierta': ok([
    venta(1, '80000.00', 'pagada'),
    venta(2, '12000.00', 'cancelada'),
  ]),
  'GET cuadresCaja/:id/totales': ok(totales(ciego, oculto)),
  'POST cuadresCaja/cuadreCaja/:id': ok(cierre(ciego)),
});

/** "Confirmar cierre", then 'Si' in the confirmation: the close is never one tap. */
async function confirmarCierre() {
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar cierre' }));
  const dialogo = await screen.findByRole('dialog', { name: '¿Cerrar la caja?' });
  fireEvent.click(within(dialogo).getByRole('button', { name: 'Si' }));
}

/** Counts the three methods (Transferencia: nothing). */
function contar(donde: HTMLElement, efectivo: string, tarjeta: string) {
  fireEvent.change(within(donde).getByLabelText('Efectivo'), { target: { value: efectivo } });
  fireEvent.change(within(donde).getByLabelText('Tarjeta'), { target: { value: tarjeta } });
  fireEvent.change(within(donde).getByLabelText('Transferencia'), { target: { value: '0' } });
}

describe('/cuadreCaja', () => {
  it('comes with the only person responsible chosen', async () => {
    const red = montar({
      'GET cuadresCaja/cajaAbierta': ok(null),
      'POST cuadresCaja/cuadreCaja': ok(caja()),
      'GET cuadresCaja/ventas/cajaAbierta': ok([]),
      'GET cuadresCaja/:id/totales': ok(totales(false)),
    });
    fireEvent.change(await screen.findByLabelText('Efectivo inicial'), { target: { value: '50000' } });
    await waitFor(() => expect(screen.getByLabelText('Responsable').textContent).toBe('Ana Gómez'));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir caja' }));
    await waitFor(() => expect(red.de('POST cuadresCaja/cuadreCaja')).toHaveLength(1));
    expect(red.de('POST cuadresCaja/cuadreCaja')[0].cuerpo).toMatchObject({ id_responsable: 1 });
  });

  it('opens a register with the opening cash as money text and the person responsible', async () => {
    let abierta = false;
    const red = montar({
      'GET cuadresCaja/cajaAbierta': () => ok(abierta ? caja() : null),
      'POST cuadresCaja/cuadreCaja': () => ((abierta = true), ok(caja())),
      'GET cuadresCaja/ventas/cajaAbierta': ok([]),
      'GET cuadresCaja/:id/totales': ok(totales(false)),
    });
    const saldo = await screen.findByLabelText('Efectivo inicial');
    fireEvent.change(saldo, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir caja' }));
    expect(await screen.findByText(/Escribe un valor en pesos/)).toBeTruthy();
    expect(red.de('POST cuadresCaja/cuadreCaja')).toHaveLength(0);

    fireEvent.change(saldo, { target: { value: '150000.5' } });
    fireEvent.mouseDown(screen.getByLabelText('Responsable'));
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Gómez' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir caja' }));
    await waitFor(() => expect(red.de('POST cuadresCaja/cuadreCaja')).toHaveLength(1));
    expect(red.de('POST cuadresCaja/cuadreCaja')[0].cuerpo).toEqual({
      id_sede: 4,
      saldo_apertura: '150000.50',
      id_responsable: 1,
    });
    expect(await screen.findByRole('button', { name: 'Cerrar caja' })).toBeTruthy();
  });

  it('shows the sales (cancelled marked) and the expected amount per active payment method', async () => {
    montar(abiertaCon(false));
    const esperado = await screen.findByRole('region', { name: 'Esperado por forma de pago' });
    await within(esperado).findByText('Efectivo');
    // An active method without sales this shift is listed, expecting nothing.
    const transferencia = (await within(esperado).findByText('Transferencia')).closest('tr') as HTMLElement;
    expect(transferencia.textContent).toBe('Transferencia$ 0');
    const efectivo = within(esperado).getByText('Efectivo').closest('tr') as HTMLElement;
    expect(efectivo.textContent).toContain('250.000');
    const tarjeta = within(esperado).getByText('Tarjeta').closest('tr') as HTMLElement;
    expect(tarjeta.textContent).toContain('30.000');
    // Cash expenses and purchases paid from the register (issue 10).
    expect(within(esperado).getByTestId('egresos-efectivo').textContent).toBe(
      'Gastos y compras en efectivo: $ 20.000',
    );
    const ventas = screen.getByRole('region', { name: 'Ventas de la caja' });
    const cancelada = (await within(ventas).findByText('C-2')).closest('tr') as HTMLElement;
    expect(within(cancelada).getByText('Cancelada')).toBeTruthy();
    expect(
      within(within(ventas).getByText('C-1').closest('tr') as HTMLElement).getByText('Pagada'),
    ).toBeTruthy();
  });

  it('reloads its sales and expected amounts when a sale of this register is made or cancelled (live), not of another', async () => {
    const red = montar(abiertaCon(false));
    const ventas = await screen.findByRole('region', { name: 'Ventas de la caja' });
    await within(ventas).findByText('C-1');
    await waitFor(() => expect(vivo.alRecibir).not.toBeNull());
    const lecturas = () => [
      red.de('GET cuadresCaja/ventas/cajaAbierta').length,
      red.de('GET cuadresCaja/:id/totales').length,
    ];
    const antes = lecturas();
    relojFalso();
    act(() => vivo.alRecibir!({ action: 'updateSales', data: { id_cuadre_caja: 10 } }));
    act(() => vivo.alRecibir!({ action: 'updateTableOrder', data: { id_orden: 1, id_mesa: 1, id_sede: 4 } }));
    await saltar(1000);
    expect(lecturas()).toEqual(antes);
    act(() => vivo.alRecibir!({ action: 'updateSales', data: { id_cuadre_caja: 9 } }));
    await waitFor(() => expect(lecturas()).toEqual([antes[0] + 1, antes[1] + 1]));
    act(() => vivo.alReconectar!());
    await waitFor(() => expect(lecturas()).toEqual([antes[0] + 2, antes[1] + 2]));
  });

  it('under a blind count shows no money figure of the shift (even to an admin) until the count is in, then the whole report', async () => {
    const red = montar(abiertaCon(true));
    const esperado = await screen.findByRole('region', { name: 'Esperado por forma de pago' });
    await within(esperado).findByText('Efectivo');
    await within(esperado).findByText('1 ventas pagadas · 1 canceladas');
    // Sold 80.000 (50.000 cash, 30.000 card), paid out 20.000, expected 250.000 / 30.000 / 280.000: any of them,
    // with the opening cash, tells the expected amounts. Nor each sale's total (their sum is the total sold).
    const cifras = ['80.000', '50.000', '20.000', '250.000', '30.000', '280.000', '12.000'];
    const pagina = () => document.body.textContent ?? '';
    await within(screen.getByRole('region', { name: 'Ventas de la caja' })).findByText('C-1');
    for (const cifra of cifras) expect(pagina()).not.toContain(cifra);
    expect(within(esperado).getAllByText('Oculto').length).toBeGreaterThan(0);
    expect(within(esperado).queryByTestId('egresos-efectivo')).toBeNull();
    // Today's sales panel lists the sales without their amounts too.
    fireEvent.click(screen.getByRole('button', { name: 'Ventas de hoy' }));
    const panel = await screen.findByRole('dialog', { name: 'Ventas de hoy (caja abierta)' });
    await within(panel).findByTestId('venta-hoy-1');
    for (const cifra of cifras) expect(panel.textContent).not.toContain(cifra);
    fireEvent.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    contar(esperado, '245000', '30000');
    for (const cifra of cifras) expect(pagina()).not.toContain(cifra);
    await confirmarCierre();

    const reporte = await screen.findByRole('region', { name: 'Reporte de cierre' });
    expect(red.de('POST cuadresCaja/cuadreCaja/:id')[0].cuerpo).toEqual({
      cerrar_caja: true,
      formaPagoValores: [
        { id_forma_pago: 1, valor: '245000.00' },
        { id_forma_pago: 2, valor: '30000.00' },
        { id_forma_pago: 3, valor: '0.00' },
      ],
      id_responsable: null,
    });
    const efectivo = within(reporte).getByText('Efectivo').closest('tr') as HTMLElement;
    expect(efectivo.textContent).toContain('250.000');
    expect(efectivo.textContent).toContain('245.000');
    expect(efectivo.textContent).toContain('Faltante $ 5.000');
    const tarjeta = within(reporte).getByText('Tarjeta').closest('tr') as HTMLElement;
    expect(tarjeta.textContent).toBe('Tarjeta$ 30.000$ 30.000Cuadrado');
    const total = within(reporte).getByText('Total').closest('tr') as HTMLElement;
    expect(total.textContent).toBe('Total$ 280.000$ 275.000Faltante $ 5.000');
    expect(
      within(reporte).getByText('1 ventas pagadas · 1 canceladas · Total $ 80.000 · Propinas $ 0'),
    ).toBeTruthy();
    expect(within(reporte).getByText('Gastos y compras en efectivo: $ 20.000')).toBeTruthy();
    expect(within(reporte).getByRole('status').textContent).toBe('Resultado: faltante de $ 5.000');
    expect(within(reporte).getByRole('button', { name: 'Imprimir reporte' })).toBeTruthy();
  });

  it('prints only the report asked for: it is marked while the browser prints', async () => {
    montar(abiertaCon(false));
    await screen.findByText('Transferencia');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    contar(document.body, '245000', '30000');
    await confirmarCierre();
    const reporte = await screen.findByRole('region', { name: 'Reporte de cierre' });
    let marcado: boolean | null = null;
    const imprimir = vi.spyOn(window, 'print').mockImplementation(() => {
      marcado = reporte.hasAttribute('data-imprimiendo');
    });
    fireEvent.click(within(reporte).getByRole('button', { name: 'Imprimir reporte' }));
    expect(imprimir).toHaveBeenCalledTimes(1);
    expect(marcado).toBe(true);
    await waitFor(() => expect(reporte.hasAttribute('data-imprimiendo')).toBe(false));
    imprimir.mockRestore();
  });

  it("shows what earlier registers' cancelled sales refunded from this till", async () => {
    const conDevolucion = totales(false);
    conDevolucion.devoluciones = '4000.00';
    montar({ ...abiertaCon(false), 'GET cuadresCaja/:id/totales': ok(conDevolucion) });
    const esperado = await screen.findByRole('region', { name: 'Esperado por forma de pago' });
    expect((await within(esperado).findByTestId('devoluciones')).textContent).toBe(
      'Devoluciones de ventas de cajas cerradas: $ 4.000',
    );
  });

  it("a cashier under a blind count sees no expected amount (the API's null)", async () => {
    montar(abiertaCon(true, true));
    const esperado = await screen.findByRole('region', { name: 'Esperado por forma de pago' });
    await within(esperado).findByText('Transferencia');
    // Efectivo, Tarjeta, Transferencia and the total.
    expect(within(esperado).getAllByText('Oculto')).toHaveLength(4);
    expect(within(esperado).queryByTestId('egresos-efectivo')).toBeNull();
  });

  it('asks before closing: Cancelar closes nothing; Si, even tapped twice, closes once', async () => {
    const red = montar(abiertaCon(false));
    await screen.findByText('Transferencia');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    contar(document.body, '245000', '30000');
    const formulario = screen
      .getByRole('button', { name: 'Confirmar cierre' })
      .closest('form') as HTMLFormElement;
    fireEvent.submit(formulario);
    let dialogo = await screen.findByRole('dialog', { name: '¿Cerrar la caja?' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(red.de('POST cuadresCaja/cuadreCaja/:id')).toHaveLength(0);
    fireEvent.submit(formulario);
    fireEvent.submit(formulario);
    dialogo = await screen.findByRole('dialog', { name: '¿Cerrar la caja?' });
    const si = within(dialogo).getByRole('button', { name: 'Si' });
    fireEvent.click(si);
    fireEvent.click(si);
    await screen.findByRole('region', { name: 'Reporte de cierre' });
    expect(red.de('POST cuadresCaja/cuadreCaja/:id')).toHaveLength(1);
  });

  it('counts what a Colombian types (240.000, 30.000,50), shows it grouped and sends the exact amount', async () => {
    const red = montar(abiertaCon(false));
    await screen.findByText('Tarjeta');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    const efectivo = screen.getByLabelText('Efectivo') as HTMLInputElement;
    fireEvent.focus(efectivo);
    fireEvent.change(efectivo, { target: { value: '240000' } });
    expect(efectivo.value).toBe('240000');
    fireEvent.blur(efectivo);
    expect(efectivo.value).toBe('240.000');
    fireEvent.change(screen.getByLabelText('Tarjeta'), { target: { value: '30.000,50' } });
    fireEvent.change(screen.getByLabelText('Transferencia'), { target: { value: '0' } });
    await confirmarCierre();
    await waitFor(() => expect(red.de('POST cuadresCaja/cuadreCaja/:id')).toHaveLength(1));
    expect(red.de('POST cuadresCaja/cuadreCaja/:id')[0].cuerpo).toMatchObject({
      formaPagoValores: [
        { id_forma_pago: 1, valor: '240000.00' },
        { id_forma_pago: 2, valor: '30000.50' },
        { id_forma_pago: 3, valor: '0.00' },
      ],
    });
    expect(screen.queryByText(/Escribe un valor en pesos/)).toBeNull();
  });

  it('does not close with a count missing', async () => {
    const red = montar(abiertaCon(false));
    await screen.findByText('Tarjeta');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    fireEvent.change(screen.getByLabelText('Efectivo'), { target: { value: '245000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cierre' }));
    expect(await screen.findAllByText(/Escribe un valor en pesos/)).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: '¿Cerrar la caja?' })).toBeNull();
    expect(red.de('POST cuadresCaja/cuadreCaja/:id')).toHaveLength(0);
  });

  it('lists only closed registers as past reconciliations, the open one above', async () => {
    const cerrada = caja({
      id: 8,
      estado: 'cerrada',
      abierta_at: '2026-11-24T12:00:00.000Z',
      cerrada_at: '2026-11-24T22:00:00.000Z',
      cerrada_por: 1,
      saldo_cierre: '275000.00',
    });
    // As the server answers: every register of the venue, or those of the state asked for.
    const red = montar({
      ...abiertaCon(false),
      'GET cuadresCaja': ({ params }) => {
        const filas = [caja(), cerrada].filter((c) => !params.estado || c.estado === params.estado);
        return pagina(filas, 1, filas.length);
      },
    });
    await screen.findByRole('region', { name: 'Esperado por forma de pago' });
    const historial = await screen.findByRole('region', { name: 'Cuadres anteriores' });
    expect(await within(historial).findByText(/275\.000/)).toBeTruthy();
    expect(within(historial).getAllByRole('listitem')).toHaveLength(1);
    // Spec §9: YYYY-MM-DD and 24-hour time, Bogotá's (22:00Z is 17:00 there).
    expect(within(historial).getByRole('listitem').textContent).toContain(
      '2026-11-24 07:00 – 2026-11-24 17:00',
    );
    expect(within(historial).queryByText('Abierta')).toBeNull();
    expect(red.de('GET cuadresCaja')[0].params).toMatchObject({ page: '1', estado: 'cerrada' });
  });

  it('says when the past reconciliations could not be loaded, and retries', async () => {
    let fallar = true;
    montar({
      ...abiertaCon(false),
      'GET cuadresCaja': () => (fallar ? { status: 500, cuerpo: '', ajena: true } : pagina([], 1, 0)),
    });
    const historial = await screen.findByRole('region', { name: 'Cuadres anteriores' });
    expect((await within(historial).findByRole('alert')).textContent).toMatch(
      /^No se pudieron cargar los cuadres anteriores: /,
    );
    fallar = false;
    fireEvent.click(within(historial).getByRole('button', { name: 'Reintentar' }));
    expect(await within(historial).findByText('No hay cuadres anteriores.')).toBeTruthy();
    expect(within(historial).queryByRole('alert')).toBeNull();
  });

  it('pages the past reconciliations from 1', async () => {
    const cerradas = Array.from({ length: 12 }, (_, i) =>
      caja({
        id: 100 + i,
        estado: 'cerrada',
        saldo_cierre: `${1000 + i}.00`,
        cerrada_at: '2026-11-20T22:00:00.000Z',
        cerrada_por: 1,
      }),
    );
    const red = montar({
      'GET cuadresCaja/cajaAbierta': ok(null),
      'GET cuadresCaja/:id/totales': ok({ ...totalesCerrada(false), id_cuadre_caja: 111 }),
      'GET cuadresCaja': ({ params }) =>
        params.page === '1' ? pagina(cerradas.slice(0, 10), 1, 12) : pagina(cerradas.slice(10), 2, 12),
    });
    const historial = await screen.findByRole('region', { name: 'Cuadres anteriores' });
    expect(await within(historial).findByText('Página 1 de 2')).toBeTruthy();
    expect(red.de('GET cuadresCaja')[0].params).toMatchObject({ page: '1', rowsPerPage: '10' });
    fireEvent.click(within(historial).getByRole('button', { name: 'Siguiente' }));
    expect(await within(historial).findByText('Página 2 de 2')).toBeTruthy();
    expect(red.de('GET cuadresCaja').at(-1)?.params).toMatchObject({ page: '2' });
    expect(await within(historial).findByText(/1\.011/)).toBeTruthy();
    const fila = within(historial)
      .getByText(/1\.011/)
      .closest('li') as HTMLElement;
    fireEvent.click(within(fila).getByRole('button', { name: 'Ver totales' }));
    // A closed register shows its closing report as frozen: counted and differences too, printable again.
    const reporte = await within(fila).findByRole('region', { name: 'Reporte de cierre' });
    expect(within(reporte).getByText(/1 ventas pagadas · 1 canceladas · Total \$ 80\.000/)).toBeTruthy();
    expect((within(reporte).getByText('Efectivo').closest('tr') as HTMLElement).textContent).toBe(
      'Efectivo$ 250.000$ 245.000Faltante $ 5.000',
    );
    expect(within(reporte).getByRole('button', { name: 'Imprimir reporte' })).toBeTruthy();
    expect(within(reporte).queryByRole('button', { name: 'Volver' })).toBeNull();
    expect(red.de('GET cuadresCaja/:id/totales')[0].camino).toBe('cuadresCaja/111/totales');
  });

  it('records cash taken out: amount and reason checked, one key per dialog, the expected amounts read again', async () => {
    const retiro = {
      id: 1,
      id_cuadre_caja: 9,
      id_forma_pago: 1,
      forma_pago: 'Efectivo',
      tipo: 'salida' as const,
      valor: '50000.00',
      motivo: 'Retiro a caja fuerte',
      id_usuario: 1,
      usuario: 'Ana Gómez',
      created_at: '2026-11-25T15:00:00.000Z',
    };
    let hecho = false;
    const red = montar({
      ...abiertaCon(false),
      'GET cuadresCaja/:id/totales': () => ok({ ...totales(false), salidas: hecho ? '50000.00' : '0.00' }),
      'GET cuadresCaja/:id/movimientos': () => ok(hecho ? [retiro] : []),
      'POST cuadresCaja/:id/movimientos': () => ((hecho = true), ok(retiro)),
    });
    const seccion = await screen.findByRole('region', { name: 'Entradas y salidas de efectivo' });
    expect(await within(seccion).findByText(/Aún no hay entradas ni salidas/)).toBeTruthy();
    fireEvent.click(within(seccion).getByRole('button', { name: 'Retirar efectivo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Retirar efectivo de la caja' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByText(/mayor que cero/)).toBeTruthy();
    expect(within(dialogo).getByText('Indica el motivo del movimiento.')).toBeTruthy();
    expect(red.de('POST cuadresCaja/:id/movimientos')).toHaveLength(0);

    fireEvent.change(within(dialogo).getByLabelText(/Valor/), { target: { value: '50.000' } });
    fireEvent.change(within(dialogo).getByLabelText(/Motivo/), {
      target: { value: ' Retiro a caja fuerte ' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(red.de('POST cuadresCaja/:id/movimientos')).toHaveLength(1));
    const [enviado] = red.de('POST cuadresCaja/:id/movimientos');
    expect(enviado.cuerpo).toMatchObject({
      tipo: 'salida',
      valor: '50000.00',
      motivo: 'Retiro a caja fuerte',
    });
    expect(String((enviado.cuerpo as { idempotencia: string }).idempotencia).length).toBeGreaterThan(8);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(seccion).findByText('Retiro a caja fuerte')).toBeTruthy();
    expect((await screen.findByTestId('movimientos-salidas')).textContent).toBe(
      'Salidas de efectivo: $ 50.000',
    );
  });
});
