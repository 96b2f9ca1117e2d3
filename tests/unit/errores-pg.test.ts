import { describe, expect, it } from 'vitest';
import { MENSAJES_RESTRICCION as M, violacionPg } from '../../server/db/errores-pg';

/** The driver's error as Drizzle wraps it: the SQLSTATE and its fields on the cause. */
const envuelto = (causa: Record<string, unknown>) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), causa) });

describe('violacionPg: a constraint violation as the client’s mistake', () => {
  it('a known check names its field and says it in Spanish', () => {
    expect(violacionPg(envuelto({ code: '23514', constraint: 'ventas_propina' }))).toEqual({
      status: 422,
      campo: 'propina',
      mensaje: 'La propina no puede ser negativa',
    });
  });

  it('an unlisted check still answers 422 with the constraint as its field', () => {
    expect(violacionPg(envuelto({ code: '23514', constraint: 'tiquetes_estado' }))).toEqual({
      status: 422,
      campo: 'tiquetes_estado',
      mensaje: M.check,
    });
  });

  it('not-null names the column', () => {
    expect(violacionPg(envuelto({ code: '23502', column: 'nombre' }))).toEqual({
      status: 422,
      campo: 'nombre',
      mensaje: M.requerido('nombre'),
    });
  });

  it('a missing reference is 422 on its column; a row still referenced is 409', () => {
    expect(
      violacionPg(
        envuelto({
          code: '23503',
          constraint: 'compras_cuadre_fk',
          detail: 'Key (empresa_id, id_cuadre_caja)=(1, 9) is not present in table "cuadres_caja".',
        }),
      ),
    ).toEqual({ status: 422, campo: 'id_cuadre_caja', mensaje: M.noExiste });
    expect(
      violacionPg(
        envuelto({
          code: '23503',
          constraint: 'productos_categoria_fk',
          detail: 'Key (empresa_id, id)=(1, 3) is still referenced from table "productos".',
        }),
      ),
    ).toMatchObject({ status: 409, mensaje: M.enUso });
  });

  it('a unique key names its column', () => {
    expect(
      violacionPg(
        envuelto({
          code: '23505',
          constraint: 'x_uq',
          detail: 'Key (empresa_id, "codigo")=(1, A) already exists.',
        }),
      ),
    ).toEqual({ status: 422, campo: 'codigo', mensaje: M.repetido });
  });

  it('anything else is no violation (a true 500)', () => {
    expect(violacionPg(new Error('boom'))).toBeUndefined();
    expect(violacionPg(envuelto({ code: '40001' }))).toBeUndefined();
  });
});
