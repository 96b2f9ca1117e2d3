import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nits, TIPO_NIT } from '../../common/catalogos/nits';
import type { DocumentoErp } from '../../server/erp/conector';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { get, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 29: the buyer of an invoice asked for at the till is the sale's party, not only the XML's: a typed NIT is
 * found or created among the company's clients (never another company's), and the sale's answer, its list, and
 * the ERP's document name that buyer. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let otra: EmpresaDePrueba;
let c: Caja;
let ajena: number;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

const partes = (empresa: number, documento: string) =>
  filas(sql`select id::int as id, nombre, tipo_proveedor_cliente as tipo, id_tipo_documento::int as tipo_documento,
      digito_verificacion::int as digito, email_recepcion_factura_electronica as correo
    from nits where empresa_id = ${empresa} and numero_documento = ${documento} order by id`);

const vender = (factura_electronica: Record<string, unknown>) =>
  post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: c.sede,
      detalles: [{ id_producto: c.p.iva19, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '5000' }],
      factura_electronica,
    }),
  );

const idNitDe = async (venta: number) =>
  (
    await filas(
      sql`select id_nit::int as id_nit from ventas where empresa_id = ${e.empresaId} and id = ${venta}`,
    )
  )[0].id_nit as number;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  otra = await crearEmpresaDePrueba(t);
  // Another company already knows the same NIT under another name.
  const r = await post(t, otra, nits.api.item, {
    id_tipo_documento: TIPO_NIT,
    numero_documento: '900373115',
    digito_verificacion: 3,
    tipo_contribuyente: 'juridica',
    razon_social: 'Otro Hotel de la Otra Empresa',
  });
  expect(r.statusCode, r.body).toBe(200);
  ajena = r.json().data.id;
  await post(t, e, 'configuraciones/configuracion', { nombre: 'nit', valor: '900373115' });
  await post(t, e, 'configuraciones/configuracion', { nombre: 'razonSocial', valor: 'Café La Esquina SAS' });
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  const rango = (extra: Record<string, unknown>) =>
    post(t, e, 'configuraciones/rangosDian/rangoDian', {
      resolucion: '18764000000090',
      fecha_resolucion: '2025-01-01',
      desde: 1,
      hasta: 5000,
      vigencia_desde: '2025-01-01',
      vigencia_hasta: '2099-12-31',
      ambiente: 2,
      id_software: 'sw-comanda',
      pin_software: '75315',
      ...extra,
    });
  expect((await rango({ tipo: 'pos', prefijo: 'EPOS', id_sede: c.sede })).statusCode).toBe(200);
  expect((await rango({ tipo: 'pos', prefijo: 'NPOS', id_sede: c.otraSede })).statusCode).toBe(200);
  const fe = await rango({
    tipo: 'factura',
    prefijo: 'FE',
    clave_tecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a',
  });
  expect(fe.statusCode, fe.body).toBe(200);
  const on = await post(t, e, 'configuraciones/configuracion', {
    nombre: 'documentosElectronicos',
    valor: '1',
  });
  expect(on.statusCode, on.body).toBe(200);
});
afterAll(() => t.close());

describe('the typed buyer of an invoice is the sale’s party', () => {
  let venta: number;
  let parte: number;

  it('a typed NIT becomes a client of the catalogue, and the sale names it', async () => {
    const r = await vender({
      documento: '900.373.115-3',
      nombre: 'Hotel Central SAS',
      correo: 'compras@hotel.co',
    });
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    venta = data.id;
    const [p, ...mas] = await partes(e.empresaId, '900373115');
    expect(mas).toEqual([]);
    expect(p).toMatchObject({
      nombre: 'Hotel Central SAS',
      tipo: 'cliente',
      tipo_documento: TIPO_NIT,
      digito: 3,
      correo: 'compras@hotel.co',
    });
    parte = p.id as number;
    expect(await idNitDe(venta)).toBe(parte);
    // The receipt prints from the answer: it names the buyer, not Consumidor final.
    expect(data).toMatchObject({
      id_nit: parte,
      cliente: 'Hotel Central SAS',
      documento_cliente: '900373115',
    });
    const lista = await get(t, e, `ventas?id_sede=${c.sede}`);
    expect(lista.statusCode, lista.body).toBe(200);
    const fila = lista.json().data.data.find((v: { id: number }) => v.id === venta);
    expect(fila).toMatchObject({ cliente: 'Hotel Central SAS', documento_cliente: '900373115' });
  });

  it('the same NIT typed again is the same party (one row), whatever name is typed', async () => {
    const r = await vender({ documento: '900373115-3', nombre: 'HOTEL CENTRAL', correo: 'otra@hotel.co' });
    expect(r.statusCode, r.body).toBe(200);
    expect(await idNitDe(r.json().data.id)).toBe(parte);
    expect(r.json().data.cliente).toBe('Hotel Central SAS');
    expect(await partes(e.empresaId, '900373115')).toHaveLength(1);
  });

  it('another company’s client with the same NIT is neither used nor changed', async () => {
    expect(parte).not.toBe(ajena);
    const [p, ...mas] = await partes(otra.empresaId, '900373115');
    expect(mas).toEqual([]);
    expect(p).toMatchObject({ id: ajena, nombre: 'Otro Hotel de la Otra Empresa', correo: null });
  });

  it('a client chosen from the catalogue for the invoice becomes the sale’s party too', async () => {
    const cliente = await post(t, e, nits.api.item, {
      id_tipo_documento: TIPO_NIT,
      numero_documento: '800199436',
      digito_verificacion: 4,
      tipo_contribuyente: 'juridica',
      razon_social: 'Distribuidora Andina SAS',
      email_recepcion_factura_electronica: 'facturas@andina.co',
    });
    expect(cliente.statusCode, cliente.body).toBe(200);
    const id = cliente.json().data.id;
    const r = await vender({ id_nit: id });
    expect(r.statusCode, r.body).toBe(200);
    expect(await idNitDe(r.json().data.id)).toBe(id);
    expect(r.json().data.cliente).toBe('Distribuidora Andina SAS');
  });

  it('the ERP’s document names the buyer', async () => {
    await t.database.db.execute(sql`update productos set codigo_producto_erp_begranda = 'P' || id
      where empresa_id = ${e.empresaId}`);
    await t.database.db.execute(sql`update productos_impuestos set "codigoProducto" = 'I' || id
      where empresa_id = ${e.empresaId}`);
    await post(t, e, 'configuraciones/configuracion', { nombre: 'activarErpBegranda', valor: '1' });
    const sim = t.app.erp.simulador!;
    sim.fallar('ninguna');
    const enviar = vi.spyOn(sim, 'enviar');
    try {
      const r = await post(t, e, 'erp/begranda/bill', { id: venta });
      expect(r.statusCode, r.body).toBe(200);
      const enviado = enviar.mock.calls.map(([d]) => d as DocumentoErp).find((d) => d.idDocumento === venta);
      expect(enviado?.tercero).toEqual({
        documento: '900373115',
        nombre: 'Hotel Central SAS',
        correo: 'compras@hotel.co',
      });
    } finally {
      enviar.mockRestore();
    }
  });
});
