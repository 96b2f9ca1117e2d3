import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { categorias } from '../../server/db/schema';
import { EMPRESA, tenantStatement } from '../../server/db/statement';

const porEmpresa = (nombre: string, columna: 'nombre' | 'icono') =>
  tenantStatement(nombre, { valor: categorias[columna] }, (qb, campos) =>
    qb
      .select(campos)
      .from(categorias)
      .where(eq(categorias.empresa_id, sql.placeholder(EMPRESA))),
  );

describe('tenantStatement names', () => {
  it('refuses a second statement with the same name and other SQL', () => {
    porEmpresa('prueba_nombre_repetido', 'nombre');
    expect(() => porEmpresa('prueba_nombre_repetido', 'icono')).toThrow(
      'Dos consultas se llaman prueba_nombre_repetido: cada tenantStatement necesita un nombre propio',
    );
  });

  it('accepts the same statement built again (a module loaded twice) and distinct names', () => {
    porEmpresa('prueba_misma', 'nombre');
    expect(() => porEmpresa('prueba_misma', 'nombre')).not.toThrow();
    expect(() => porEmpresa('prueba_otra', 'icono')).not.toThrow();
  });
});
