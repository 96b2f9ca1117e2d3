import { describe, expect, it } from 'vitest';
import { diaEnBogota, diasDelMes, mesEnCurso } from '../../common/mesBogota';
import { ritmoDiario } from '../../server/lib/dinero';

describe('the Bogotá month of a sales goal', () => {
  it('reads the day in America/Bogota (UTC−5), not UTC, around midnight', () => {
    // 04:59 UTC on 1 Dec is still 23:59 on 30 Nov in Bogotá; 05:00 UTC is its midnight.
    expect(diaEnBogota(new Date('2026-12-01T04:59:59Z'))).toEqual({ anio: 2026, mes: 11, dia: 30 });
    expect(diaEnBogota(new Date('2026-12-01T05:00:00Z'))).toEqual({ anio: 2026, mes: 12, dia: 1 });
    expect(mesEnCurso(new Date('2027-01-01T03:00:00Z')).mes).toBe('2026-12');
  });

  it('counts the days left with today included: 1 on the last day, the whole month on the first', () => {
    expect(mesEnCurso(new Date('2026-11-30T22:00:00Z'))).toEqual({
      mes: '2026-11',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      hoy: '2026-11-30',
      dias_mes: 30,
      dias_restantes: 1,
    });
    expect(mesEnCurso(new Date('2026-12-01T05:00:00Z')).dias_restantes).toBe(31);
    expect(mesEnCurso(new Date('2026-11-23T15:00:00Z')).dias_restantes).toBe(8);
  });

  it('knows February of leap and common years', () => {
    expect(diasDelMes(2028, 2)).toBe(29);
    expect(diasDelMes(2027, 2)).toBe(28);
    expect(mesEnCurso(new Date('2028-02-29T12:00:00Z'))).toMatchObject({
      hasta: '2028-02-29',
      dias_restantes: 1,
    });
  });

  it('paces the rest of the goal by day, rounded up to the centavo', () => {
    expect(ritmoDiario('100.00', 3)).toBe('33.34');
    expect(ritmoDiario('3000000.00', 1)).toBe('3000000.00');
    expect(ritmoDiario('0.00', 8)).toBe('0.00');
    expect(() => ritmoDiario('10.00', 0)).toThrow(RangeError);
  });
});
