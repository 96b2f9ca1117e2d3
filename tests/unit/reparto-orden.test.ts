import { describe, expect, it } from 'vitest';
import { repartirOrden, type LineaPorCobrar } from '../../common/calculoVenta';

/** What a split table sale takes of each order line (issue 9), hand-computed. */
const linea = (
  id: number,
  precio: string,
  cantidad: string,
  cobrada = '0',
  cobrado = '0.00',
): LineaPorCobrar => ({
  id,
  precio,
  cantidad,
  cobrada,
  cobrado,
});

describe('repartirOrden', () => {
  it('equal parts: 100 in 3 is 33,33 + 33,33 + 33,34 and the quantities 0,333 + 0,333 + 0,334', () => {
    const orden = (cobrada: string, cobrado: string) => [linea(1, '100.00', '1', cobrada, cobrado)];
    expect(repartirOrden(orden('0', '0.00'), { partes: { n: 3, parte: 1 } })).toEqual({
      ok: true,
      lineas: [{ id: 1, cantidad: '0.333', subtotal: '33.33' }],
    });
    expect(repartirOrden(orden('0.666', '66.66'), { partes: { n: 3, parte: 3 } })).toEqual({
      ok: true,
      lineas: [{ id: 1, cantidad: '0.334', subtotal: '33.34' }],
    });
    // Part 3 before part 2, or part 1 again: refused.
    expect(repartirOrden(orden('0.333', '33.33'), { partes: { n: 3, parte: 3 } })).toMatchObject({
      ok: false,
      motivo: 'parte',
    });
    expect(repartirOrden(orden('0.333', '33.33'), { partes: { n: 3, parte: 1 } })).toMatchObject({
      ok: false,
      motivo: 'parte',
    });
  });

  it('by lines: a part at price × quantity, the rest of a line takes the rest of its money', () => {
    // 3 × 3.333,33 = 9.999,99; one now (3.333,33), then the two left: 6.666,66.
    expect(
      repartirOrden([linea(1, '3333.33', '3')], { detalles: [{ id_orden_detalle: 1, cantidad: '1' }] }),
    ).toEqual({ ok: true, lineas: [{ id: 1, cantidad: '1', subtotal: '3333.33' }] });
    expect(repartirOrden([linea(1, '3333.33', '3', '1', '3333.33')], {})).toEqual({
      ok: true,
      lineas: [{ id: 1, cantidad: '2', subtotal: '6666.66' }],
    });
    expect(
      repartirOrden([linea(1, '3333.33', '3', '1', '3333.33')], {
        detalles: [{ id_orden_detalle: 1, cantidad: '3' }],
      }),
    ).toMatchObject({ ok: false, motivo: 'cobrada', pendiente: '2' });
    expect(repartirOrden([linea(1, '10.00', '1', '1', '10.00')], {})).toEqual({ ok: false, motivo: 'vacia' });
  });
});
