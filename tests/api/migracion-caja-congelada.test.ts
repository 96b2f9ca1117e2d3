import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder } from '../../server/db/migrate';
import { prepareDatabase } from '../../server/db/prepare';
import { seedReferencias } from '../../server/db/seed/referencias';
import { abrirBaseDePrueba, appSobre, type TestApp } from './harness';
import { crearUsuarioDePrueba, filasDe, type UsuarioDePrueba } from './fixtures';
import { totalesDeCaja } from './ventas-soporte';

/**
 * Migration 0027_caja_congelada fills in the stored figures of the registers closed before it (issue 9: a closed
 * register reads as it was closed). A database at 0026 gets registers written the old way (plain SQL, as the old
 * code left them: the close stored only expected/counted/difference per method), then the real start-up migrates
 * it. The stored figures must be those of the close: what the old close computed its expected amounts from (its
 * paid sales, cash expenses and paid purchases at that moment), so that per method sales − paid out (+ opening
 * cash) is the expected amount it stored — a sale, expense or purchase cancelled after the close still counts
 * there, as it did then. For a register nothing happened to after its close, that is also what the old
 * `GET cuadresCaja/{id}/totales` computed from the live data. An open register keeps no stored figures.
 */
const ULTIMA_ANTERIOR = 26; // 0026_recibos_tiquetes

let t: TestApp;
let dueno: UsuarioDePrueba;
let carpeta: string;
const ids: Record<string, number> = {};

/** The committed migrations up to 0026: a copy of the folder whose journal ends there. */
async function migracionesHasta(idx: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'comanda-migraciones-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journal = join(dir, 'meta/_journal.json');
  const j = JSON.parse(await readFile(journal, 'utf8')) as { entries: { idx: number; tag: string }[] };
  j.entries = j.entries.filter((e) => e.idx <= idx);
  expect(j.entries.at(-1)?.tag).toBe('0026_recibos_tiquetes');
  await writeFile(journal, JSON.stringify(j));
  return dir;
}

beforeAll(async () => {
  const base = await abrirBaseDePrueba({ vacia: true });
  const { database } = base;
  carpeta = await migracionesHasta(ULTIMA_ANTERIOR);
  await migrate(database, carpeta);
  await seedReferencias(database.db);
  const uno = async (q: SQL) => Number(filasDe(await database.db.execute(q))[0].id);
  const empresa = await uno(sql`
    insert into empresas (nombre, tipo_negocio, id_pais, tipo_documento, documento, telefono, codigo_telefono)
    values ('Empresa 0026', 'Restaurante', 53, 2, '900000000', '+573000000000', '+57_CO') returning id`);
  ids.empresa = empresa;
  // The company's rows, written as the code at 0026 wrote them (tenant tables: in the company's scope).
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.empresa_id', ${String(empresa)}, true)`);
    const id = async (q: SQL) => Number(filasDe(await tx.execute(q))[0].id);
    const u = await id(sql`
      insert into usuarios (empresa_id, nombre, apellido, email, password_hash, id_rol, acceso_modulo_tag)
      values (${empresa}, 'Cajera', 'Antigua', 'cajera.0026@ejemplo.co', 'x', 0, '*') returning id`);
    const sede = await id(
      sql`insert into sedes (empresa_id, nombre) values (${empresa}, 'Centro') returning id`,
    );
    const norte = await id(
      sql`insert into sedes (empresa_id, nombre) values (${empresa}, 'Norte') returning id`,
    );
    const efectivo = await id(
      sql`insert into formas_pago (empresa_id, nombre, efectivo) values (${empresa}, 'Efectivo', true) returning id`,
    );
    const tarjeta = await id(
      sql`insert into formas_pago (empresa_id, nombre) values (${empresa}, 'Tarjeta débito') returning id`,
    );
    const nit = await id(sql`
      insert into nits (empresa_id, numero_documento, nombre, tipo_contribuyente)
      values (${empresa}, '222222222222', 'Consumidor final', 'natural') returning id`);
    const tipo = await id(
      sql`insert into tipos_gastos (empresa_id, nombre) values (${empresa}, 'Servicios') returning id`,
    );
    Object.assign(ids, { sede, norte, efectivo, tarjeta });

    const caja = (idSede: number, apertura: string, cerradaAt: string | null) =>
      id(sql`
        insert into cuadres_caja (empresa_id, id_sede, saldo_apertura, abierta_por, id_responsable, abierta_at,
          estado, cerrada_at, cerrada_por)
        values (${empresa}, ${idSede}, ${apertura}, ${u}, ${u}, '2026-03-15 12:00+00',
          ${cerradaAt ? 'cerrada' : 'abierta'}, ${cerradaAt}, ${cerradaAt ? u : null}) returning id`);
    let numero = 0;
    /** A sale without tax; `pagos`: [method, value]; cancelled at `canceladaAt` if given. */
    const venta = async (
      idCaja: number,
      idSede: number,
      total: string,
      propina: string,
      pagos: [number, string][],
      canceladaAt: string | null = null,
    ) => {
      const v = await id(sql`
        insert into ventas (empresa_id, numero, id_sede, id_cuadre_caja, id_usuario, idempotencia, tipo, id_nit,
          subtotal, base, impuesto, total, propina, estado, cancelada_at, cancelada_por, motivo_cancelacion,
          created_at)
        values (${empresa}, ${++numero}, ${idSede}, ${idCaja}, ${u}, ${`antigua-${numero}`}, 'inmediata', ${nit},
          ${total}, ${total}, 0, ${total}, ${propina}, ${canceladaAt ? 'cancelada' : 'pagada'}, ${canceladaAt},
          ${canceladaAt ? u : null}, ${canceladaAt ? 'Reclamo' : null}, '2026-03-15 13:00+00') returning id`);
      for (const [forma, valor] of pagos)
        await tx.execute(sql`
          insert into ventas_pagos (empresa_id, id_venta, id_forma_pago, valor, recibido)
          values (${empresa}, ${v}, ${forma}, ${valor}, ${valor})`);
      return v;
    };
    const gasto = (idCaja: number, total: string, anuladoAt: string | null = null) =>
      tx.execute(sql`
        insert into gastos (empresa_id, id_sede, id_cuadre_caja, id_forma_pago, id_tipo_gasto, concepto_gasto,
          fecha, subtotal, total, id_usuario, estado, anulado_at, anulado_por)
        values (${empresa}, ${sede}, ${idCaja}, ${efectivo}, ${tipo}, 'Hielo', '2026-03-15', ${total}, ${total},
          ${u}, ${anuladoAt ? 'anulado' : 'registrado'}, ${anuladoAt}, ${anuladoAt ? u : null})`);
    let factura = 0;
    const compra = (idCaja: number, total: string, tipoPago: 1 | 2, anuladaAt: string | null = null) =>
      tx.execute(sql`
        insert into compras (empresa_id, id_sede, id_cuadre_caja, id_forma_pago, id_nit, numero_factura_proveedor,
          fecha, subtotal, total, tipo_pago_compra, id_usuario, idempotencia, estado, anulada_at, anulada_por)
        values (${empresa}, ${sede}, ${idCaja}, ${efectivo}, ${nit}, ${`FV-${++factura}`}, '2026-03-15', ${total},
          ${total}, ${tipoPago}, ${u}, ${`compra-${factura}`}, ${anuladaAt ? 'anulada' : 'registrada'},
          ${anuladaAt}, ${anuladaAt ? u : null})`);
    const conteo = (idCaja: number, forma: number, esperado: string, contado: string, diferencia: string) =>
      tx.execute(sql`
        insert into cuadres_caja_conteos (empresa_id, id_cuadre_caja, id_forma_pago, esperado, contado, diferencia)
        values (${empresa}, ${idCaja}, ${forma}, ${esperado}, ${contado}, ${diferencia})`);

    const antes = '2026-03-15 18:00+00';
    const cierre = '2026-03-15 20:00+00';
    const despues = '2026-03-16 09:00+00';

    // R0: opened with 0, one cash sale of 2.000, closed square; nothing happened to it since.
    ids.r0 = await caja(sede, '0', '2026-03-15 11:00+00');
    await venta(ids.r0, sede, '2000', '0', [[efectivo, '2000']]);
    await conteo(ids.r0, efectivo, '2000.00', '2000.00', '0.00');

    // R1: opened with 100.000.
    ids.r1 = await caja(sede, '100000', cierre);
    // S1: 15.000 + 1.000 tip, 11.000 cash and 5.000 card; S2: 4.000 cash, cancelled before the close; S3: 6.000
    // card, cancelled after it (the old code then took it off this closed register's live figures).
    await venta(ids.r1, sede, '15000', '1000', [
      [efectivo, '11000'],
      [tarjeta, '5000'],
    ]);
    ids.s2 = await venta(ids.r1, sede, '4000', '0', [[efectivo, '4000']], antes);
    ids.s3 = await venta(ids.r1, sede, '6000', '0', [[tarjeta, '6000']], despues);
    // Cash out: expenses of 2.000 (kept), 500 (cancelled before the close), 1.500 (cancelled after it); purchases
    // of 3.000 paid (kept), 7.000 pending (never cash out), 800 paid and cancelled after the close.
    await gasto(ids.r1, '2000');
    await gasto(ids.r1, '500', antes);
    await gasto(ids.r1, '1500', despues);
    await compra(ids.r1, '3000', 1);
    await compra(ids.r1, '7000', 2);
    await compra(ids.r1, '800', 1, despues);
    // The old close: cash 100.000 + 11.000 − (2.000 + 1.500 + 3.000 + 800) = 103.700, counted 103.000 (−700);
    // card 5.000 + 6.000 = 11.000, counted 11.000.
    await conteo(ids.r1, efectivo, '103700.00', '103000.00', '-700.00');
    await conteo(ids.r1, tarjeta, '11000.00', '11000.00', '0.00');

    // R2: open in the other venue with 50.000 and one cash sale of 1.000.
    ids.r2 = await caja(norte, '50000', null);
    await venta(ids.r2, norte, '1000', '0', [[efectivo, '1000']]);
  });
  // The start-up of the new code: migration 0027 (and the runtime login on PostgreSQL).
  await prepareDatabase(database);
  t = await appSobre(database, base);
  dueno = await crearUsuarioDePrueba(t, ids.empresa);
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (carpeta) await rm(carpeta, { recursive: true, force: true });
});

const fila = (forma: 'efectivo' | 'tarjeta', cifras: Record<string, string>) => ({
  id_forma_pago: ids[forma],
  forma_pago: forma === 'efectivo' ? 'Efectivo' : 'Tarjeta débito',
  efectivo: forma === 'efectivo',
  egresos: '0.00',
  devoluciones: '0.00',
  entradas: '0.00',
  salidas: '0.00',
  ...cifras,
});

describe('migration 0027 on registers closed before it', () => {
  it('a register nothing happened to since its close: the figures the old totals computed', async () => {
    expect(await totalesDeCaja(t, dueno, ids.r0)).toEqual({
      id_cuadre_caja: ids.r0,
      estado: 'cerrada',
      conteo_ciego: false,
      saldo_apertura: '0.00',
      cantidad_ventas: 1,
      cantidad_canceladas: 0,
      total_ventas: '2000.00',
      total_propinas: '0.00',
      egresos_efectivo: '0.00',
      devoluciones: '0.00',
      entradas: '0.00',
      salidas: '0.00',
      esperado_total: '2000.00',
      contado_total: '2000.00',
      diferencia_total: '0.00',
      resultado: 'cuadrado',
      formas_pago: [
        fila('efectivo', {
          ventas: '2000.00',
          esperado: '2000.00',
          contado: '2000.00',
          diferencia: '0.00',
          resultado: 'cuadrado',
        }),
      ],
    });
  });

  it('a register with a sale, an expense and a purchase cancelled after its close: the figures of the close', async () => {
    const totales = await totalesDeCaja(t, dueno, ids.r1);
    expect(totales).toMatchObject({
      estado: 'cerrada',
      saldo_apertura: '100000.00',
      // S1 and S3 were paid at the close (21.000, tip 1.000); S2 was cancelled.
      cantidad_ventas: 2,
      cantidad_canceladas: 1,
      total_ventas: '21000.00',
      total_propinas: '1000.00',
      egresos_efectivo: '7300.00',
      devoluciones: '0.00',
      esperado_total: '114700.00',
      contado_total: '114000.00',
      diferencia_total: '-700.00',
      resultado: 'faltante',
    });
    expect(totales.formas_pago).toEqual([
      fila('efectivo', {
        ventas: '11000.00',
        egresos: '7300.00',
        esperado: '103700.00',
        contado: '103000.00',
        diferencia: '-700.00',
        resultado: 'faltante',
      }),
      fila('tarjeta', {
        ventas: '11000.00',
        esperado: '11000.00',
        contado: '11000.00',
        diferencia: '0.00',
        resultado: 'cuadrado',
      }),
    ]);
  });

  it('every stored row adds up: sales − paid out (+ opening cash) is the expected amount the old close stored', async () => {
    const descuadres = filasDe(
      await t.database.db.execute(sql`
        select k.id_cuadre_caja::int, k.id_forma_pago::int, k.ventas::text, k.egresos::text, k.esperado::text
        from cuadres_caja_conteos k join cuadres_caja c on c.empresa_id = k.empresa_id and c.id = k.id_cuadre_caja
        join formas_pago f on f.empresa_id = k.empresa_id and f.id = k.id_forma_pago
        where k.empresa_id = ${ids.empresa}
          and k.ventas - k.egresos - k.devoluciones + (case when f.efectivo then c.saldo_apertura else 0 end)
            <> k.esperado`),
    );
    expect(descuadres).toEqual([]);
  });

  it('cancelled sales left their own register; an open register keeps no stored figures and reads live', async () => {
    expect(
      filasDe(
        await t.database.db.execute(sql`
          select id::int, id_cuadre_caja_anulacion::int as anulacion from ventas
          where empresa_id = ${ids.empresa} and estado = 'cancelada' order by id`),
      ),
    ).toEqual([
      { id: ids.s2, anulacion: ids.r1 },
      { id: ids.s3, anulacion: ids.r1 },
    ]);
    expect(
      filasDe(
        await t.database.db.execute(
          sql`select cantidad_ventas, total_ventas from cuadres_caja where id = ${ids.r2}`,
        ),
      ),
    ).toEqual([{ cantidad_ventas: null, total_ventas: null }]);
    expect(await totalesDeCaja(t, dueno, ids.r2)).toMatchObject({
      estado: 'abierta',
      cantidad_ventas: 1,
      total_ventas: '1000.00',
      esperado_total: '51000.00',
      contado_total: null,
    });
  });
});
