import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ErrorBoundary, componenteDelError } from '../../../src/components/ErrorBoundary';
import { Layout } from '../../../src/layout';
import { apiFalsa, cerrarSesionLocal, iniciarSesion, ok, paginas, renderShell } from './soporte';

const estado = { fallar: true };

const ListaDeCategorias = () => {
  if (estado.fallar) throw new TypeError('categorias.map no es una función');
  return <p>Categorías cargadas</p>;
};

const MENSAJE =
  '¡Ups! Algo no está funcionando bien. Ha ocurrido un error en la aplicación al momento de ingresar al módulo.';

afterEach(() => {
  cerrarSesionLocal();
  estado.fallar = true;
  vi.restoreAllMocks();
});

// React reports caught render errors on the console; keep the output readable.
const silenciarConsola = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('ErrorBoundary (spec §2 Shell, §8 render fallback)', () => {
  it('shows the module name, the message and both buttons, and posts the error log with the spec fields', async () => {
    silenciarConsola();
    iniciarSesion();
    const api = apiFalsa({ 'POST log/error/front': ok(null) });
    renderShell(<Layout>{paginas({ '/categorias': <ListaDeCategorias /> })}</Layout>, {
      ruta: '/categorias?page=2',
    });

    expect(await screen.findByText(MENSAJE)).toBeTruthy();
    expect(screen.getByText('Módulo: Categorías')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regresar al inicio' })).toBeTruthy();
    // The shell stays usable around the fallback.
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();

    await waitFor(() => expect(api.de('POST log/error/front')).toHaveLength(1));
    const [llamada] = api.de('POST log/error/front');
    expect(llamada.autorizacion).toBe('Bearer token-de-prueba');
    expect(llamada.cuerpo).toMatchObject({
      error: 'TypeError: categorias.map no es una función',
      message: 'categorias.map no es una función',
      componentName: 'ListaDeCategorias',
      moduleName: 'categorias',
      additionalData: {
        location: '/categorias?page=2',
        userName: 'Ana Gómez',
        businessName: 'Bar Ana',
        companyId: 3,
      },
    });
    expect(String(llamada.cuerpo.stack)).toContain('categorias.map no es una función');
    expect(Number.isNaN(Date.parse(String(llamada.cuerpo.timestamp)))).toBe(false);
  });

  it("'Intentar de nuevo' renders the page again", async () => {
    silenciarConsola();
    iniciarSesion();
    apiFalsa({ 'POST log/error/front': ok(null) });
    renderShell(<Layout>{paginas({ '/categorias': <ListaDeCategorias /> })}</Layout>, {
      ruta: '/categorias',
    });
    await screen.findByText(MENSAJE);
    estado.fallar = false;
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByText('Categorías cargadas')).toBeTruthy();
    expect(screen.queryByText(MENSAJE)).toBeNull();
  });

  it("'Regresar al inicio' goes to the root", async () => {
    silenciarConsola();
    iniciarSesion();
    apiFalsa({ 'POST log/error/front': ok(null) });
    const { ubicacion } = renderShell(<Layout>{paginas({ '/categorias': <ListaDeCategorias /> })}</Layout>, {
      ruta: '/categorias',
    });
    await screen.findByText(MENSAJE);
    fireEvent.click(screen.getByRole('button', { name: 'Regresar al inicio' }));
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/'));
  });

  it('takes a module name given by the page, and logs nothing without a session', async () => {
    silenciarConsola();
    const api = apiFalsa({ 'POST log/error/front': ok(null) });
    renderShell(
      <ErrorBoundary modulo="Venta inmediata">
        <ListaDeCategorias />
      </ErrorBoundary>,
      { ruta: '/ventaInmediata' },
    );
    expect(await screen.findByText('Módulo: Venta inmediata')).toBeTruthy();
    expect(api.llamadas).toHaveLength(0);
  });

  it('reads the component name from React’s component stack', () => {
    expect(
      componenteDelError('\n    at Productos (http://localhost/src/Productos.tsx:3:9)\n    at div'),
    ).toBe('Productos');
    expect(componenteDelError('')).toBe('desconocido');
  });
});
