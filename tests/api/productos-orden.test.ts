import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productos } from '../../common/catalogos';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';
import { borrar, get, post } from './ordenes-soporte';
import { compra, montarBodega, type Bodega } from './compras-soporte';

/**
 * GET productos/orden (spec §7): every product of the company, whole, in list order — kept per company like the
 * till's catalogue, and read again after anything it shows changed (a product, its category's name, its cost by a
 * purchase or a purchase's cancellation).
 */
let t: TestApp;
let e: EmpresaDePrueba;
let b: Bodega;
let otra: EmpresaDePrueba;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  b = await montarBodega(t, e);
  otra = await crearEmpresaDePrueba(t);
  await montarBodega(t, otra, 2);
});
afterAll(() => t.close());

const orden = (quien: EmpresaDePrueba, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/productos/orden',
    headers: { ...quien.auth, ...(etag && { 'if-none-match': etag }) },
  });

type Producto = { id: number; nombre: string; costo: string | null; categoria: { nombre: string } | null };
const harina = async (): Promise<Producto> => {
  const r = await orden(e);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data as Producto[]).find((p) => p.id === b.p.harina)!;
};

describe('GET productos/orden', () => {
  it('answers the whole records of the full list, in its order', async () => {
    const r = await orden(e);
    expect(r.statusCode, r.body).toBe(200);
    const lista = (await get(t, e, `${productos.api.lista}?rowsPerPage=-1`)).json().data.data;
    expect(lista).toHaveLength(3);
    expect(r.json().data).toEqual(lista);
  });

  it('is kept: a second read opens no transaction and answers the same body; its ETag answers 304', async () => {
    const primera = await orden(e);
    const lecturas = vi.spyOn(t.database, 'withTenant');
    try {
      const segunda = await orden(e);
      expect(segunda.statusCode).toBe(200);
      expect(segunda.body).toBe(primera.body);
      const r = await orden(e, primera.headers.etag as string);
      expect(r.statusCode).toBe(304);
      expect(r.body).toBe('');
      expect(lecturas).not.toHaveBeenCalled();
    } finally {
      lecturas.mockRestore();
    }
  });

  it("keeps each company's own list", async () => {
    const nombres = async (quien: EmpresaDePrueba) =>
      ((await orden(quien)).json().data as Producto[]).map((p) => p.id);
    const deA = await nombres(e);
    const deB = await nombres(otra);
    expect(deB).toHaveLength(3);
    expect(deB.some((id) => deA.includes(id))).toBe(false);
  });

  it("is read again after a change of a product or its category's name", async () => {
    const antes = await harina();
    expect(
      (await post(t, e, `${productos.api.item}/${b.p.harina}`, { _method: 'put', nombre: 'Harina' }))
        .statusCode,
    ).toBe(200);
    expect((await harina()).nombre).toBe('Harina');
    const { id_categoria } = (await get(t, e, `${productos.api.item}/${b.p.harina}`)).json().data;
    expect(
      (await post(t, e, `categorias/categoria/${id_categoria}`, { _method: 'put', nombre: 'Harinas' }))
        .statusCode,
    ).toBe(200);
    expect((await harina()).categoria?.nombre).toBe('Harinas');
    expect(antes.categoria?.nombre).toBe('Insumos');
  });

  it("is read again after a purchase, and its cancellation, change the product's cost", async () => {
    expect((await harina()).costo).toBe('2000.00');
    const r = await post(
      t,
      e,
      'compras/compra',
      compra(b, { detalle_compra: [{ id_producto: b.p.harina, cantidad: '10', costo_unitario: '3000' }] }),
    );
    expect(r.statusCode, r.body).toBe(200);
    // (10 × 2.000 + 10 × 3.000) / 20
    expect((await harina()).costo).toBe('2500.00');
    const anulada = await borrar(t, e, `compras/compra/${r.json().data.id}?motivo=Error`);
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect((await harina()).costo).toBe('2000.00');
  });
});
