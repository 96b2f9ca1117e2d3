import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import Principal from '../../../src/pages/principal/Principal';
import { cerrarSesionLocal, iniciarSesion, renderShell, usuarioDePrueba } from './soporte';

afterEach(() => cerrarSesionLocal());

describe('/principal (home)', () => {
  it('greets the user and shows the company and the trial end date', () => {
    iniciarSesion();
    renderShell(<Principal />);
    expect(screen.getByRole('heading', { name: '¡Hola, Ana Gómez!' })).toBeTruthy();
    expect(screen.getByText('Empresa: Bar Ana')).toBeTruthy();
    expect(screen.getByText('Periodo de prueba activo hasta el 2030-01-31')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
  });

  it('shows an active subscription outside the trial', () => {
    iniciarSesion(
      usuarioDePrueba({
        suscripcion_empresa: {
          id: 11,
          estado_periodo_pueba: 0,
          estado: 'activa',
          fecha_fin_periodo_prueba: null,
          cobros: [],
        },
      }),
    );
    renderShell(<Principal />);
    expect(screen.getByText('Suscripción activa')).toBeTruthy();
    expect(screen.queryByText(/Periodo de prueba/)).toBeNull();
  });

  it('links to the sections that exist and the role may open', () => {
    iniciarSesion();
    renderShell(<Principal />);
    const secciones = screen.getByRole('region', { name: 'Tus secciones' });
    const enlaces = within(secciones).getAllByRole('link');
    expect(enlaces.map((a) => a.getAttribute('href'))).toEqual([
      '/ventas',
      '/ventaInmediata',
      '/cuadreCaja',
      '/ordenes/ordenesActivas',
      '/categorias',
      '/productosImpuestos',
      '/productos',
      '/gruposModificadores',
      '/formasPago',
      '/tipoGastos',
      '/proveedores',
      '/gastos',
      '/ajusteInventario',
      '/compras',
      '/configSistema',
      '/mesas',
      '/configSistema/objetivosVentas',
      '/configSistema/usuarios',
      '/configSistema/auditoria',
      '/configSistema/cuenta',
      '/configSistema/puntosImpresion',
      '/configSistema/Webhooks',
      '/configSistema/rangosDian',
      '/configSistema/colaErp',
      '/informes/informeGastos',
      '/informes/informeVentas',
      '/informes/informeInventario',
      '/informes/informeCompras',
      '/informes/informeUtilidadesCajas',
      '/informes/informeUtilidadesProductos',
      '/informes/informeInventarioProductos',
      '/informes/informeVentasCanceladas',
      '/informes/informeDevolucionesCompras',
      '/informes/informeDevolucionGastos',
      '/informes/informeImpuestos',
      '/informes/informePropinas',
      '/suscripciones',
    ]);
    expect(enlaces[1].textContent).toContain('Venta inmediata');
    expect(enlaces[2].textContent).toContain('Cuadre de caja');
    expect(enlaces[3].textContent).toContain('Órdenes activas');
    expect(enlaces[4].textContent).toContain('Categorías');
    expect(enlaces[4].textContent).toContain('Tablas');
  });

  it('tells a role without sections to ask for access', () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 2, acceso_modulo_tag: 'principal' } }));
    renderShell(<Principal />);
    const secciones = screen.getByRole('region', { name: 'Tus secciones' });
    expect(within(secciones).queryAllByRole('link')).toHaveLength(0);
    expect(within(secciones).getByText(/Tu rol todavía no tiene secciones habilitadas/)).toBeTruthy();
  });

  it('asks to verify the e-mail only when it is not verified', () => {
    iniciarSesion(usuarioDePrueba({ user: { email_verificado: false } }));
    const { unmount } = renderShell(<Principal />);
    expect(screen.getByText(/Aún no has verificado tu correo ana@bar.co/)).toBeTruthy();
    unmount();
    iniciarSesion();
    renderShell(<Principal />);
    expect(screen.queryByText(/Aún no has verificado tu correo/)).toBeNull();
  });
});
