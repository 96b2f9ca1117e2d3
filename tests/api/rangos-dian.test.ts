import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';

let t: TestApp;
let e: EmpresaDePrueba;
let centro: number;
let norte: number;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  centro = await crearSede(t, e, 'Centro');
  norte = await crearSede(t, e, 'Norte');
});
afterAll(() => t.close());

const RUTA = '/api/configuraciones/rangosDian';
const crear = (payload: Record<string, unknown>, headers = e.auth) =>
  t.app.inject({ method: 'POST', url: `${RUTA}/rangoDian`, headers, payload });
const editar = (id: number, payload: Record<string, unknown>, headers = e.auth) =>
  t.app.inject({
    method: 'POST',
    url: `${RUTA}/rangoDian/${id}`,
    headers,
    payload: { _method: 'put', ...payload },
  });
const listar = async (headers = e.auth) => (await t.app.inject({ url: RUTA, headers })).json().data;

/** The habilitación range DIAN gives every test set (SETP 990000000–995000000), as a POS range of a venue. */
const pos = (extra: Record<string, unknown> = {}) => ({
  tipo: 'pos',
  resolucion: '18760000001',
  fecha_resolucion: '2019-01-19',
  prefijo: 'SETP',
  desde: 990000000,
  hasta: 995000000,
  vigencia_desde: '2019-01-19',
  vigencia_hasta: '2099-01-19',
  ambiente: 2,
  id_software: '1e3fa8f4-1a91-4028-9293-a9817406100f',
  pin_software: '12345',
  id_sede: centro,
  ...extra,
});

describe('DIAN numbering ranges', () => {
  let idPos: number;

  it('creates a POS range (JSON or form values) and never answers the PIN', async () => {
    const res = await crear(pos());
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Rango de numeración DIAN creado correctamente');
    expect(data).toEqual({
      id: expect.any(Number),
      tipo: 'pos',
      resolucion: '18760000001',
      fecha_resolucion: '2019-01-19',
      prefijo: 'SETP',
      desde: 990000000,
      hasta: 995000000,
      siguiente: 990000000,
      vigencia_desde: '2019-01-19',
      vigencia_hasta: '2099-01-19',
      clave_tecnica: null,
      ambiente: 2,
      id_software: '1e3fa8f4-1a91-4028-9293-a9817406100f',
      pin_configurado: true,
      id_sede: centro,
      disponibles: 5000001,
      estado: 'vigente',
      alerta: null,
    });
    expect(res.body).not.toContain('12345');
    idPos = data.id;
    const form = await t.app.inject({
      method: 'POST',
      url: `${RUTA}/rangoDian`,
      headers: { ...e.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        tipo: 'factura',
        resolucion: '18764000000001',
        fecha_resolucion: '2026-01-02',
        prefijo: 'fe',
        desde: '1',
        hasta: '1000',
        siguiente: '101',
        vigencia_desde: '2026-01-02',
        vigencia_hasta: '2027-01-02',
        clave_tecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
        ambiente: '1',
        id_software: 'sw-1',
        pin_software: '777',
        id_sede: '',
      }).toString(),
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toMatchObject({
      prefijo: 'FE',
      siguiente: 101,
      disponibles: 900,
      id_sede: null,
    });
    const lista = await listar();
    expect(lista.map((r: { tipo: string }) => r.tipo)).toEqual(['factura', 'pos']);
    const uno = await t.app.inject({ url: `${RUTA}/rangoDian/${idPos}`, headers: e.auth });
    expect(uno.json().data).toEqual(data);
  });

  it('refuses bad ranges with Spanish messages per field, changing nothing', async () => {
    const antes = await listar();
    const casos: [Record<string, unknown>, string, string][] = [
      [pos({ desde: 10, hasta: 9 }), 'hasta', 'El número inicial no puede ser mayor que el número final'],
      [pos({ desde: 0 }), 'desde', 'Debe ser un número entero entre 1 y 999999999999999'],
      [pos({ hasta: '12x' }), 'hasta', 'Debe ser un número entero entre 1 y 999999999999999'],
      [
        pos({ fecha_resolucion: '2026-02-30' }),
        'fecha_resolucion',
        'Debe ser una fecha válida con el formato AAAA-MM-DD',
      ],
      [
        pos({ vigencia_desde: '15/01/2026' }),
        'vigencia_desde',
        'Debe ser una fecha válida con el formato AAAA-MM-DD',
      ],
      [
        pos({ vigencia_desde: '2026-02-01', vigencia_hasta: '2026-01-31' }),
        'vigencia_hasta',
        'La fecha final de vigencia no puede ser anterior a la inicial',
      ],
      [
        pos({ prefijo: 'SET-P' }),
        'prefijo',
        'El prefijo admite hasta 4 letras mayúsculas o números, sin espacios ni guiones',
      ],
      [
        pos({ prefijo: 'ABCDE' }),
        'prefijo',
        'El prefijo admite hasta 4 letras mayúsculas o números, sin espacios ni guiones',
      ],
      // The company's own note consecutive takes NA and NC (server/dian/notaVenta.ts).
      ...['NA', 'nc'].flatMap((prefijo) =>
        ['nota_ajuste', 'nota_credito'].map((tipo): [Record<string, unknown>, string, string] => [
          pos({ tipo, prefijo, id_sede: null }),
          'prefijo',
          'Los prefijos NA y NC son de la numeración propia de las notas de la empresa: usa otro prefijo en un rango de notas',
        ]),
      ),
      [pos({ tipo: 'nota' }), 'tipo', 'El tipo de rango debe ser pos, factura, nota_credito o nota_ajuste'],
      [pos({ ambiente: 3 }), 'ambiente', 'El ambiente debe ser 1 (producción) o 2 (pruebas)'],
      [
        pos({ resolucion: 'RES-1' }),
        'resolucion',
        'El número de resolución es obligatorio y debe tener solo números (hasta 30)',
      ],
      [
        pos({ pin_software: '' }),
        'pin_software',
        'El PIN del software es obligatorio (hasta 100 caracteres, sin espacios)',
      ],
      [
        pos({ id_software: ' ' }),
        'id_software',
        'El identificador del software es obligatorio (hasta 100 caracteres)',
      ],
      [pos({ id_sede: null }), 'id_sede', 'La sede es obligatoria en los rangos del documento POS'],
      [pos({ id_sede: 987654321 }), 'id_sede', 'La sede indicada no existe'],
      [
        pos({ tipo: 'factura', id_sede: null }),
        'clave_tecnica',
        'La clave técnica es obligatoria en los rangos de factura (hasta 100 caracteres, sin espacios)',
      ],
      [
        pos({ siguiente: 995000002 }),
        'siguiente',
        'El siguiente número debe estar entre el número inicial y el final más uno',
      ],
      // SETP 990000000–995000000 exists for POS in habilitación: a range sharing a number with it is refused.
      [
        pos({ desde: 994999999, hasta: 999000000, id_sede: norte }),
        'desde',
        'El rango se cruza con otro rango del mismo tipo, prefijo y ambiente',
      ],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const res = await crear(cuerpo);
      expect(res.statusCode, JSON.stringify(cuerpo)).toBe(422);
      expect(res.json().message).toBe(mensaje);
      expect(res.json().data.errors[campo]).toEqual([mensaje]);
    }
    // The same numbers in production, or under another prefix, are another range.
    expect((await crear(pos({ ambiente: 1, id_sede: norte }))).statusCode).toBe(200);
    expect((await crear(pos({ prefijo: 'POS', id_sede: norte }))).statusCode).toBe(200);
    // NA is a prefix like any other for a POS range, and a notes range may take another one.
    expect((await crear(pos({ prefijo: 'NA', id_sede: norte }))).statusCode).toBe(200);
    expect((await crear(pos({ tipo: 'nota_ajuste', prefijo: 'NAJ', id_sede: null }))).statusCode).toBe(200);
    expect((await listar()).length).toBe(antes.length + 4);
  });

  it('edits a range; once it issued numbers its identity is fixed and the next number only moves on', async () => {
    const sinPin = { ...pos(), pin_software: undefined };
    const ok = await editar(idPos, { ...sinPin, vigencia_hasta: '2098-12-31', hasta: 990000100 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Rango de numeración DIAN actualizado correctamente',
      data: { vigencia_hasta: '2098-12-31', hasta: 990000100, pin_configurado: true, disponibles: 101 },
    });
    const usado = await editar(idPos, { ...sinPin, hasta: 990000100, siguiente: 990000050 });
    expect(usado.json().data.siguiente).toBe(990000050);
    const casos: [Record<string, unknown>, string, string][] = [
      [
        { siguiente: 990000049 },
        'siguiente',
        'El siguiente número no puede ser menor que el actual: un número emitido no se repite',
      ],
      [{ hasta: 990000048 }, 'hasta', 'El número final no puede ser menor que el último número emitido'],
      [
        { prefijo: 'SETQ' },
        'tipo',
        'El rango ya emitió documentos: no se pueden cambiar su tipo, prefijo, ambiente, sede ni número inicial',
      ],
      [
        { id_sede: norte },
        'tipo',
        'El rango ya emitió documentos: no se pueden cambiar su tipo, prefijo, ambiente, sede ni número inicial',
      ],
      [
        { desde: 990000001 },
        'tipo',
        'El rango ya emitió documentos: no se pueden cambiar su tipo, prefijo, ambiente, sede ni número inicial',
      ],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const res = await editar(idPos, { ...sinPin, hasta: 990000100, ...cambio });
      expect(res.statusCode, JSON.stringify(cambio)).toBe(422);
      expect(res.json().data.errors[campo]).toEqual([mensaje]);
    }
    const uno = await t.app.inject({ url: `${RUTA}/rangoDian/${idPos}`, headers: e.auth });
    expect(uno.json().data).toMatchObject({ siguiente: 990000050, hasta: 990000100, prefijo: 'SETP' });
    expect((await t.app.inject({ url: `${RUTA}/rangoDian/987654321`, headers: e.auth })).statusCode).toBe(
      404,
    );
    expect((await editar(987654321, pos())).statusCode).toBe(404);
  });

  it('a range used up or expired shows it', async () => {
    const agotado = await crear(pos({ prefijo: 'AG', desde: 1, hasta: 2, siguiente: 3, id_sede: norte }));
    expect(agotado.json().data).toMatchObject({ estado: 'agotado', disponibles: 0 });
    const vencido = await crear(
      pos({ prefijo: 'VE', desde: 1, hasta: 2, vigencia_desde: '2020-01-01', vigencia_hasta: '2020-12-31' }),
    );
    expect(vencido.json().data.estado).toBe('vencido');
    const futuro = await crear(
      pos({ prefijo: 'FU', desde: 1, hasta: 2, vigencia_desde: '2098-01-01', vigencia_hasta: '2099-12-31' }),
    );
    expect(futuro.json().data.estado).toBe('futuro');
  });

  it('warns when 90 % of a range is used or its validity ends within 30 days', async () => {
    const enDias = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
    const alerta = async (extra: Record<string, unknown>) => {
      const res = await crear(pos({ desde: 1, hasta: 10, id_sede: norte, ...extra }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.alerta;
    };
    expect(await alerta({ prefijo: 'U89', siguiente: 9 })).toBeNull(); // 8 of 10 used
    expect(await alerta({ prefijo: 'U90', siguiente: 10 })).toBe('casi_agotado'); // 9 of 10
    expect(await alerta({ prefijo: 'V10', vigencia_hasta: enDias(10) })).toBe('por_vencer');
    expect(await alerta({ prefijo: 'V60', vigencia_hasta: enDias(60) })).toBeNull();
    expect(await alerta({ prefijo: 'AMB', siguiente: 10, vigencia_hasta: enDias(10) })).toBe('casi_agotado');
    // A range no longer in force has its state, not a warning.
    expect(await alerta({ prefijo: 'AGO', siguiente: 11 })).toBeNull();
  });

  it('is the owner’s alone, whatever the tags', async () => {
    const antes = await listar();
    const admin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: '*' });
    for (const res of [
      await t.app.inject({ url: RUTA, headers: admin.auth }),
      await crear(pos({ prefijo: 'ADM' }), admin.auth),
      await editar(antes[0].id, pos(), admin.auth),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('No tienes permiso para acceder a este módulo.');
    }
    expect(await listar()).toEqual(antes);
  });
});
