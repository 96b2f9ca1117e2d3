import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import type { MesaConOrden } from '../../../../common/ordenes';
import { fijarFormatoDinero } from '../../../../common/dineroTexto';
import MapaMesas from '../../../../src/pos/mapa/MapaMesas';
import { Layout } from '../../../../src/layout';
import { api, ok, usarApiFalsa } from '../../msw/servidor';
import { cajaDePrueba } from '../soporte';
import { cerrarSesionLocal, iniciarSesion, paginas, renderShell } from '../../shell/soporte';

vi.mock('../../../../src/pos/vivo/useVivo', () => ({ useVivo: () => undefined }));

usarApiFalsa();
beforeEach(() => iniciarSesion());
afterEach(() => {
  cerrarSesionLocal();
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'es';
  fijarFormatoDinero(null);
});

const mesa: MesaConOrden = {
  id: 2,
  nombre: 'Mesa 2',
  id_sede: 4,
  ubicacion: 'Salón',
  tipo_mesa: 'cuadrada_4',
  coordenada_x: 10,
  coordenada_y: 20,
  orden: {
    id: 50,
    id_usuario: 7,
    mesero: 'Ana Gómez',
    comensales: 2,
    cuenta_pedida_at: null,
    created_at: '2026-11-23T20:00:00.000Z',
    minutos: 12,
    lineas: 3,
    total: '1234567.00',
  },
};

/** The theme's direction where the POS renders (MUI mirrors its components by it). */
const DireccionDelTema = () => <span data-testid="direccion-tema">{useTheme().direction}</span>;

describe('the POS in Arabic (issue 30: right to left everywhere)', () => {
  it('turns the table map right to left — dir, the theme and mirrored styles — with money in Arabic, and back', async () => {
    api({
      'GET sedes': ok([{ id: 4, nombre: 'Centro', direccion: null, principal: true, activa: true }]),
      'GET mesas/mesa/orden': ok([mesa]),
      'GET cuadresCaja/cajaAbierta': ok(cajaDePrueba({ id_sede: 4 })),
      'GET productos/venta': ok({ productos: [], categorias: [] }),
      'GET ordenes/ordenesAbiertas': ok([]),
    });
    renderShell(
      <Layout>
        {paginas({
          '/ventas': (
            <>
              <MapaMesas />
              <DireccionDelTema />
            </>
          ),
        })}
      </Layout>,
      { ruta: '/ventas' },
    );
    const ocupada = await screen.findByRole('link', { name: /Mesa 2/ });
    expect(ocupada.closest('[dir="rtl"]')).toBeNull();
    expect(within(ocupada).getByText('$ 1.234.567')).toBeTruthy();
    expect(screen.getByTestId('direccion-tema').textContent).toBe('ltr');

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));

    expect(await screen.findByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    // The mirroring is a chunk of its own (src/layout/DireccionIdioma.tsx), fetched when Arabic is chosen.
    const rtl = await screen.findByTestId('direccion-rtl', {}, { timeout: 10_000 });
    const mapa = await screen.findByRole('link', { name: /Mesa 2/ });
    expect(mapa.closest('[dir="rtl"]')).toBe(rtl);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('direccion-tema').textContent).toBe('rtl');
    // Emotion's RTL plugin mirrors the styles: MUI's sheets are written under the 'muirtl' cache.
    expect(document.head.querySelector('style[data-emotion^="muirtl"]')).toBeTruthy();
    const enArabe = new Intl.NumberFormat('ar', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(1234567);
    expect(mapa.getAttribute('aria-label')).toContain(enArabe);
    // testing-library collapses the no-break space Intl puts before 'COP'.
    expect(within(mapa).getByText(enArabe.replace(/\s+/g, ' '))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByTestId('direccion-tema').textContent).toBe('ltr');
    expect(within(await screen.findByRole('link', { name: /Mesa 2/ })).getByText('$ 1.234.567')).toBeTruthy();
  }, 60_000);
});
