import { describe, expect, it } from 'vitest';
import { PAISES } from '../../server/db/seed/paises';
import { CONFIGURACIONES_INICIALES } from '../../server/services/empresas';
import { entradaConfiguracion, validarConfiguracion } from '../../common/configuraciones';
import { patronContiene, plegar } from '../../server/db/plegado';
import { plegarCompacto } from '../../common/plegado';
import { extensionDeImagen, urlDeArchivo } from '../../server/plugins/uploads';
import { logErrorFrontBody, LIMITES_LOG } from '../../server/routes/logs/schemas';

describe('category search fold', () => {
  it('lower-cases and drops accents', () => {
    expect(plegar('Café CON Ñame Ü')).toBe('cafe con name u');
  });

  it('folds as unaccent does the letters Unicode does not decompose', () => {
    expect(plegar('Smørrebrød, Œuvre, Straße, Łódź, Æble')).toBe('smorrebrod, oeuvre, strasse, lodz, aeble');
    expect(plegarCompacto('  Crème   Brûlée ')).toBe('creme brulee');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(patronContiene('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('image detection', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  it('judges by the bytes', async () => {
    expect(await extensionDeImagen(Buffer.concat([png, Buffer.alloc(32)]))).toBe('png');
    expect(await extensionDeImagen(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(await extensionDeImagen(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await extensionDeImagen(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(await extensionDeImagen(Buffer.alloc(0))).toBeNull();
  });

  it('turns stored paths into URLs', () => {
    expect(urlDeArchivo('categorias/a.png')).toBe('/api/uploads/categorias/a.png');
    expect(urlDeArchivo(null)).toBeNull();
  });
});

describe('country seed', () => {
  it('has unique ids and codes, Colombia as 53, and about twenty hispanic countries', () => {
    expect(new Set(PAISES.map((p) => p.id)).size).toBe(PAISES.length);
    expect(new Set(PAISES.map((p) => p.codigo)).size).toBe(PAISES.length);
    expect(PAISES.find((p) => p.id === 53)).toEqual({
      id: 53,
      nombre: 'Colombia',
      codigo: 'CO',
      codigo_telefono: '+57',
      hispanico: true,
    });
    const hispanicos = PAISES.filter((p) => p.hispanico).length;
    expect(hispanicos).toBeGreaterThanOrEqual(19);
    expect(hispanicos).toBeLessThanOrEqual(22);
    for (const p of PAISES) {
      expect(p.nombre.length).toBeGreaterThan(1);
      expect(p.nombre.length).toBeLessThanOrEqual(100);
      expect(p.codigo_telefono).toMatch(/^\+\d{1,4}$/);
    }
  });
});

describe('known settings', () => {
  it('cover every setting a new company starts with, and accept its default', () => {
    for (const { nombre, valor } of CONFIGURACIONES_INICIALES) {
      const declarada = entradaConfiguracion(nombre);
      expect(declarada, nombre).toBeDefined();
      expect(validarConfiguracion(declarada!.entrada, valor), nombre).toEqual({ ok: true, valor });
    }
  });
});

describe('front-end log entry', () => {
  it('cuts each text field to its bound and keeps small additional data as sent', () => {
    const r = logErrorFrontBody.parse({ message: 'm'.repeat(5000), additionalData: { a: 1 } });
    expect(r.message).toHaveLength(LIMITES_LOG.message);
    expect(r.additionalData).toEqual({ a: 1 });
    expect(r.stack).toBe('');
  });
});
