import { describe, expect, it } from 'vitest';
import {
  MENU,
  MODULO_SESION,
  MODULOS,
  moduloDeRuta,
  moduloPorTag,
  primeraRutaPermitida,
  puedeUsarModulo,
  tieneAcceso,
} from '../../common/modulos';
import * as reexport from '../../src/modules';

const rol = (id_rol: number, acceso_modulo_tag: string) => ({ id_rol, acceso_modulo_tag });
const mod = (tag: string) => moduloPorTag(tag)!;

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
    expect(primeraRutaPermitida(rol(2, 'categorias'))).toBe('/categorias');
    expect(primeraRutaPermitida(rol(2, '*'))).toBe('/principal');
    expect(primeraRutaPermitida(rol(2, 'nada'))).toBe('/ventas');
    expect(primeraRutaPermitida(null)).toBe('/ventas');
  });

  it('finds the section of a nested path by its longest prefix', () => {
    expect(moduloDeRuta('/categorias/editar/4')?.tag).toBe('categorias');
    expect(moduloDeRuta('/configSistema/usuarios')?.tag).toBe('usuarios');
    expect(moduloDeRuta('/configSistema')?.tag).toBe('configSistema');
    expect(moduloDeRuta('/categoriasX')).toBeUndefined();
  });

  it('lists the seven menu groups of the spec with the report pages', () => {
    expect(MENU).toHaveLength(7);
    // Spec §3's ten and the accountant's two (IVA/INC and tips per waiter).
    expect(MENU.find((g) => g.tag === 'informes')?.items).toHaveLength(12);
  });
});

describe('role limits of the module map (spec §6)', () => {
  it('keeps subscriptions and the DIAN numbering for id_rol 0, even with *', () => {
    for (const tag of ['suscripciones', 'rangosDian']) {
      expect(puedeUsarModulo(rol(0, tag), mod(tag)), tag).toBe(true);
      expect(puedeUsarModulo(rol(1, '*'), mod(tag)), tag).toBe(false);
      expect(puedeUsarModulo(rol(0, 'ventas'), mod(tag)), tag).toBe(false);
    }
  });

  it('keeps the cancelled purchases and expenses reports and user administration for id_rol 0 and 1', () => {
    for (const tag of ['informeDevolucionesCompras', 'informeDevolucionGastos', 'usuarios']) {
      expect(puedeUsarModulo(rol(0, '*'), mod(tag)), tag).toBe(true);
      expect(puedeUsarModulo(rol(1, tag), mod(tag)), tag).toBe(true);
      expect(puedeUsarModulo(rol(2, '*'), mod(tag)), tag).toBe(false);
      expect(puedeUsarModulo(rol(2, tag), mod(tag)), tag).toBe(false);
    }
  });

  it('limits no other section by role', () => {
    const limitados = MODULOS.filter((m) => m.roles).map((m) => m.tag);
    expect(limitados.sort()).toEqual(
      [
        // The audit trail (spec silent) is the owner's and the administrator's only.
        'auditoria',
        // The ERP/DIAN queue (issue 29): the owner's and the administrator's, as the dashboard's warning.
        'colaErp',
        'configSistema',
        'informeDevolucionGastos',
        'informeDevolucionesCompras',
        'objetivosVentas',
        // The DIAN numbering ranges (issue 29): resolutions, technical key and PIN are the owner's alone.
        'rangosDian',
        'suscripciones',
        'usuarios',
        // Webhooks send company data out with a signing secret (issue 11): the owner's and the administrator's only.
        'webhooks',
      ].sort(),
    );
    expect(puedeUsarModulo(rol(7, 'informeVentasCanceladas'), mod('informeVentasCanceladas'))).toBe(true);
  });

  it('refuses everything without permissions', () => {
    expect(puedeUsarModulo(null, mod('categorias'))).toBe(false);
  });
});

describe('one map for the API and the app', () => {
  it('gives every section its own tag, and none is the session marker', () => {
    const tags = MODULOS.map((m) => m.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).not.toContain(MODULO_SESION);
    expect(moduloPorTag('categorias')?.path).toBe('/categorias');
    expect(moduloPorTag('nada')).toBeUndefined();
  });

  it('is the very map src/modules.ts exposes', () => {
    expect(reexport.MENU).toBe(MENU);
    expect(reexport.puedeUsarModulo).toBe(puedeUsarModulo);
  });
});
