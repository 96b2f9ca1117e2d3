import { describe, expect, it } from 'vitest';
import { fechaFinPrueba, fechaLocal } from '../../server/services/empresas';
import { backoffMs } from '../../server/outbox/worker';
import { parseAltchaPayload } from '../../server/plugins/captcha';
import { correoRestablecimiento, correoVerificacion } from '../../server/plugins/mail';

describe('trial end date', () => {
  it('counts from today in Bogotá, not in UTC', () => {
    // 03:00 UTC on 1 January is still 31 December (22:00) in Bogotá (UTC-5).
    const ahora = new Date('2025-01-01T03:00:00Z');
    expect(fechaLocal(ahora)).toBe('2024-12-31');
    expect(fechaFinPrueba(ahora, 15)).toBe('2025-01-15');
    expect(fechaFinPrueba(new Date('2025-01-01T05:00:00Z'), 15)).toBe('2025-01-16');
  });

  it('crosses months, leap days and years', () => {
    expect(fechaFinPrueba(new Date('2024-02-20T15:00:00Z'), 15)).toBe('2024-03-06');
    expect(fechaFinPrueba(new Date('2025-12-25T15:00:00Z'), 15)).toBe('2026-01-09');
    expect(fechaFinPrueba(new Date('2025-06-10T15:00:00Z'), 0)).toBe('2025-06-10');
  });
});

describe('outbox backoff', () => {
  it('doubles from 5 s and stops at one hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(10)).toBe(2_560_000);
    expect(backoffMs(11)).toBe(3_600_000);
    expect(backoffMs(1000)).toBe(3_600_000);
  });
});

describe('ALTCHA payload', () => {
  const valido = {
    challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'ab' },
    solution: { counter: 1 },
  };
  it('reads the base64 JSON the widget sends', () => {
    expect(parseAltchaPayload(Buffer.from(JSON.stringify(valido)).toString('base64'))).toEqual(valido);
  });
  it.each([
    '',
    'no-base64-json',
    Buffer.from('[]').toString('base64'),
    Buffer.from('{"challenge":{}}').toString('base64'),
  ])('refuses %j', (token) => expect(parseAltchaPayload(token)).toBeNull());
});

describe('mail templates', () => {
  const datos = { publicUrl: 'https://app.co', nombre: 'Ana <b>', email: 'a+b@x.co', token: 'tok/en=' };
  it('verification links to /usermailverify with token and email, escaping the name', () => {
    const c = correoVerificacion(datos);
    expect(c.asunto).toBe('Verifica tu correo');
    expect(c.enlace).toBe('https://app.co/usermailverify?token=tok%2Fen%3D&email=a%2Bb%40x.co');
    expect(c.html).toContain('Ana &lt;b&gt;');
    expect(c.html).not.toContain('Ana <b>');
    expect(c.texto).toContain(c.enlace);
  });
  it('reset links to /resetpassword with valJp and email', () => {
    const c = correoRestablecimiento(datos);
    expect(c.enlace).toBe('https://app.co/resetpassword?valJp=tok%2Fen%3D&email=a%2Bb%40x.co');
    expect(c.html).toContain('https://app.co/resetpassword?valJp=tok%2Fen%3D&amp;email=a%2Bb%40x.co');
    expect(c.texto).toContain('60 minutos');
  });
});
