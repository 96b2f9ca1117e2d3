import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { perezosa } from './components/perezosa';
import { PantallaOrdenarPerezosa } from './pos/ordenar/ruta';
import { RegistrarCompraPerezosa } from './pages/compras/ruta';
import { MODULOS_CON_INFORME } from '../common/informes/rutas';
import { paginaPerezosa } from './reports/ruta';

/**
 * A page of the app, declared once: its path(s), its component and who may open it. `publica` pages render
 * without the layout and without a session (/signin); the others sit under the one protected layout route
 * (App.tsx), whose module and role limits come from the path (common/modulos, spec §6).
 */
export interface Pagina {
  path: string | readonly string[];
  pagina: ComponentType;
  publica?: true;
}

const redirigir = (a: string): ComponentType => {
  const Redirigir = () => <Navigate to={a} replace />;
  Redirigir.displayName = `Redirigir(${a})`;
  return Redirigir;
};

// Every page is its own chunk (issue 12, budgets in README): the first load carries the shell, not the screens. Each
// names the groups of texts it waits for (src/i18n/textos.ts); a page inside the layout needs 'layout' too.
const Principal = perezosa(() => import('./pages/principal/Principal'), ['layout', 'principal']);

/** The app's pages besides the catalogues' (src/resources/, mounted from common/catalogos). */
export const PAGINAS: readonly Pagina[] = [
  { path: '/', pagina: redirigir('/signin'), publica: true },
  { path: '/signin', pagina: perezosa(() => import('./pages/public/SignIn'), ['publico']), publica: true },
  { path: '/signup', pagina: perezosa(() => import('./pages/public/SignUp'), ['publico']), publica: true },
  {
    path: '/signupAdmin',
    pagina: perezosa(() => import('./pages/public/SignUpAdmin'), ['publico']),
    publica: true,
  },
  {
    path: '/forgotpassword',
    pagina: perezosa(() => import('./pages/public/ForgotPassword'), ['publico']),
    publica: true,
  },
  {
    path: '/resetpassword',
    pagina: perezosa(() => import('./pages/public/ResetPassword'), ['publico']),
    publica: true,
  },
  {
    path: '/usermailverify',
    pagina: perezosa(() => import('./pages/public/UserMailVerify'), ['publico']),
    publica: true,
  },
  {
    path: '/invitado',
    pagina: perezosa(() => import('./pages/public/Invitado'), ['publico']),
    publica: true,
  },
  { path: ['/principal', '/principal/dashboard'], pagina: Principal },
  { path: '/ventas', pagina: perezosa(() => import('./pos/mapa/MapaMesas'), ['layout', 'pos']) },
  // Loaded ahead by the table map (issue 25), so declared beside it; the purchase form likewise by its list.
  { path: '/ventas/ordenar', pagina: PantallaOrdenarPerezosa },
  {
    path: '/ventaInmediata',
    pagina: perezosa(() => import('./pos/ventaInmediata/PantallaVentaInmediata'), ['layout', 'pos']),
  },
  {
    path: '/ordenes/ordenesActivas',
    pagina: perezosa(() => import('./pos/cocina/OrdenesActivas'), ['layout', 'pos']),
  },
  { path: '/cuadreCaja', pagina: perezosa(() => import('./pos/caja/CuadreCaja'), ['layout', 'pos']) },
  // Issue 31: the offline sales a manager reviews (module cuadreCaja, by its path).
  {
    path: '/cuadreCaja/sinConexion',
    pagina: perezosa(
      () => import('./pages/ventasSinConexion/VentasSinConexion'),
      ['layout', 'ventasSinConexion'],
    ),
  },
  { path: '/compras', pagina: perezosa(() => import('./pages/compras/ComprasPage'), ['layout', 'compras']) },
  { path: '/compras/registrar', pagina: RegistrarCompraPerezosa },
  {
    path: '/ajusteInventario',
    pagina: perezosa(() => import('./pages/ajusteInventario/AjustesLista'), ['layout', 'ajustes']),
  },
  {
    path: '/ajusteInventario/registrar',
    pagina: perezosa(() => import('./pages/ajusteInventario/RegistrarAjuste'), ['layout', 'ajustes']),
  },
  { path: '/configSistema', pagina: redirigir('/configSistema/editar') },
  {
    path: '/configSistema/editar',
    pagina: perezosa(() => import('./pages/configSistema/ConfiguracionEditar'), ['layout', 'configuracion']),
  },
  {
    path: '/configSistema/objetivosVentas',
    pagina: perezosa(() => import('./pages/configSistema/ObjetivosVentas'), ['layout', 'configuracion']),
  },
  {
    path: '/configSistema/cuenta',
    pagina: perezosa(() => import('./pages/configSistema/Cuenta'), ['layout', 'configuracion']),
  },
  {
    path: '/configSistema/cartaQr',
    pagina: perezosa(() => import('./pages/configSistema/CartaQr'), ['layout', 'configuracion']),
  },
  {
    path: '/configSistema/rangosDian',
    pagina: perezosa(() => import('./pages/configSistema/RangosDian'), ['layout', 'configuracion']),
  },
  {
    path: '/configSistema/colaErp',
    pagina: perezosa(() => import('./pages/colaErp/ColaErp'), ['layout', 'colaErp']),
  },
  {
    path: '/configSistema/usuarios',
    pagina: perezosa(() => import('./pages/usuarios/UsuariosPage'), ['layout', 'usuarios']),
  },
  {
    path: '/configSistema/auditoria',
    pagina: perezosa(() => import('./pages/auditoria/AuditoriaPage'), ['layout', 'auditoria']),
  },
  {
    path: '/configSistema/Webhooks',
    pagina: perezosa(() => import('./pages/webhooks/WebhooksPage'), ['layout', 'webhooks']),
  },
  {
    path: '/suscripciones',
    pagina: perezosa(() => import('./pages/suscripciones/SuscripcionesPage'), ['layout', 'suscripciones']),
  },
  // Spec §2: the Reports group opens on the expenses report; every declared report (common/informes) has its page.
  { path: '/informes', pagina: redirigir('/informes/informeGastos') },
  ...[...MODULOS_CON_INFORME].map((modulo) => ({
    path: `/informes/${modulo}`,
    pagina: paginaPerezosa(modulo),
  })),
];

/** The page for an unknown path (react-admin's catch-all). */
export const NotFound = perezosa(() => import('./pages/public/NotFound'), ['publico']);
