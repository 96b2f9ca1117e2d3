import { describe, expect, it } from 'vitest';
import { esLlamadaPublica } from '../rutas-publicas';

describe('esLlamadaPublica (the anonymous walk lets the browser call only these)', () => {
  it('accepts a listed route and a file under a listed wildcard', () => {
    expect(esLlamadaPublica('GET /api/ping')).toBe(true);
    expect(esLlamadaPublica('GET /api/uploads/categorias/a.png')).toBe(true);
  });

  it('refuses another method, a longer path, a session-only route and an empty wildcard', () => {
    expect(esLlamadaPublica('POST /api/ping')).toBe(false);
    expect(esLlamadaPublica('GET /api/pingx')).toBe(false);
    expect(esLlamadaPublica('POST /api/me')).toBe(false);
    expect(esLlamadaPublica('GET /api/uploads/')).toBe(false);
  });
});
