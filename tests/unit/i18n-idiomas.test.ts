import { beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider, mensajesDe } from '../../src/i18n';
import {
  BASES_DE_IDIOMAS,
  DICCIONARIOS,
  espanol,
  MENSAJES_DE_FUNCIONES,
  TEXTOS_DECLARADOS,
  TRADUCCIONES_DE_FUNCIONES,
} from '../../src/i18n/catalogos';
import { OTROS_IDIOMAS, type OtroIdioma } from '../../src/i18n/declarados';
import { raEspanol } from '../../src/i18n/raEspanol';
import { cargarTodosLosTextos } from '../../src/i18n/textos';

/**
 * French, Italian, Chinese and Arabic are complete (issue 30): each folder's `messages.<locale>.ts` has exactly the
 * keys of its messages.ts' Spanish, the locale's base (src/i18n/locales/<locale>.ts) every react-admin key, and its
 * dictionary (src/i18n/declarados/<locale>.ts) every declared text of common/ shown as it is.
 */
type Arbol = { [clave: string]: string | Arbol };

const planos = (arbol: object, prefijo = ''): [string, string][] =>
  Object.entries(arbol as Arbol).flatMap(([clave, valor]) =>
    typeof valor === 'string'
      ? [[`${prefijo}${clave}`, valor] as [string, string]]
      : planos(valor, `${prefijo}${clave}.`),
  );

const marcas = (texto: string) => [...new Set([...texto.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** polyglot's plural forms per locale (node-polyglot's pluralTypes: chinese 1, french and german 2, arabic 6). */
const FORMAS: Record<OtroIdioma, number> = { fr: 2, it: 2, zh: 1, ar: 6 };

/**
 * Words that are rightly the same as in Spanish: brands, codes, units, abbreviations, formats. Anything else left
 * as in Spanish is an untranslated text.
 */
const IGUALES_EN_TODOS = [
  'Comanda',
  'Begranda',
  'Wompi',
  'WhatsApp',
  'Google',
  'NIT',
  'CUFE',
  'DIAN',
  'ERP',
  'INC',
  'IVA',
  'COP',
  'QR',
  'URL',
  'ID',
  'PIN',
  'CSV',
  'HMAC',
  'SHA-256',
  'JSON',
  'HTTP',
  'CIIU',
  'API',
  'KDS',
  'CVV',
  'https',
  'ESC/POS',
  'IPv4',
  'PNG',
  'JPG',
  'SVG',
  'XML',
  'CUDE',
  'min',
  'h',
  'mm',
  'kg',
  'g',
  'ml',
  'l',
];
const IGUALES: Record<OtroIdioma, string[]> = {
  fr: [
    ...IGUALES_EN_TODOS,
    'Total',
    'Type',
    'Description',
    'Code',
    'Client',
    'Date',
    'Zone',
    'Port',
    'Note',
    'Notes',
    'Webhooks',
    'Webhook',
    'Message',
    'Contact',
    'Actions',
    'Signature',
    'Image',
    'Municipalité',
    'Options',
    'Menu',
    'Article',
    'Articles',
    'Question',
    'Dashboard',
    'Logo',
    'Modules',
    'Module',
    'Stock',
    'Bar',
    'Responsable',
    'Libre',
    'libre',
    'disponibles',
  ],
  it: [
    ...IGUALES_EN_TODOS,
    'Webhooks',
    'Webhook',
    'Zona',
    'Tipo',
    'Totale',
    'Logo',
    'Menu',
    'No',
    'Cliente',
    'Documento',
    'equivalente',
    'POS',
    'Saldo',
    'Apertura',
    'Motivo',
    'Periodo',
    'Evento',
    'Nota',
    'Bar',
    'Costo',
    'unitario',
    'Categoria',
    'Ingrediente',
    'Litro',
    'Tel',
    'Ambiente',
  ],
  zh: IGUALES_EN_TODOS,
  ar: IGUALES_EN_TODOS,
};

/** A text whose words (placeholders aside) are all brands, codes or units reads the same in every language. */
const soloIguales = (locale: OtroIdioma, texto: string) =>
  IGUALES[locale].includes(texto) ||
  (texto.replace(/%\{\w+\}/g, '').match(/\p{L}[\p{L}\d/-]*/gu) ?? []).every((palabra) =>
    IGUALES[locale].includes(palabra),
  );

/** What is wrong with one translated text against its Spanish. */
function defectos(locale: OtroIdioma, clave: string, es: string, otro: unknown): string[] {
  if (typeof otro !== 'string') return [`${clave}: missing`];
  if (otro.trim() === '' && es.trim() !== '') return [`${clave}: empty`];
  const fallos: string[] = [];
  const igual = otro === es && !soloIguales(locale, es);
  if (igual) fallos.push(`${clave}: same as Spanish (${es})`);
  if (JSON.stringify(marcas(otro)) !== JSON.stringify(marcas(es)))
    fallos.push(`${clave}: placeholders ${marcas(otro).join(',')} ≠ ${marcas(es).join(',')}`);
  const formas = otro.split('||||').length;
  const esperadas = es.includes('||||') ? FORMAS[locale] : 1;
  if (formas !== esperadas) fallos.push(`${clave}: ${formas} plural forms, ${locale} has ${esperadas}`);
  return fallos;
}

/** The defects of a whole translation against a Spanish one: missing, extra, empty, untranslated keys. */
function revisar(locale: OtroIdioma, espanolDe: object, traduccion: object): string[] {
  const traducidas = new Map(planos(traduccion));
  const originales = planos(espanolDe);
  const sobran = [...traducidas.keys()].filter((clave) => !originales.some(([c]) => c === clave));
  return [
    ...originales.flatMap(([clave, es]) => defectos(locale, clave, es, traducidas.get(clave))),
    ...sobran.map((clave) => `${clave}: not in Spanish`),
  ];
}

describe.each(OTROS_IDIOMAS)('locale %s', (locale) => {
  it.each(MENSAJES_DE_FUNCIONES.map(([ruta, { es }]) => [ruta, es] as const))(
    '%s: its translation beside it has every key, translated',
    (ruta, es) => {
      const archivo = ruta.replace(/\.ts$/, `.${locale}.ts`);
      const traduccion = TRADUCCIONES_DE_FUNCIONES[archivo];
      expect(traduccion, `${archivo} is missing`).toBeDefined();
      expect(revisar(locale, es, traduccion)).toEqual([]);
    },
  );

  it("its base has every react-admin key (react-admin's catalogue for the language where one is maintained)", () => {
    const base = BASES_DE_IDIOMAS[`./locales/${locale}.ts`];
    expect(base).toBeDefined();
    const ra = { ra: (base as { ra?: object }).ra ?? {} };
    // Spanish is the reference: react-admin's catalogue and the corrections made to it (src/i18n/raEspanol.ts).
    expect(revisar(locale, { ra: raEspanol.ra }, ra)).toEqual([]);
  });

  it('its dictionary translates every declared text of common/ shown as it is (reports, resources, webhooks)', () => {
    const diccionario = DICCIONARIOS[`./declarados/${locale}.ts`];
    const espanolDeclarado = Object.fromEntries(TEXTOS_DECLARADOS.map((t) => [t.es, t.es]));
    // Keys are Spanish texts (they may hold dots): compared flat.
    const fallos = [
      ...Object.keys(espanolDeclarado).flatMap((es) => defectos(locale, es, es, diccionario[es])),
      ...Object.keys(diccionario)
        .filter((es) => !(es in espanolDeclarado))
        .map((es) => `${es}: not declared`),
    ];
    expect(fallos).toEqual([]);
  });
});

describe('the other locales in the i18nProvider', () => {
  beforeAll(cargarTodosLosTextos);

  it.each(OTROS_IDIOMAS)(
    '%s is complete on its own: every key of Spanish, none of them raw',
    async (locale) => {
      const mensajes = await mensajesDe(locale);
      const faltan = planos(espanol).filter(([clave, es]) => {
        const valor = clave.split('.').reduce<unknown>((nodo, parte) => (nodo as Arbol)?.[parte], mensajes);
        return typeof valor !== 'string' || (valor.trim() === '' && es.trim() !== '');
      });
      expect(faltan.map(([clave]) => clave)).toEqual([]);
    },
  );

  it('switches to French with its own words on every page, and back', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
    expect(i18nProvider.translate('comanda.layout.cerrar_sesion')).toBe('Se déconnecter');
    expect(i18nProvider.translate('comanda.principal.saludo', { nombre: 'Ana' })).toBe('Bonjour, Ana !');
    expect(i18nProvider.translate('resources.categorias.name', { smart_count: 2 })).toBe('Catégories');
    await i18nProvider.changeLocale('es');
    expect(i18nProvider.translate('comanda.layout.cerrar_sesion')).toBe('Cerrar Sesión');
  });

  it("gives react-admin's resource names the locale's plural forms", async () => {
    const frances = await mensajesDe('fr');
    expect((frances.resources as Arbol).gastos).toEqual({ name: 'Dépense |||| Dépenses' });
    const arabe = await mensajesDe('ar');
    expect(String(((arabe.resources as Arbol).gastos as Arbol).name).split('||||')).toHaveLength(6);
    const chino = await mensajesDe('zh');
    expect(((chino.resources as Arbol).gastos as Arbol).name).not.toContain('||||');
  });
});
