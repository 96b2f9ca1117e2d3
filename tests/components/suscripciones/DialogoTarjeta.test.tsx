import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogoTarjeta } from '../../../src/pages/suscripciones/tarjeta/DialogoTarjeta';
import { renderShell } from '../shell/soporte';

const REQUERIDO = 'El campo es requerido ';

function abrir() {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  renderShell(<DialogoTarjeta open onClose={onClose} onSubmit={onSubmit} />);
  const dialogo = screen.getByRole('dialog', { name: 'Ingresar tarjeta de credito' });
  const campo = (nombre: string) => within(dialogo).getByLabelText(nombre, { exact: false });
  return {
    dialogo,
    onClose,
    onSubmit,
    nombre: campo('Nombre del propietario') as HTMLInputElement,
    numero: campo('Número de la tarjeta') as HTMLInputElement,
    expiracion: campo('Fecha de expiración') as HTMLInputElement,
    cvc: campo('CVV') as HTMLInputElement,
  };
}

/** The helper text under a field (its error). */
const errorDe = (input: HTMLElement) =>
  document.getElementById(`${input.id}-helper-text`)?.textContent ?? null;

describe("Card dialog 'Ingresar tarjeta de credito' (spec §2/§5)", () => {
  beforeEach(() => {
    // June 2026: what is past is decided against this month.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the four fields and its two buttons, with no message before a field is touched', () => {
    const { dialogo, nombre, numero, expiracion, cvc } = abrir();
    expect(within(dialogo).getByRole('button', { name: '← Regresar' })).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Guardar plan' })).toBeTruthy();
    expect(expiracion.placeholder).toBe('MM/YY');
    for (const input of [nombre, numero, expiracion, cvc]) expect(errorDe(input)).toBeNull();
  });

  it('shows each required message once its field is left empty', async () => {
    const user = userEvent.setup();
    const { nombre, numero, expiracion, cvc } = abrir();
    await user.click(nombre);
    await user.tab();
    expect(errorDe(nombre)).toBe(REQUERIDO);
    expect(errorDe(numero)).toBeNull();
    await user.click(numero);
    await user.tab();
    expect(errorDe(numero)).toBe('El número de la tarjeta es inválido');
    await user.click(expiracion);
    await user.tab();
    expect(errorDe(expiracion)).toBe('La fecha de expiración es inválida');
    await user.click(cvc);
    await user.tab();
    expect(errorDe(cvc)).toBe(REQUERIDO);
  });

  it("forces the owner's name to upper case", async () => {
    const user = userEvent.setup();
    const { nombre } = abrir();
    await user.type(nombre, 'ana gómez');
    expect(nombre.value).toBe('ANA GÓMEZ');
  });

  it("refuses a number that fails Luhn's check and shows the brand's icon of a good one, in its groups", async () => {
    const user = userEvent.setup();
    const { numero } = abrir();
    await user.type(numero, '4242424242424241');
    await user.tab();
    expect(errorDe(numero)).toBe('El número de la tarjeta es inválido');
    await user.clear(numero);
    await user.type(numero, '4242424242424242');
    expect(numero.value).toBe('4242 4242 4242 4242');
    expect(errorDe(numero)).toBeNull();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
    await user.clear(numero);
    await user.type(numero, '5555555555554444');
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
  });

  it.each([
    ['1', 'La fecha de expiración es inválida'],
    ['1330', 'El mes de expiración debe estar entre 01 y 12'],
    ['0030', 'El mes de expiración debe estar entre 01 y 12'],
    ['1225', 'El año de expiración no puede estar en el pasado'],
    ['0526', 'La fecha de expiración no puede estar en el pasado'],
  ])("expiry typed '%s': '%s'", async (tecleado, mensaje) => {
    const user = userEvent.setup();
    const { expiracion } = abrir();
    await user.type(expiracion, tecleado);
    await user.tab();
    expect(errorDe(expiracion)).toBe(mensaje);
  });

  it('writes the slash of MM/YY and takes the current month as not past', async () => {
    const user = userEvent.setup();
    const { expiracion } = abrir();
    await user.type(expiracion, '0626');
    await user.tab();
    expect(expiracion.value).toBe('06/26');
    expect(errorDe(expiracion)).toBeNull();
  });

  it('takes 3 CVV digits for Visa: a fourth is not typed, two are too few', async () => {
    const user = userEvent.setup();
    const { numero, cvc } = abrir();
    await user.type(numero, '4242424242424242');
    await user.type(cvc, '1234');
    expect(cvc.value).toBe('123');
    await user.clear(cvc);
    await user.type(cvc, '12');
    await user.tab();
    expect(errorDe(cvc)).toBe('El CVV debe tener 3 dígitos');
  });

  it('takes a 4-digit CVV for American Express (the spec’s cap of 3 would refuse it) and sends the card', async () => {
    const user = userEvent.setup();
    const { numero, cvc, nombre, expiracion, onSubmit } = abrir();
    await user.type(numero, '378282246310005');
    expect(numero.value).toBe('3782 822463 10005');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
    await user.type(cvc, '123');
    await user.tab();
    expect(errorDe(cvc)).toBe('El CVV debe tener 4 dígitos');
    await user.type(cvc, '4');
    expect(cvc.value).toBe('1234');
    expect(errorDe(cvc)).toBeNull();
    await user.type(nombre, 'ana gomez');
    await user.type(expiracion, '1230');
    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(onSubmit).toHaveBeenCalledWith({
      nombrePropietario: 'ANA GOMEZ',
      numero: '378282246310005',
      cvc: '1234',
      mes: '12',
      anio: '30',
      franquicia: 'AMEX',
    });
  });

  it('on submit shows every message at once and sends nothing', async () => {
    const user = userEvent.setup();
    const { nombre, numero, expiracion, cvc, onSubmit } = abrir();
    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(errorDe(nombre)).toBe(REQUERIDO);
    expect(errorDe(numero)).toBe('El número de la tarjeta es inválido');
    expect(errorDe(expiracion)).toBe('La fecha de expiración es inválida');
    expect(errorDe(cvc)).toBe(REQUERIDO);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("closes by '← Regresar' or its icon, passing no data", async () => {
    const user = userEvent.setup();
    const { onClose, onSubmit } = abrir();
    await user.click(screen.getByRole('button', { name: '← Regresar' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onClose.mock.calls.every((args) => args.length === 0)).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
