import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { revisarCarpetas, revisarTexto } from '../../scripts/revisar-dinero';

const raiz = fileURLToPath(new URL('../..', import.meta.url));

describe('money is never a float (scripts/revisar-dinero.ts)', () => {
  it('flags parseFloat, Number() and toFixed on money names and Dinero-typed values, and nothing else', () => {
    const ruta = fileURLToPath(new URL('./fixtures/dinero-como-float.ts', import.meta.url));
    const texto = readFileSync(ruta, 'utf8');
    const esperadas = texto.split('\n').flatMap((linea, i) => (linea.includes('// MAL') ? [i + 1] : []));
    expect(esperadas).toHaveLength(5);
    expect(revisarTexto(texto, 'fixture').map((h) => h.linea)).toEqual(esperadas);
  });

  it('finds nothing in server/, src/ and common/', () => {
    expect(revisarCarpetas(raiz)).toEqual([]);
  });
});
