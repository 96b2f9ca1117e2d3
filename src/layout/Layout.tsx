import { lazy, Suspense, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { disposicionValida } from '../../common/disposiciones';
import { esRutaProtegida, RutaProtegida, useUsuario } from '../authProvider';
import { getToken } from '../dataProvider/http';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { AvisoActualizacion } from '../pwa/AvisoActualizacion';
import { AppBar } from './AppBar';
import { BannerPrueba } from './BannerPrueba';
import { DireccionIdioma } from './DireccionIdioma';
import { Menu } from './Menu';
import { NombresDeCarga } from './NombresDeCarga';
import { SaltarContenido } from './SaltarContenido';
import { Sidebar } from './Sidebar';

/**
 * The vertical layout (spec §2 'Shell'): app bar, grouped sidebar (a drawer below md), trial banner, and the page
 * inside the route guard and the module error boundary. Nobody signed in (no token, no user: e.g. the not-found page
 * for an anonymous visitor): the page alone, without app bar or menu; but a path inside a section (spec §2 'Protected
 * routes', even one whose pages are not built yet and would render as not found) goes to /signin remembering it.
 * Loading indicators inside are named (NombresDeCarga). A new version of the app waiting is offered there
 * (AvisoActualizacion, issue 30). The user's chosen layout (issue 30, spec §2: eight, vertical by default) wraps the
 * same content; the seven others are one lazy chunk, so the default's first load does not grow.
 */
const DisposicionAlterna = lazy(() => import('./disposiciones/DisposicionAlterna'));

export const Layout = ({ children }: { children?: ReactNode }) => {
  const usuario = useUsuario();
  const conSesion = Boolean(usuario || getToken());
  const { pathname } = useLocation();
  const disposicion = disposicionValida(usuario?.user.disposicion);
  const contenido = (
    <>
      <BannerPrueba />
      <ErrorBoundary>
        <RutaProtegida>{children}</RutaProtegida>
      </ErrorBoundary>
      <AvisoActualizacion />
    </>
  );
  return (
    <DireccionIdioma>
      <NombresDeCarga>
        {conSesion ? <SaltarContenido /> : null}
        {conSesion && disposicion !== 'vertical' ? (
          <Suspense fallback={null}>
            <DisposicionAlterna disposicion={disposicion}>{contenido}</DisposicionAlterna>
          </Suspense>
        ) : conSesion ? (
          <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} className="disposicion-vertical">
            {contenido}
          </RaLayout>
        ) : esRutaProtegida(pathname) ? (
          <RutaProtegida>{children}</RutaProtegida>
        ) : (
          <ErrorBoundary>{children}</ErrorBoundary>
        )}
      </NombresDeCarga>
    </DireccionIdioma>
  );
};
