import { describe, expect, it } from 'vitest';
import { sentenciaDe, valoresDe } from '../../server/db/sentencia';

describe('sentenciaDe: a prepared statement with named values', () => {
  it('numbers the names in the order declared and gives the values in that order', () => {
    const s = sentenciaDe(
      'prueba_sentencia_orden',
      ['empresa', 'clave', 'sede'],
      (p) => `select ${p.sede}::bigint, ${p.empresa}::bigint where ${p.clave}::text is not null`,
    );
    expect(s.texto).toBe('select $3::bigint, $1::bigint where $2::text is not null');
    expect(valoresDe(s, { sede: 7, clave: 'k', empresa: 1 })).toEqual([1, 'k', 7]);
  });

  it('refuses a declared value the text never uses ($1 is not $10)', () => {
    const nombres = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
    expect(() =>
      sentenciaDe('prueba_sentencia_sin_uso', nombres, (p) => `select ${p.j}, ${p.b}, ${p.c}, ${p.d}`),
    ).toThrow('el parámetro a no se usa');
  });
});
