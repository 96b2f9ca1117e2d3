import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_NUMERACION_DIAN as MN, mensajeActivacionSinRangos } from '../../common/dian/numeracion';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
} from './fixtures';
import { get, pedido, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';
import { cudeDelXml, leerXml } from './dian-soporte';
import { erroresXsd, hayEsquemas } from './dian-xsd';

/**
 * Issue 29: with `documentosElectronicos` on, each sale (counter and table) takes the next number of its venue's
 * POS range in its transaction and stores its document (XML and CUDE, 'local'); off, nothing changes. Turning it on
 * needs a POS range in force for every venue; a sale without a valid number is refused (409) with nothing written.
 * The XML is downloadable by the owner, administrators and the accountant, never by another company. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
const PIN = '75315';

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

const activar = (valor: '0' | '1') =>
  post(t, e, 'configuraciones/configuracion', { nombre: 'documentosElectronicos', valor });

let prefijos = 0;
async function rango(idSede: number, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await post(t, e, 'configuraciones/rangosDian/rangoDian', {
    tipo: 'pos',
    resolucion: '18764000000077',
    fecha_resolucion: '2025-01-01',
    prefijo: `D${++prefijos}`,
    desde: 100,
    hasta: 1000,
    vigencia_desde: '2025-01-01',
    vigencia_hasta: '2099-12-31',
    ambiente: 2,
    id_software: 'sw-comanda',
    pin_software: PIN,
    id_sede: idSede,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

const vender = (valor = '3000', idSede = c.sede) =>
  post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: idSede,
      detalles: [{ id_producto: c.p.excluido, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor }],
    }),
  );

async function vendida(valor?: string, idSede?: number): Promise<{ id: number; numero: number }> {
  const r = await vender(valor, idSede);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

const documentos = (idVenta?: number) =>
  filas(sql`select id_venta::int, tipo, prefijo, numero::bigint::text as numero, cufe_cude, xml, estado
    from documentos_dian where empresa_id = ${e.empresaId}
      and (${idVenta ?? null}::bigint is null or id_venta = ${idVenta ?? null}::bigint) order by id`);

const cuenta = async () => {
  const [f] = await filas(sql`select
    (select count(*) from ventas where empresa_id = ${e.empresaId})::int as ventas,
    (select count(*) from documentos_dian where empresa_id = ${e.empresaId})::int as documentos,
    (select coalesce(sum(siguiente), 0) from rangos_dian where empresa_id = ${e.empresaId})::text as siguientes`);
  return f;
};

let rangoCentro: number;
let ventaConDocumento: number;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  await post(t, e, 'configuraciones/configuracion', { nombre: 'nit', valor: '900373115' });
  await post(t, e, 'configuraciones/configuracion', { nombre: 'razonSocial', valor: 'Café La Esquina SAS' });
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  await abrirCaja(t, e, c.otraSede, '0');
});
afterAll(() => t.close());

describe('electronic POS documents of the sales', () => {
  it('off by default: a sale is as it was, with no document', async () => {
    const v = await vendida();
    expect(await documentos(v.id)).toEqual([]);
  });

  it('turning it on is refused until every venue has a POS range in force', async () => {
    let r = await activar('1');
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe(mensajeActivacionSinRangos(['Centro', 'Norte']));
    rangoCentro = await rango(c.sede, { prefijo: 'EPOS' });
    // An expired range of the other venue does not count.
    await rango(c.otraSede, { vigencia_desde: '2020-01-01', vigencia_hasta: '2020-12-31' });
    r = await activar('1');
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe(mensajeActivacionSinRangos(['Norte']));
    expect(r.json().message).toMatch(
      /^No se pueden activar los documentos electrónicos: la sede Norte no tiene/,
    );
    const [config] = await filas(
      sql`select count(*)::int as n from configuraciones where empresa_id = ${e.empresaId} and nombre = 'documentosElectronicos'`,
    );
    expect(config.n).toBe(0);
    await rango(c.otraSede);
    r = await activar('1');
    expect(r.statusCode, r.body).toBe(200);
  });

  it('on: each sale takes the next number of its venue’s range and stores its document with a CUDE that recomputes', async () => {
    const una = await vendida('3000');
    const otra = await vendida('5000');
    const [d1] = await documentos(una.id);
    const [d2] = await documentos(otra.id);
    expect(d1).toMatchObject({ tipo: 'pos', prefijo: 'EPOS', numero: '100', estado: 'local' });
    expect(d2).toMatchObject({ tipo: 'pos', prefijo: 'EPOS', numero: '101', estado: 'local' });
    const xml = d1.xml as string;
    const x = leerXml(xml);
    expect(x.hijo('cbc:ID')).toBe('EPOS100');
    expect(x.hijo('cbc:InvoiceTypeCode')).toBe('20');
    expect(x.hijo('cbc:UUID')).toBe(d1.cufe_cude);
    expect(cudeDelXml(xml, PIN)).toBe(d1.cufe_cude);
    expect(cudeDelXml(d2.xml as string, PIN)).toBe(d2.cufe_cude);
    if (hayEsquemas) expect(erroresXsd(xml)).toBe('');
    expect(x.texto('cbc:PayableAmount')).toBe('3000.00');
    expect(x.texto('cbc:CompanyID', x.uno('cac:AccountingSupplierParty'))).toBe('900373115');
    expect(x.texto('cbc:CompanyID', x.uno('cac:AccountingCustomerParty'))).toBe('222222222222');
    const [rangoFila] = await filas(sql`select siguiente::int from rangos_dian where id = ${rangoCentro}`);
    expect(rangoFila.siguiente).toBe(102);
    ventaConDocumento = una.id;
    // The receipt's document: in the sale's answer and in the open register's sales, the same.
    const recibo = (una as unknown as { documento_dian: Record<string, unknown> }).documento_dian;
    expect(recibo).toMatchObject({
      tipo: 'pos',
      numero: 'EPOS100',
      codigo: d1.cufe_cude,
      ambiente: 2,
      resolucion: '18764000000077',
      prefijo: 'EPOS',
      desde: 100,
      hasta: 1000,
      url_consulta: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${d1.cufe_cude}`,
    });
    expect(recibo.qr).toBe(x.texto('sts:QRCode'));
    expect(recibo.qr).toContain('NumFac: EPOS100\n');
    const hoy = await get(t, e, `cuadresCaja/ventas/cajaAbierta?id_sede=${c.sede}`);
    const leida = hoy.json().data.find((v: { id: number }) => v.id === una.id);
    expect(leida.documento_dian).toEqual(recibo);
    // A sale of before (documents off) has none.
    expect(hoy.json().data.at(-1).documento_dian).toBeNull();
  });

  it('a table sale too, with its tip outside the taxes', async () => {
    const orden = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_sede: c.sede, detalles: [{ id_producto: c.p.inc, cantidad: 1 }] }),
    );
    expect(orden.statusCode, orden.body).toBe(200);
    const r = await post(
      t,
      e,
      'ventas/venta',
      cobro({
        id_orden: orden.json().data.id,
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '40000' }],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const venta = r.json().data;
    const [d] = await documentos(venta.id);
    expect(d).toMatchObject({ numero: '102', prefijo: 'EPOS' });
    const x = leerXml(d.xml as string);
    expect(cudeDelXml(d.xml as string, PIN)).toBe(d.cufe_cude);
    if (hayEsquemas) expect(erroresXsd(d.xml as string)).toBe('');
    expect(x.texto('cbc:Amount', x.uno('cac:AllowanceCharge'))).toBe(venta.propina);
    expect(x.texto('cbc:PayableAmount')).toBe((Number(venta.total) + Number(venta.propina)).toFixed(2));
    expect(x.texto('cbc:ID', x.uno('cac:TaxScheme', x.uno('cac:TaxTotal')))).toBe('04');
  });

  it('the other venue numbers from its own range', async () => {
    const v = await vendida('3000', c.otraSede);
    const [d] = await documentos(v.id);
    expect(d.numero).toBe('100');
    expect(d.prefijo).not.toBe('EPOS');
  });

  it('a used-up or expired range refuses the sale with DIAN’s message and writes nothing', async () => {
    await t.database.db.execute(sql`update rangos_dian set siguiente = hasta + 1 where id = ${rangoCentro}`);
    const antes = await cuenta();
    let r = await vender();
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe(MN.agotado('18764000000077', 1000));
    expect(await cuenta()).toEqual(antes);
    await t.database.db.execute(
      sql`update rangos_dian set siguiente = 103, vigencia_desde = '2020-01-01', vigencia_hasta = '2020-12-31' where id = ${rangoCentro}`,
    );
    const antes2 = await cuenta();
    r = await vender();
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe(MN.vencido('18764000000077', '2020-12-31'));
    expect(await cuenta()).toEqual(antes2);
    await t.database.db.execute(
      sql`update rangos_dian set vigencia_desde = '2025-01-01', vigencia_hasta = '2099-12-31' where id = ${rangoCentro}`,
    );
    const v = await vendida();
    expect((await documentos(v.id))[0].numero).toBe('103');
  });

  it('a document whose XML cannot be built never refuses the sale: stored without XML, its number taken', async () => {
    // Without the company's NIT the issuer cannot be written.
    expect((await post(t, e, 'configuraciones/configuracion', { nombre: 'nit', valor: '' })).statusCode).toBe(
      200,
    );
    const v = await vendida();
    const [d] = await documentos(v.id);
    expect(d).toMatchObject({ numero: '104', xml: null, cufe_cude: null, estado: 'local' });
    expect((await get(t, e, `erp/documentos/venta/${v.id}/xml`)).statusCode).toBe(404);
    await post(t, e, 'configuraciones/configuracion', { nombre: 'nit', valor: '900373115' });
    const siguiente = await vendida();
    expect((await documentos(siguiente.id))[0]).toMatchObject({ numero: '105', estado: 'local' });
    expect((await documentos(siguiente.id))[0].xml).toContain('EPOS105');
  });

  it('the XML downloads as application/xml for the owner and the accountant, never for another company', async () => {
    const r = await get(t, e, `erp/documentos/venta/${ventaConDocumento}/xml`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/xml/);
    const [d] = await documentos(ventaConDocumento);
    expect(r.body).toBe(d.xml);
    expect(cudeDelXml(r.body, PIN)).toBe(d.cufe_cude);
    const contador = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 5, acceso: 'informeVentas' });
    expect((await get(t, contador, `erp/documentos/venta/${ventaConDocumento}/xml`)).statusCode).toBe(200);
    const cajero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'ventas,informeVentas' });
    expect((await get(t, cajero, `erp/documentos/venta/${ventaConDocumento}/xml`)).statusCode).toBe(403);
    // No invoice nor note for this sale yet.
    expect((await get(t, e, `erp/documentos/factura/${ventaConDocumento}/xml`)).statusCode).toBe(404);
    expect((await get(t, e, `erp/documentos/nota/${ventaConDocumento}/xml`)).statusCode).toBe(404);
    const otra = await crearEmpresaDePrueba(t);
    const ajena = await get(t, otra, `erp/documentos/venta/${ventaConDocumento}/xml`);
    const ninguna = await get(t, otra, `erp/documentos/venta/999999999/xml`);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual(ninguna.json());
  });

  it('the issuer’s tax scheme is the owner’s declared regime (IVA, INC art. 512-13), not the sale’s lines', async () => {
    const esquemaEmisor = async () => {
      const v = await vendida();
      const [d] = await documentos(v.id);
      const x = leerXml(d.xml as string);
      return x.texto('cbc:ID', x.uno('cac:TaxScheme', x.uno('cac:AccountingSupplierParty')));
    };
    // Never declared: read from the lines (an excluded product: neither tax).
    expect((await get(t, e, 'configuraciones/rangosDian/regimen')).json().data).toEqual({
      responsable_iva: false,
      responsable_inc: false,
      declarado: false,
    });
    expect(await esquemaEmisor()).toBe('ZZ');
    let r = await post(t, e, 'configuraciones/rangosDian/regimen', {
      responsable_iva: false,
      responsable_inc: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Régimen tributario guardado correctamente');
    expect(r.json().data).toEqual({ responsable_iva: false, responsable_inc: true, declarado: true });
    expect(await esquemaEmisor()).toBe('04');
    r = await post(t, e, 'configuraciones/rangosDian/regimen', {
      responsable_iva: '1',
      responsable_inc: '1',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await esquemaEmisor()).toBe('ZA');
    // Both answers are required, as yes or no.
    r = await post(t, e, 'configuraciones/rangosDian/regimen', {
      responsable_iva: 'quizás',
      responsable_inc: true,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors.responsable_iva, r.body).toEqual(['Indique sí o no']);
    expect((await get(t, e, 'configuraciones/rangosDian/regimen')).json().data.responsable_iva).toBe(true);
    // The owner's alone; another company reads its own (never declared).
    const admin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: '*' });
    expect((await get(t, admin, 'configuraciones/rangosDian/regimen')).statusCode).toBe(403);
    expect(
      (await post(t, admin, 'configuraciones/rangosDian/regimen', { responsable_iva: 0, responsable_inc: 0 }))
        .statusCode,
    ).toBe(403);
    const otra = await crearEmpresaDePrueba(t);
    expect((await get(t, otra, 'configuraciones/rangosDian/regimen')).json().data.declarado).toBe(false);
    // Not a plain setting: the settings API does not know it.
    r = await post(t, e, 'configuraciones/configuracion', { nombre: 'responsableIva', valor: '0' });
    expect(r.statusCode).toBe(422);
  });

  it('off again: sales are as before and take no number', async () => {
    expect((await activar('0')).statusCode).toBe(200);
    const [antes] = await filas(sql`select siguiente::int from rangos_dian where id = ${rangoCentro}`);
    const v = await vendida();
    expect(await documentos(v.id)).toEqual([]);
    const [despues] = await filas(sql`select siguiente::int from rangos_dian where id = ${rangoCentro}`);
    expect(despues.siguiente).toBe(antes.siguiente);
  });
});

describe.runIf((process.env.TEST_DB ?? 'pglite') === 'pg')('documents under concurrency (PostgreSQL)', () => {
  it('200 concurrent sales take 200 consecutive numbers of the range, each with its own recomputable CUDE', async () => {
    const b = await crearAppConEmpresa();
    const otra = b.e;
    await post(b.t, otra, 'configuraciones/configuracion', { nombre: 'nit', valor: '900373115' });
    const caja = await montarCaja(b.t, otra);
    await abrirCaja(b.t, otra, caja.sede, '0');
    for (const [sede, prefijo] of [
      [caja.sede, 'CONC'],
      [caja.otraSede, 'CONN'],
    ] as const) {
      const r = await post(b.t, otra, 'configuraciones/rangosDian/rangoDian', {
        tipo: 'pos',
        resolucion: '18764000000078',
        fecha_resolucion: '2025-01-01',
        prefijo,
        desde: 5000,
        hasta: 9000,
        vigencia_desde: '2025-01-01',
        vigencia_hasta: '2099-12-31',
        ambiente: 2,
        id_software: 'sw-comanda',
        pin_software: PIN,
        id_sede: sede,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const on = await post(b.t, otra, 'configuraciones/configuracion', {
      nombre: 'documentosElectronicos',
      valor: '1',
    });
    expect(on.statusCode, on.body).toBe(200);
    try {
      const rs = await Promise.all(
        Array.from({ length: 200 }, () =>
          post(
            b.t,
            otra,
            'ventas/inmediata',
            cobro({
              id_sede: caja.sede,
              detalles: [{ id_producto: caja.p.excluido, cantidad: 1 }],
              formaPagoValores: [{ id_forma_pago: caja.efectivo, valor: '3000' }],
            }),
          ),
        ),
      );
      expect(rs.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
      const docs = filasDe(
        await b.t.database.db
          .execute(sql`select d.numero::bigint::text as numero, d.cufe_cude, d.xml, v.id::int as venta
          from documentos_dian d join ventas v on v.id = d.id_venta
          where d.empresa_id = ${otra.empresaId} order by d.numero`),
      );
      expect(docs.map((d) => d.numero)).toEqual(Array.from({ length: 200 }, (_, i) => String(5000 + i)));
      expect(new Set(docs.map((d) => d.venta)).size).toBe(200);
      expect(new Set(docs.map((d) => d.cufe_cude)).size).toBe(200);
      for (const d of docs.filter((_, i) => i % 40 === 0)) {
        expect(cudeDelXml(d.xml as string, PIN)).toBe(d.cufe_cude);
        expect(leerXml(d.xml as string).hijo('cbc:ID')).toBe(`CONC${d.numero}`);
      }
      const [rango] = filasDe(
        await b.t.database.db.execute(
          sql`select siguiente::int from rangos_dian where empresa_id = ${otra.empresaId} and prefijo = 'CONC'`,
        ),
      );
      expect(rango.siguiente).toBe(5200);
    } finally {
      await b.t.close();
    }
  }, 180_000);
});
