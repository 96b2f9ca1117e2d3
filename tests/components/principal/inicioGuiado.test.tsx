import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Principal from '../../../src/pages/principal/Principal';
import { http } from '../../../src/dataProvider/http';
import type { EstadoInicio } from '../../../common/inicio';
import {
  apiFalsa,
  cerrarSesionLocal,
  iniciarSesion,
  ok,
  renderShell,
  usuarioDePrueba,
} from '../shell/soporte';

const adapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapter;
  cerrarSesionLocal();
});

const NADA: EstadoInicio = { datos: false, menu: false, mesas: false, caja: false, venta: false };

const guia = () => screen.findByRole('region', { name: 'Empieza aquí' });
const paso = (region: HTMLElement, nombre: string) =>
  region.querySelector(`[data-paso="${nombre}"]`) as HTMLElement;

describe('/principal: the guided start', () => {
  it('shows a new company its five steps, each one tap from where it is done', async () => {
    iniciarSesion();
    apiFalsa({ 'GET principal/inicio': ok(NADA) });
    renderShell(<Principal />);
    const region = await guia();
    expect(within(region).getByText('0 de 5 pasos completados')).toBeTruthy();
    const enlaces = within(region).getAllByRole('link');
    expect(enlaces.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Completar datos', '/configSistema/editar'],
      ['Crear productos', '/productos'],
      ['Crear mesas', '/mesas'],
      ['Abrir caja', '/cuadreCaja'],
      ['Vender', '/ventaInmediata'],
    ]);
  });

  it.each(['datos', 'menu', 'mesas', 'caja', 'venta'] as const)(
    'ticks the step %s from the company’s state and drops its link',
    async (hecho) => {
      iniciarSesion();
      apiFalsa({ 'GET principal/inicio': ok({ ...NADA, [hecho]: true }) });
      renderShell(<Principal />);
      const region = await guia();
      expect(within(region).getByText('1 de 5 pasos completados')).toBeTruthy();
      for (const nombre of Object.keys(NADA)) {
        const fila = paso(region, nombre);
        expect(fila.dataset.hecho).toBe(String(nombre === hecho));
        expect(within(fila).queryByTitle('Hecho') !== null).toBe(nombre === hecho);
        expect(within(fila).queryAllByRole('link')).toHaveLength(nombre === hecho ? 0 : 1);
      }
    },
  );

  it('is gone once every step is done', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET principal/inicio': ok({ datos: true, menu: true, mesas: true, caja: true, venta: true }),
    });
    renderShell(<Principal />);
    await waitFor(() => expect(api.de('GET principal/inicio')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(screen.queryByRole('region', { name: 'Empieza aquí' })).toBeNull();
  });

  it('hides for good, per company, once dismissed', async () => {
    iniciarSesion();
    const api = apiFalsa({ 'GET principal/inicio': ok(NADA) });
    const { store, unmount } = renderShell(<Principal />);
    fireEvent.click(within(await guia()).getByRole('button', { name: 'Ocultar la guía' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Empieza aquí' })).toBeNull());
    expect(store.getItem('comanda.inicio.oculto.3')).toBe(true);
    unmount();
    expect(api.de('GET principal/inicio')).toHaveLength(1);
  });

  it('asks nothing of a role that does not set the company up', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 3, acceso_modulo_tag: 'principal,ventas' } }));
    const api = apiFalsa({ 'GET principal/inicio': ok(NADA) });
    renderShell(<Principal />);
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(api.de('GET principal/inicio')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Empieza aquí' })).toBeNull();
  });
});
