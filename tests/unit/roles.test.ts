import { describe, expect, it } from 'vitest';
import {
  accesoDeRol,
  MODULOS_SUGERIDOS,
  ROLES,
  ROLES_ASIGNABLES,
  tagsDeAcceso,
  tagsDesconocidos,
} from '../../common/roles';
import { moduloPorTag, puedeUsarModulo } from '../../common/modulos';

describe('roles and module tags', () => {
  it('names the roles as a Colombian restaurant does; the owner is not assignable', () => {
    expect(ROLES.map((r) => r.nombre)).toEqual([
      'Propietario',
      'Administrador',
      'Cajero',
      'Mesero',
      'Cocina',
      'Contador',
    ]);
    expect(ROLES_ASIGNABLES).not.toContain(0);
  });

  it("gives roles 0 and 1 '*' whatever is ticked", () => {
    expect(accesoDeRol(0, [])).toBe('*');
    expect(accesoDeRol(1, ['ventas'])).toBe('*');
  });

  it('adds only the groups’ own tags, in menu order, never a tag that opens another section', () => {
    expect(accesoDeRol(3, ['compras', 'ventaInmediata'])).toBe('ventaInmediata,operaciones,compras');
    // 'ventas' is both the group and the sales section: ticking another sales page must not open /ventas.
    const acceso = accesoDeRol(3, ['ventaInmediata']);
    expect(puedeUsarModulo({ id_rol: 3, acceso_modulo_tag: acceso }, moduloPorTag('ventas')!)).toBe(false);
    expect(tagsDeAcceso('ventaInmediata,operaciones,compras')).toEqual(['ventaInmediata', 'compras']);
  });

  it('knows which tags do not exist', () => {
    expect(tagsDesconocidos(['ventas', 'nada', '*'])).toEqual(['nada', '*']);
  });
});

describe("the 'cobrar' permission (issue 25)", () => {
  it('is assignable, stored after its group’s sections, and read back', () => {
    expect(tagsDesconocidos(['cobrar'])).toEqual([]);
    expect(accesoDeRol(3, ['cobrar', 'ordenes', 'ventas'])).toBe('ventas,ordenes,cobrar');
    expect(tagsDeAcceso('ventas,ordenes,cobrar')).toEqual(['ventas', 'ordenes', 'cobrar']);
  });

  it('suggests only known tags, each one the role may open; the accountant its reports', () => {
    for (const [rol, tags] of Object.entries(MODULOS_SUGERIDOS)) {
      expect(tagsDesconocidos(tags), rol).toEqual([]);
      for (const tag of tags.filter((t) => moduloPorTag(t)))
        expect(
          puedeUsarModulo({ id_rol: Number(rol), acceso_modulo_tag: tag }, moduloPorTag(tag)!),
          tag,
        ).toBe(true);
    }
    expect(MODULOS_SUGERIDOS[5]).toEqual(
      expect.arrayContaining(['informeVentas', 'informeImpuestos', 'informePropinas']),
    );
  });
});
