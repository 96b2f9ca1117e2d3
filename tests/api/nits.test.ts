import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMIDOR_FINAL, nits, TIPO_CEDULA, TIPO_NIT } from '../../common/catalogos/nits';
import { digitoVerificacion } from '../../common/nit';
import { mensajeValidacion, mensajesCatalogo } from '../../common/validacion';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import { CODIFICACIONES, enviar } from './catalogos-soporte';
import { conToken, registrar } from './auth-soporte';

/**
 * Proveedores y clientes beyond the generated cases (tests/api/catalogos.test.ts): the NIT check digit on real
 * NITs, person vs company, the document unique per type, the global lists, the document lookup, Consumidor final.
 */
let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
});
afterAll(() => t.close());

const M = mensajesCatalogo(nits, 'es');
const texto = (clave: string) => nits.mensajes![clave].es;
const REQUERIDO = mensajeValidacion('requerido');

const empresa = (numero: string, digito: unknown, extra: Record<string, unknown> = {}) => ({
  id_tipo_documento: TIPO_NIT,
  numero_documento: numero,
  digito_verificacion: digito,
  tipo_contribuyente: 'juridica',
  razon_social: `Empresa ${numero}`,
  ...extra,
});
const persona = (numero: string, extra: Record<string, unknown> = {}) => ({
  id_tipo_documento: TIPO_CEDULA,
  numero_documento: numero,
  tipo_contribuyente: 'natural',
  primer_nombre: 'Ana',
  otros_nombres: 'María',
  primer_apellido: 'Pérez',
  segundo_apellido: 'Gómez',
  ...extra,
});
const crear = (e: EmpresaDePrueba, cuerpo: Record<string, unknown>) =>
  enviar(t, e, nits.api.item, cuerpo, 'json');
const actualizar = (e: EmpresaDePrueba, id: number, cuerpo: Record<string, unknown>) =>
  enviar(t, e, `${nits.api.item}/${id}`, { _method: 'put', ...cuerpo }, 'json');
const pedir = (e: { auth: Record<string, string> }, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/${url}`, headers: e.auth });

/** A company with a NIT of its own and its right check digit. */
const empresaNueva = (numero: string, extra: Record<string, unknown> = {}) =>
  empresa(numero, digitoVerificacion(numero), extra);

/** Real NITs of public companies with the check digit they publish. */
const NITS_REALES = [
  ['Ecopetrol', '899999068', 1],
  ['Bancolombia', '890903938', 8],
  ['Almacenes Éxito', '890900608', 9],
  ['Interconexión Eléctrica (ISA)', '860016610', 3],
  ['DIAN', '800197268', 4],
  ['Bavaria', '860005224', 6],
] as const;

describe('NIT check digit', () => {
  it.each(NITS_REALES)('accepts %s %s-%s, and refuses every other digit', async (_, numero, digito) => {
    const antes = await fotoBd(t);
    for (let otro = 0; otro <= 9; otro++) {
      if (otro === digito) continue;
      const r = await crear(a, empresa(numero, otro));
      expect(r.statusCode).toBe(422);
      expect(r.json().data.errors.digito_verificacion).toEqual([texto('nit_digito')]);
    }
    expect(await fotoBd(t)).toEqual(antes);
    const bien = await crear(a, empresa(numero, digito));
    expect(bien.statusCode, bien.body).toBe(200);
    expect(bien.json().data).toMatchObject({ numero_documento: numero, digito_verificacion: digito });
  });

  it.each(CODIFICACIONES)('reads the digit in %s', async (como) => {
    const numero = String(900_000_000 + CODIFICACIONES.indexOf(como));
    const r = await enviar(t, a, nits.api.item, empresa(numero, String(digitoVerificacion(numero))), como);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.digito_verificacion).toBe(digitoVerificacion(numero));
  });

  it('requires the digit of a NIT, refuses one on other documents and a NIT that is not digits', async () => {
    const antes = await fotoBd(t);
    const sin = await crear(a, empresa('899999068', ''));
    expect(sin.json().data.errors.digito_verificacion).toEqual([REQUERIDO]);
    const cedula = await crear(a, persona('1020304050', { digito_verificacion: 3 }));
    expect(cedula.json().data.errors.digito_verificacion).toEqual([texto('solo_nit')]);
    const letras = await crear(a, empresa('899.999.068', 1));
    expect(letras.statusCode).toBe(422);
    expect(letras.json().data.errors.numero_documento).toEqual([texto('nit_formato')]);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('checks the digit against the stored number when an update changes only one of them', async () => {
    const { id } = (await crear(a, empresa('890900050', 1))).json().data;
    const antes = await fotoBd(t);
    const numero = await actualizar(a, id, { numero_documento: '890900051' });
    expect(numero.statusCode).toBe(422);
    expect(numero.json().data.errors.digito_verificacion).toEqual([texto('nit_digito')]);
    const digito = await actualizar(a, id, { digito_verificacion: 2 });
    expect(digito.json().data.errors.digito_verificacion).toEqual([texto('nit_digito')]);
    expect(await fotoBd(t)).toEqual(antes);
  });
});

describe('person or company', () => {
  it('requires names and surnames of a person, the razón social of a company, in the shared words', async () => {
    const antes = await fotoBd(t);
    const p = await crear(a, persona('11111', { primer_nombre: '', primer_apellido: ' ' }));
    expect(p.statusCode).toBe(422);
    expect(p.json().data.errors).toEqual({ primer_nombre: [REQUERIDO], primer_apellido: [REQUERIDO] });
    const e = await crear(a, empresaNueva('901000001', { razon_social: '' }));
    expect(e.json().data.errors).toEqual({ razon_social: [REQUERIDO] });
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('names the row from the razón social or else the names and surnames', async () => {
    const p = (await crear(a, persona('22222'))).json().data;
    expect(p.nombre).toBe('Ana María Pérez Gómez');
    const e = (await crear(a, empresaNueva('901000002', { razon_social: 'U.A.E. DIAN' }))).json().data;
    expect(e.nombre).toBe('U.A.E. DIAN');
    const cambio = await actualizar(a, p.id, { tipo_contribuyente: 'juridica', razon_social: 'Ana SAS' });
    expect(cambio.json().data.nombre).toBe('Ana SAS');
  });

  it('refuses turning a company into a person that has no names', async () => {
    const { id } = (await crear(a, empresaNueva('901000003'))).json().data;
    const antes = await fotoBd(t);
    const r = await actualizar(a, id, { tipo_contribuyente: 'natural' });
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors).toEqual({ primer_nombre: [REQUERIDO], primer_apellido: [REQUERIDO] });
    expect(await fotoBd(t)).toEqual(antes);
  });
});

describe('document number', () => {
  it('is unique per company and identification type', async () => {
    expect((await crear(a, persona('33333'))).statusCode).toBe(200);
    const antes = await fotoBd(t);
    const repetido = await crear(a, persona('33333', { primer_nombre: 'Otra' }));
    expect(repetido.statusCode).toBe(422);
    expect(repetido.json().data.errors.numero_documento).toEqual([
      'Ya existe un proveedor o cliente con ese número de documento',
    ]);
    expect(await fotoBd(t)).toEqual(antes);
    expect((await crear(a, persona('33333', { id_tipo_documento: 41 }))).statusCode).toBe(200);
    expect((await crear(b, persona('33333'))).statusCode).toBe(200);
    // Moving another row onto the same type and number is refused as well.
    const otro = (await crear(a, persona('44444'))).json().data;
    const choque = await actualizar(a, otro.id, { numero_documento: '33333' });
    expect(choque.json().data.errors.numero_documento).toEqual([
      M.repetido(nits.campos.numero_documento.etiqueta),
    ]);
  });

  it('is found by nits/nit/documento/{doc}, and not found in Spanish', async () => {
    const creado = (await crear(a, persona('55555'))).json().data;
    const r = await pedir(a, 'GET', 'nits/nit/documento/55555');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual(creado);
    const ninguno = await pedir(a, 'GET', 'nits/nit/documento/5555599');
    expect(ninguno.statusCode).toBe(404);
    expect(ninguno.json()).toMatchObject({ success: false, message: texto('documento_no_existe') });
    // Another company's document is none of this company's.
    expect((await pedir(b, 'GET', 'nits/nit/documento/55555')).json()).toEqual(ninguno.json());
  });

  it('a waiter or a counter cashier looks the customer up by document, but not the catalogue', async () => {
    await crear(a, persona('77007'));
    const mesero = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 3, acceso: 'ventas' });
    const mostrador = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 2, acceso: 'ventaInmediata' });
    const bodega = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 2, acceso: 'gastos' });
    for (const u of [mesero, mostrador]) {
      const r = await pedir(u, 'GET', 'nits/nit/documento/77007');
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({ numero_documento: '77007' });
      expect((await pedir(u, 'GET', nits.api.lista)).statusCode).toBe(403);
    }
    expect((await pedir(bodega, 'GET', 'nits/nit/documento/77007')).statusCode).toBe(403);
    // Another company's waiter does not find this company's customer.
    const ajeno = await crearUsuarioDePrueba(t, b.empresaId, { idRol: 3, acceso: 'ventas' });
    const r = await pedir(ajeno, 'GET', 'nits/nit/documento/77007');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ success: false, message: texto('documento_no_existe') });
  });
});

describe('global reference lists', () => {
  it('answers each reference with its name, and the municipality must be of the chosen department', async () => {
    const r = await crear(
      a,
      persona('66666', { id_pais: 53, id_departamento: 5, id_ciudad: 5001, id_actividad_econo: 5611 }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      tipo_documento: { id: 13, nombre: 'Cédula de ciudadanía' },
      pais: { id: 53 },
      departamento: { id: 5, nombre: 'Antioquia' },
      ciudad: { id: 5001, nombre: 'Medellín' },
      actividad_economica: { id: 5611 },
    });
    const antes = await fotoBd(t);
    const noPertenece = mensajeValidacion('no_pertenece', { padre: 'Departamento' });
    const bogota = await crear(a, persona('66667', { id_departamento: 5, id_ciudad: 11001 }));
    expect(bogota.statusCode).toBe(422);
    expect(bogota.json().data.errors).toEqual({ id_ciudad: [noPertenece] });
    const sinDepartamento = await crear(a, persona('66668', { id_ciudad: 5001 }));
    expect(sinDepartamento.json().data.errors).toEqual({ id_ciudad: [noPertenece] });
    // Changing the department alone leaves the stored municipality out of it.
    const cambio = await actualizar(a, r.json().data.id, { id_departamento: 11 });
    expect(cambio.json().data.errors).toEqual({ id_ciudad: [noPertenece] });
    for (const [campo, valor] of [
      ['id_tipo_documento', 99],
      ['id_pais', 999999],
      ['id_departamento', 4],
      ['id_ciudad', 5000],
      ['id_actividad_econo', 1],
    ] as const) {
      const mal = await crear(a, persona('66669', { [campo]: valor }));
      expect(mal.statusCode).toBe(422);
      expect(mal.json().data.errors[campo], campo).toEqual([mensajeValidacion('referencia')]);
    }
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('refuses a malformed e-mail', async () => {
    const r = await crear(
      a,
      persona('77777', { email: 'no-es-correo', email_recepcion_factura_electronica: 'a@b' }),
    );
    expect(r.json().data.errors).toEqual({
      email: [mensajeValidacion('correo')],
      email_recepcion_factura_electronica: [mensajeValidacion('correo')],
    });
  });

  it('pages from 0 (spec §9)', async () => {
    const primera = (await pedir(a, 'GET', 'nits?page=0&rowsPerPage=2')).json().data;
    const segunda = (await pedir(a, 'GET', 'nits?page=1&rowsPerPage=2')).json().data;
    expect(primera.current_page).toBe(0);
    expect(segunda.current_page).toBe(1);
    expect(primera.data).toHaveLength(2);
    expect(segunda.data[0].id).not.toBe(primera.data[0].id);
  });
});

describe('Consumidor final', () => {
  it('exists in a new company, cannot be deleted nor have its document changed; the rest can change', async () => {
    const { token } = await registrar(t.app);
    const nueva = { auth: conToken(token) };
    const r = await pedir(nueva, 'GET', `nits/nit/documento/${CONSUMIDOR_FINAL.documento}`);
    expect(r.statusCode, r.body).toBe(200);
    const cf = r.json().data;
    expect(cf).toMatchObject({ nombre: 'Consumidor final', id_tipo_documento: TIPO_CEDULA });

    const antes = await fotoBd(t);
    const borrar = await pedir(nueva, 'DELETE', `${nits.api.item}/${cf.id}`);
    expect(borrar.statusCode).toBe(409);
    expect(borrar.json().message).toBe(texto('consumidor_final_eliminar'));
    const enviarA = (cuerpo: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${nits.api.item}/${cf.id}`,
        headers: nueva.auth,
        payload: { _method: 'put', ...cuerpo },
      });
    const numero = await enviarA({ numero_documento: '123' });
    expect(numero.statusCode).toBe(422);
    expect(numero.json().data.errors).toEqual({ numero_documento: [texto('consumidor_final_documento')] });
    const tipo = await enviarA({ id_tipo_documento: TIPO_NIT });
    expect(tipo.json().data.errors).toEqual({ id_tipo_documento: [texto('consumidor_final_documento')] });
    // Only the providers' table: the new company's sign-up mail may leave the outbox meanwhile.
    expect((await fotoBd(t)).nits).toEqual(antes.nits);

    const direccion = await enviarA({
      direccion: 'Calle 1 # 2-3',
      numero_documento: CONSUMIDOR_FINAL.documento,
    });
    expect(direccion.statusCode, direccion.body).toBe(200);
    expect(direccion.json().data.direccion).toBe('Calle 1 # 2-3');
  });
});
