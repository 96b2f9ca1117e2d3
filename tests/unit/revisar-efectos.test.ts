import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { revisarCarpeta, revisarTexto } from '../../scripts/revisar-efectos';

const raiz = fileURLToPath(new URL('../..', import.meta.url));

const FIXTURE = `
import { useCallback, useEffect, useState } from 'react';
import { http } from './http';

export const A = () => {
  const [x, setX] = useState(null);
  useEffect(() => {
    http.get('a').then((r) => setX(r.data)); // MAL
  }, []);
  const cargar = useCallback(() => fetch('/b'), []);
  useEffect(() => {
    void cargar(); // MAL
  }, [cargar]);
  useEffect(cargar, [cargar]); // MAL
  useEffect(() => setTimeout(cargar, 10), [cargar]); // MAL
  useEffect(() => {
    const t = setTimeout(() => setX(null), 10);
    return () => clearTimeout(t);
  }, []);
  const guardar = () => http.post('a', x);
  return guardar;
};
`;

describe('no HTTP call inside a useEffect (scripts/revisar-efectos.ts)', () => {
  it('flags an effect that reaches the HTTP client directly, through a local function or handed one, and nothing else', () => {
    const esperadas = FIXTURE.split('\n').flatMap((linea, i) => (linea.includes('// MAL') ? [i + 1] : []));
    expect(esperadas).toHaveLength(4);
    expect(revisarTexto(FIXTURE).map((h) => h.linea)).toEqual(esperadas);
  });

  // It parses every file of src/: 5 s was not enough with the machine's two cores shared by the whole suite.
  it('finds none in src/: reads go through react-query (the dataProvider in the back office)', () => {
    expect(revisarCarpeta(raiz)).toEqual([]);
  }, 60_000);
});
