import { beforeAll, describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { i18nProvider, IDIOMAS, mensajesDe } from '../../src/i18n';
import { espanol, ingles, MENSAJES_DE_FUNCIONES } from '../../src/i18n/catalogos';
import { cargarTodosLosTextos } from '../../src/i18n/textos';
import raLanguageSpanish from 'ra-language-spanish';
import { correcciones, raEspanol } from '../../src/i18n/raEspanol';
import { MENU } from '../../src/modules';
import { CATALOGOS } from '../../common/catalogos';
import { rutaCatalogo } from '../../common/catalogo';

type Arbol = { [clave: string]: string | Arbol };

const claves = (arbol: object, prefijo = ''): string[] =>
  Object.entries(arbol as Arbol).flatMap(([clave, valor]) =>
    typeof valor === 'string' ? [`${prefijo}${clave}`] : claves(valor, `${prefijo}${clave}.`),
  );

const valor = (arbol: object, ruta: string): unknown =>
  ruta.split('.').reduce<unknown>((nodo, parte) => (nodo as Arbol | undefined)?.[parte], arbol);

const faltantes = (de: object, en: object) =>
  claves(de).filter((clave) => typeof valor(en, clave) !== 'string');

describe('i18n catalogues', () => {
  it('Spanish has every key of English and English every key of Spanish', () => {
    expect(faltantes(ingles, espanol)).toEqual([]);
    expect(faltantes(espanol, ingles)).toEqual([]);
    expect(claves(espanol).length).toBeGreaterThan(300);
  });

  it("Spanish covers every react-admin key of ra-language-english, and nothing else under 'ra'", () => {
    expect(faltantes(englishMessages, raEspanol)).toEqual([]);
    expect(faltantes(raEspanol, englishMessages)).toEqual([]);
  });

  it('takes ra-language-spanish as the base and replaces only what it lacks or gets wrong', () => {
    const tomadas = claves(raLanguageSpanish).filter(
      (clave) => valor(raEspanol, clave) === valor(raLanguageSpanish, clave),
    );
    expect(tomadas).toEqual(
      expect.arrayContaining(['ra.action.save', 'ra.action.cancel', 'ra.auth.password']),
    );
    expect(tomadas.length).toBeGreaterThanOrEqual(20);
    const redundantes = claves(correcciones).filter(
      (clave) => valor(correcciones, clave) === valor(raLanguageSpanish, clave),
    );
    expect(redundantes).toEqual([]);
    // Its defects do not reach the app: English left in place, typos, v4 placeholders.
    expect(valor(raEspanol, 'ra.message.not_found')).not.toMatch(/Either you typed/);
    expect(valor(raEspanol, 'ra.validation.number')).not.toMatch(/number/);
    expect(valor(raEspanol, 'ra.page.edit')).not.toContain('#%{id}');
  });

  it('Spanish react-admin texts are translated, not copied from English', () => {
    const iguales = claves(englishMessages).filter(
      (clave) => valor(englishMessages, clave) === valor(raEspanol, clave),
    );
    // Texts that read the same in both languages.
    expect(iguales.sort()).toEqual(
      [
        'ra.boolean.false',
        'ra.configurable.inspector.title',
        'ra.message.no',
        'ra.page.edit',
        'ra.page.list',
        'ra.page.show',
      ].sort(),
    );
  });

  it('Spanish keeps the same placeholders as English', () => {
    const marcas = (texto: unknown) => [...String(texto).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const distintas = claves(ingles).filter(
      (clave) =>
        JSON.stringify(marcas(valor(ingles, clave))) !== JSON.stringify(marcas(valor(espanol, clave))),
    );
    expect(distintas).toEqual([]);
  });

  it('each feature folder brings the same keys in es and en, under comanda.*, and no key twice', () => {
    const rutas = MENSAJES_DE_FUNCIONES.map(([ruta]) => ruta);
    expect(rutas).toEqual(
      expect.arrayContaining([
        '../components/messages.ts',
        '../layout/messages.ts',
        '../pages/principal/messages.ts',
        '../pages/public/messages.ts',
      ]),
    );
    const vistas = new Map<string, string>();
    for (const [ruta, { es, en }] of MENSAJES_DE_FUNCIONES) {
      expect(faltantes(es, en), ruta).toEqual([]);
      expect(faltantes(en, es), ruta).toEqual([]);
      for (const clave of claves(es)) {
        expect(clave.startsWith('comanda.'), `${ruta}: ${clave}`).toBe(true);
        expect(vistas.get(clave), `${clave} in ${ruta}`).toBeUndefined();
        vistas.set(clave, ruta);
      }
    }
  });

  it('every menu group and item label is translated', () => {
    const etiquetas = MENU.flatMap((grupo) => [grupo.label, ...grupo.items.map((item) => item.label)]);
    for (const etiqueta of etiquetas) {
      expect(typeof valor(espanol, etiqueta), etiqueta).toBe('string');
      expect(typeof valor(ingles, etiqueta), etiqueta).toBe('string');
    }
  });

  it("a catalogue's menu item says what its page title says ('Tipos de gastos', as the spec's tiposGastos)", () => {
    const items = MENU.flatMap((grupo) => grupo.items);
    for (const c of CATALOGOS) {
      const item = items.find((i) => i.path === rutaCatalogo(c));
      if (!item) continue;
      expect(valor(espanol, item.label), c.recurso).toBe(c.nombre.plural.es);
      expect(valor(ingles, item.label), c.recurso).toBe(c.nombre.plural.en);
    }
    expect(items.find((i) => i.path === '/tipoGastos')).toBeTruthy();
  });
});

describe('i18nProvider', () => {
  // The app loads each feature's texts with its pages (tests/unit/i18n-perezoso.test.ts); here all of them.
  beforeAll(cargarTodosLosTextos);

  it('speaks Spanish by default and offers the six languages of the spec', () => {
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('comanda.layout.cerrar_sesion')).toBe('Cerrar Sesión');
    expect(i18nProvider.translate('ra.action.save')).toBe('Guardar');
    expect(IDIOMAS.map((i) => i.locale)).toEqual(['en', 'zh', 'es', 'fr', 'it', 'ar']);
    expect(i18nProvider.getLocales?.()).toEqual(IDIOMAS);
  });

  it('loads the other locales on demand (each complete on its own: tests/unit/i18n-idiomas.test.ts)', async () => {
    expect(mensajesDe('fr')).toBeInstanceOf(Promise);
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('comanda.layout.cerrar_sesion')).toBe('Sign out');
    await i18nProvider.changeLocale('es');
    expect(i18nProvider.translate('comanda.layout.cerrar_sesion')).toBe('Cerrar Sesión');
  });
});
