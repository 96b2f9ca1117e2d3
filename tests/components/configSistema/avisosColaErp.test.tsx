import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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

const documento = (
  modulo: string,
  id: number,
  horas: number,
  alerta: 'porVencer' | 'vencido' | null,
  contingencia = false,
) => ({
  modulo,
  id,
  estado: contingencia ? 'pendiente' : 'fallido',
  begrandaId: null,
  cufeCude: null,
  urlDian: null,
  contingencia,
  paso_fallido: contingencia ? null : 'erp',
  error: contingencia ? null : 'ERP no disponible',
  intentos: 3,
  horas_sin_transmitir: horas,
  alerta,
  created_at: '2026-11-27T10:00:00.000Z',
});

const OBJETIVOS = ok({ mes: '2026-11', hoy: '2026-11-30', dias_mes: 30, dias_restantes: 1, objetivos: [] });

describe("the dashboard's warning of documents near DIAN's 48 hours (issue 29)", () => {
  it('names the late documents, oldest first, with their hours and contingency, and counts both kinds', async () => {
    iniciarSesion();
    apiFalsa({
      'GET erp/begranda/cola': ok({
        documentos: [
          documento('sale', 41, 50, 'vencido', true),
          documento('purchase', 7, 42, 'porVencer'),
          documento('canceledSale', 43, 41, 'porVencer'),
          documento('sale', 90, 2, null, true),
        ],
        porVencer: 2,
        vencidos: 1,
      }),
      'GET configuraciones/objetivosVentas': OBJETIVOS,
    });
    renderShell(<Principal />, { dataProvider });
    const aviso = await screen.findByTestId('aviso-cola-erp');
    expect(within(aviso).getByText('Documentos electrónicos sin transmitir a la DIAN')).toBeTruthy();
    expect(aviso.textContent).toContain('1 documento pasó las 48 horas sin transmitir');
    expect(aviso.textContent).toContain(
      '2 documentos llevan más de 40 horas sin transmitir (plazo: 48 horas)',
    );
    expect(
      within(aviso)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual([
      'Venta N.º 41: 50 h · emitido en contingencia',
      'Compra N.º 7: 42 h',
      'Anulación de venta N.º 43: 41 h',
    ]);
    expect(aviso.className).toContain('Error');
    // The way to the queue screen.
    expect(within(aviso).getByRole('link', { name: 'Ver la cola' }).getAttribute('href')).toBe(
      '/configSistema/colaErp',
    );
  });

  it('says nothing while no document is late, and never asks for a waiter', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET erp/begranda/cola': ok({
        documentos: [documento('sale', 90, 2, null, true)],
        porVencer: 0,
        vencidos: 0,
      }),
      'GET configuraciones/objetivosVentas': OBJETIVOS,
    });
    const { unmount } = renderShell(<Principal />, { dataProvider });
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    await expect.poll(() => api.de('GET erp/begranda/cola').length).toBe(1);
    expect(screen.queryByTestId('aviso-cola-erp')).toBeNull();
    unmount();
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 2, acceso_modulo_tag: '*' } }));
    const otra = apiFalsa({ 'GET configuraciones/objetivosVentas': OBJETIVOS });
    renderShell(<Principal />, { dataProvider });
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(otra.de('GET erp/begranda/cola')).toHaveLength(0);
  });
});
