import { describe, expect, it } from 'vitest';
import { MENU, moduloDeRuta, primeraRutaPermitida, tieneAcceso } from '../../src/modules';

describe('module access (spec §6)', () => {
  it("grants every module to '*'", () => {
    expect(tieneAcceso('*', 'categorias')).toBe(true);
    expect(tieneAcceso(' * ', 'informeVentas')).toBe(true);
  });

  it('grants a module only when its tag is inside the access string', () => {
    expect(tieneAcceso('ventas,categorias', 'categorias')).toBe(true);
    expect(tieneAcceso('ventas,categorias', 'productos')).toBe(false);
    expect(tieneAcceso('ventas categoriasX', 'categorias')).toBe(false);
    expect(tieneAcceso('', 'categorias')).toBe(false);
    expect(tieneAcceso(null, 'categorias')).toBe(false);
  });

  it('sends a user without access to the first permitted route, else /ventas', () => {
    expect(primeraRutaPermitida('categorias')).toBe('/categorias');
    expect(primeraRutaPermitida('*')).toBe('/principal');
    expect(primeraRutaPermitida('nada')).toBe('/ventas');
  });

  it('finds the section of a nested path by its longest prefix', () => {
    expect(moduloDeRuta('/categorias/editar/4')?.tag).toBe('categorias');
    expect(moduloDeRuta('/configSistema/usuarios')?.tag).toBe('usuarios');
    expect(moduloDeRuta('/configSistema')?.tag).toBe('configSistema');
    expect(moduloDeRuta('/categoriasX')).toBeUndefined();
  });

  it('lists the seven menu groups of the spec with the report pages', () => {
    expect(MENU).toHaveLength(7);
    expect(MENU.find((g) => g.tag === 'informes')?.items).toHaveLength(10);
  });
});
