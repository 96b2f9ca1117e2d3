import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { guardarUsuario, limpiarSesion } from '../../../src/authProvider/session';
import type { Usuario } from '../../../src/authProvider';
import proveedor from '../../../src/dataProvider';
import { setToken } from '../../../src/dataProvider/http';
import { crearI18nProvider } from '../../../src/i18n';
import { darkTheme, lightTheme } from '../../../src/layout';
import { USUARIO } from '../public/soporte';

export { apiFalsa, ok, fallo } from '../public/soporte';

/** The demo user of the public-page tests: Ana Gómez, owner ('*'), in trial until 2030-01-31, no card. */
export const usuarioDePrueba = (
  cambios: { user?: Partial<Usuario['user']> } & Partial<Omit<Usuario, 'user'>> = {},
) => {
  const { user, ...resto } = cambios;
  return { ...USUARIO, ...resto, user: { ...USUARIO.user, ...user } } as Usuario;
};

/** Signs a user in as the authProvider would: token in localStorage and the cached `me` answer. */
export function iniciarSesion(usuario: Usuario = usuarioDePrueba()) {
  setToken('token-de-prueba');
  guardarUsuario(usuario);
}

export const cerrarSesionLocal = () => limpiarSesion();

export const authProviderFalso = (): AuthProvider & { logout: ReturnType<typeof vi.fn> } => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => {
    limpiarSesion();
    return '/signin';
  }),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  getIdentity: vi.fn(async () => ({ id: 7, fullName: 'Ana Gómez' })),
  getPermissions: vi.fn(async () => ({ id_rol: 0, acceso_modulo_tag: '*' })),
});

/** Shows the current path, for routes that are not under test. */
export const RutaActual = () => {
  const location = useLocation();
  return <div data-testid="ruta-actual">{location.pathname}</div>;
};

interface Opciones {
  ruta?: string;
  authProvider?: AuthProvider;
  /** The app's own dataProvider, for pages that read through it (over the faked HTTP client). */
  dataProvider?: DataProvider;
}

/** Renders inside react-admin's context as the app does: real i18n and themes, memory store and router. */
export function renderShell(
  contenido: ReactNode,
  { ruta = '/principal', authProvider, dataProvider }: Opciones = {},
) {
  const store = memoryStore();
  const auth = authProvider ?? authProviderFalso();
  const ubicacion: { actual?: Location } = {};
  const resultado = render(
    <TestMemoryRouter initialEntries={[ruta]} locationCallback={(l) => (ubicacion.actual = l)}>
      <AdminContext
        authProvider={auth}
        i18nProvider={crearI18nProvider()}
        store={store}
        dataProvider={dataProvider ?? testDataProvider({ consultar: proveedor.consultar })}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        {contenido}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...resultado, store, ubicacion, authProvider: auth };
}

/** A page at `ruta` inside the layout, other paths showing where the router went. */
export const paginas = (rutas: Record<string, ReactNode>) => (
  <Routes>
    {Object.entries(rutas).map(([path, element]) => (
      <Route key={path} path={path} element={element} />
    ))}
    <Route path="*" element={<RutaActual />} />
  </Routes>
);
