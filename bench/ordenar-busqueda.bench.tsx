/**
 * Issue 8's target: the order screen's search answers within 50 ms per keystroke with 5,000 products. A component
 * benchmark (jsdom): the real `Catalogo` over a generated catalogue of 5,000 products in 20 categories; each
 * iteration types one keystroke (the next state of a word being typed, then cleared) and waits for React to render
 * the results. Run: `npx vitest bench --project components --run bench/ordenar-busqueda.bench.tsx`
 * (the mean in ms is the time per keystroke).
 */
import { afterAll, bench, describe } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import type { CatalogoVenta } from '../common/catalogoVenta';
import { crearI18nProvider } from '../src/i18n';
import { Catalogo } from '../src/pos/ordenar/Catalogo';

const PALABRAS = [
  'Café',
  'Limonada',
  'Ajiaco',
  'Hamburguesa',
  'Bandeja',
  'Cerveza',
  'Jugo',
  'Arepa',
  'Empanada',
  'Té',
];
const CATALOGO: CatalogoVenta = {
  categorias: Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    nombre: `Categoría ${i + 1}`,
    id_categoria_padre: null,
    icono: null,
    orden: i,
    visible_carta: true,
  })),
  productos: Array.from({ length: 5000 }, (_, i) => ({
    id: i + 1,
    nombre: `${PALABRAS[i % PALABRAS.length]} ${['de la casa', 'especial', 'grande', 'pequeño'][i % 4]} ${i}`,
    codigo: String(7700000000 + i),
    tipo_producto: 'producto',
    icono: null,
    id_categoria: (i % 20) + 1,
    precio_venta: `${1000 + (i % 50) * 500}.00`,
    precio_minimo: null,
    precio_maximo: null,
    id_impuesto: null,
    porcentaje_impuesto: '8',
    id_punto_impresion: null,
    punto_impresion: null,
    tiempo_preparacion: null,
    id_producto_maestro: null,
    maneja_inventario: false,
    unidad_medida: 'unidad',
    descripcion: null,
  })),
};

render(
  <AdminContext dataProvider={testDataProvider()} i18nProvider={crearI18nProvider()} store={memoryStore()}>
    <Catalogo catalogo={CATALOGO} alElegir={() => undefined} />
  </AdminContext>,
);
const campo = screen.getByRole('searchbox');
const TECLEO = [
  'h',
  'ha',
  'ham',
  'hamb',
  'hambu',
  'hambur',
  'hamburg',
  'hamburguesa',
  'hamburguesa e',
  'hamburguesa es',
  '',
];
let n = 0;

describe('order screen search, 5,000 products', () => {
  bench(
    'one keystroke (input → results rendered)',
    () => {
      act(() => {
        fireEvent.change(campo, { target: { value: TECLEO[n++ % TECLEO.length] } });
      });
    },
    { time: 3000, warmupTime: 500 },
  );
  afterAll(() => cleanup());
});
