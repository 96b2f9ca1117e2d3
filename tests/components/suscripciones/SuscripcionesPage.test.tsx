import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dataProvider from '../../../src/dataProvider';
import SuscripcionesPage from '../../../src/pages/suscripciones/SuscripcionesPage';
import { pagina, RECARGA_MS } from '../../../src/pages/suscripciones/useCompra';
import type { EstadoUltimoCobro, ResultadoCompra, TarjetaGuardada } from '../../../common/suscripciones';
import { api, fallo, ok, usarApiFalsa, type Respuesta } from '../msw/servidor';
import { relojFalso, saltar } from '../reloj';
import { cerrarSesionLocal, iniciarSesion, renderShell } from '../shell/soporte';
import { cobro, planes, TARJETA, tokenizador, ultimo } from './datos';

usarApiFalsa();
afterEach(() => {
  cerrarSesionLocal();
  vi.restoreAllMocks();
});

const resultado = (estado: ResultadoCompra['estado'], mensaje?: string): Respuesta =>
  ok({ estado, suscripcion: { suscripcion: { nombre: 'Emprendedor' } }, ...(mensaje && { mensaje }) });

interface Montaje {
  actual?: Parameters<typeof planes>[0];
  tarjeta?: TarjetaGuardada | null;
  /** The last charge, or its answer at each read (the gateway deciding a PENDING one). */
  ultimoCobro?: EstadoUltimoCobro | (() => EstadoUltimoCobro);
  compra?: Respuesta | (() => Respuesta);
  cobros?: ReturnType<typeof cobro>[];
  /** The support chat's number (SOPORTE_WHATSAPP). */
  whatsapp?: string | null;
}

function montar({
  actual,
  tarjeta = null,
  ultimoCobro = null,
  compra,
  cobros = [],
  whatsapp = null,
}: Montaje = {}) {
  iniciarSesion();
  const red = api({
    'GET suscripciones': ok({ ...planes(actual), soporte: { whatsapp } }),
    'GET usuarios/me/tarjeta': ok(tarjeta),
    'GET suscripciones/suscripcion/usuario/estado':
      typeof ultimoCobro === 'function' ? () => ok(ultimoCobro()) : ok(ultimoCobro),
    'GET usuarios/usuario/:id/cobros': ok(cobros),
    ...(compra && { 'POST suscripciones/suscripcion/usuario': compra }),
  });
  renderShell(<SuscripcionesPage />, { ruta: '/suscripciones', dataProvider });
  return red;
}

/** The plan's card, once the page has loaded. */
const plan = async (nombre: string) =>
  (await screen.findByRole('heading', { level: 3, name: nombre })).closest('section') as HTMLElement;

/** Waits until every read has answered, so the flow decides with all it needs. */
async function listo(red: ReturnType<typeof api>) {
  await waitFor(() => {
    expect(red.de('GET usuarios/me/tarjeta')).toHaveLength(1);
    expect(red.de('GET suscripciones/suscripcion/usuario/estado')).toHaveLength(1);
  });
  await screen.findByRole('heading', { level: 2, name: 'Historial de cobros' });
}

const adquirir = async (nombre: string) =>
  fireEvent.click(within(await plan(nombre)).getByRole('button', { name: 'Adquirir' }));

function llenarTarjeta(numero = '4242424242424242') {
  const dialogo = screen.getByRole('dialog', { name: 'Ingresar tarjeta de credito' });
  const escribir = (etiqueta: string, valor: string) =>
    fireEvent.change(within(dialogo).getByLabelText(etiqueta, { exact: false }), {
      target: { value: valor },
    });
  escribir('Nombre del propietario', 'ana gomez');
  escribir('Número de la tarjeta', numero);
  escribir('Fecha de expiración', '1230');
  escribir('CVV', '123');
  fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar plan' }));
}

const dialogo = (titulo: string) => screen.findByRole('dialog', { name: titulo });

describe('/suscripciones: the plans (spec §2)', () => {
  it("shows each plan's name, description, price with currency, limits and 'Adquirir', the current one marked", async () => {
    montar({ actual: { estado: 'activa', id_suscripcion: 2, fin_periodo: '2026-12-31' } });
    const emprendedor = await plan('Emprendedor');
    expect(within(emprendedor).getByText('$ 49.900 COP / mes')).toBeTruthy();
    expect(within(emprendedor).getByText('Una sede, hasta 3 usuarios y productos ilimitados.')).toBeTruthy();
    expect(within(emprendedor).getByText('Productos: ilimitados')).toBeTruthy();
    expect(within(emprendedor).getByText('Usuarios: 3')).toBeTruthy();
    expect(within(emprendedor).getByText('Sedes: 1')).toBeTruthy();
    expect(within(emprendedor).queryByText('Plan actual')).toBeNull();
    expect(
      (within(emprendedor).getByRole('button', { name: 'Adquirir' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    const negocio = await plan('Negocio');
    expect(within(negocio).getByText('Plan actual')).toBeTruthy();
    expect((within(negocio).getByRole('button', { name: 'Adquirir' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(await plan('Negocio anual')).getByText('$ 999.000 COP / 12 meses')).toBeTruthy();
    expect(screen.getByTestId('estado-suscripcion').textContent).toBe(
      'Tu plan está pagado hasta el 2026-12-31.',
    );
  });

  it('has its breadcrumb lead home: Inicio › Suscripciones (not its own title alone)', async () => {
    montar({ actual: { estado: 'activa', id_suscripcion: 2, fin_periodo: '2026-12-31' } });
    await plan('Emprendedor');
    const inicio = screen.getByRole('link', { name: 'Inicio' });
    expect(inicio.getAttribute('href')).toBe('/principal');
    expect(inicio.closest('nav')?.textContent).toBe('Inicio/Suscripciones');
  });

  it("lists the company's charges with each state's text", async () => {
    const red = montar({
      cobros: [
        cobro(5, 'APPROVED'),
        cobro(4, 'PENDING'),
        cobro(3, 'DECLINED'),
        cobro(2, 'VOIDED'),
        cobro(1, 'ERROR', 'Error interno del método de pago'),
      ],
    });
    const fila = async (id: number) => within(await screen.findByTestId(`cobro-${id}`));
    expect((await fila(5)).getByText('Aprobado')).toBeTruthy();
    expect((await fila(5)).getByText('2026-11-01 10:00')).toBeTruthy();
    expect((await fila(5)).getByText('$ 49.900 COP')).toBeTruthy();
    expect((await fila(5)).getByText('2026-11-01 – 2026-11-30')).toBeTruthy();
    expect((await fila(4)).getByText('Pendiente')).toBeTruthy();
    expect((await fila(3)).getByText('Declinado')).toBeTruthy();
    expect((await fila(2)).getByText('Anulado')).toBeTruthy();
    expect((await fila(1)).getByText('Error')).toBeTruthy();
    expect((await fila(1)).getByText('Error interno del método de pago')).toBeTruthy();
    // The signed-in user's id (7) in the path.
    expect(red.de('GET usuarios/usuario/:id/cobros')[0].camino).toBe('usuarios/usuario/7/cobros');
  });

  it('links the support chat with a message naming the company and its last charge, only with a number', async () => {
    montar({ whatsapp: '573001234567', cobros: [cobro(5, 'DECLINED'), cobro(4, 'APPROVED')] });
    const enlace = await screen.findByRole('link', { name: 'Escribir a soporte por WhatsApp' });
    const url = new URL(enlace.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/573001234567');
    expect(url.searchParams.get('text')).toBe(
      'Hola, escribo de Bar Ana. Tengo un problema con el pago de la suscripción de Comanda. ' +
        'Último cobro: sus-11-5, Declinado, $ 49.900 del 2026-11-01.',
    );
    expect(enlace.getAttribute('target')).toBe('_blank');
  });

  it('offers no support chat without a configured number', async () => {
    montar({ cobros: [cobro(5, 'DECLINED')] });
    await screen.findByTestId('cobro-5');
    expect(screen.queryByRole('link', { name: 'Escribir a soporte por WhatsApp' })).toBeNull();
  });

  it('says when there are no charges yet, and the trial end', async () => {
    montar();
    expect(await screen.findByText('Aún no hay cobros.')).toBeTruthy();
    expect(screen.getByTestId('estado-suscripcion').textContent).toBe(
      'Estás en el periodo de prueba hasta el 2030-01-31.',
    );
  });
});

describe('/suscripciones: buying a plan (spec §4/§5/§8)', () => {
  it('refuses at once while a previous charge is pending, with its message', async () => {
    const red = montar({ tarjeta: TARJETA, ultimoCobro: ultimo('PENDING'), compra: resultado('APPROVED') });
    await listo(red);
    await adquirir('Negocio');
    const aviso = await dialogo('Ha ocurrido un error !!');
    expect(
      within(aviso).getByText(
        'Actualmente tienes un pago pendiente por ser aprobado, por favor verifica en unos minutos el estado de tu transacción.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(aviso).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(red.de('POST suscripciones/suscripcion/usuario')).toHaveLength(0);
  });

  it('without a saved card opens the card dialog, tokenizes with the gateway and shows the success, reloading after 5 s', async () => {
    relojFalso();
    const recargar = vi.spyOn(pagina, 'recargar').mockImplementation(() => undefined);
    const tokens = tokenizador();
    const red = montar({ compra: resultado('APPROVED', 'Se ha suscrito correctamente al plan Emprendedor') });
    await listo(red);
    await adquirir('Emprendedor');
    await dialogo('Ingresar tarjeta de credito');
    llenarTarjeta();
    const exito = await dialogo('Transacción Exitosa !!');
    expect(recargar).not.toHaveBeenCalled();
    expect(within(exito).getByText('Se ha suscrito correctamente al plan Emprendedor')).toBeTruthy();

    // The card went to the gateway with its public key; our API received only the token.
    expect(tokens).toEqual([
      {
        cuerpo: {
          number: '4242424242424242',
          cvc: '123',
          exp_month: '12',
          exp_year: '30',
          card_holder: 'ANA GOMEZ',
        },
        autorizacion: 'Bearer pub_test_sandbox',
      },
    ]);
    const [compra] = red.de('POST suscripciones/suscripcion/usuario');
    expect(compra.cuerpo).toEqual({
      idSuscripcionNueva: 1,
      idSuscripcionAnterior: 11,
      tarjeta: {
        token: 'tok_test_abc123',
        franquiciaTarjeta: 'VISA',
        ultimosDigitos: '4242',
        mes: '12',
        año: '30',
        nombrePropietario: 'ANA GOMEZ',
      },
    });
    expect(JSON.stringify(compra.cuerpo)).not.toContain('4242424242424242');
    expect(compra.autorizacion).toBe('Bearer token-de-prueba');

    // Spec §9: the subscription's reload after 5 s.
    expect(RECARGA_MS).toBe(5000);
    await saltar(RECARGA_MS);
    expect(recargar).toHaveBeenCalledTimes(1);
  });

  it('with a saved card and a good last charge asks to confirm, then charges the saved card', async () => {
    const red = montar({ tarjeta: TARJETA, ultimoCobro: ultimo('APPROVED'), compra: resultado('DECLINED') });
    await listo(red);
    await adquirir('Negocio');
    const confirmar = await dialogo('Confirmar compra');
    expect(
      within(confirmar).getByText(
        '¿Adquirir el plan Negocio por $ 99.900 COP? Se cobrará a tu tarjeta VISA terminada en 4242.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Si' }));
    const fallida = await dialogo('Transacción Fallida !!');
    expect(
      within(fallida).getByText(
        'La tarjeta a sido declinada y la transacción se ha rechazado, intentelo de nuevo.',
      ),
    ).toBeTruthy();
    expect(within(fallida).getByRole('button', { name: 'Regresar' })).toBeTruthy();
    expect(red.de('POST suscripciones/suscripcion/usuario')[0].cuerpo).toEqual({
      idSuscripcionNueva: 2,
      idSuscripcionAnterior: 11,
    });
  });

  it('offers another card from the confirmation', async () => {
    const red = montar({ tarjeta: TARJETA, ultimoCobro: ultimo('APPROVED') });
    await listo(red);
    await adquirir('Negocio');
    fireEvent.click(
      within(await dialogo('Confirmar compra')).getByRole('button', { name: 'Usar otra tarjeta' }),
    );
    expect(await dialogo('Ingresar tarjeta de credito')).toBeTruthy();
  });

  it.each(['DECLINED', 'ERROR', 'VOIDED'] as const)(
    'opens the card dialog instead of confirming when the last charge was %s',
    async (estado) => {
      const red = montar({ tarjeta: TARJETA, ultimoCobro: ultimo(estado) });
      await listo(red);
      await adquirir('Negocio');
      expect(await dialogo('Ingresar tarjeta de credito')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Confirmar compra' })).toBeNull();
    },
  );

  it.each([
    ['VOIDED', undefined, 'la transacción ha sido anulada,intentelo de nuevo.'],
    ['ERROR', 'Fondos insuficientes', 'Fondos insuficientes'],
    ['ERROR', undefined, 'Error interno del método de pago, intentelo de nuevo.'],
  ] as const)('a charge answered %s (%s) shows its text', async (estado, mensaje, texto) => {
    tokenizador();
    const red = montar({ compra: resultado(estado, mensaje) });
    await listo(red);
    await adquirir('Emprendedor');
    await dialogo('Ingresar tarjeta de credito');
    llenarTarjeta();
    const fallida = await dialogo('Transacción Fallida !!');
    expect(within(fallida).getByText(texto)).toBeTruthy();
    fireEvent.click(within(fallida).getByRole('button', { name: 'Regresar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a charge left PENDING says it awaits approval, reads the last charge again and shows its final state', async () => {
    tokenizador();
    let comprado = false;
    let lecturas = 0;
    const red = montar({
      ultimoCobro: () => {
        if (!comprado) return null;
        lecturas += 1;
        return { ...ultimo(lecturas < 2 ? 'PENDING' : 'APPROVED'), id_cobro: 9 };
      },
      compra: () => {
        comprado = true;
        return ok({
          estado: 'PENDING',
          suscripcion: { suscripcion: { nombre: 'Emprendedor' } },
          id_cobro: 9,
        });
      },
    });
    await listo(red);
    await adquirir('Emprendedor');
    await dialogo('Ingresar tarjeta de credito');
    llenarTarjeta();
    expect(
      within(await dialogo('Pago pendiente')).getByText(
        /Tu pago fue registrado y está pendiente de aprobación/,
      ),
    ).toBeTruthy();
    const exito = await dialogo('Transacción Exitosa !!');
    expect(within(exito).getByText('Se ha suscrito correctamente al plan Emprendedor')).toBeTruthy();
    expect(lecturas).toBeGreaterThanOrEqual(2);
  });

  it('a charge left PENDING that the gateway then declines shows the declined text', async () => {
    tokenizador();
    let comprado = false;
    const red = montar({
      ultimoCobro: () => (comprado ? { ...ultimo('DECLINED'), id_cobro: 9 } : null),
      compra: () => {
        comprado = true;
        return ok({
          estado: 'PENDING',
          suscripcion: { suscripcion: { nombre: 'Emprendedor' } },
          id_cobro: 9,
        });
      },
    });
    await listo(red);
    await adquirir('Emprendedor');
    await dialogo('Ingresar tarjeta de credito');
    llenarTarjeta();
    expect(
      within(await dialogo('Transacción Fallida !!')).getByText(
        'La tarjeta a sido declinada y la transacción se ha rechazado, intentelo de nuevo.',
      ),
    ).toBeTruthy();
  });

  it.each([
    [
      fallo(409, 'Ya hay un cobro pendiente de confirmación'),
      'Actualmente tienes un pago pendiente por ser aprobado, por favor verifica en unos minutos el estado de tu transacción.',
    ],
    [fallo(422, 'El plan de suscripción no existe'), 'El plan de suscripción no existe'],
    [
      { status: 500, cuerpo: 'Bad gateway', ajena: true as const },
      'Hubo un error en el sistema, si el error persiste porfavor comuniquese con soporte.',
    ],
  ])('a refused purchase shows the error dialog: %#', async (respuesta, texto) => {
    const red = montar({ tarjeta: TARJETA, ultimoCobro: ultimo('APPROVED'), compra: respuesta });
    await listo(red);
    await adquirir('Negocio');
    fireEvent.click(within(await dialogo('Confirmar compra')).getByRole('button', { name: 'Si' }));
    expect(within(await dialogo('Ha ocurrido un error !!')).getByText(texto)).toBeTruthy();
  });

  it("keeps the card dialog, with the gateway's reason, when the gateway refuses the card's data", async () => {
    tokenizador({
      status: 422,
      cuerpo: {
        error: {
          type: 'INPUT_VALIDATION_ERROR',
          messages: { card_holder: ['Nombre del tarjetahabiente inválido'] },
        },
      },
    });
    const red = montar({ compra: resultado('APPROVED') });
    await listo(red);
    await adquirir('Emprendedor');
    await dialogo('Ingresar tarjeta de credito');
    llenarTarjeta();
    const tarjeta = await dialogo('Ingresar tarjeta de credito');
    expect(
      await within(tarjeta).findByText(
        'La pasarela de pagos no aceptó los datos de la tarjeta: Nombre del tarjetahabiente inválido',
      ),
    ).toBeTruthy();
    expect(
      (within(tarjeta).getByLabelText('Número de la tarjeta', { exact: false }) as HTMLInputElement).value,
    ).toBe('4242 4242 4242 4242');
    expect(red.de('POST suscripciones/suscripcion/usuario')).toHaveLength(0);
  });
});
