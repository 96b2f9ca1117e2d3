import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DISPOSICIONES, type Disposicion } from '../../../common/disposiciones';
import { Layout } from '../../../src/layout';
import { ElegirDisposicion } from '../../../src/layout/ElegirDisposicion';
import {
  apiFalsa,
  cerrarSesionLocal,
  iniciarSesion,
  ok,
  paginas,
  renderShell,
  usuarioDePrueba,
} from './soporte';
import { pantallaDe } from '../pantalla';

const renderCon = (disposicion: Disposicion, rol = { id_rol: 0, acceso_modulo_tag: '*' }) => {
  iniciarSesion(usuarioDePrueba({ user: { disposicion }, rol }));
  return renderShell(
    <Layout>{paginas({ '/principal': <p>Contenido de la página</p>, '/ventas': <p>Mesas</p> })}</Layout>,
  );
};

const HORIZONTALES = DISPOSICIONES.filter((d) => d.startsWith('horizontal'));
const VERTICALES = DISPOSICIONES.filter((d) => !d.startsWith('horizontal'));

beforeEach(() => pantallaDe(1366));
afterEach(() => {
  cerrarSesionLocal();
  vi.unstubAllGlobals();
});

/** The spec §2 header pieces, wherever the layout puts them. */
const piezasDelEncabezado = async () => {
  expect(await screen.findByText('Contenido de la página')).toBeTruthy();
  expect(screen.getByTestId('nombre-usuario').textContent).toBe('Ana Gómez');
  expect(screen.getByRole('button', { name: 'Ver tutorial' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Español' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Cambiar entre modo claro y oscuro' })).toBeTruthy();
  // The trial banner and its 'Comprar Paquete'.
  expect(screen.getByRole('link', { name: /Comprar Paquete/ })).toBeTruthy();
};

describe('the eight layouts (spec §2 Shell, issue 30)', () => {
  it.each(VERTICALES)('%s: the header pieces, the trial banner and the vertical sidebar', async (d) => {
    renderCon(d);
    await piezasDelEncabezado();
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(within(menu).getByRole('menuitem', { name: 'Categorías' }).getAttribute('href')).toBe(
      '/categorias',
    );
    expect(screen.queryByTestId('menu-horizontal')).toBeNull();
    // Only the layout without header has no banner role.
    expect(Boolean(screen.queryByRole('banner'))).toBe(d !== 'vertical_sin_cabecera');
  });

  it.each(HORIZONTALES)('%s: the header pieces, the trial banner and the horizontal menu bar', async (d) => {
    renderCon(d);
    await piezasDelEncabezado();
    const barra = await screen.findByTestId('menu-horizontal');
    expect(within(barra).getByRole('link', { name: 'Principal' }).getAttribute('href')).toBe('/principal');
    expect(
      within(barra)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ventas', 'Tablas', 'Operaciones', 'Configuración', 'Informes']);
    expect(screen.queryByRole('menu', { name: 'Menú principal' })).toBeNull();
    fireEvent.click(within(barra).getByRole('button', { name: 'Tablas' }));
    const desplegable = await screen.findByRole('menu');
    expect(within(desplegable).getByRole('menuitem', { name: 'Categorías' }).getAttribute('href')).toBe(
      '/categorias',
    );
  });

  it('the layout without header keeps its actions at the top of the sidebar', async () => {
    renderCon('vertical_sin_cabecera');
    const arriba = await screen.findByTestId('herramientas-laterales');
    expect(within(arriba).getByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
    expect(within(arriba).getByTestId('nombre-usuario').textContent).toBe('Ana Gómez');
  });

  it('below md a horizontal layout opens the same entries in a drawer, with the full name', async () => {
    pantallaDe(390);
    renderCon('horizontal', { id_rol: 3, acceso_modulo_tag: 'ventas cuadreCaja' });
    // The guard sends this waiter to their first section.
    expect(await screen.findByText('Mesas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const lista = await screen.findByTestId('menu-horizontal-lista');
    expect(within(lista).getByRole('link', { name: 'Ventas' }).getAttribute('href')).toBe('/ventas');
    expect(within(lista).queryByRole('link', { name: 'Categorías' })).toBeNull();
    expect(screen.getAllByTestId('nombre-usuario').some((n) => n.textContent === 'Ana Gómez')).toBe(true);
  });
});

describe('the horizontal menu follows spec §6', () => {
  const barra = async () => screen.findByTestId('menu-horizontal');
  const abrir = async (grupo: string) => {
    fireEvent.click(within(await barra()).getByRole('button', { name: grupo }));
    return screen.findByRole('menu');
  };
  const deshabilitado = (el: HTMLElement) =>
    el.getAttribute('aria-disabled') === 'true' || el.hasAttribute('disabled');

  it('a waiter (id_rol 3): top-level links disabled, groups without their tag disabled, absent children hidden', async () => {
    // Even with the principal tag, the top-level link stays disabled below id_rol 1.
    renderCon('horizontal_oscura', { id_rol: 3, acceso_modulo_tag: 'principal,ventas,cuadreCaja' });
    const nav = await barra();
    expect(deshabilitado(within(nav).getByRole('link', { name: 'Principal' }))).toBe(true);
    expect(deshabilitado(within(nav).getByRole('button', { name: 'Tablas' }))).toBe(true);
    expect(deshabilitado(within(nav).getByRole('button', { name: 'Configuración' }))).toBe(true);
    expect(deshabilitado(within(nav).getByRole('button', { name: 'Ventas' }))).toBe(false);
    const ventas = await abrir('Ventas');
    expect(
      within(ventas)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Ventas', 'Cuadre de caja']);
  });

  it('id_rol 1: top-level links enabled and every child listed, groups still follow the tags', async () => {
    renderCon('horizontal_minima', { id_rol: 1, acceso_modulo_tag: 'principal,ventas' });
    const nav = await barra();
    expect(deshabilitado(within(nav).getByRole('link', { name: 'Principal' }))).toBe(false);
    expect(deshabilitado(within(nav).getByRole('button', { name: 'Tablas' }))).toBe(true);
    const ventas = await abrir('Ventas');
    expect(
      within(ventas)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Ventas', 'Venta inmediata', 'Cuadre de caja', 'Órdenes activas']);
    // A tag's section the role may not open (here the tag itself is absent) is listed but locked.
    expect(deshabilitado(within(ventas).getByRole('menuitem', { name: 'Venta inmediata' }))).toBe(true);
  });

  it("the owner ('*'): everything enabled", async () => {
    renderCon('horizontal_superior');
    const nav = await barra();
    for (const boton of within(nav).getAllByRole('button')) expect(deshabilitado(boton)).toBe(false);
    expect(deshabilitado(within(nav).getByRole('link', { name: 'Principal' }))).toBe(false);
    const config = await abrir('Configuración');
    expect(within(config).getByRole('menuitem', { name: 'Usuarios' }).getAttribute('href')).toBe(
      '/configSistema/usuarios',
    );
  });

  it('the same role sees the whole menu, locked where needed, in the vertical sidebar (§6: unfiltered)', async () => {
    renderCon('vertical_moderna', { id_rol: 3, acceso_modulo_tag: 'ventas,cuadreCaja' });
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Categorías: Sin permiso' })).toBeTruthy(),
    );
  });
});

describe('choosing the layout in the account page', () => {
  it(
    'saves it on the server, reads me again and switches the shell at once',
    { timeout: 60_000 },
    async () => {
      const usuario = usuarioDePrueba();
      const api = apiFalsa({
        'POST usuarios/me/disposicion': ok({ disposicion: 'horizontal' }, 'Diseño actualizado correctamente'),
        'POST me': ok({ ...usuario, user: { ...usuario.user, disposicion: 'horizontal' } }),
      });
      iniciarSesion(usuario);
      renderShell(<Layout>{paginas({ '/principal': <ElegirDisposicion /> })}</Layout>);
      const grupo = await screen.findByRole('radiogroup', { name: 'Diseño de la pantalla' });
      expect(within(grupo).getAllByRole('radio')).toHaveLength(8);
      expect(within(grupo).getByRole('radio', { name: 'Vertical (predeterminado)' })).toHaveProperty(
        'checked',
        true,
      );
      expect(screen.getByRole('button', { name: 'Aplicar diseño' })).toHaveProperty('disabled', true);
      fireEvent.click(within(grupo).getByRole('radio', { name: 'Horizontal' }));
      fireEvent.click(screen.getByRole('button', { name: 'Aplicar diseño' }));
      expect(await screen.findByTestId('menu-horizontal')).toBeTruthy();
      expect(api.de('POST usuarios/me/disposicion')[0].cuerpo).toEqual({ disposicion: 'horizontal' });
    },
  );
});
