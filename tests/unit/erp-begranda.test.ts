import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConectorBegranda } from '../../server/erp/begranda';
import { ErpError, revisarCodigos, SinCodigoErpError, type DocumentoErp } from '../../server/erp/conector';
import { leerConfigErp } from '../../server/erp/config';
import { SimuladorErp } from '../../server/erp/simulador';

/**
 * The Begranda adapter against a local fake answering the shape the reference shows (UNCONFIRMED): `?key=`, form
 * posts with `head`/`body` as JSON, `POST /bill` answering an id, `POST /send-electronic-invoice` a cufe. The fake
 * holds one document per consecutive (our reference), as the adapter's retries rely on. Also the configuration
 * (production refuses the simulator) and the connector's refusal of lines without ERP code.
 */
const LLAVE = 'llave-secreta';
let servidor: Server;
let url: string;
const recibidos: { ruta: string; campos: Record<string, string> }[] = [];
const porConsecutivo = new Map<string, string>();
let modo: 'bien' | 'error500' | 'rechazo' | 'lento' = 'bien';

const leer = (req: IncomingMessage) =>
  new Promise<string>((ok) => {
    let t = '';
    req.on('data', (c) => (t += c));
    req.on('end', () => ok(t));
  });

beforeAll(async () => {
  servidor = createServer(async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const campos = Object.fromEntries(new URLSearchParams(await leer(req)));
    const responder = (status: number, cuerpo: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(cuerpo));
    };
    if (u.searchParams.get('key') !== LLAVE)
      return responder(401, { success: false, message: 'key inválida' });
    recibidos.push({ ruta: u.pathname, campos });
    if (modo === 'lento') return setTimeout(() => responder(200, {}), 3000);
    if (modo === 'error500') return responder(500, { message: 'boom' });
    if (modo === 'rechazo') return responder(422, { success: false, message: 'Producto 999 no existe' });
    if (u.pathname === '/api/bill' || u.pathname === '/api/document') {
      const head = JSON.parse(campos.head);
      const body = JSON.parse(campos.body);
      if (!Array.isArray(body)) return responder(422, { success: false, message: 'body' });
      let id = porConsecutivo.get(head.consecutive);
      if (!id) porConsecutivo.set(head.consecutive, (id = String(1000 + porConsecutivo.size)));
      return responder(200, { success: true, data: { id: Number(id) } });
    }
    if (u.pathname === '/api/send-electronic-invoice')
      return responder(200, { success: true, data: { cufe: `cufe-${campos.id}`, qr: 'qr' } });
    if (u.pathname === '/api/send-email') return responder(200, { success: true });
    responder(404, { message: 'no existe' });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((ok) => servidor.close(() => ok())));

const doc = (cambios: Partial<DocumentoErp> = {}): DocumentoErp => ({
  clase: 'sale',
  referencia: 'E1-sale-7',
  idDocumento: 7,
  numero: 'C-15',
  fecha: '2026-03-15',
  tercero: { documento: '222222222222', nombre: 'Consumidor final', correo: null },
  formaPago: 'Efectivo',
  lineas: [
    {
      codigo: 'P-1',
      nombre: 'Pan',
      cantidad: '2.000',
      precio: '2521.01',
      base: '5042.02',
      impuesto: { codigo: 'I-19', porcentaje: '19.00', valor: '957.98' },
      total: '6000.00',
    },
  ],
  total: '6000.00',
  origen: null,
  electronico: null,
  ...cambios,
});

const conector = (tiempoMs = 2000, llave = LLAVE) =>
  new ConectorBegranda({ url, llave, ambiente: 2, tiempoMs });

describe('the Begranda adapter (the reference’s unconfirmed shape)', () => {
  it('a sale: POST /bill with the key and head/body as JSON form fields; then DIAN’s cufe', async () => {
    modo = 'bien';
    const r = await conector().enviar(doc());
    expect(r.erpId).toBe('1000');
    const ultimo = recibidos.at(-1)!;
    expect(ultimo.ruta).toBe('/api/bill');
    expect(JSON.parse(ultimo.campos.head)).toMatchObject({
      client: '222222222222',
      consecutive: 'E1-sale-7',
      payment_form: 'Efectivo',
      date: '2026-03-15',
    });
    expect(JSON.parse(ultimo.campos.body)).toEqual([
      expect.objectContaining({ cod_product: 'P-1', qty: '2.000', average: '2521.01', total: '6000.00' }),
    ]);
    expect(await conector().validarDian(doc(), r.erpId)).toEqual({ cufeCude: 'cufe-1000', ambiente: 2 });
    // The same reference again: the same id (Begranda keeps one per consecutive).
    expect((await conector().enviar(doc())).erpId).toBe('1000');
  });

  it('a purchase goes to /document', async () => {
    const r = await conector().enviar(doc({ clase: 'purchase', referencia: 'E1-purchase-3' }));
    expect(recibidos.at(-1)!.ruta).toBe('/api/document');
    expect(r.erpId).toBe('1001');
  });

  it('no answer, a timeout or a 5xx is unreachable (contingency); a refusal carries Begranda’s words', async () => {
    modo = 'error500';
    await expect(conector().enviar(doc())).rejects.toMatchObject({ alcanzable: false });
    modo = 'lento';
    await expect(conector(1000).enviar(doc())).rejects.toMatchObject({ alcanzable: false });
    modo = 'rechazo';
    const e = await conector()
      .enviar(doc())
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ErpError);
    expect(e).toMatchObject({ alcanzable: true, message: expect.stringContaining('Producto 999 no existe') });
    modo = 'bien';
    await expect(conector(2000, 'otra').enviar(doc())).rejects.toMatchObject({ alcanzable: true });
    const cerrado = new ConectorBegranda({
      url: 'http://127.0.0.1:1/api',
      llave: LLAVE,
      ambiente: 2,
      tiempoMs: 1000,
    });
    await expect(cerrado.enviar(doc())).rejects.toMatchObject({ alcanzable: false });
  });
});

describe('the connector refuses a line without ERP code before sending, naming the product', () => {
  it('names products and taxes without code', () => {
    expect(() =>
      revisarCodigos([
        { nombre: 'Pan', codigo: 'P1', impuesto: null },
        { nombre: 'Agua', codigo: ' ', impuesto: null },
        { nombre: 'Café', codigo: 'P3', impuesto: { nombre: 'IVA 19', codigo: null } },
      ]),
    ).toThrow(new SinCodigoErpError(['Agua', 'IVA 19 (impuesto de Café)']));
    expect(() =>
      revisarCodigos([{ nombre: 'Pan', codigo: 'P1', impuesto: { nombre: 'I', codigo: 'X' } }]),
    ).not.toThrow();
  });
});

describe('ERP configuration', () => {
  it('production refuses the simulator; without an ERP it gets none (every send refused), never the simulator', () => {
    expect(leerConfigErp({ ERP_SIMULADOR: '1' }, true).problemas[0]).toMatch(/ERP_SIMULADOR no se permite/);
    expect(leerConfigErp({}, true).config).toEqual({ erp: 'ninguno' });
    expect(leerConfigErp({}, false).config).toEqual({ erp: 'simulador', falla: 'ninguna', demoraMs: 0 });
    expect(leerConfigErp({ ERP_BEGRANDA_URL: 'http://erp' }, false).problemas[0]).toMatch(/juntas/);
    expect(
      leerConfigErp({ ERP_BEGRANDA_URL: 'http://erp.co/api/', ERP_BEGRANDA_KEY: 'k' }, true).problemas[0],
    ).toMatch(/https/);
    expect(
      leerConfigErp({ ERP_BEGRANDA_URL: 'https://erp.co/api/', ERP_BEGRANDA_KEY: 'k' }, true).config,
    ).toEqual({ erp: 'begranda', url: 'https://erp.co/api', llave: 'k', ambiente: 1, tiempoMs: 30000 });
    expect(leerConfigErp({ ERP_SIMULADOR_FALLA: 'caida' }, false).config).toMatchObject({ falla: 'caida' });
  });
});

describe('the simulator', () => {
  it('answers one id per reference, fails as told, and rejects a CUDE that its XML does not give', async () => {
    const s = new SimuladorErp();
    const a = await s.enviar(doc());
    expect((await s.enviar(doc())).erpId).toBe(a.erpId);
    expect(s.aceptados).toBe(1);
    s.fallar('caida');
    await expect(s.enviar(doc({ referencia: 'otra' }))).rejects.toMatchObject({ alcanzable: false });
    expect(s.aceptados).toBe(1);
    s.fallar('ninguna');
    await expect(
      s.validarDian(
        doc({
          electronico: {
            tipo: 'pos',
            numero: 'X1',
            xml: '<no-xml',
            cufeCude: 'abc',
            pinSoftware: '1',
            ambiente: 2,
          },
        }),
        a.erpId,
      ),
    ).rejects.toMatchObject({ alcanzable: true });
  });
});
