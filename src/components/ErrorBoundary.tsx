import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUsuario, type Usuario } from '../authProvider';
import { getToken, http } from '../dataProvider/http';
import { moduloDeRuta } from '../modules';

/** The body of POST log/error/front (spec §3 'Front-end error log', §7). */
export interface RegistroErrorFront {
  error: string;
  message: string;
  stack: string;
  componentName: string;
  moduleName: string;
  additionalData: {
    location: string;
    userName: string;
    businessName: string;
    companyId: number | null;
  };
  timestamp: string;
}

/** The innermost component named in React's component stack ('    at Productos (…)' → 'Productos'). */
export function componenteDelError(componentStack: string | null | undefined): string {
  const linea = (componentStack ?? '').split('\n').find((l) => l.trim());
  const nombre = linea?.trim().match(/^(?:at\s+)?([\w$.]+)/)?.[1];
  return nombre ?? 'desconocido';
}

/** The spec's log entry for an error caught while rendering `ubicacion`. */
export function registroDeError(
  error: unknown,
  info: ErrorInfo,
  ubicacion: string,
  usuario: Usuario | null,
): RegistroErrorFront {
  const err = error instanceof Error ? error : new Error(String(error));
  const pathname = ubicacion.split(/[?#]/)[0];
  return {
    error: `${err.name}: ${err.message}`,
    message: err.message,
    stack: err.stack ?? '',
    componentName: componenteDelError(info.componentStack),
    moduleName: moduloDeRuta(pathname)?.tag ?? pathname,
    additionalData: {
      location: ubicacion,
      userName: usuario ? `${usuario.user.name} ${usuario.user.last_name}`.trim() : '',
      businessName: usuario?.user.business_name || usuario?.empresa.nombre || '',
      companyId: usuario?.empresa.id ?? null,
    },
    timestamp: new Date().toISOString(),
  };
}

/** Sends the entry to the API (needs the bearer token); a failure to log is not shown to the user. */
export async function registrarErrorFront(registro: RegistroErrorFront): Promise<void> {
  if (!getToken()) return;
  await http.post('log/error/front', registro).catch(() => undefined);
}

interface FallbackProps {
  modulo: string;
  reintentar: () => void;
}

/** Spec §2/§8 render fallback: the module's name, the message, 'Intentar de nuevo' and 'Regresar al inicio'. */
export const FallbackError = ({ modulo, reintentar }: FallbackProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rutaInicial = useRef(pathname);

  // Leaving the page (menu, back button) clears the error, as react-admin's own error page does.
  useEffect(() => {
    if (pathname !== rutaInicial.current) reintentar();
  }, [pathname, reintentar]);

  return (
    <Box role="alert" sx={{ p: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640, width: '100%' }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
          <Typography variant="h6" component="h1">
            {translate('comanda.error_modulo.modulo', { modulo })}
          </Typography>
          <Typography>{translate('comanda.error_modulo.mensaje')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={reintentar}>
              {translate('comanda.error_modulo.reintentar')}
            </Button>
            <Button variant="outlined" onClick={() => navigate('/')}>
              {translate('comanda.error_modulo.inicio')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
};

interface LimiteProps {
  children: ReactNode;
  alFallar: (error: unknown, info: ErrorInfo) => void;
  fallback: (reintentar: () => void) => ReactNode;
}

class Limite extends Component<LimiteProps, { error: unknown; conError: boolean }> {
  state = { error: null as unknown, conError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, conError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.alFallar(error, info);
  }

  reintentar = () => this.setState({ error: null, conError: false });

  render() {
    return this.state.conError ? this.props.fallback(this.reintentar) : this.props.children;
  }
}

/**
 * Catches a page's render errors (spec §2 'Shell'): shows the fallback with the module's name and logs the error to
 * POST log/error/front with the spec's fields. The layout puts every page inside one; `modulo` overrides the name
 * taken from the current route.
 */
export const ErrorBoundary = ({ children, modulo }: { children: ReactNode; modulo?: string }) => {
  const translate = useTranslate();
  const location = useLocation();
  const usuario = useUsuario();
  const ubicacion = `${location.pathname}${location.search}${location.hash}`;
  const moduloDeLaRuta = moduloDeRuta(location.pathname);
  const nombre = modulo ?? (moduloDeLaRuta ? translate(moduloDeLaRuta.label) : location.pathname);

  return (
    <Limite
      alFallar={(error, info) => void registrarErrorFront(registroDeError(error, info, ubicacion, usuario))}
      fallback={(reintentar) => <FallbackError modulo={nombre} reintentar={reintentar} />}
    >
      {children}
    </Limite>
  );
};
