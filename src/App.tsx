import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { createBrowserRouter, Navigate, Outlet, Route, RouterProvider } from 'react-router-dom';
import { CATALOGOS } from '../common/catalogos';
import authProvider, { RutaProtegida } from './authProvider';
import dataProvider from './dataProvider';
import { i18nProvider } from './i18n';
import { lightTheme, darkTheme } from './layout/theme';
import { LoadingPage } from './components/LoadingOverlay';
import { Notificaciones } from './notifications';
import { perezosa } from './components/perezosa';
import { Administracion } from './components/Administracion';
import { conTextos } from './i18n/textos';
import { recursoCatalogo } from './resources/catalogo';
import { spanishRoutes } from './resources/spanishRoutes';
import { gastos } from './resources/gastos';
import { PantallaOrdenarPerezosa } from './pos/ordenar/ruta';
import { RegistrarCompraPerezosa } from './pages/compras/ruta';

// Every page is its own chunk (issue 12, budgets in README): the first load carries the shell, not the screens. Each
// names the groups of texts it waits for (src/i18n/textos.ts); a page inside the layout needs 'layout' too.
const SignIn = perezosa(() => import('./pages/public/SignIn'), ['publico']);
const SignUp = perezosa(() => import('./pages/public/SignUp'), ['publico']);
const SignUpAdmin = perezosa(() => import('./pages/public/SignUpAdmin'), ['publico']);
const ForgotPassword = perezosa(() => import('./pages/public/ForgotPassword'), ['publico']);
const ResetPassword = perezosa(() => import('./pages/public/ResetPassword'), ['publico']);
const UserMailVerify = perezosa(() => import('./pages/public/UserMailVerify'), ['publico']);
const Invitado = perezosa(() => import('./pages/public/Invitado'), ['publico']);
const UsuariosPage = perezosa(() => import('./pages/usuarios/UsuariosPage'), ['layout', 'usuarios']);
const AuditoriaPage = perezosa(() => import('./pages/auditoria/AuditoriaPage'), ['layout', 'auditoria']);
const WebhooksPage = perezosa(() => import('./pages/webhooks/WebhooksPage'), ['layout', 'webhooks']);
const NotFound = perezosa(() => import('./pages/public/NotFound'), ['publico']);
const Principal = perezosa(() => import('./pages/principal/Principal'), ['layout', 'principal']);
const ConfiguracionEditar = perezosa(
  () => import('./pages/configSistema/ConfiguracionEditar'),
  ['layout', 'configuracion'],
);
const ObjetivosVentas = perezosa(
  () => import('./pages/configSistema/ObjetivosVentas'),
  ['layout', 'configuracion'],
);
const Cuenta = perezosa(() => import('./pages/configSistema/Cuenta'), ['layout', 'configuracion']);
const CartaQr = perezosa(() => import('./pages/configSistema/CartaQr'), ['layout', 'configuracion']);
const MapaMesas = perezosa(() => import('./pos/mapa/MapaMesas'), ['layout', 'pos']);
const OrdenesActivas = perezosa(() => import('./pos/cocina/OrdenesActivas'), ['layout', 'pos']);
const PantallaVentaInmediata = perezosa(
  () => import('./pos/ventaInmediata/PantallaVentaInmediata'),
  ['layout', 'pos'],
);
const Compras = protegida(perezosa(() => import('./pages/compras/ComprasPage'), ['layout', 'compras']));
const RegistrarCompra = protegida(RegistrarCompraPerezosa);
const AjustesLista = protegida(
  perezosa(() => import('./pages/ajusteInventario/AjustesLista'), ['layout', 'ajustes']),
);
const RegistrarAjuste = protegida(
  perezosa(() => import('./pages/ajusteInventario/RegistrarAjuste'), ['layout', 'ajustes']),
);
const CuadreCaja = protegida(perezosa(() => import('./pos/caja/CuadreCaja'), ['layout', 'pos']));
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
 * A page that needs a session (spec §2 'Protected routes'): anonymous visitors go to /signin remembering where they
 * were going, before the page mounts and asks the API for anything. The layout guards too, but only once someone
 * is signed in: without a session it renders pages bare (the not-found page).
 */
function protegida(Pagina: ComponentType): ComponentType {
  const Protegida = () => (
    <RutaProtegida>
      <Pagina />
    </RutaProtegida>
  );
  Protegida.displayName = `Protegida(${Pagina.displayName ?? Pagina.name})`;
  return Protegida;
}

const PrincipalProtegida = protegida(Principal);
const UsuariosProtegida = protegida(UsuariosPage);
const AuditoriaProtegida = protegida(AuditoriaPage);
const WebhooksProtegida = protegida(WebhooksPage);
const ConfiguracionProtegida = protegida(ConfiguracionEditar);
const ObjetivosProtegida = protegida(ObjetivosVentas);
const CuentaProtegida = protegida(Cuenta);
const CartaQrProtegida = protegida(CartaQr);
const MapaMesasProtegida = protegida(MapaMesas);
const OrdenesActivasProtegida = protegida(OrdenesActivas);
// Loaded ahead by the table map (issue 25), so declared beside it; the purchase form likewise by its list.
const OrdenarProtegida = protegida(PantallaOrdenarPerezosa);
const VentaInmediataProtegida = protegida(PantallaVentaInmediata);
const gastosPaginas = {
  list: protegida(gastos.list),
  create: protegida(gastos.create),
  edit: protegida(gastos.edit),
};
const IrAConfiguracion = () => <Navigate to="/configSistema/editar" replace />;
const ConfigSistemaProtegida = protegida(IrAConfiguracion);

/** Every declared catalogue's pages (common/catalogos), generated and protected: adding one needs no edit here. */
const catalogos = CATALOGOS.map((c) => {
  const r = recursoCatalogo(c);
  return {
    c,
    ...r,
    paginas: { list: protegida(r.list), create: protegida(r.create), edit: protegida(r.edit) },
  };
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
    <CustomRoutes noLayout>
      <Route path="/" element={<Navigate to="/signin" replace />} />
      <Route path="/signin" element={<SignIn />} />
      <Route path="/signup" element={<SignUp />} />
      <Route path="/signupAdmin" element={<SignUpAdmin />} />
      <Route path="/forgotpassword" element={<ForgotPassword />} />
      <Route path="/resetpassword" element={<ResetPassword />} />
      <Route path="/usermailverify" element={<UserMailVerify />} />
      <Route path="/invitado" element={<Invitado />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/principal" element={<PrincipalProtegida />} />
      <Route path="/principal/dashboard" element={<PrincipalProtegida />} />
      <Route path="/ventas" element={<MapaMesasProtegida />} />
      <Route path="/configSistema/usuarios" element={<UsuariosProtegida />} />
      <Route path="/configSistema/auditoria" element={<AuditoriaProtegida />} />
      <Route path="/configSistema/Webhooks" element={<WebhooksProtegida />} />
      <Route path="/configSistema" element={<ConfigSistemaProtegida />} />
      <Route path="/configSistema/editar" element={<ConfiguracionProtegida />} />
      <Route path="/configSistema/objetivosVentas" element={<ObjetivosProtegida />} />
      <Route path="/configSistema/cuenta" element={<CuentaProtegida />} />
      <Route path="/configSistema/cartaQr" element={<CartaQrProtegida />} />
      <Route path="/ordenes/ordenesActivas" element={<OrdenesActivasProtegida />} />
      <Route path="/ventas/ordenar" element={<OrdenarProtegida />} />
      <Route path="/ventaInmediata" element={<VentaInmediataProtegida />} />
      <Route path="/cuadreCaja" element={<CuadreCaja />} />
      <Route path="/compras" element={<Compras />} />
      <Route path="/compras/registrar" element={<RegistrarCompra />} />
      <Route path="/ajusteInventario" element={<AjustesLista />} />
      <Route path="/ajusteInventario/registrar" element={<RegistrarAjuste />} />
      {/* A catalogue whose path is not /<recurso> (/configSistema/puntosImpresion) is mounted at its own path. */}
      {catalogos
        .filter(({ c }) => c.ruta)
        .map(({ c, paginas }) => (
          <Route
            key={c.recurso}
            path={c.ruta}
            element={
              <ResourceContextProvider value={c.recurso}>
                <Outlet />
              </ResourceContextProvider>
            }
          >
            <Route index element={<paginas.list />} />
            {spanishRoutes(paginas)}
          </Route>
        ))}
    </CustomRoutes>
    {catalogos.map(({ c, paginas, icon, recordRepresentation }) =>
      c.ruta ? (
        <Resource key={c.recurso} name={c.recurso} icon={icon} recordRepresentation={recordRepresentation} />
      ) : (
        <Resource
          key={c.recurso}
          name={c.recurso}
          list={paginas.list}
          icon={icon}
          recordRepresentation={recordRepresentation}
          hasCreate
          hasEdit
        >
          {spanishRoutes(paginas)}
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
