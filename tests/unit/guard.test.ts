import { describe, expect, it } from 'vitest';
import { destinoSinAcceso, puedeAcceder, rutaDeRecurso } from '../../src/authProvider/guard';

const rol = (id_rol: number, acceso_modulo_tag: string) => ({ id_rol, acceso_modulo_tag });

describe('route guard (spec §6)', () => {
  it("lets '*' into every module", () => {
    expect(puedeAcceder(rol(1, '*'), '/categorias')).toBe(true);
    expect(puedeAcceder(rol(2, '*'), '/informes/informeVentas')).toBe(true);
    expect(puedeAcceder(rol(1, '*'), '/configSistema/usuarios')).toBe(true);
  });

  it("otherwise needs the route's module tag in the access string", () => {
    expect(puedeAcceder(rol(2, 'ventas,categorias'), '/categorias/editar/3')).toBe(true);
    expect(puedeAcceder(rol(2, 'ventas,categorias'), '/productos')).toBe(false);
    expect(puedeAcceder(rol(2, 'configSistema'), '/configSistema/usuarios')).toBe(false);
  });

  it('refuses everything without permissions', () => {
    expect(puedeAcceder(null, '/categorias')).toBe(false);
    expect(puedeAcceder(undefined, '/otra')).toBe(false);
  });

  it('leaves paths outside the module map open to signed-in users', () => {
    expect(puedeAcceder(rol(2, 'ventas'), '/nits')).toBe(true);
  });

  it('keeps /suscripciones for id_rol 0, even with *', () => {
    expect(puedeAcceder(rol(0, 'suscripciones'), '/suscripciones')).toBe(true);
    expect(puedeAcceder(rol(0, '*'), '/suscripciones')).toBe(true);
    expect(puedeAcceder(rol(1, '*'), '/suscripciones')).toBe(false);
    expect(puedeAcceder(rol(2, 'suscripciones'), '/suscripciones')).toBe(false);
    expect(destinoSinAcceso(rol(1, '*'), '/suscripciones')).toBe('/ventas');
  });

  it('keeps the cancelled purchases and expenses reports for id_rol 0 and 1', () => {
    for (const ruta of ['/informes/informeDevolucionesCompras', '/informes/informeDevolucionGastos']) {
      expect(puedeAcceder(rol(0, '*'), ruta)).toBe(true);
      expect(puedeAcceder(rol(1, '*'), ruta)).toBe(true);
      expect(puedeAcceder(rol(2, '*'), ruta)).toBe(false);
      expect(destinoSinAcceso(rol(2, '*'), ruta)).toBe('/ventas');
    }
  });

  it('keeps user administration for id_rol 0 and 1, even with *', () => {
    expect(puedeAcceder(rol(0, 'usuarios'), '/configSistema/usuarios')).toBe(true);
    expect(puedeAcceder(rol(2, '*'), '/configSistema/usuarios')).toBe(false);
    // Settings and sales goals are changed by roles 0 and 1 only; anyone with the tag manages their own account.
    expect(puedeAcceder(rol(2, '*'), '/configSistema')).toBe(false);
    expect(puedeAcceder(rol(2, '*'), '/configSistema/editar')).toBe(false);
    expect(puedeAcceder(rol(2, '*'), '/configSistema/objetivosVentas')).toBe(false);
    expect(puedeAcceder(rol(1, 'objetivosVentas'), '/configSistema/objetivosVentas')).toBe(true);
    expect(puedeAcceder(rol(2, 'cuenta'), '/configSistema/cuenta')).toBe(true);
    expect(destinoSinAcceso(rol(2, '*'), '/configSistema/usuarios')).toBe('/ventas');
  });

  it('sends a refused user to the first permitted route, else /ventas', () => {
    expect(destinoSinAcceso(rol(2, 'categorias'), '/productos')).toBe('/categorias');
    expect(destinoSinAcceso(rol(2, 'nada'), '/productos')).toBe('/ventas');
  });

  it('maps resource names to paths', () => {
    expect(rutaDeRecurso('categorias')).toBe('/categorias');
    expect(rutaDeRecurso('/configSistema/usuarios')).toBe('/configSistema/usuarios');
  });
});
