import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nits, TIPO_NIT } from '../../common/catalogos/nits';
import { MENSAJES_FACTURA as MF } from '../../common/dian/factura';
import { MENSAJES_NUMERACION_FACTURA as MN } from '../../common/dian/numeracion';
import type { SimuladorErp } from '../../server/erp/simulador';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { get, pedido, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';
import { cudeDelXml, leerXml } from './dian-soporte';
import { erroresXsd, hayEsquemas } from './dian-xsd';

/**
 * Issue 29: a buyer who asks gets a factura electrónica (type 01, CUFE with the range's technical key, the invoice
 * range's next number in the sale's transaction) with their NIT and e-mail instead of the POS document; a buyer
 * without an identification or an e-mail is refused with nothing written. Cancelling a sale issues its note — the
 * adjustment note (94) of a POS document, the credit note (91) of an invoice — referencing the original, from a notes
 * range or, with none, the company's own consecutive; the ERP sends it. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let sim: SimuladorErp;
const PIN = '75315';
const CLAVE = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

const documentos = (idVenta: number) =>
  filas(sql`select tipo, prefijo, numero::bigint::text as numero, cufe_cude, xml, estado
    from documentos_dian where empresa_id = ${e.empresaId} and id_venta = ${idVenta} order by id`);

async function rango(extra: Record<string, unknown>): Promise<number> {
  const r = await post(t, e, 'configuraciones/rangosDian/rangoDian', {
    resolucion: '18764000000090',
    fecha_resolucion: '2025-01-01',
    desde: 1,
    hasta: 5000,
    vigencia_desde: '2025-01-01',
    vigencia_hasta: '2099-12-31',
    ambiente: 2,
    id_software: 'sw-comanda',
    pin_software: PIN,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

const vender = (extra: Record<string, unknown> = {}) =>
  post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: c.sede,
      detalles: [{ id_producto: c.p.iva19, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '5000' }],
      ...extra,
    }),
  );

const cuenta = async () => {
  const [f] = await filas(sql`select
    (select count(*) from ventas where empresa_id = ${e.empresaId})::int as ventas,
    (select count(*) from documentos_dian where empresa_id = ${e.empresaId})::int as documentos,
    (select coalesce(sum(siguiente), 0) from rangos_dian where empresa_id = ${e.empresaId})::text as siguientes`);
  return f;
};

let cliente: number;
let rangoFactura: number;
let ventaFactura: { id: number; documento_dian: Record<string, unknown> };
let ventaPos: number;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  sim = t.app.erp.simulador!;
  await post(t, e, 'configuraciones/configuracion', { nombre: 'nit', valor: '900373115' });
  await post(t, e, 'configuraciones/configuracion', { nombre: 'razonSocial', valor: 'Café La Esquina SAS' });
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  await rango({ tipo: 'pos', prefijo: 'EPOS', id_sede: c.sede });
  await rango({ tipo: 'pos', prefijo: 'NPOS', id_sede: c.otraSede });
  rangoFactura = await rango({ tipo: 'factura', prefijo: 'FE', desde: 990, clave_tecnica: CLAVE });
  const r = await post(t, e, nits.api.item, {
    id_tipo_documento: TIPO_NIT,
    numero_documento: '800199436',
    digito_verificacion: 4,
    tipo_contribuyente: 'juridica',
    razon_social: 'Distribuidora Andina SAS',
    email_recepcion_factura_electronica: 'facturas@andina.co',
  });
  expect(r.statusCode, r.body).toBe(200);
  cliente = r.json().data.id;
  const on = await post(t, e, 'configuraciones/configuracion', {
    nombre: 'documentosElectronicos',
    valor: '1',
  });
  expect(on.statusCode, on.body).toBe(200);
});
afterAll(() => t.close());

describe('factura electrónica on request', () => {
  it('a catalogue client: type 01 numbered from the invoice range, its CUFE recomputes with the technical key', async () => {
    const r = await vender({ factura_electronica: { id_nit: cliente } });
    expect(r.statusCode, r.body).toBe(200);
    ventaFactura = r.json().data;
    const docs = await documentos(ventaFactura.id);
    // Instead of the POS document, not beside it.
    expect(docs.map((d) => [d.tipo, d.prefijo, d.numero])).toEqual([['factura', 'FE', '990']]);
    const xml = docs[0].xml as string;
    const x = leerXml(xml);
    expect(x.hijo('cbc:InvoiceTypeCode')).toBe('01');
    expect(x.hijo('cbc:ID')).toBe('FE990');
    expect(x.uno('cbc:UUID').getAttribute('schemeName')).toBe('CUFE-SHA384');
    expect(cudeDelXml(xml, CLAVE)).toBe(docs[0].cufe_cude);
    expect(cudeDelXml(xml, PIN)).not.toBe(docs[0].cufe_cude);
    const comprador = x.uno('cac:AccountingCustomerParty');
    expect(x.texto('cbc:CompanyID', comprador)).toBe('800199436');
    expect(x.uno('cbc:CompanyID', comprador).getAttribute('schemeName')).toBe('31');
    expect(x.uno('cbc:CompanyID', comprador).getAttribute('schemeID')).toBe('4');
    expect(x.texto('cbc:RegistrationName', comprador)).toBe('Distribuidora Andina SAS');
    expect(x.texto('cbc:ElectronicMail', comprador)).toBe('facturas@andina.co');
    if (hayEsquemas) expect(erroresXsd(xml)).toBe('');
    const [f] = await filas(sql`select siguiente::int from rangos_dian where id = ${rangoFactura}`);
    expect(f.siguiente).toBe(991);
    // The POS range did not move.
    const [pos] = await filas(
      sql`select siguiente::int from rangos_dian where empresa_id = ${e.empresaId} and prefijo = 'EPOS'`,
    );
    expect(pos.siguiente).toBe(1);
    // The receipt prints the invoice: its number, CUFE and QR.
    expect(ventaFactura.documento_dian).toMatchObject({
      tipo: 'factura',
      numero: 'FE990',
      codigo: docs[0].cufe_cude,
    });
    expect(ventaFactura.documento_dian.qr).toContain(`CUFE: ${docs[0].cufe_cude}`);
    const xmlDescargado = await get(t, e, `erp/documentos/factura/${ventaFactura.id}/xml`);
    expect(xmlDescargado.statusCode).toBe(200);
    expect(xmlDescargado.body).toBe(xml);
  });

  it('a typed NIT with its check digit and an e-mail', async () => {
    const r = await vender({
      factura_electronica: {
        documento: '900.373.115-3',
        nombre: 'Hotel Central SAS',
        correo: 'compras@hotel.co',
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const [d] = await documentos(r.json().data.id);
    expect(d).toMatchObject({ tipo: 'factura', numero: '991' });
    const x = leerXml(d.xml as string);
    const comprador = x.uno('cac:AccountingCustomerParty');
    expect(x.texto('cbc:CompanyID', comprador)).toBe('900373115');
    expect(x.texto('cbc:ElectronicMail', comprador)).toBe('compras@hotel.co');
    expect(cudeDelXml(d.xml as string, CLAVE)).toBe(d.cufe_cude);
  });

  it('a table charge asks for it the same way', async () => {
    const orden = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_sede: c.sede, detalles: [{ id_producto: c.p.excluido, cantidad: 1 }] }),
    );
    expect(orden.statusCode, orden.body).toBe(200);
    const r = await post(
      t,
      e,
      'ventas/venta',
      cobro({
        id_orden: orden.json().data.id,
        propina: '0',
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
        factura_electronica: { id_nit: cliente, correo: 'otra@andina.co' },
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const [d] = await documentos(r.json().data.id);
    expect(d).toMatchObject({ tipo: 'factura', prefijo: 'FE', numero: '992' });
    const x = leerXml(d.xml as string);
    expect(x.texto('cbc:ElectronicMail', x.uno('cac:AccountingCustomerParty'))).toBe('otra@andina.co');
    expect(cudeDelXml(d.xml as string, CLAVE)).toBe(d.cufe_cude);
  });

  it('refused without an identification, with a wrong check digit or without an e-mail: nothing written', async () => {
    const antes = await cuenta();
    const casos: [Record<string, unknown>, string, string][] = [
      [{}, 'factura_electronica.documento', MF.sinNit],
      [{ id_nit: c.consumidor }, 'factura_electronica.documento', MF.sinNit],
      [
        { documento: '900373115-2', nombre: 'X', correo: 'a@b.co' },
        'factura_electronica.documento',
        MF.nitDigito,
      ],
      [
        { documento: '900373115', nombre: 'X', correo: 'a@b.co' },
        'factura_electronica.documento',
        MF.nitDigito,
      ],
      [{ documento: '900373115-3', correo: 'a@b.co' }, 'factura_electronica.nombre', MF.sinNombre],
      [{ documento: '900373115-3', nombre: 'Hotel' }, 'factura_electronica.correo', MF.sinCorreo],
      [{ id_nit: cliente, correo: 'no-es-correo' }, 'factura_electronica.correo', MF.correo],
    ];
    for (const [pedida, campo, mensaje] of casos) {
      const r = await vender({ factura_electronica: pedida });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().data.errors[campo], r.body).toEqual([mensaje]);
    }
    expect(await cuenta()).toEqual(antes);
  });

  it('an expired invoice range is refused with its reason, the sale not written', async () => {
    await t.database.db.execute(
      sql`update rangos_dian set vigencia_desde = '2020-01-01', vigencia_hasta = '2020-12-31' where id = ${rangoFactura}`,
    );
    const antes = await cuenta();
    const r = await vender({ factura_electronica: { id_nit: cliente } });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe(MN.vencido('18764000000090', '2020-12-31'));
    expect(await cuenta()).toEqual(antes);
    await t.database.db.execute(
      sql`update rangos_dian set vigencia_desde = '2025-01-01', vigencia_hasta = '2099-12-31' where id = ${rangoFactura}`,
    );
  });
});

describe('cancellation → note', () => {
  it('a POS document’s cancellation issues the adjustment note (94) from the company’s own consecutive when no notes range exists', async () => {
    const r = await vender();
    expect(r.statusCode, r.body).toBe(200);
    ventaPos = r.json().data.id;
    const cancelada = await post(t, e, 'ventas/venta/cancelar', {
      id_venta: ventaPos,
      motivo: 'Cliente se retractó',
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    const [pos, nota] = await documentos(ventaPos);
    expect(nota).toMatchObject({ tipo: 'nota_ajuste', prefijo: 'NA', numero: '1', estado: 'local' });
    const xml = nota.xml as string;
    const x = leerXml(xml);
    expect(x.raiz.localName).toBe('CreditNote');
    expect(x.hijo('cbc:CreditNoteTypeCode')).toBe('94');
    expect(x.hijo('cbc:ID')).toBe('NA1');
    expect(x.hijo('cbc:UUID')).toBe(nota.cufe_cude);
    expect(cudeDelXml(xml, PIN)).toBe(nota.cufe_cude);
    const referencia = x.uno('cac:InvoiceDocumentReference');
    expect(x.texto('cbc:ID', referencia)).toBe(`EPOS${pos.numero}`);
    expect(x.texto('cbc:UUID', referencia)).toBe(pos.cufe_cude);
    expect(x.uno('cbc:UUID', referencia).getAttribute('schemeName')).toBe('CUDE-SHA384');
    expect(x.texto('cbc:IssueDate', referencia)).toBe(leerXml(pos.xml as string).hijo('cbc:IssueDate'));
    expect(x.texto('cbc:ReferenceID', x.uno('cac:DiscrepancyResponse'))).toBe(`EPOS${pos.numero}`);
    expect(x.texto('cbc:PayableAmount')).toBe('5000.00');
    if (hayEsquemas) expect(erroresXsd(xml)).toBe('');
    const descargada = await get(t, e, `erp/documentos/nota/${ventaPos}/xml`);
    expect(descargada.statusCode).toBe(200);
    expect(descargada.body).toBe(xml);
  });

  it('an invoice’s cancellation issues the credit note (91) from the notes range, referencing its CUFE and buyer', async () => {
    await rango({ tipo: 'nota_credito', prefijo: 'NCR', desde: 50, hasta: 60 });
    const cancelada = await post(t, e, 'ventas/venta/cancelar', {
      id_venta: ventaFactura.id,
      motivo: 'Error',
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    const [factura, nota] = await documentos(ventaFactura.id);
    expect(nota).toMatchObject({ tipo: 'nota_credito', prefijo: 'NCR', numero: '50' });
    const x = leerXml(nota.xml as string);
    expect(x.hijo('cbc:CreditNoteTypeCode')).toBe('91');
    expect(cudeDelXml(nota.xml as string, PIN)).toBe(nota.cufe_cude);
    const referencia = x.uno('cac:InvoiceDocumentReference');
    expect(x.texto('cbc:ID', referencia)).toBe('FE990');
    expect(x.texto('cbc:UUID', referencia)).toBe(factura.cufe_cude);
    expect(x.uno('cbc:UUID', referencia).getAttribute('schemeName')).toBe('CUFE-SHA384');
    expect(x.texto('cbc:CompanyID', x.uno('cac:AccountingCustomerParty'))).toBe('800199436');
    if (hayEsquemas) expect(erroresXsd(nota.xml as string)).toBe('');
  });

  it('the ERP sends the note: the simulator recomputes its CUDE and the cancellation carries it', async () => {
    await t.database.db.execute(sql`update productos set codigo_producto_erp_begranda = 'P' || id
      where empresa_id = ${e.empresaId}`);
    await t.database.db.execute(sql`update productos_impuestos set "codigoProducto" = 'I' || id
      where empresa_id = ${e.empresaId}`);
    await post(t, e, 'configuraciones/configuracion', { nombre: 'activarErpBegranda', valor: '1' });
    sim.fallar('ninguna');
    const r = await post(t, e, 'erp/begranda/dian/cancel/sale', { id: ventaPos });
    expect(r.statusCode, r.body).toBe(200);
    const [, nota] = await documentos(ventaPos);
    expect(r.json().data).toMatchObject({
      modulo: 'canceledSale',
      estado: 'validado',
      cufeCude: nota.cufe_cude,
    });
    expect(nota.estado).toBe('aceptado');
    const [v] = await filas(
      sql`select cude_anulado from ventas where empresa_id = ${e.empresaId} and id = ${ventaPos}`,
    );
    expect(v.cude_anulado).toBe(nota.cufe_cude);
    // The invoice goes to DIAN through the ERP too: the simulator recomputes its CUFE with the technical key.
    const f = await post(t, e, 'erp/begranda/dian', { id: ventaFactura.id });
    expect(f.statusCode, f.body).toBe(200);
    const [factura] = await documentos(ventaFactura.id);
    expect(f.json().data.cufeCude).toBe(factura.cufe_cude);
    expect(factura.estado).toBe('aceptado');
  });

  it('another company’s sale: its note and invoice answer as not found', async () => {
    const otra = await crearEmpresaDePrueba(t);
    for (const tipo of ['nota', 'factura']) {
      const ajena = await get(t, otra, `erp/documentos/${tipo}/${ventaFactura.id}/xml`);
      const ninguna = await get(t, otra, `erp/documentos/${tipo}/999999999/xml`);
      expect(ajena.statusCode).toBe(404);
      expect(ajena.json()).toEqual(ninguna.json());
    }
    const r = await post(t, otra, 'ventas/venta/cancelar', { id_venta: ventaPos, motivo: 'Error' });
    expect(r.statusCode).toBe(404);
  });
});
