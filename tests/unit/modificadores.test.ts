import { describe, expect, it } from 'vitest';
import { elegirModificadores, type GrupoModificador } from '../../common/modificadores';

/** Issue 32: the one rule of a line's options, run by the server (pricing) and the POS's picker. */
const opcion = (id: number, id_grupo: number, nombre: string, precio = '0.00') => ({
  id,
  id_grupo,
  nombre,
  precio,
  id_ingrediente: null,
  cantidad: null,
});
const grupos: GrupoModificador[] = [
  {
    id: 1,
    nombre: 'Término',
    obligatorio: true,
    minimo: 1,
    maximo: 1,
    opciones: [opcion(10, 1, 'Medio'), opcion(11, 1, 'Bien asado')],
  },
  {
    id: 2,
    nombre: 'Adiciones',
    obligatorio: false,
    minimo: 1,
    maximo: 2,
    opciones: [
      opcion(20, 2, 'Queso', '3000'),
      opcion(21, 2, 'Tocineta', '4500.50'),
      opcion(22, 2, 'Huevo', '2000'),
    ],
  },
];

describe('elegirModificadores', () => {
  it('adds the options’ prices exactly, in the groups’ order', () => {
    const r = elegirModificadores(grupos, [21, 10, 20]);
    expect(r).toMatchObject({ ok: true, extra: '7500.50' });
    expect(r.ok && r.modificadores.map((m) => m.nombre)).toEqual(['Medio', 'Queso', 'Tocineta']);
  });

  it('needs the required group, and an optional one may stay empty', () => {
    expect(elegirModificadores(grupos, [])).toEqual({ ok: false, mensaje: 'Elija una opción de «Término»' });
    expect(elegirModificadores(grupos, [11])).toMatchObject({ ok: true, extra: '0.00' });
  });

  it('refuses more than the maximum, a repeated option and an option of no group of the product', () => {
    expect(elegirModificadores(grupos, [10, 11])).toEqual({
      ok: false,
      mensaje: 'Elija solo una opción de «Término»',
    });
    expect(elegirModificadores(grupos, [10, 20, 21, 22])).toEqual({
      ok: false,
      mensaje: 'Elija como máximo 2 opciones de «Adiciones»',
    });
    expect(elegirModificadores(grupos, [10, 10])).toMatchObject({
      ok: false,
      mensaje: 'Una opción está elegida dos veces',
    });
    expect(elegirModificadores(grupos, [10, 99])).toMatchObject({ ok: false });
  });
});
