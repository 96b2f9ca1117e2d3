import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import Principal from '../../../src/pages/principal/Principal';
import dataProvider from '../../../src/dataProvider';
import { http } from '../../../src/dataProvider/http';
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

const OBJETIVOS = ok({
  mes: '2026-11',
  hoy: '2026-11-30',
  dias_mes: 30,
  dias_restantes: 1,
  objetivos: [
    {
      id_sede: 4,
      sede: 'Centro',
      objetivo_mensual: '3000000.00',
      vendido: '0.00',
      restante: '3000000.00',
      ritmo_diario: '3000000.00',
    },
    {
      id_sede: 5,
      sede: 'Norte',
      objetivo_mensual: null,
      vendido: '0.00',
      restante: null,
      ritmo_diario: null,
    },
  ],
});

describe("/principal: the month's sales goals", () => {
  it('shows the owner each venue with a goal: sold against it, days left and the pace', async () => {
    iniciarSesion();
    apiFalsa({ 'GET configuraciones/objetivosVentas': OBJETIVOS });
    renderShell(<Principal />, { dataProvider });
    expect(await screen.findByText('Progreso del mes · Mes 2026-11')).toBeTruthy();
    expect(screen.getByText('Vendido: $ 0 de $ 3.000.000')).toBeTruthy();
    expect(screen.getByText('Días restantes: 1')).toBeTruthy();
    expect(screen.getByText('Ritmo diario necesario: $ 3.000.000')).toBeTruthy();
    expect(screen.queryByText('Norte')).toBeNull();
  });

  it('asks nothing for a role that may not see the goals', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 2, acceso_modulo_tag: '*' } }));
    const api = apiFalsa({ 'GET configuraciones/objetivosVentas': OBJETIVOS });
    renderShell(<Principal />, { dataProvider });
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(api.de('GET configuraciones/objetivosVentas')).toHaveLength(0);
    expect(screen.queryByText(/Progreso del mes/)).toBeNull();
  });
});
