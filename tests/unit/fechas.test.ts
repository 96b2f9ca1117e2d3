import { describe, expect, it } from 'vitest';
import { fechaHoraBogota } from '../../common/fechas';

describe('fechaHoraBogota: YYYY-MM-DD and 24-hour time in Bogotá (spec §9)', () => {
  it('writes the Bogotá day and hour, whatever the zone of the instant', () => {
    expect(fechaHoraBogota('2026-11-28T06:28:09Z')).toBe('2026-11-28 01:28');
    expect(fechaHoraBogota('2026-11-28T06:28:09Z', { segundos: true })).toBe('2026-11-28 01:28:09');
    // 03:00 UTC on the 1st is still the 31st in Bogotá (UTC−5).
    expect(fechaHoraBogota('2026-01-01T03:00:00Z')).toBe('2025-12-31 22:00');
  });

  it('midnight is 00, never 24; afternoon hours are 13–23, no a. m./p. m.', () => {
    expect(fechaHoraBogota('2026-03-02T05:05:00Z')).toBe('2026-03-02 00:05');
    expect(fechaHoraBogota('2026-03-02T04:59:00Z')).toBe('2026-03-01 23:59');
  });

  it('no instant is no text', () => {
    expect(fechaHoraBogota(null)).toBe('');
    expect(fechaHoraBogota(undefined)).toBe('');
  });
});
