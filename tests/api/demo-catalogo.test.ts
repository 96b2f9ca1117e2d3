import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from './harness';
import { conToken, iniciarSesion } from './auth-soporte';
import { nitValido } from '../../common/nit';
import { CERO, comparar, exacto, type Exacto, mas, menos, por } from '../../common/exacto';
import {
  categorias,
  mesas,
  nits,
  productos,
  productosRecetas,
  formasPago,
  inventarioMovimientos,
  ordenes,
  puntosImpresion,
} from '../../server/db/schema';
import { DEMO_EMAIL, DEMO_MESAS, seedDemo } from '../../server/db/seed/demo';
import { DIAS_HISTORIA_DEMO } from '../../server/db/seed/demoHistoria';
import { diaEnBogota } from '../../common/mesBogota';
import { DEMO_ORDENES, DEMO_PRODUCTOS, DEMO_RECIBO, type ClaseDemo } from '../../server/db/seed/demoCatalogo';
import { DEMO_PASSWORD_PRUEBA } from '../e2e/support/server';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { filasDe } from './fixtures';

interface Producto {
  id: number;
  nombre: string;
  codigo: string;
  tipo_producto: string;
  precio_venta: string | null;
  porcentaje_impuesto: string | null;
  maneja_inventario: boolean;
  unidad_medida: string;
  estado: string;
  tiempo_preparacion: number | null;
  id_categoria: number | null;
  id_producto_maestro: number | null;
  impuesto: { nombre: string } | null;
  punto_impresion: { nombre: string } | null;
}

let t: TestApp;
let token: string;
let empresaId: number;
let lista: Producto[];

const get = async (url: string) => {
  const res = await t.app.inject({ url: `/api/${url}`, headers: conToken(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};

// Seeding the whole demo takes up to a minute on a loaded machine (the default hook timeout is 60 s).
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000, demoPassword: DEMO_PASSWORD_PRUEBA });
  expect(await seedDemo(t.database, t.config)).toBe(true);
  const res = await iniciarSesion(t.app, DEMO_EMAIL, DEMO_PASSWORD_PRUEBA);
  token = res.json().data.token;
  empresaId = (await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(token) })).json().data
    .empresa.id;
  lista = (await get('productos?rowsPerPage=-1&page=0')).data;
}, 180_000);
afterAll(() => t.close());

/** The kind the data gives each product, by its code. */
const clase = new Map<string, ClaseDemo>(DEMO_PRODUCTOS.map((p) => [p.codigo, p.clase]));

describe('demo receipt data', () => {
  it('fills the company data printed on receipts, the NIT with its right check digit', async () => {
    const valores = Object.fromEntries(
      ((await get('configuraciones')) as { nombre: string; valor: string }[]).map((c) => [c.nombre, c.valor]),
    );
    expect(valores.razonSocial).toBe(DEMO_RECIBO.razonSocial);
    expect(valores.direccion).toBe(DEMO_RECIBO.direccion);
    expect(valores.telefono).toBe('+573001234567');
    const [numero, dv] = String(valores.nit).split('-');
    expect(nitValido(numero, dv)).toBe(true);
  });
});

describe('demo catalogue', () => {
  it('has at least 30 products for sale in six categories, each category with something for the till', async () => {
    const cats = (await get('categorias?rowsPerPage=-1')).data as { id: number; nombre: string }[];
    expect(cats).toHaveLength(6);
    const aLaVenta = lista.filter((p) => p.tipo_producto !== 'insumo' && p.estado === 'activo');
    expect(aLaVenta.length).toBeGreaterThanOrEqual(30);
    for (const c of cats)
      expect(
        aLaVenta.filter((p) => p.id_categoria === c.id && p.precio_venta !== null).length,
        c.nombre,
      ).toBeGreaterThan(0);
    expect(lista.filter((p) => p.tipo_producto !== 'insumo').every((p) => p.id_categoria !== null)).toBe(
      true,
    );
  });

  it('gives every product the tax of its kind: INC 8 % served, IVA 19 % packaged, none on ingredients', () => {
    expect(lista).toHaveLength(DEMO_PRODUCTOS.length);
    const esperado: Record<ClaseDemo, [string | null, string | null]> = {
      plato: ['INC 8 %', '8.00'],
      bebida: ['INC 8 %', '8.00'],
      empacado: ['IVA 19 %', '19.00'],
      insumo: [null, null],
    };
    for (const p of lista) {
      const k = clase.get(p.codigo)!;
      expect([p.impuesto?.nombre ?? null, p.porcentaje_impuesto], p.nombre).toEqual(esperado[k]);
    }
    expect(new Set(lista.map((p) => clase.get(p.codigo)))).toEqual(
      new Set(['plato', 'bebida', 'empacado', 'insumo']),
    );
  });

  it('prints dishes in Cocina and drinks in Bar; dishes have a preparation time', () => {
    for (const p of lista) {
      const k = clase.get(p.codigo);
      if (k === 'plato') {
        expect(p.punto_impresion?.nombre, p.nombre).toBe('Cocina');
        expect(p.tiempo_preparacion, p.nombre).toBeGreaterThan(0);
      }
      if (k === 'bebida') expect(p.punto_impresion?.nombre, p.nombre).toBe('Bar');
    }
  });

  it('has stock-managed ingredients in g, ml or units, each with an opening stock in the data', () => {
    const insumos = lista.filter((p) => p.tipo_producto === 'insumo');
    expect(insumos.length).toBeGreaterThanOrEqual(5);
    for (const p of insumos) {
      expect(p.maneja_inventario, p.nombre).toBe(true);
      expect(['gramo', 'mililitro', 'unidad']).toContain(p.unidad_medida);
    }
    for (const d of DEMO_PRODUCTOS) {
      const p = lista.find((x) => x.codigo === d.codigo)!;
      expect(d.inventario_inicial !== undefined, d.nombre).toBe(p.maneja_inventario);
    }
  });

  it('has two prepared products with their recipes of stock-managed ingredients', async () => {
    const preparados = lista.filter((p) => p.tipo_producto === 'preparado');
    expect(preparados.map((p) => p.nombre).sort()).toEqual([
      'Chocolate santafereño con queso',
      'Patacón con hogao',
    ]);
    for (const p of preparados) {
      const receta = (await get(`productos/producto/${p.id}/receta`)) as {
        id_ingrediente: number;
        cantidad: string;
      }[];
      expect(receta.length, p.nombre).toBeGreaterThanOrEqual(3);
      for (const l of receta)
        expect(lista.find((x) => x.id === l.id_ingrediente)?.tipo_producto).toBe('insumo');
    }
  });

  it('has a master product with its sizes', async () => {
    const maestros = (await get('productos/maestros')) as { id: number; nombre: string }[];
    expect(maestros.map((m) => m.nombre)).toEqual(['Limonada natural']);
    const tamanos = (await get(`productos/maestros/producto/${maestros[0].id}`)) as {
      nombre: string;
      precio_venta: string;
    }[];
    expect(tamanos.map((p) => [p.nombre, p.precio_venta])).toEqual([
      ['Limonada natural 12 oz', '6000.00'],
      ['Limonada natural 16 oz', '8000.00'],
    ]);
  });

  it('has two suppliers whose NIT check digits are right, beside Consumidor final', async () => {
    const filas = (await get('nits?rowsPerPage=-1&page=0')).data as {
      tipo_proveedor_cliente: string;
      id_tipo_documento: number;
      numero_documento: string;
      digito_verificacion: number | null;
    }[];
    const proveedores = filas.filter((n) => n.tipo_proveedor_cliente === 'proveedor');
    expect(proveedores).toHaveLength(2);
    for (const p of proveedores) {
      expect(p.id_tipo_documento).toBe(31);
      expect(nitValido(p.numero_documento, String(p.digito_verificacion)), p.numero_documento).toBe(true);
    }
    expect(filas.some((n) => n.numero_documento === '222222222222')).toBe(true);
  });

  it('keeps sign-up’s payment methods and print points', async () => {
    const formas = (await get('formasPago/ventas')) as { nombre: string; efectivo: boolean }[];
    expect(formas.find((f) => f.efectivo)?.nombre).toBe('Efectivo');
    expect(formas.length).toBeGreaterThanOrEqual(6);
    const puntos = (await get('configuraciones/puntos/impresion?rowsPerPage=-1')).data as {
      nombre: string;
    }[];
    expect(puntos.map((p) => p.nombre)).toEqual(expect.arrayContaining(['Cocina', 'Bar']));
  });

  it('starts every stock-managed product with its opening stock, less what the open orders sent took', async () => {
    // What the demo's sent lines take, worked out here from the data: the product, or its recipe's ingredients.
    const tomado = new Map<string, Exacto>();
    const tomar = (codigo: string, q: Exacto) => tomado.set(codigo, mas(tomado.get(codigo) ?? CERO, q));
    for (const o of DEMO_ORDENES)
      for (const envio of o.envios.filter((x) => x.enviar))
        for (const l of envio.lineas) {
          const d = DEMO_PRODUCTOS.find((p) => p.codigo === l.producto)!;
          if (d.inventario_inicial !== undefined) tomar(d.codigo, exacto(l.cantidad));
          for (const r of d.receta ?? []) tomar(r.ingrediente, por(exacto(r.cantidad), exacto(l.cantidad)));
        }
    expect(tomado.size).toBeGreaterThan(3);
    // And what the history's purchases brought in.
    const compradas = await t.database.db.execute(
      sql`select d.id_producto, sum(d.cantidad)::text as cantidad from compras_detalle d
        join compras c on c.empresa_id = d.empresa_id and c.id = d.id_compra
        where c.empresa_id = ${empresaId} and c.estado = 'registrada' group by d.id_producto`,
    );
    const comprado = (id: number) =>
      exacto(
        String(
          (filasDe(compradas) as { id_producto: unknown; cantidad: string }[]).find(
            (f) => Number(f.id_producto) === id,
          )?.cantidad ?? '0',
        ),
      );
    const conStock = DEMO_PRODUCTOS.filter((p) => p.inventario_inicial !== undefined);
    expect(conStock.length).toBeGreaterThan(0);
    for (const p of conStock) {
      const id = lista.find((x) => x.codigo === p.codigo)!.id;
      const producto = await get(`productos/producto/${id}`);
      const esperado = mas(menos(exacto(p.inventario_inicial!), tomado.get(p.codigo) ?? CERO), comprado(id));
      expect(comparar(exacto(producto.existencia), esperado), `${p.codigo} ${producto.existencia}`).toBe(0);
    }
    await esperarInventarioCuadrado(t, empresaId);
  });

  it('starts with two tables occupied, one partly sent, and both Cocina and Bar with lines to prepare', async () => {
    const plano = (await get('mesas/mesa/orden')) as { id: number; nombre: string; orden: object | null }[];
    expect(plano.length).toBe(DEMO_MESAS.length);
    const ocupadas = plano.filter((m) => m.orden !== null);
    expect(ocupadas.map((m) => m.nombre).sort()).toEqual(DEMO_ORDENES.map((o) => o.mesa).sort());
    const estados = new Map<string, string[]>();
    for (const m of ocupadas) {
      const [abierta] = (await get(`ordenes/ordenesAbiertas?id_mesa=${m.id}`)) as {
        detalles: { estado: string }[];
      }[];
      estados.set(m.nombre, abierta.detalles.map((l) => l.estado).sort());
    }
    expect(estados.get('Mesa 2')).toEqual(['enviada', 'enviada', 'enviada', 'enviada', 'nueva']);
    expect(new Set(estados.get('Mesa 6'))).toEqual(new Set(['enviada']));
    const despacho = (await get('ordenes/grupo/despacho')) as {
      punto_impresion: string | null;
      ordenes: { mesa: string | null }[];
    }[];
    for (const punto of ['Cocina', 'Bar'])
      expect(
        despacho
          .find((g) => g.punto_impresion === punto)
          ?.ordenes.map((o) => o.mesa)
          .sort(),
        punto,
      ).toEqual(['Mesa 2', 'Mesa 6']);
    const ventas = await t.database.db
      .select({ tipo: inventarioMovimientos.tipo, documento_tipo: inventarioMovimientos.documento_tipo })
      .from(inventarioMovimientos)
      .where(and(eq(inventarioMovimientos.empresa_id, empresaId), eq(inventarioMovimientos.tipo, 'venta')));
    expect(ventas.length).toBeGreaterThan(0);
    expect(ventas.every((v) => v.documento_tipo === 'orden')).toBe(true);
  });

  it('has a register open since the morning with today’s sales: cash, card, a tip, one cancelled', async () => {
    const caja = await get('cuadresCaja/cajaAbierta');
    expect(caja).toMatchObject({ estado: 'abierta', saldo_apertura: '200000.00' });
    expect(new Date(caja.abierta_at).getTime()).toBeLessThan(Date.now());
    const ventas = (await get('cuadresCaja/ventas/cajaAbierta')) as {
      estado: string;
      tipo: string;
      propina: string;
      cambio: string;
    }[];
    expect(ventas).toHaveLength(4);
    expect(ventas.filter((v) => v.estado === 'cancelada')).toHaveLength(1);
    expect(ventas.find((v) => v.tipo === 'mesa')?.propina).toBe('8800.00');
    expect(ventas.some((v) => v.cambio === '9000.00')).toBe(true);
    const totales = await get(`cuadresCaja/${caja.id}/totales`);
    // Cash: 200.000 opening + 41.000 (the cancelled 10.000 left out); débito 28.000; crédito 96.800.
    expect(
      Object.fromEntries(
        totales.formas_pago.map((f: { forma_pago: string; esperado: string }) => [f.forma_pago, f.esperado]),
      ),
    ).toMatchObject({ Efectivo: '241000.00', 'Tarjeta débito': '28000.00', 'Tarjeta crédito': '96800.00' });
  });

  it('has 60 days of history: a register closed each day, balanced, with its lunch and dinner sales and expenses', async () => {
    const cajas = (await get('cuadresCaja?page=1&rowsPerPage=100&estado=cerrada')) as {
      data: { id: number; abierta_at: string; cerrada_at: string }[];
      total: number;
    };
    expect(cajas.total).toBe(DIAS_HISTORIA_DEMO);
    const dias = new Set(
      cajas.data.map((c) => diaEnBogota(new Date(c.abierta_at))).map((d) => JSON.stringify(d)),
    );
    expect(dias.size).toBe(DIAS_HISTORIA_DEMO);
    const hoy = diaEnBogota(new Date());
    expect(dias.has(JSON.stringify(hoy))).toBe(false);
    let ventasCajas = 0n;
    let cantidad = 0;
    let todas = 0;
    for (const c of cajas.data) {
      const totales = await get(`cuadresCaja/${c.id}/totales`);
      expect(totales.diferencia_total, `caja ${c.id}`).toBe('0.00');
      expect(totales.cantidad_ventas + totales.cantidad_canceladas).toBeGreaterThanOrEqual(15);
      ventasCajas += BigInt(totales.total_ventas.replace('.', ''));
      cantidad += totales.cantidad_ventas;
      todas += totales.cantidad_ventas + totales.cantidad_canceladas;
    }
    // The sales report over the history's days says what the registers' closes froze.
    const primero = new Date(Math.min(...cajas.data.map((c) => Date.parse(c.abierta_at))));
    const ayer = new Date(Date.now() - 86_400_000);
    const fecha = (d: Date) => {
      const { anio, mes, dia } = diaEnBogota(d);
      return `${anio}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
    };
    const informe = await get(
      `informes/ventas?from=${fecha(primero)}&to=${fecha(ayer)}&page=1&rowsPerPage=10`,
    );
    expect(informe.total).toBe(cantidad);
    expect(BigInt(informe.totales.total.replace('.', ''))).toBe(ventasCajas);
    // Lunch and dinner: most sales between 12:00 and 14:30 or 19:00 and 21:30 in Bogotá.
    const horas = informe.data.map((v: { fecha: string }) => (new Date(v.fecha).getUTCHours() + 19) % 24);
    expect(horas.every((h: number) => h >= 8 && h <= 21)).toBe(true);
    const gastos = await get(
      `informes/gastos?from=${fecha(primero)}&to=${fecha(ayer)}&page=1&rowsPerPage=10`,
    );
    expect(gastos.total).toBe(DIAS_HISTORIA_DEMO / 3);
    // Today's sales are numbered after the history's.
    const hoyVentas = (await get('cuadresCaja/ventas/cajaAbierta')) as { numero: number }[];
    expect(Math.min(...hoyVentas.map((v) => v.numero))).toBe(todas + 1);
  });

  it('buys ingredients every fourth day of the history, dated on their days, the ledger and costs following', async () => {
    const compras = filasDe(
      await t.database.db.execute(
        sql`select id, fecha::text as fecha, created_at from compras where empresa_id = ${empresaId} order by id`,
      ),
    ) as { id: unknown; fecha: string; created_at: string }[];
    expect(compras).toHaveLength(DIAS_HISTORIA_DEMO / 4);
    const hoy = diaEnBogota(new Date());
    const dias = new Set(compras.map((c) => JSON.stringify(diaEnBogota(new Date(c.created_at)))));
    expect(dias.size).toBe(compras.length);
    expect(dias.has(JSON.stringify(hoy))).toBe(false);
    // Each purchase's day is its instant's Bogotá day, and its stock came in then.
    for (const c of compras) {
      const { anio, mes, dia } = diaEnBogota(new Date(c.created_at));
      expect(c.fecha).toBe(`${anio}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`);
      const movimientos = filasDe(
        await t.database.db.execute(
          sql`select created_at from inventario_movimientos
            where empresa_id = ${empresaId} and documento_tipo = 'compra' and documento_id = ${c.id}`,
        ),
      ) as { created_at: string }[];
      expect(movimientos.length).toBeGreaterThanOrEqual(2);
      for (const m of movimientos)
        expect(new Date(m.created_at).getTime()).toBe(new Date(c.created_at).getTime());
    }
    // The purchases report over the history shows them all.
    const primera = compras[0].fecha;
    const informe = await get(
      `informes/compras?from=${primera}&to=${compras[compras.length - 1].fecha}&page=1&rowsPerPage=10`,
    );
    expect(informe.total).toBe(compras.length);
    // Every ingredient's cost in force now (its history's last row) is its cost.
    const desfases = filasDe(
      await t.database.db.execute(
        sql`select p.id from productos p
          where p.empresa_id = ${empresaId} and p.maneja_inventario
            and p.costo is distinct from (select pc.costo from productos_costos pc where pc.empresa_id = p.empresa_id
              and pc.id_producto = p.id order by pc.desde desc, pc.id desc limit 1)`,
      ),
    );
    expect(desfases).toEqual([]);
  });

  it('adds nothing on a second start', async () => {
    const n = async (tabla: PgTable & { empresa_id: PgColumn }) =>
      (await t.database.db.select({ e: tabla.empresa_id }).from(tabla).where(eq(tabla.empresa_id, empresaId)))
        .length;
    const contar = async () => [
      await n(productos),
      await n(categorias),
      await n(productosRecetas),
      await n(nits),
      await n(mesas),
      await n(formasPago),
      await n(puntosImpresion),
      await n(ordenes),
      await n(inventarioMovimientos),
    ];
    const antes = await contar();
    expect(await seedDemo(t.database, t.config)).toBe(false);
    expect(await contar()).toEqual(antes);
  });
});
