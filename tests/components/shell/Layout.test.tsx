import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { CircularProgress } from '@mui/material';
import { LinearProgress } from 'react-admin';
import { Layout } from '../../../src/layout';
import { cerrarSesionLocal, iniciarSesion, paginas, renderShell, usuarioDePrueba } from './soporte';
import { MODULOS } from '../../../src/modules';
import { MODULOS_CON_INFORME } from '../../../common/informes';
import { pantallaDe } from '../pantalla';
import { api, ok, usarApiFalsa } from '../msw/servidor';

// The header's venue picker asks GET sedes on every page: unanswered, react-query retried it for seconds and
// react-admin's loading bar (which counts every query) stayed on screen.
usarApiFalsa();
beforeEach(() => {
  api({ 'GET sedes': ok([{ id: 1, nombre: 'Principal', direccion: null, principal: true, activa: true }]) });
});

const Pagina = () => <p>Contenido de la página</p>;

const ModoTema = () => <span data-testid="modo-tema">{useTheme().palette.mode}</span>;

const renderLayout = (ruta = '/principal') =>
  renderShell(
    <Layout>
      {paginas({
        '/principal': <Pagina />,
        '/categorias': <p>Lista de categorías</p>,
        '/suscripciones': <p>Planes</p>,
      })}
      <ModoTema />
    </Layout>,
    { ruta },
  );

afterEach(() => {
  cerrarSesionLocal();
  document.documentElement.dir = 'ltr';
});

describe('Layout: header (spec §2 Shell)', () => {
  it("shows the user's full name, 'Ver tutorial' and 'Cerrar Sesión' around the page", async () => {
    iniciarSesion();
    renderLayout();
    expect(await screen.findByText('Contenido de la página')).toBeTruthy();
    const barra = screen.getByRole('banner');
    expect(within(barra).getByTestId('nombre-usuario').textContent).toBe('Ana Gómez');
    expect(within(barra).getByRole('button', { name: 'Ver tutorial' })).toBeTruthy();
    expect(within(barra).getByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
  });

  it("'Cerrar Sesión' signs out through react-admin's logout", async () => {
    iniciarSesion();
    const { authProvider } = renderLayout();
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });

  it('toggles between the light and the dark theme', async () => {
    iniciarSesion();
    const { store } = renderLayout();
    expect((await screen.findByTestId('modo-tema')).textContent).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar entre modo claro y oscuro' }));
    await waitFor(() => expect(screen.getByTestId('modo-tema').textContent).toBe('dark'));
    expect(store.getItem('theme')).toBe('dark');
  });

  it('switches the language to English and back to Spanish, remembering the choice', async () => {
    iniciarSesion();
    const { store } = renderLayout();
    fireEvent.click(await screen.findByRole('button', { name: 'Español' }));
    const opciones = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(opciones).toEqual(['English', '中文', 'Español', 'Français', 'Italiano', 'العربية']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Watch tutorial' })).toBeTruthy();
    expect(screen.getByText('Categories')).toBeTruthy();
    expect(store.getItem('locale')).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
    expect(store.getItem('locale')).toBe('es');
  });

  it('turns the page right to left in Arabic, and back', async () => {
    iniciarSesion();
    renderLayout();
    fireEvent.click(await screen.findByRole('button', { name: 'Español' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    expect(await screen.findByTestId('direccion-rtl')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    // Keys the Arabic catalogue lacks fall back to English, never to a raw key.
    expect(screen.getByText('Contenido de la página')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
    expect(screen.queryByTestId('direccion-rtl')).toBeNull();
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('Layout: loading indicators (WCAG 4.1.2, axe aria-progressbar-name)', () => {
  it("names react-admin's loading bar 'Cargando...' in Spanish and 'Loading...' in English; a named one keeps its name", async () => {
    iniciarSesion();
    renderShell(
      <Layout>
        {paginas({
          '/principal': (
            <>
              <LinearProgress timeout={0} />
              <CircularProgress aria-label="Guardando" />
            </>
          ),
        })}
      </Layout>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Cargando...' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Guardando' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
  });
});

describe('Layout: menu (spec §2 Navigation menu, §6)', () => {
  it('shows the groups that have pages with translated labels, and hides unavailable sections', async () => {
    iniciarSesion();
    renderLayout();
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(within(menu).getByText('Inicio')).toBeTruthy();
    expect(within(menu).getByText('Tablas')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Principal' }).getAttribute('href')).toBe('/principal');
    expect(within(menu).getByRole('menuitem', { name: 'Categorías' }).getAttribute('href')).toBe(
      '/categorias',
    );
    // Every declared catalogue has generated pages, at its spec path.
    expect(within(menu).getByRole('menuitem', { name: 'Impuestos' }).getAttribute('href')).toBe(
      '/productosImpuestos',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Puntos de impresión' }).getAttribute('href')).toBe(
      '/configSistema/puntosImpresion',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Productos' }).getAttribute('href')).toBe('/productos');
    // The table map (/ventas) is the Ventas group's first built section.
    expect(within(menu).getByRole('menuitem', { name: 'Ventas' }).getAttribute('href')).toBe('/ventas');
    // Sections without pages are hidden, not broken links; groups left empty disappear.
    expect(within(menu).getByRole('menuitem', { name: 'Venta inmediata' }).getAttribute('href')).toBe(
      '/ventaInmediata',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Cuadre de caja' }).getAttribute('href')).toBe(
      '/cuadreCaja',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Compras' }).getAttribute('href')).toBe('/compras');
    // Every declared report (common/informes) has its page in the Reports group.
    expect(within(menu).getByText('Informes')).toBeTruthy();
    // The plans page (issue 28), the owner's.
    expect(within(menu).getByRole('menuitem', { name: 'Suscripciones' }).getAttribute('href')).toBe(
      '/suscripciones',
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual([
      '/principal',
      '/ventas',
      '/ventaInmediata',
      '/cuadreCaja',
      '/ordenes/ordenesActivas',
      '/categorias',
      '/productosImpuestos',
      '/productos',
      '/gruposModificadores',
      '/formasPago',
      '/tipoGastos',
      '/proveedores',
      '/gastos',
      '/ajusteInventario',
      '/compras',
      '/configSistema',
      '/mesas',
      '/configSistema/objetivosVentas',
      '/configSistema/usuarios',
      '/configSistema/auditoria',
      '/configSistema/cuenta',
      '/configSistema/puntosImpresion',
      '/configSistema/Webhooks',
      '/configSistema/rangosDian',
      '/configSistema/colaErp',
      ...MODULOS.filter((m) => MODULOS_CON_INFORME.has(m.tag)).map((m) => m.path),
      '/suscripciones',
    ]);
  });

  it('is not filtered by role in the vertical sidebar: what the role cannot open is locked, "Sin permiso"', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 2, acceso_modulo_tag: 'principal,ventas' } }));
    renderLayout();
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    const categorias = within(menu).getByRole('menuitem', { name: 'Categorías: Sin permiso' });
    expect(categorias.getAttribute('aria-disabled')).toBe('true');
    expect(categorias.textContent).toBe('CategoríasSin permiso');
    expect(categorias.querySelector('[data-testid="LockIcon"]')).toBeTruthy();
    // Tapping it goes nowhere (the guard would only bounce it to another page).
    fireEvent.click(categorias);
    expect(await screen.findByText('Contenido de la página')).toBeTruthy();
    // A section of the role's is an ordinary entry; a privileged one is locked even with its tag.
    const ventas = within(menu).getByRole('menuitem', { name: 'Ventas' });
    expect(ventas.hasAttribute('aria-disabled')).toBe(false);
    expect(ventas.querySelector('[data-testid="LockIcon"]')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Usuarios: Sin permiso' })).toBeTruthy();
    const bloqueadas = within(menu)
      .getAllByRole('menuitem')
      .filter((i) => i.getAttribute('aria-disabled') === 'true');
    expect(bloqueadas).toHaveLength(within(menu).getAllByRole('menuitem').length - 2);
  });

  it('locks nothing for the owner', async () => {
    iniciarSesion();
    renderLayout();
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(within(menu).queryAllByText('Sin permiso')).toEqual([]);
  });

  it('guards the page by role: a user without access to /principal goes to a permitted section', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 2, acceso_modulo_tag: 'categorias' } }));
    renderLayout('/principal');
    expect(await screen.findByText('Lista de categorías')).toBeTruthy();
    expect(screen.queryByText('Contenido de la página')).toBeNull();
  });
});

describe('Layout: trial banner (spec §4 Trial)', () => {
  it("shows the end date, the card reminder and 'Comprar Paquete' to /suscripciones", async () => {
    iniciarSesion(
      usuarioDePrueba({
        suscripcion_empresa: {
          id: 11,
          estado_periodo_pueba: 1,
          estado: 'prueba',
          fecha_fin_periodo_prueba: '2030-01-31 23:59:59',
          cobros: [],
        },
      }),
    );
    renderLayout();
    const banner = await screen.findByTestId('banner-prueba');
    expect(banner.textContent).toContain('Estás en periodo de prueba hasta el 2030-01-31.');
    expect(banner.textContent).toContain(
      'Elige un plan y actualiza los datos de tu tarjeta para seguir usando Comanda al terminar la prueba.',
    );
    const enlace = within(banner).getByRole('link', { name: 'Comprar Paquete' });
    expect(enlace.getAttribute('href')).toBe('/suscripciones');
    fireEvent.click(enlace);
    expect(await screen.findByText('Planes')).toBeTruthy();
  });

  it('on a phone is one short line: the date and the button, no icon nor reminder', async () => {
    pantallaDe(390);
    try {
      iniciarSesion(usuarioDePrueba());
      renderLayout();
      const banner = await screen.findByTestId('banner-prueba');
      expect(banner.textContent).toBe('Prueba hasta el 2030-01-31Comprar Paquete');
      expect(banner.querySelector('.MuiAlert-icon')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is not shown on /suscripciones itself (its state line says the same)', async () => {
    iniciarSesion(usuarioDePrueba());
    renderLayout('/suscripciones');
    expect(await screen.findByText('Planes')).toBeTruthy();
    expect(screen.queryByTestId('banner-prueba')).toBeNull();
    expect(screen.queryByText('Comprar Paquete')).toBeNull();
  });

  it('leaves out the card reminder when the last card digits exist', async () => {
    iniciarSesion(usuarioDePrueba({ user: { ultimos_digitos_tarjeta: '4242' } }));
    renderLayout();
    const banner = await screen.findByTestId('banner-prueba');
    expect(banner.textContent).toContain('2030-01-31');
    expect(banner.textContent).not.toContain('Elige un plan');
  });

  it('is shown to the owner only, never to staff', async () => {
    const enPrueba = {
      id: 11,
      estado_periodo_pueba: 1,
      estado: 'prueba',
      fecha_fin_periodo_prueba: '2030-01-31 23:59:59',
    } as ReturnType<typeof usuarioDePrueba>['suscripcion_empresa'];
    for (const id_rol of [1, 2, 3, 4, 5]) {
      iniciarSesion(
        usuarioDePrueba({ rol: { id_rol, acceso_modulo_tag: '*' }, suscripcion_empresa: enPrueba }),
      );
      const { unmount } = renderLayout();
      expect(await screen.findByText('Contenido de la página')).toBeTruthy();
      expect(screen.queryByTestId('banner-prueba'), `id_rol ${id_rol}`).toBeNull();
      unmount();
    }
    iniciarSesion(
      usuarioDePrueba({ rol: { id_rol: 0, acceso_modulo_tag: '*' }, suscripcion_empresa: enPrueba }),
    );
    renderLayout();
    expect(await screen.findByTestId('banner-prueba')).toBeTruthy();
  });

  it('is not shown on a paid plan', async () => {
    iniciarSesion(
      usuarioDePrueba({
        suscripcion_empresa: {
          id: 11,
          estado_periodo_pueba: 0,
          estado: 'activa',
          fecha_fin_periodo_prueba: '2030-01-31',
          cobros: [],
        },
      }),
    );
    renderLayout();
    expect(await screen.findByText('Contenido de la página')).toBeTruthy();
    expect(screen.queryByTestId('banner-prueba')).toBeNull();
    expect(screen.queryByTestId('banner-plan')).toBeNull();
    expect(screen.queryByText('Comprar Paquete')).toBeNull();
  });

  it.each([
    [
      'gratis',
      'Tu periodo de prueba terminó: tu empresa usa los límites del plan gratuito y conserva todos sus datos.',
    ],
    [
      'pendiente',
      'No pudimos cobrar la renovación de tu plan: revisa tu tarjeta para no pasar al plan gratuito.',
    ],
  ] as const)(
    'after the trial or an unpaid renewal (%s) says so to the owner, with Comprar Paquete',
    async (estado, texto) => {
      const suscripcion_empresa = {
        id: 11,
        estado_periodo_pueba: 0,
        estado,
        fecha_fin_periodo_prueba: '2026-01-31',
        cobros: [],
      };
      iniciarSesion(usuarioDePrueba({ suscripcion_empresa }));
      const { unmount } = renderLayout();
      const banner = await screen.findByTestId('banner-plan');
      expect(banner.textContent).toContain(texto);
      expect(within(banner).getByRole('link', { name: 'Comprar Paquete' }).getAttribute('href')).toBe(
        '/suscripciones',
      );
      expect(screen.queryByTestId('banner-prueba')).toBeNull();
      unmount();
      iniciarSesion(usuarioDePrueba({ rol: { id_rol: 2, acceso_modulo_tag: '*' }, suscripcion_empresa }));
      renderLayout();
      expect(await screen.findByText('Contenido de la página')).toBeTruthy();
      expect(screen.queryByTestId('banner-plan')).toBeNull();
    },
  );
});

describe('Layout: nobody signed in', () => {
  it('renders only the page, without app bar or menu', async () => {
    renderShell(<Layout>{paginas({ '/no-existe': <p>Página no encontrada</p> })}</Layout>, {
      ruta: '/no-existe',
    });
    expect(await screen.findByText('Página no encontrada')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByText('Cerrar Sesión')).toBeNull();
  });
});
