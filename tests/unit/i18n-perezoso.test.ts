import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { crearI18nProvider } from '../../src/i18n';
import { MENSAJES_DE_FUNCIONES } from '../../src/i18n/catalogos';
import {
  ARCHIVOS_PEREZOSOS,
  archivosDeGrupo,
  cargarTextos,
  conTextos,
  GRUPOS,
  type Grupo,
} from '../../src/i18n/textos';

// Each feature's texts arrive with its pages (issue 12's budgets); this file's module state starts with none loaded.
describe('texts loaded with their pages (src/i18n/textos.ts)', () => {
  it('every feature folder but the shell is lazy and in some group; the shell is components/ and dataProvider/', () => {
    const todos = MENSAJES_DE_FUNCIONES.map(([ruta]) => ruta);
    expect(todos.filter((r) => !ARCHIVOS_PEREZOSOS.includes(r)).sort()).toEqual([
      '../components/messages.ts',
      '../dataProvider/messages.ts',
    ]);
    const agrupados = new Set((Object.keys(GRUPOS) as Grupo[]).flatMap(archivosDeGrupo));
    expect(ARCHIVOS_PEREZOSOS.filter((r) => !agrupados.has(r))).toEqual([]);
    expect(archivosDeGrupo('publico')).toEqual(['../pages/public/messages.ts']);
  });

  it("translates the shell at once, a page's texts only once its group is loaded, in every provider", async () => {
    const i18n = crearI18nProvider();
    expect(i18n.translate('comanda.auth.sin_permiso')).toBe('No tienes permiso para acceder a este módulo.');
    expect(i18n.translate('comanda.principal.titulo')).toBe('comanda.principal.titulo');
    expect(i18n.translate('comanda.layout.cerrar_sesion')).toBe('comanda.layout.cerrar_sesion');

    // A lazy page's loader resolves only once its texts translate (no raw key on its first render).
    const pagina = conTextos(() => Promise.resolve({ default: 'Principal' }), ['layout', 'principal']);
    await expect(pagina()).resolves.toEqual({ default: 'Principal' });
    expect(i18n.translate('comanda.principal.titulo')).toBe('Inicio');
    expect(i18n.translate('comanda.layout.cerrar_sesion')).toBe('Cerrar Sesión');
    expect(i18n.translate('comanda.usuarios.titulo')).toBe('comanda.usuarios.titulo');

    // English (ra-language-english arrives then) keeps what is loaded, and a later group reaches English too.
    await i18n.changeLocale('en');
    expect(i18n.translate('comanda.layout.cerrar_sesion')).toBe('Sign out');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    await cargarTextos(['usuarios']);
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('comanda.usuarios.titulo')).not.toBe('comanda.usuarios.titulo');
  });

  it('a change of locale asked while texts are arriving is the one that stays', async () => {
    const i18n = crearI18nProvider();
    const textos = cargarTextos(['webhooks']);
    const cambio = i18n.changeLocale('en');
    await Promise.all([textos, cambio]);
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('comanda.layout.cerrar_sesion')).toBe('Sign out');
  });
});

describe("node-polyglot's object.entries in the build (vite.config.ts alias)", () => {
  it('is a CommonJS function, as `require("object.entries")` returns it (an ES default export broke the page)', () => {
    const entries = createRequire(import.meta.url)('../../src/i18n/objectEntries.cjs') as (
      o: object,
    ) => unknown;
    expect(typeof entries).toBe('function');
    expect(entries({ a: 1, b: 'x' })).toEqual([
      ['a', 1],
      ['b', 'x'],
    ]);
  });
});
