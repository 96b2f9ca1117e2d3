import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, localStorageStore } from 'react-admin';

/** react-admin's own pages this app keeps, each in a chunk of its own (rare: a render error, a refused page). */
const paginaRa = <P extends object>(cargar: () => Promise<ComponentType<P>>) => {
  const Pagina = lazy(() => cargar().then((c) => ({ default: c }))) as unknown as ComponentType<P>;
  const Perezosa = (props: P): ReactElement => (
    <Suspense fallback={null}>
      <Pagina {...props} />
    </Suspense>
  );
  return Perezosa;
};
const ErrorRa = paginaRa(() => import('./paginasRa').then((m) => m.ErrorRa));
const AccesoDenegadoRa = paginaRa(() => import('./paginasRa').then((m) => m.AccesoDenegadoRa));
const ErrorAutenticacionRa = paginaRa(() => import('./paginasRa').then((m) => m.ErrorAutenticacionRa));
const RetornoAutenticacionRa = paginaRa(() => import('./paginasRa').then((m) => m.RetornoAutenticacionRa));

const almacen = localStorageStore();

type PropsUi = Pick<
  ComponentProps<typeof CoreAdminUI>,
  'layout' | 'catchAll' | 'loading' | 'title' | 'disableTelemetry' | 'children'
>;
type Props = Omit<ComponentProps<typeof AdminContext>, 'store' | 'children'> &
  PropsUi & { notification: ComponentType };

/**
 * react-admin's <Admin> without its defaults in the first load (issue 12's budgets): <Admin> is AdminContext +
 * AdminUI, and AdminUI imports its default layout, login form, not-found, error and access pages even when the app
 * passes its own, which put react-hook-form, Popper and the default app bar in the entry chunk. This is the same
 * tree (theme and store as <Admin> sets them, CssBaseline, CoreAdminUI, the notification) with the app's pages and
 * react-admin's error/access pages loaded on demand.
 */
export function Administracion({
  notification: Notificacion,
  layout,
  catchAll,
  loading,
  title,
  disableTelemetry,
  children,
  ...contexto
}: Props) {
  const ui: PropsUi = { layout, catchAll, loading, title, disableTelemetry };
  return (
    <AdminContext {...contexto} store={almacen}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          {...ui}
          error={ErrorRa}
          accessDenied={AccesoDenegadoRa}
          authenticationError={ErrorAutenticacionRa}
          authCallbackPage={RetornoAutenticacionRa}
        >
          {children}
        </CoreAdminUI>
        <Notificacion />
      </CssBaseline>
    </AdminContext>
  );
}
