import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import dataProvider from '../../../src/dataProvider';
import { http } from '../../../src/dataProvider/http';
import Cuenta from '../../../src/pages/configSistema/Cuenta';
import { SeccionTarjeta } from '../../../src/pages/suscripciones/tarjeta/SeccionTarjeta';
import type { TarjetaGuardada } from '../../../common/suscripciones';
import { api, ok, usarApiFalsa } from '../msw/servidor';
import * as adaptador from '../shell/soporte';
import { cerrarSesionLocal, iniciarSesion, renderShell, usuarioDePrueba } from '../shell/soporte';
import { planes, TARJETA, tokenizador } from './datos';

usarApiFalsa();
const adapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapter;
  cerrarSesionLocal();
});

function montar(tarjeta: TarjetaGuardada | null) {
  iniciarSesion();
  const red = api({
    'GET usuarios/me/tarjeta': ok(tarjeta),
    'GET suscripciones': ok(planes()),
    'POST usuarios/me/tarjeta': ok(
      { ...TARJETA, ultimos_digitos: '0005', franquicia: 'AMEX' },
      'Tarjeta guardada correctamente',
    ),
    'DELETE usuarios/me/tarjeta': ok(null, 'Tarjeta eliminada correctamente'),
  });
  renderShell(
    <>
      <SeccionTarjeta />
      <Notification />
    </>,
    { ruta: '/configSistema/cuenta', dataProvider },
  );
  return red;
}

const seccion = () => screen.findByTestId('tarjeta-guardada');

describe('/configSistema/cuenta: the saved card', () => {
  it('shows its brand and last four', async () => {
    montar(TARJETA);
    expect(await within(await seccion()).findByText('VISA terminada en 4242 · vence 12/30')).toBeTruthy();
    expect(within(await seccion()).getByRole('img', { name: 'Visa' })).toBeTruthy();
  });

  it('changes it: the card dialog tokenizes with the gateway and our API gets only the token', async () => {
    const tokens = tokenizador();
    const red = montar(TARJETA);
    fireEvent.click(await within(await seccion()).findByRole('button', { name: 'Cambiar tarjeta' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Ingresar tarjeta de credito' });
    const escribir = (etiqueta: string, valor: string) =>
      fireEvent.change(within(dialogo).getByLabelText(etiqueta, { exact: false }), {
        target: { value: valor },
      });
    escribir('Nombre del propietario', 'ana gomez');
    escribir('Número de la tarjeta', '378282246310005');
    escribir('Fecha de expiración', '1230');
    escribir('CVV', '1234');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('Tarjeta guardada correctamente')).toBeTruthy();
    expect(tokens[0].cuerpo).toMatchObject({ number: '378282246310005', cvc: '1234' });
    expect(red.de('POST usuarios/me/tarjeta')[0].cuerpo).toEqual({
      token: 'tok_test_abc123',
      franquiciaTarjeta: 'AMEX',
      ultimosDigitos: '0005',
      mes: '12',
      año: '30',
      nombrePropietario: 'ANA GOMEZ',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Read again after the change.
    await waitFor(() => expect(red.de('GET usuarios/me/tarjeta').length).toBeGreaterThan(1));
  });

  it('removes it after a confirmation', async () => {
    const red = montar(TARJETA);
    fireEvent.click(await within(await seccion()).findByRole('button', { name: 'Eliminar tarjeta' }));
    const confirmar = await screen.findByRole('dialog');
    expect(within(confirmar).getByText(/Las renovaciones de tu plan no podrán cobrarse/)).toBeTruthy();
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Tarjeta eliminada correctamente')).toBeTruthy();
    expect(red.de('DELETE usuarios/me/tarjeta')).toHaveLength(1);
  });

  it('without one says so and offers to add one', async () => {
    montar(null);
    expect(await within(await seccion()).findByText('No tienes una tarjeta guardada.')).toBeTruthy();
    expect(within(await seccion()).getByRole('button', { name: 'Agregar tarjeta' })).toBeTruthy();
    expect(within(await seccion()).queryByRole('button', { name: 'Eliminar tarjeta' })).toBeNull();
  });

  it('is shown on the account page to the owner only', async () => {
    const cuenta = adaptador.ok({
      nombre: 'Ana',
      apellido: 'Gómez',
      numeroTelefonico: null,
      correo: 'ana@bar.co',
    });
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 3, acceso_modulo_tag: '*' } }));
    adaptador.apiFalsa({ 'GET usuarios/me/usuario': cuenta });
    renderShell(<Cuenta />, { ruta: '/configSistema/cuenta', dataProvider });
    expect(((await screen.findByLabelText(/^Nombre/)) as HTMLInputElement).value).toBe('Ana');
    expect(screen.queryByRole('heading', { name: 'Tarjeta guardada' })).toBeNull();
  });
});
