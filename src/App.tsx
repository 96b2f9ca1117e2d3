import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { createBrowserRouter, Outlet, Route, RouterProvider } from 'react-router-dom';
import { CATALOGOS } from '../common/catalogos';
import authProvider, { RutaProtegida } from './authProvider';
import dataProvider from './dataProvider';
import { i18nProvider } from './i18n';
import { lightTheme, darkTheme } from './layout/theme';
import { LoadingPage } from './components/LoadingOverlay';
import { Notificaciones } from './notifications';
import { Administracion } from './components/Administracion';
import { conTextos } from './i18n/textos';
import { recursoCatalogo } from './resources/catalogo';
import { spanishRoutes } from './resources/spanishRoutes';
import { gastos } from './resources/gastos';
import { NotFound, PAGINAS, type Pagina } from './paginas';

// The shell (app bar, menu, banner) too: the public pages (/signin) render without it.
const LayoutApp = lazy(
  conTextos(() => import('./layout/Layout').then((m) => ({ default: m.Layout })), ['layout']),
);
const Layout = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={<LoadingPage />}>
    <LayoutApp>{children}</LayoutApp>
  </Suspense>
);

/**
 * The one protected layout route (spec §2 'Protected routes'): anonymous visitors go to /signin remembering where
 * they were going, before a page mounts and asks the API for anything. The layout guards too, but only once someone
 * is signed in: without a session it renders pages bare (the not-found page).
 */
const Protegidas = () => (
  <RutaProtegida>
    <Outlet />
  </RutaProtegida>
);

/** A page's routes, one per path. */
const rutas = ({ path, pagina: P }: Pagina) =>
  (typeof path === 'string' ? [path] : path).map((p) => <Route key={p} path={p} element={<P />} />);

/** A resource's pages behind the same guard (react-admin mounts a `<Resource>`'s routes itself). */
function protegidas(r: RecursoPaginas): RecursoPaginas {
  const guardada = (P: ComponentType) => {
    const G = () => (
      <RutaProtegida>
        <P />
      </RutaProtegida>
    );
    G.displayName = `Protegida(${P.displayName ?? P.name})`;
    return G;
  };
  return { list: guardada(r.list), create: guardada(r.create), edit: guardada(r.edit) };
}
interface RecursoPaginas {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
}

const gastosPaginas = protegidas(gastos);

/** Every declared catalogue's pages (common/catalogos), generated: adding one needs no edit here. */
const catalogos = CATALOGOS.map((c) => {
  const r = recursoCatalogo(c);
  return { c, ...r, guardadas: protegidas(r) };
});

/** Providers, public pages and resources are wired here once; each resource folder declares its pages. */
const AdminApp = () => (
  <Administracion
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    theme={lightTheme}
    darkTheme={darkTheme}
    catchAll={NotFound}
    loading={LoadingPage}
    notification={Notificaciones}
    title="Comanda"
    disableTelemetry
  >
    <CustomRoutes noLayout>{PAGINAS.filter((p) => p.publica).flatMap(rutas)}</CustomRoutes>
    <CustomRoutes>
      <Route element={<Protegidas />}>
        {PAGINAS.filter((p) => !p.publica).flatMap(rutas)}
        {/* A catalogue whose path is not /<recurso> (/configSistema/puntosImpresion) is mounted at its own path. */}
        {catalogos
          .filter(({ c }) => c.ruta)
          .map(({ c, list: Lista, create, edit }) => (
            <Route
              key={c.recurso}
              path={c.ruta}
              element={
                <ResourceContextProvider value={c.recurso}>
                  <Outlet />
                </ResourceContextProvider>
              }
            >
              <Route index element={<Lista />} />
              {spanishRoutes({ create, edit })}
            </Route>
          ))}
      </Route>
    </CustomRoutes>
    {catalogos.map(({ c, icon, recordRepresentation, guardadas }) =>
      c.ruta ? (
        <Resource key={c.recurso} name={c.recurso} icon={icon} recordRepresentation={recordRepresentation} />
      ) : (
        <Resource
          key={c.recurso}
          name={c.recurso}
          list={guardadas.list}
          icon={icon}
          recordRepresentation={recordRepresentation}
          hasCreate
          hasEdit
        >
          {spanishRoutes(guardadas)}
        </Resource>
      ),
    )}
    <Resource name="gastos" list={gastosPaginas.list} icon={gastos.icon} hasCreate hasEdit>
      {spanishRoutes(gastosPaginas)}
    </Resource>
  </Administracion>
);

// One browser router for the whole app (plain paths, no '#'), created once at module level.
const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }]);

const App = () => <RouterProvider router={router} />;

export default App;
