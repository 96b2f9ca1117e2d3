import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { darkTheme, Layout, lightTheme } from '../../../src/layout';
import { cerrarSesionLocal, iniciarSesion, paginas, renderShell } from './soporte';
import { pantallaDe } from '../pantalla';

afterEach(() => {
  cerrarSesionLocal();
  vi.unstubAllGlobals();
});

describe('themes (spec §9 Layout)', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])(
    '%s: breakpoints xs 0, sm 600, md 960, lg 1280, xl 1920; sidebar 304, mini 80; Spanish texts',
    (modo, opciones) => {
      const tema = createTheme(opciones);
      expect(tema.palette.mode).toBe(modo);
      expect(tema.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
      expect(opciones.sidebar).toEqual({ width: 304, closedWidth: 80 });
      expect(tema.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Filas por página:');
      // react-admin's own toasts: 5000 ms by default, at the top right (spec §8/§9), below the app bar.
      expect(tema.components?.RaNotification?.defaultProps).toEqual({
        autoHideDuration: 5000,
        anchorOrigin: { vertical: 'top', horizontal: 'right' },
        sx: { top: { xs: 64, sm: 72 } },
      });
    },
  );
});

describe('sidebar below md (spec §2 Shell, §9: drawer at md)', () => {
  it('is a closed drawer that the menu button opens and a navigation closes', async () => {
    pantallaDe(800);
    iniciarSesion();
    renderShell(<Layout>{paginas({ '/principal': <p>Inicio de prueba</p> })}</Layout>);
    await screen.findByText('Inicio de prueba');
    expect(screen.queryByRole('menu', { name: 'Menú principal' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Categorías' }));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Menú principal' })).toBeNull());
    expect(screen.getByTestId('ruta-actual').textContent).toBe('/categorias');
  });

  it("keeps 'Ver tutorial' and 'Cerrar Sesión' as named icons, so the title keeps its room", async () => {
    pantallaDe(800);
    iniciarSesion();
    renderShell(<Layout>{paginas({ '/principal': <p>Inicio de prueba</p> })}</Layout>);
    await screen.findByText('Inicio de prueba');
    for (const nombre of ['Ver tutorial', 'Cerrar Sesión']) {
      const boton = screen.getByRole('button', { name: nombre });
      expect(boton.textContent).toBe('');
    }
  });

  it('stays docked from md up, with the header buttons’ texts', async () => {
    pantallaDe(1280);
    iniciarSesion();
    renderShell(<Layout>{paginas({ '/principal': <p>Inicio de prueba</p> })}</Layout>);
    expect(await screen.findByRole('menu', { name: 'Menú principal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' }).textContent).toBe('Cerrar Sesión');
    expect(screen.getByRole('button', { name: 'Ver tutorial' }).textContent).toBe('Ver tutorial');
  });
});

describe('accessibility (WCAG AA)', () => {
  it('white text on the app bar and on the trial chip reaches 4.5:1 in the light theme', () => {
    const tema = createTheme(lightTheme);
    // react-admin's AppBar is color="secondary"; the trial chip on home is color="warning".
    expect(
      getContrastRatio(tema.palette.secondary.main, tema.palette.secondary.contrastText),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      getContrastRatio(tema.palette.warning.main, tema.palette.warning.contrastText),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it("'Saltar al contenido' is the first keyboard stop and moves focus into the main content", async () => {
    pantallaDe(1280);
    iniciarSesion();
    renderShell(<Layout>{paginas({ '/principal': <p>Inicio de prueba</p> })}</Layout>);
    await screen.findByText('Inicio de prueba');
    // react-admin's own skip button (white on white, and it blurs what it focuses) is hidden.
    const propio = document.querySelector('.skip-nav-button') as HTMLElement;
    expect(getComputedStyle(propio).display).toBe('none');
    const enlace = screen.getByTestId('saltar-contenido');
    expect(enlace.textContent).toBe('Saltar al contenido');
    const enfocables = document.querySelectorAll('a[href], button:not([disabled])');
    expect(enfocables[0]).toBe(enlace);
    enlace.focus();
    fireEvent.click(enlace);
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });
});

describe('app bar on a phone (390 px)', () => {
  it('the title wraps instead of being cut, and the language button keeps only its icon', async () => {
    pantallaDe(390);
    iniciarSesion();
    renderShell(<Layout>{paginas({ '/principal': <p>Inicio de prueba</p> })}</Layout>);
    await screen.findByText('Inicio de prueba');
    const titulo = document.getElementById('react-admin-title') as HTMLElement;
    expect(getComputedStyle(titulo).whiteSpace).toBe('normal');
    const idioma = within(screen.getByTestId('idioma')).getByRole('button');
    expect(getComputedStyle(idioma).fontSize).toBe('0px');
    expect(idioma.textContent).toBe('Español');
  });
});
