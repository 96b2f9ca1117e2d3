import { describe, expect, it } from 'vitest';
import type { Campo } from '../../common/catalogo';
import { impuestos, nits } from '../../common/catalogos';
import { formatear, MENSAJES_VALIDACION } from '../../common/validacion';
import { mostrarDecimal } from '../../src/resources/catalogo/decimal';
import { validadorDe, validarCampo, validarEnFormulario } from '../../src/resources/catalogo/validadores';

/** The Spanish text the browser shows for a value, as the app's i18n fills it. */
const texto = (campo: Campo, valor: unknown) => {
  const error = validarCampo(campo, valor);
  if (!error) return undefined;
  const clave = error.message.replace('comanda.validacion.', '') as keyof typeof MENSAJES_VALIDACION.es;
  return formatear(MENSAJES_VALIDACION.es[clave], error.args);
};

const porcentaje = impuestos.campos.porcentaje;

describe('decimals as the list shows them', () => {
  it('uses the Colombian decimal mark on the string', () => {
    expect(mostrarDecimal('19.00')).toBe('19,00');
    expect(mostrarDecimal('12345678901234567890.05')).toBe('12345678901234567890,05');
  });
});

describe('validators from the declaration (the same words as the server)', () => {
  it('a percentage: required, numeric, 0–100, two decimals', () => {
    expect(texto(porcentaje, '')).toBe('El campo es requerido ');
    expect(texto(porcentaje, '150')).toBe('Debe estar entre 0 y 100');
    expect(texto(porcentaje, '100.01')).toBe('Debe estar entre 0 y 100');
    expect(texto(porcentaje, '-1')).toBe('Debe estar entre 0 y 100');
    expect(texto(porcentaje, '19.125')).toBe('Admite como máximo 2 decimales');
    expect(texto(porcentaje, 'abc')).toBe('Debe ser un número');
    expect(texto(porcentaje, '100')).toBeUndefined();
    expect(texto(porcentaje, '19,5')).toBeUndefined();
  });

  it('texts, whole numbers, money, options; optional fields may be empty', () => {
    const nombre: Campo = { tipo: 'texto', max: 5, requerido: true, etiqueta: { es: 'N', en: 'N' } };
    expect(texto(nombre, '   ')).toBe('El campo es requerido ');
    expect(texto(nombre, 'abcdef')).toBe('Debe tener como máximo 5 caracteres');
    const puestos: Campo = { tipo: 'entero', min: 1, max: 20, etiqueta: { es: 'P', en: 'P' } };
    expect(texto(puestos, null)).toBeUndefined();
    expect(texto(puestos, 2.5)).toBe('Debe ser un número entero');
    expect(texto(puestos, 7)).toBeUndefined();
    expect(texto(puestos, 21)).toBe('Debe estar entre 1 y 20');
    const precio: Campo = { tipo: 'dinero', etiqueta: { es: 'P', en: 'P' } };
    expect(texto(precio, '12500.50')).toBeUndefined();
    expect(texto(precio, '12.500,50')).toBe(MENSAJES_VALIDACION.es.dinero);
    expect(texto(precio, '1.005')).toBe(MENSAJES_VALIDACION.es.dinero);
    expect(texto(impuestos.campos.tipo_impuesto, 'IVA')).toBeUndefined();
    expect(texto(impuestos.campos.tipo_impuesto, 'OTRO')).toBe('Selecciona una opción válida');
  });

  it('marks required fields so that their label carries the asterisk', () => {
    expect((validadorDe(impuestos, 'porcentaje') as { isRequired?: boolean }).isRequired).toBe(true);
    expect((validadorDe(impuestos, 'codigoProducto') as { isRequired?: boolean }).isRequired).toBeUndefined();
  });
});

describe('rules across fields in the form (proveedores)', () => {
  const clave = (campo: string, valores: Record<string, unknown>) =>
    validarEnFormulario(nits, campo, valores[campo], valores)?.message;
  const natural = { tipo_contribuyente: 'natural', id_tipo_documento: 13, numero_documento: '1' };

  it('requires names of a person and the razón social of a company, with the server’s key', () => {
    expect(clave('primer_nombre', natural)).toBe('comanda.validacion.requerido');
    expect(clave('razon_social', natural)).toBeUndefined();
    expect(clave('razon_social', { ...natural, tipo_contribuyente: 'juridica' })).toBe(
      'comanda.validacion.requerido',
    );
    expect(clave('primer_nombre', { ...natural, tipo_contribuyente: 'juridica' })).toBeUndefined();
  });

  it('checks the NIT digit with the catalogue’s own message', () => {
    const nit = { id_tipo_documento: 31, numero_documento: '899999068' };
    expect(clave('digito_verificacion', { ...nit, digito_verificacion: 1 })).toBeUndefined();
    expect(clave('digito_verificacion', { ...nit, digito_verificacion: 2 })).toBe(
      'comanda.catalogos.proveedores.mensajes.nit_digito',
    );
    expect(clave('numero_documento', { ...nit, numero_documento: '8999-X' })).toBe(
      'comanda.catalogos.proveedores.mensajes.nit_formato',
    );
  });
});
