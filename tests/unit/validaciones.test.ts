import { describe, expect, it } from 'vitest';
import {
  confirmacion,
  contrasenaSignin,
  correoRecuperar,
  correoSignin,
  correoSignup,
  pais,
  requerido,
  requiereTipoDocumento,
  telefono,
  tipoDocumento,
} from '../../src/pages/public/validaciones';
import { en, es } from '../../src/pages/public/messages';

const K = 'comanda.publico.validacion.';

/** The Spanish text a validator's key stands for. */
const texto = (clave: string | undefined) =>
  clave ? (es.comanda.publico.validacion as Record<string, string>)[clave.slice(K.length)] : undefined;

describe('public form validators (spec §5)', () => {
  it('sign-in', () => {
    expect(texto(correoSignin(''))).toBe('Se debe de ingresar un correo electronico valido');
    expect(texto(correoSignin('ana@'))).toBe('Se debe de ingresar un correo electronico valido');
    expect(correoSignin('ana@bar.co')).toBeUndefined();
    expect(texto(contrasenaSignin(''))).toBe('Se debe de ingresar una contraseña');
    expect(contrasenaSignin('x')).toBeUndefined();
    expect(es.comanda.publico.validacion.signin_captcha).toBe(
      'Ops!! debes de llenar la casilla de captcha para continuar !',
    );
  });

  it('sign-up', () => {
    expect(texto(requerido()('  '))).toBe('El campo es requerido ');
    expect(texto(telefono(''))).toBe('El campo es requerido ');
    expect(texto(telefono('300 123'))).toBe('El campo debe de ser un número telefonico');
    expect(telefono('3001234567')).toBeUndefined();
    expect(texto(pais(''))).toBe('Debe de seleccionar un pais valido');
    expect(texto(pais(0))).toBe('Debe de seleccionar un pais valido');
    expect(pais(53)).toBeUndefined();
    expect(texto(correoSignup(''))).toBe('El campo es requerido ');
    expect(texto(correoSignup('ana.bar.co'))).toBe('El campo debe de ser un correo electronico');
    expect(texto(confirmacion('a', { password: 'b' }))).toBe('Ops!! las contraseñas no coinciden');
    expect(texto(confirmacion('', { password: 'b' }))).toBe('El campo es requerido ');
    expect(confirmacion('b', { password: 'b' })).toBeUndefined();
    expect(es.comanda.publico.validacion.captcha).toBe(
      'Ops!!, haz click en el captcha para verificar que no eres un robot',
    );
    expect(es.comanda.publico.validacion.captcha_expirado).toBe(
      'Ops!!, el captcha ha expirado, por favor recarga la pagina',
    );
  });

  it('document type is required only for country 53', () => {
    expect(requiereTipoDocumento(53)).toBe(true);
    expect(requiereTipoDocumento('53')).toBe(true);
    expect(requiereTipoDocumento(9)).toBe(false);
    expect(texto(tipoDocumento('', { country: 53 }))).toBe('El campo es requerido ');
    expect(tipoDocumento('', { country: 9 })).toBeUndefined();
    expect(tipoDocumento(2, { country: 53 })).toBeUndefined();
  });

  it('forgot password', () => {
    expect(texto(correoRecuperar(''))).toBe('El campo es requerido');
    expect(texto(correoRecuperar('ana@'))).toBe('El email no es válido');
    expect(correoRecuperar('ana@bar.co')).toBeUndefined();
  });

  it('English has every key Spanish has', () => {
    const claves = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? claves(v as object, `${p}${k}.`) : [`${p}${k}`],
      );
    expect(claves(en).sort()).toEqual(claves(es).sort());
    expect(
      claves(en).every((c) => c.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en)),
    ).toBe(true);
  });
});
