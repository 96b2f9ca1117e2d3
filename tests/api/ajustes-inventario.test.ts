import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_AJUSTES as M } from '../../common/ajustesInventario';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { get, post } from './ordenes-soporte';
import { montarBodega, type Bodega } from './compras-soporte';
import { esperarAjustesEnLibro } from './ajustes-soporte';

/** Inventory adjustments (issue 10) on both engines: counts, entries, exits, refusals, the list. */
let t: TestApp;
let e: EmpresaDePrueba;
let b: Bodega;
let otra: EmpresaDePrueba;
let bo: Bodega;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const stock = async (id: number) =>
  (await filas(sql`select cantidad::text from productos_inventario where id_producto = ${id}`))[0]
    ?.cantidad ?? '0.000';
const cuenta = async (empresaId: number) =>
  (await filas(sql`select count(*)::int as n from ajustes_inventario where empresa_id = ${empresaId}`))[0].n;
const movimientos = async (empresaId: number) =>
  (await filas(sql`select count(*)::int as n from inventario_movimientos where empresa_id = ${empresaId}`))[0]
    .n;

const ajuste = (cuerpo: Record<string, unknown>) => ({ idempotencia: randomUUID(), ...cuerpo });
const ajustar = (cuerpo: Record<string, unknown>, quien = e) =>
  post(t, quien, 'inventarios/inventario', ajuste(cuerpo));

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  b = await montarBodega(t, e);
  otra = await crearEmpresaDePrueba(t);
  bo = await montarBodega(t, otra, 2);
});
afterEach(async () => {
  await esperarInventarioCuadrado(t, e.empresaId);
  await esperarInventarioCuadrado(t, otra.empresaId);
  await esperarAjustesEnLibro(t);
});
afterAll(() => t.close());

describe('POST inventarios/inventario', () => {
  it('a count records the difference per product, before → after, who and when', async () => {
    const antes = await stock(b.p.harina); // 10
    expect(antes).toBe('10.000');
    const r = await ajustar({
      tipo: 'conteo',
      observaciones: 'Conteo de cierre de mes',
      detalle: [
        { id_producto: b.p.harina, contado: '7.5' },
        { id_producto: b.p.queso, contado: '2' },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(M.ajusteCreado);
    const a = r.json().data;
    expect(a).toMatchObject({
      tipo: 'conteo',
      motivo: null,
      observaciones: 'Conteo de cierre de mes',
      id_sede: b.sede,
    });
    expect(a.id_usuario).toBe(e.usuarioId);
    expect(a.usuario).toBeTruthy();
    expect(a.detalle).toMatchObject([
      { id_producto: b.p.harina, contado: '7.500', antes: '10.000', cantidad: '-2.500', despues: '7.500' },
      { id_producto: b.p.queso, contado: '2.000', antes: '0.000', cantidad: '2.000', despues: '2.000' },
    ]);
    expect(await stock(b.p.harina)).toBe('7.500');
    expect(await stock(b.p.queso)).toBe('2.000');
    const libro = await filas(
      sql`select tipo, cantidad::text, costo_unitario::text as costo from inventario_movimientos
          where documento_tipo = 'ajuste' and documento_id = ${a.id} order by id_producto`,
    );
    // Movements at the product's current cost (harina 2.000; queso has none yet).
    expect(libro).toEqual([
      { tipo: 'ajuste', cantidad: '-2.500', costo: '2000.00' },
      { tipo: 'ajuste', cantidad: '2.000', costo: null },
    ]);
  });

  it('a count that matches moves nothing but keeps the line', async () => {
    const actual = await stock(b.p.harina);
    const previos = await movimientos(e.empresaId);
    const r = await ajustar({ tipo: 'conteo', detalle: [{ id_producto: b.p.harina, contado: actual }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.detalle[0]).toMatchObject({ antes: actual, cantidad: '0.000', despues: actual });
    expect(await movimientos(e.empresaId)).toBe(previos);
  });

  it('an exit for waste leaves as merma, internal use as ajuste; an entry correction comes in', async () => {
    await ajustar({ tipo: 'conteo', detalle: [{ id_producto: b.p.harina, contado: '10' }] });
    const merma = await ajustar({
      tipo: 'salida',
      motivo: 'merma',
      detalle: [{ id_producto: b.p.harina, cantidad: '1' }],
    });
    expect(merma.statusCode, merma.body).toBe(200);
    expect(merma.json().data.detalle[0]).toMatchObject({
      antes: '10.000',
      cantidad: '-1.000',
      despues: '9.000',
    });
    const dano = await ajustar({
      tipo: 'salida',
      motivo: 'dano',
      detalle: [{ id_producto: b.p.harina, cantidad: '1' }],
    });
    const consumo = await ajustar({
      tipo: 'salida',
      motivo: 'consumo_interno',
      detalle: [{ id_producto: b.p.harina, cantidad: '0.5' }],
    });
    const entrada = await ajustar({
      tipo: 'entrada',
      motivo: 'correccion',
      detalle: [{ id_producto: b.p.harina, cantidad: '3' }],
    });
    expect(entrada.json().data.detalle[0]).toMatchObject({
      antes: '7.500',
      cantidad: '3.000',
      despues: '10.500',
    });
    const tipos = await filas(
      sql`select documento_id::int as id, tipo from inventario_movimientos where documento_tipo = 'ajuste'
          and documento_id in (${merma.json().data.id}, ${dano.json().data.id}, ${consumo.json().data.id},
          ${entrada.json().data.id}) order by documento_id`,
    );
    expect(tipos.map((f) => f.tipo)).toEqual(['merma', 'merma', 'ajuste', 'ajuste']);
    expect(await stock(b.p.harina)).toBe('10.500');
  });

  it('refuses an exit below zero naming every product, and changes nothing', async () => {
    await ajustar({
      tipo: 'conteo',
      detalle: [
        { id_producto: b.p.harina, contado: '2' },
        { id_producto: b.p.queso, contado: '1' },
      ],
    });
    const previos = [await cuenta(e.empresaId), await movimientos(e.empresaId)];
    const r = await ajustar({
      tipo: 'salida',
      motivo: 'merma',
      detalle: [
        { id_producto: b.p.harina, cantidad: '3' },
        { id_producto: b.p.queso, cantidad: '5' },
      ],
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.sinInventario(['Harina de trigo', 'Queso campesino']));
    expect([await cuenta(e.empresaId), await movimientos(e.empresaId)]).toEqual(previos);
    expect(await stock(b.p.harina)).toBe('2.000');
  });

  it('a product that allows negative stock may go below zero', async () => {
    const r = await ajustar({
      tipo: 'salida',
      motivo: 'consumo_interno',
      detalle: [{ id_producto: b.p.hielo, cantidad: '4' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.detalle[0]).toMatchObject({ antes: '0.000', despues: '-4.000' });
  });

  it('checks the reason, the quantities and the lines', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [
        { tipo: 'salida', detalle: [{ id_producto: b.p.harina, cantidad: '1' }] },
        'motivo',
        M.motivoRequerido,
      ],
      [
        { tipo: 'entrada', motivo: 'merma', detalle: [{ id_producto: b.p.harina, cantidad: '1' }] },
        'motivo',
        M.motivoSoloSalida('Merma'),
      ],
      [{ tipo: 'conteo', detalle: [] }, 'detalle', M.sinLineas],
      [{ tipo: 'conteo', detalle: [{ id_producto: b.p.harina }] }, 'detalle.0.contado', M.contado],
      [
        { tipo: 'salida', motivo: 'dano', detalle: [{ id_producto: b.p.harina, cantidad: '0' }] },
        'detalle.0.cantidad',
        M.cantidad,
      ],
      [
        {
          tipo: 'conteo',
          detalle: [
            { id_producto: b.p.harina, contado: '1' },
            { id_producto: b.p.harina, contado: '2' },
          ],
        },
        'detalle.1.id_producto',
        M.repetido('Harina de trigo'),
      ],
    ];
    const previos = await cuenta(e.empresaId);
    for (const [cuerpo, campo, mensaje] of casos) {
      const r = await ajustar(cuerpo);
      expect(r.statusCode, JSON.stringify(cuerpo)).toBe(422);
      expect(r.json().data.errors[campo], r.body).toEqual([mensaje]);
    }
    expect(await cuenta(e.empresaId)).toBe(previos);
  });

  it('another company’s product in a line or venue is refused and nothing changes', async () => {
    const previos = [await cuenta(e.empresaId), await movimientos(e.empresaId), await stock(b.p.harina)];
    const ajena = await ajustar({
      tipo: 'conteo',
      detalle: [
        { id_producto: b.p.harina, contado: '1' },
        { id_producto: bo.p.harina, contado: '1' },
      ],
    });
    expect(ajena.statusCode).toBe(422);
    expect(ajena.json().message).toBe(M.producto);
    const sede = await ajustar({
      tipo: 'conteo',
      id_sede: bo.sede,
      detalle: [{ id_producto: b.p.harina, contado: '1' }],
    });
    expect(sede.statusCode).toBe(422);
    expect([await cuenta(e.empresaId), await movimientos(e.empresaId), await stock(b.p.harina)]).toEqual(
      previos,
    );
    expect(await stock(bo.p.harina)).toBe('10.000');
  });

  it('the same key twice makes one adjustment', async () => {
    const cuerpo = ajuste({
      tipo: 'entrada',
      motivo: 'correccion',
      detalle: [{ id_producto: b.p.queso, cantidad: '1' }],
    });
    const antes = await stock(b.p.queso);
    const [r1, r2] = [
      await post(t, e, 'inventarios/inventario', cuerpo),
      await post(t, e, 'inventarios/inventario', cuerpo),
    ];
    expect(r2.json().data.id).toBe(r1.json().data.id);
    expect(Number(await stock(b.p.queso)) - Number(antes)).toBe(1);
  });
});

describe('GET inventarios/ajustes', () => {
  it('lists newest first with who, when, why and lines before → after; filters; only its company', async () => {
    const r = await ajustar({
      tipo: 'salida',
      motivo: 'dano',
      observaciones: 'Se cayó una bolsa',
      detalle: [{ id_producto: b.p.hielo, cantidad: '1' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    await ajustar({ tipo: 'conteo', detalle: [{ id_producto: bo.p.queso, contado: '3' }] }, otra);
    const lista = await get(t, e, 'inventarios/ajustes?page=1&rowsPerPage=5');
    expect(lista.statusCode, lista.body).toBe(200);
    const pagina = lista.json().data;
    expect(pagina.data[0]).toMatchObject({
      id: r.json().data.id,
      tipo: 'salida',
      motivo: 'dano',
      observaciones: 'Se cayó una bolsa',
      id_usuario: e.usuarioId,
      detalle: [{ id_producto: b.p.hielo, nombre: 'Hielo', cantidad: '-1.000' }],
    });
    expect(pagina.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(pagina.total).toBe(await cuenta(e.empresaId));
    const porMotivo = (await get(t, e, 'inventarios/ajustes?motivo=dano')).json().data.data;
    expect(porMotivo.every((a: { motivo: string }) => a.motivo === 'dano')).toBe(true);
    const porProducto = (
      await get(t, e, `inventarios/ajustes?rowsPerPage=-1&id_producto=${b.p.hielo}`)
    ).json().data.data;
    expect(porProducto.length).toBeGreaterThan(0);
    expect(
      porProducto.every((a: { detalle: { id_producto: number }[] }) =>
        a.detalle.some((l) => l.id_producto === b.p.hielo),
      ),
    ).toBe(true);
    const ajenos = (await get(t, e, `inventarios/ajustes?rowsPerPage=-1&id_producto=${bo.p.queso}`)).json()
      .data;
    expect(ajenos.total).toBe(0);
    const futuro = (await get(t, e, 'inventarios/ajustes?desde=2999-01-01')).json().data;
    expect(futuro.total).toBe(0);
  });
});
