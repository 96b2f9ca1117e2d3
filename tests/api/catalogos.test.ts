import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGOS, impuestos } from '../../common/catalogos';
import { registroCatalogo } from '../../common/catalogoRegistro';
import { mensajeValidacion, mensajesCatalogo, textoCampo } from '../../common/validacion';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import {
  CODIFICACIONES,
  campoDeOrden,
  camposEscritos,
  crearSede,
  cuerpoValido,
  enviar,
  referenciasDeEmpresa,
} from './catalogos-soporte';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let sedeA: number;
let sedeB: number;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  sedeA = await crearSede(t, a);
  sedeB = await crearSede(t, b);
});
afterAll(() => t.close());

const pedir = (e: EmpresaDePrueba, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/${url}`, headers: e.auth });

describe.each(CATALOGOS.map((c) => [c.recurso, c] as const))('%s', (_, c) => {
  const M = mensajesCatalogo(c, 'es');
  const registro = registroCatalogo(c);
  const requeridos = Object.entries(c.campos).filter(
    ([, campo]) => campo.requerido && !('defecto' in campo && campo.defecto !== undefined),
  );
  const textos = camposEscritos(c).filter(([, campo]) => campo.tipo === 'texto');
  const unico = Object.entries(c.campos).find(([, campo]) => campo.tipo === 'texto' && campo.unico);

  it.each(CODIFICACIONES)('creates, reads, updates (_method=put) and deletes in %s', async (como) => {
    const n = CODIFICACIONES.indexOf(como) + 100;
    const cuerpo = cuerpoValido(c, n, sedeA);
    const creado = await enviar(t, a, c.api.item, cuerpo, como);
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().message).toBe(M.creado);
    const r = registro.parse(creado.json().data) as Record<string, unknown>;
    for (const [k, v] of Object.entries(cuerpo)) expect(String(r[k] ?? '')).toBe(String(v ?? ''));

    const leido = await pedir(a, 'GET', `${c.api.item}/${r.id}`);
    expect(leido.json().data).toEqual(creado.json().data);

    // A plain text: not the order field, nor one shown only in some cases (a printer's address has its own rule).
    const [campo] = textos.filter(([k, d]) => k !== campoDeOrden(c) && !d.visibleSi);
    const cambio = campo ? { [campo[0]]: `Cambiado ${n}` } : {};
    const actualizado = await enviar(t, a, `${c.api.item}/${r.id}`, { _method: 'put', ...cambio }, como);
    expect(actualizado.statusCode, actualizado.body).toBe(200);
    expect(actualizado.json().message).toBe(M.actualizado);
    // Absent fields stay as they were.
    expect(actualizado.json().data).toEqual({
      ...creado.json().data,
      ...cambio,
      updated_at: expect.any(String),
    });

    const borrado = await pedir(a, 'DELETE', `${c.api.eliminar ?? c.api.item}/${r.id}`);
    expect(borrado.json()).toMatchObject({ success: true, message: M.eliminado, data: null });
    expect((await pedir(a, 'GET', `${c.api.item}/${r.id}`)).statusCode).toBe(404);
  });

  it('refuses missing required fields and too long texts in the shared Spanish words, writing nothing', async () => {
    const antes = await fotoBd(t);
    const vacio = await enviar(t, a, c.api.item, {}, 'json');
    expect(vacio.statusCode).toBe(422);
    // Each field in its catalogue's words: the shared text unless the declaration pins its own.
    for (const [k, campo] of requeridos)
      expect(vacio.json().data.errors[k]).toEqual([textoCampo(campo, 'requerido')]);
    for (const [k, campo] of textos) {
      const max = (campo as { max: number }).max;
      const largo = await enviar(
        t,
        a,
        c.api.item,
        { ...cuerpoValido(c, 1, sedeA), [k]: 'x'.repeat(max + 1) },
        'json',
      );
      expect(largo.statusCode).toBe(422);
      expect(largo.json().data.errors[k]).toEqual([textoCampo(campo, 'max_caracteres', { max })]);
    }
    expect(await fotoBd(t)).toEqual(antes);
  });

  it.runIf(unico)('keeps the unique field unique per company, ignoring case', async () => {
    const [k, campo] = unico!;
    const cuerpo = cuerpoValido(c, 7, sedeA);
    expect((await enviar(t, a, c.api.item, cuerpo, 'json')).statusCode).toBe(200);
    const otra = await enviar(t, a, c.api.item, { ...cuerpo, [k]: String(cuerpo[k]).toUpperCase() }, 'json');
    expect(otra.statusCode).toBe(422);
    expect(otra.json().data.errors[k]).toEqual([M.repetido(campo.etiqueta)]);
    // Another company may use the same value.
    expect((await enviar(t, b, c.api.item, cuerpoValido(c, 7, sedeB), 'json')).statusCode).toBe(200);
  });

  it('lists a page with search ignoring case and accents, ordered by its field', async () => {
    const orden = c.lista.orden;
    // Distinct bodies (a unique field besides the sorted one must differ too).
    for (const [i, nombre] of ['Zeta Ñandú', 'Álamo café', 'beta'].entries())
      await enviar(
        t,
        a,
        c.api.item,
        { ...cuerpoValido(c, 200 + i, sedeA), [campoDeOrden(c)]: nombre },
        'json',
      );
    const todas = (await pedir(a, 'GET', `${c.api.lista}?rowsPerPage=-1`)).json().data;
    const nombres = todas.data.map((r: Record<string, string>) => r[orden]);
    const plegado = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    expect(nombres).toEqual([...nombres].sort((x: string, y: string) => (plegado(x) < plegado(y) ? -1 : 1)));
    const buscada = (await pedir(a, 'GET', `${c.api.lista}?search=CAFE&page=${c.api.primeraPagina}`)).json()
      .data;
    expect(buscada.data.map((r: Record<string, string>) => r[orden])).toEqual(['Álamo café']);
    expect(buscada).toMatchObject({ total: 1, current_page: c.api.primeraPagina, per_page: 10 });
    const pagina = (
      await pedir(a, 'GET', `${c.api.lista}?rowsPerPage=1&page=${c.api.primeraPagina + 1}`)
    ).json().data;
    expect(pagina.data).toEqual([todas.data[1]]);
    expect(pagina.total).toBe(todas.total);
  });

  it('answers another company’s ids as none, and refuses its venue as a reference', async () => {
    const propio = (await enviar(t, a, c.api.item, cuerpoValido(c, 11, sedeA), 'json')).json().data;
    const antes = await fotoBd(t);
    const inexistente = 987654321;
    for (const id of [propio.id, inexistente]) {
      expect((await pedir(b, 'GET', `${c.api.item}/${id}`)).statusCode).toBe(404);
      expect(
        (await enviar(t, b, `${c.api.item}/${id}`, { _method: 'put', ...cuerpoValido(c, 12, sedeB) }, 'json'))
          .statusCode,
      ).toBe(404);
      expect((await pedir(b, 'DELETE', `${c.api.eliminar ?? c.api.item}/${id}`)).statusCode).toBe(404);
    }
    const listaB = (await pedir(b, 'GET', `${c.api.lista}?rowsPerPage=-1`)).json().data.data;
    expect(listaB.map((r: { id: number }) => r.id)).not.toContain(propio.id);
    for (const k of referenciasDeEmpresa(c)) {
      const ajena = await enviar(t, b, c.api.item, { ...cuerpoValido(c, 13, sedeB), [k]: sedeA }, 'json');
      expect(ajena.statusCode).toBe(422);
      expect(ajena.json().data.errors[k]).toEqual([textoCampo(c.campos[k], 'referencia')]);
    }
    expect(await fotoBd(t)).toEqual(antes);
  });
});

describe('productosImpuestos: the percentage', () => {
  const enviarTasa = (porcentaje: unknown) =>
    enviar(t, a, impuestos.api.item, { nombre: `Tasa ${String(porcentaje)}`, porcentaje }, 'json');

  it.each([
    ['150', mensajeValidacion('rango', { min: 0, max: 100 })],
    ['-1', mensajeValidacion('rango', { min: 0, max: 100 })],
    ['19.555', mensajeValidacion('decimales', { escala: 2 })],
    ['diez', mensajeValidacion('numero')],
  ])('refuses %s', async (porcentaje, mensaje) => {
    const r = await enviarTasa(porcentaje);
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors.porcentaje).toEqual([mensaje]);
  });

  it('keeps two decimals exactly (a comma is read as the decimal point) and defaults the kind to IVA', async () => {
    const r = await enviarTasa('8,5');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ porcentaje: '8.50', tipo_impuesto: 'IVA' });
  });
});
