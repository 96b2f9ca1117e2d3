import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { opcionesRegistro, salidaEsTerminal } from '../../server/lib/registro';

const desarrollo = { logLevel: 'info', production: false };

describe('server logger', () => {
  it('is readable (pino-pretty) in development at a terminal', () => {
    const opciones = opcionesRegistro(desarrollo, true);
    expect(opciones).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    // The transport is loaded by name in a worker: it must be installed.
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });

  it('is JSON when stdout is not a terminal', () => {
    expect(opcionesRegistro(desarrollo, false)).toEqual({ level: 'info' });
  });

  it('is JSON in production, even at a terminal', () => {
    expect(opcionesRegistro({ logLevel: 'warn', production: true }, true)).toEqual({ level: 'warn' });
  });
});

describe('whether a person reads the output', () => {
  it('is yes at a terminal, and under npm run dev (concurrently pipes but passes FORCE_COLOR)', () => {
    expect(salidaEsTerminal({ isTTY: true }, {})).toBe(true);
    expect(salidaEsTerminal({}, { FORCE_COLOR: '1' })).toBe(true);
  });

  it('is no when piped to a file or a collector', () => {
    expect(salidaEsTerminal({}, {})).toBe(false);
    expect(salidaEsTerminal({ isTTY: false }, { FORCE_COLOR: '0' })).toBe(false);
  });
});
