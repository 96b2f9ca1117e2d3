import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, CustomRoutes, type LayoutProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { TestMemoryRouter } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AccesoDenegado,
  adoptTokenFromUrl,
  authProvider,
  getUsuario,
  limpiarSesion,
  RutaProtegida,
  useUsuario,
} from '../../src/authProvider';
import { getToken, setToken, UNAUTHENTICATED } from '../../src/dataProvider/http';
import SignIn from '../../src/pages/public/SignIn';
import {
  apiFalsa,
  CONFIG_ALTCHA,
  fallo,
  i18nProvider,
  ok,
  resolverCaptcha,
  USUARIO,
  widgetAltcha,
} from './public/soporte';

vi.mock('altcha/i18n', () => ({}));

const conRol = (id_rol: number, acceso_modulo_tag: string) => ({
  ...USUARIO,
  rol: { id_rol, acceso_modulo_tag },
});

const api = (me = ok(USUARIO), login = ok({ token: 'tok-1' })) =>
  apiFalsa({
    'GET captcha/config': CONFIG_ALTCHA,
    'POST login': login,
    'POST me': me,
    'POST logout': ok([]),
  });

const CREDENCIALES = { email: 'ana@bar.co', password: 'secreta1', recaptchaToken: 'captcha-1' };

beforeEach(() => {
  limpiarSesion();
});

describe('authProvider', () => {
  it("login posts the spec's fields, stores the token and loads me", async () => {
    const red = api();
    await authProvider.login(CREDENCIALES);
    expect(red.de('POST login')[0].cuerpo).toEqual({
      email: 'ana@bar.co',
      password: 'secreta1',
      method: 'login',
      invitation: 'null',
      recaptchaToken: 'captcha-1',
    });
    expect(getToken()).toBe('tok-1');
    expect(red.de('POST me')[0].autorizacion).toBe('Bearer tok-1');
    expect(getUsuario()).toEqual(USUARIO);
    expect(JSON.parse(localStorage.getItem('usuario') ?? 'null')).toEqual(USUARIO);
  });

  it("login rejects with the server's message and keeps no token", async () => {
    api(ok(USUARIO), fallo(401, 'Usuario o contraseña incorrectos'));
    await expect(authProvider.login(CREDENCIALES)).rejects.toMatchObject({
      message: 'Usuario o contraseña incorrectos',
      status: 401,
    });
    expect(getToken()).toBeNull();
  });

  it('login with a token (sign-up) adopts it and loads me; a failing me drops it', async () => {
    const red = api();
    await authProvider.login({ token: 'tok-registro' });
    expect(getToken()).toBe('tok-registro');
    expect(red.de('POST login')).toHaveLength(0);
    limpiarSesion();
    api(fallo(500, 'Error interno'));
    await expect(authProvider.login({ token: 'tok-x' })).rejects.toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('getIdentity gives name plus last_name; getPermissions gives id_rol and acceso_modulo_tag', async () => {
    api(ok(conRol(1, 'ventas,categorias')));
    await authProvider.login(CREDENCIALES);
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 7, fullName: 'Ana Gómez' });
    await expect(authProvider.getPermissions!({})).resolves.toEqual({
      id_rol: 1,
      acceso_modulo_tag: 'ventas,categorias',
    });
  });

  it('checkAuth rejects to /signin without a token', async () => {
    const red = api();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/signin' });
    expect(red.llamadas).toHaveLength(0);
  });

  it('checkAuth loads the current user once per page when a token exists', async () => {
    const red = api();
    setToken('tok-guardado');
    await Promise.all([authProvider.checkAuth({}), authProvider.checkAuth({})]);
    await authProvider.checkAuth({});
    expect(red.de('POST me')).toHaveLength(1);
    expect(getUsuario()?.user.name).toBe('Ana');
  });

  it("checkAuth signs out when me answers 'Unauthenticated.'", async () => {
    api(fallo(401, UNAUTHENTICATED));
    setToken('tok-vencido');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/signin' });
    expect(getToken()).toBeNull();
  });

  it("checkError signs out on 401 or 'Unauthenticated.', not on other errors", async () => {
    api();
    await authProvider.login(CREDENCIALES);
    await expect(authProvider.checkError({ status: 500, message: 'Error' })).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-1');
    expect(sessionStorage.getItem('comanda.sesion_terminada')).toBeNull();
    await expect(authProvider.checkError({ status: 0, message: UNAUTHENTICATED })).rejects.toMatchObject({
      redirectTo: '/signin',
    });
    // The sign-in page will say the session ended.
    expect(sessionStorage.getItem('comanda.sesion_terminada')).toBe('1');
    expect(getToken()).toBeNull();
    expect(getUsuario()).toBeNull();
    setToken('tok-2');
    await expect(authProvider.checkError({ status: 401, message: 'x' })).rejects.toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('logout posts logout, ignores its failure, clears the session and goes to /signin', async () => {
    const red = api();
    await authProvider.login(CREDENCIALES);
    await expect(authProvider.logout({})).resolves.toBe('/signin');
    expect(red.de('POST logout')[0].autorizacion).toBe('Bearer tok-1');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();

    apiFalsa({
      'POST login': ok({ token: 't' }),
      'POST me': ok(USUARIO),
      'POST logout': fallo(500, 'caído'),
    });
    await authProvider.login(CREDENCIALES);
    await expect(authProvider.logout({})).resolves.toBe('/signin');
    expect(getToken()).toBeNull();
  });

  it('canAccess applies the route guard to resources', async () => {
    api(ok(conRol(1, 'categorias')));
    await authProvider.login(CREDENCIALES);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'categorias' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'productos' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'suscripciones' })).resolves.toBe(false);
    limpiarSesion();
    api(ok(conRol(0, 'ventas')));
    await authProvider.login(CREDENCIALES);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'suscripciones' })).resolves.toBe(false);
    limpiarSesion();
    api(ok(conRol(0, '*')));
    await authProvider.login(CREDENCIALES);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'suscripciones' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'edit', resource: 'productos' })).resolves.toBe(true);
  });
});

describe('useUsuario', () => {
  const Nombre = () => {
    const usuario = useUsuario();
    return <span>{usuario ? usuario.user.business_name : 'sin usuario'}</span>;
  };

  it('gives the me data and follows sign-in and sign-out', async () => {
    api();
    render(<Nombre />);
    expect(screen.getByText('sin usuario')).toBeTruthy();
    await act(() => authProvider.login(CREDENCIALES));
    expect(screen.getByText('Bar Ana')).toBeTruthy();
    await act(() => authProvider.logout({}));
    expect(screen.getByText('sin usuario')).toBeTruthy();
  });
});

describe('adoptTokenFromUrl (spec §4 App start)', () => {
  const ubicacion = (href: string) => ({ href, replace: vi.fn() });

  it('replaces the stored token and goes once to the URL without it, with redirected=true', () => {
    setToken('viejo');
    localStorage.setItem('usuario', JSON.stringify(USUARIO));
    const loc = ubicacion('https://comanda.test/principal?token=nuevo&x=1');
    expect(adoptTokenFromUrl(loc)).toBe(true);
    expect(getToken()).toBe('nuevo');
    expect(localStorage.getItem('usuario')).toBeNull();
    expect(loc.replace).toHaveBeenCalledTimes(1);
    expect(loc.replace).toHaveBeenCalledWith('https://comanda.test/principal?x=1&redirected=true');
  });

  it('does nothing without a token, so the redirected page does not redirect again', () => {
    setToken('actual');
    const loc = ubicacion('https://comanda.test/principal?x=1&redirected=true');
    expect(adoptTokenFromUrl(loc)).toBe(false);
    expect(loc.replace).not.toHaveBeenCalled();
    expect(getToken()).toBe('actual');
  });

  it('leaves the mail-verification and invitation tokens to their pages', () => {
    for (const href of [
      'https://comanda.test/usermailverify?token=correo&email=a%40b.co',
      'https://comanda.test/invitado?token=inv&email=a%40b.co&id=3',
    ]) {
      const loc = ubicacion(href);
      expect(adoptTokenFromUrl(loc)).toBe(false);
      expect(loc.replace).not.toHaveBeenCalled();
    }
    expect(getToken()).toBeNull();
  });
});

describe('route guard inside react-admin', () => {
  const Layout = ({ children }: LayoutProps) => <RutaProtegida>{children}</RutaProtegida>;
  const Pagina = ({ nombre }: { nombre: string }) => <h1>{nombre}</h1>;

  const App = ({ inicio }: { inicio: string }) => {
    const ubicacion: { ruta?: string } = {};
    render(
      <TestMemoryRouter
        initialEntries={[inicio]}
        locationCallback={(l) => (ubicacion.ruta = `${l.pathname}${l.search}`)}
      >
        <Admin
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          layout={Layout}
          loginPage={false}
          accessDenied={AccesoDenegado}
          requireAuth
        >
          <CustomRoutes noLayout>
            <Route path="/signin" element={<SignIn />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/principal" element={<Pagina nombre="Principal" />} />
            <Route path="/categorias" element={<Pagina nombre="Categorías" />} />
            <Route path="/productos" element={<Pagina nombre="Productos" />} />
            <Route path="/suscripciones" element={<Pagina nombre="Suscripciones" />} />
            <Route path="/ventas" element={<Pagina nombre="Ventas" />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    return ubicacion;
  };

  it('sends a signed-out visitor to /signin and back to the origin after signing in', async () => {
    const red = api(ok(conRol(1, 'categorias,productos')));
    const ubicacion = App({ inicio: '/productos?page=2' });
    await waitFor(() => expect(ubicacion.ruta).toBe('/signin'));
    await waitFor(() => expect(widgetAltcha()).not.toBeNull());
    act(() => resolverCaptcha());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@bar.co');
    await user.type(screen.getByLabelText(/Contraseña/), 'secreta1{Enter}');
    await waitFor(() => expect(ubicacion.ruta).toBe('/productos?page=2'));
    expect(await screen.findByRole('heading', { name: 'Productos' })).toBeTruthy();
    expect(ubicacion.ruta).toBe('/productos?page=2');
    expect(red.de('POST logout')).toHaveLength(0);
    expect(getToken()).toBe('tok-1');
  });

  it('sends a user without the module to the first permitted route', async () => {
    api(ok(conRol(2, 'categorias')));
    setToken('tok');
    const ubicacion = App({ inicio: '/productos' });
    expect(await screen.findByRole('heading', { name: 'Categorías' })).toBeTruthy();
    expect(ubicacion.ruta).toBe('/categorias');
  });

  it('sends anyone but id_rol 0 from /suscripciones to /ventas', async () => {
    api(ok(conRol(1, '*')));
    setToken('tok');
    const ubicacion = App({ inicio: '/suscripciones' });
    expect(await screen.findByRole('heading', { name: 'Ventas' })).toBeTruthy();
    expect(ubicacion.ruta).toBe('/ventas');
  });

  it('lets id_rol 0 into /suscripciones', async () => {
    api(ok(conRol(0, '*')));
    setToken('tok');
    App({ inicio: '/suscripciones' });
    expect(await screen.findByRole('heading', { name: 'Suscripciones' })).toBeTruthy();
  });

  it('explains instead of looping when not even the fallback route is permitted', async () => {
    api(ok(conRol(2, 'nada')));
    setToken('tok');
    const ubicacion = App({ inicio: '/productos' });
    expect(await screen.findByText('No tienes permiso para acceder a este módulo.')).toBeTruthy();
    expect(ubicacion.ruta).toBe('/ventas');
  });
});

describe('RutaProtegida without requireAuth', () => {
  const Pagina = () => <h1>Categorías</h1>;

  const montar = () => {
    const ubicacion: { ruta?: string; estado?: unknown } = {};
    render(
      <TestMemoryRouter
        initialEntries={['/categorias?page=3']}
        locationCallback={(l) => {
          ubicacion.ruta = l.pathname;
          ubicacion.estado = l.state;
        }}
      >
        <Admin authProvider={authProvider} i18nProvider={i18nProvider} loginPage={false}>
          <CustomRoutes noLayout>
            <Route path="/signin" element={<h1>Entrar</h1>} />
            <Route
              path="/categorias"
              element={
                <RutaProtegida>
                  <Pagina />
                </RutaProtegida>
              }
            />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    return ubicacion;
  };

  it('loads the user itself when a token exists', async () => {
    const red = api(ok(conRol(2, 'categorias')));
    setToken('tok');
    montar();
    expect(await screen.findByRole('heading', { name: 'Categorías' })).toBeTruthy();
    expect(red.de('POST me')).toHaveLength(1);
  });

  it('sends a signed-out visitor to /signin remembering the page', async () => {
    api();
    const ubicacion = montar();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(ubicacion.ruta).toBe('/signin');
    expect(ubicacion.estado).toEqual({ nextPathname: '/categorias', nextSearch: '?page=3' });
  });

  it("signs out when the stored token's user cannot be loaded", async () => {
    const red = api(fallo(401, UNAUTHENTICATED));
    setToken('tok-vencido');
    const ubicacion = montar();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(ubicacion.ruta).toBe('/signin');
    expect(getToken()).toBeNull();
    expect(red.de('POST me')).toHaveLength(1);
  });
});
