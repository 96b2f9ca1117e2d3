import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import type { Orden } from '../../../../common/ordenes';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import { PreCuenta } from '../../../../src/pos/ordenar/PreCuenta';

const linea = (
  id: number,
  nombre: string,
  precio: string,
  cantidad: string,
  porcentaje: string,
  tipo: string,
) =>
  ({
    id,
    id_producto: id,
    nombre,
    precio,
    porcentaje_impuesto: porcentaje,
    tipo_impuesto: tipo,
    cantidad,
    total: precio,
    nota: null,
    id_punto_impresion: null,
    estado: 'enviada',
    id_usuario: 1,
    created_at: '2026-11-25T12:00:00.000Z',
    enviado_at: '2026-11-25T12:00:00.000Z',
    listo_at: null,
    cobrada: '0',
    cobrado: '0.00',
  }) as Orden['detalles'][number];

const ORDEN = {
  id: 7,
  id_sede: 1,
  id_mesa: 3,
  mesa: 'Mesa 3',
  detalles: [
    linea(1, 'Bandeja paisa', '32400.00', '1.000', '8.00', 'INC'),
    linea(2, 'Agua en botella', '5000.00', '2.000', '19.00', 'IVA'),
  ],
} as Orden;

describe('pre-cuenta', () => {
  it('prints lines, taxes apart, total, the suggested tip with "La propina es voluntaria" and the total with tip', () => {
    render(
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <PreCuenta
          orden={ORDEN}
          ajustes={{ preguntarPropina: true, porcentajePropina: '10', requiereCaja: true }}
          razonSocial="Restaurante La Fonda S.A.S."
          fecha="2026-11-25T23:30:00.000Z"
        />
      </AdminContext>,
    );
    const hoja = screen.getByTestId('precuenta');
    // The business's name and the date and time in Bogotá (UTC−5).
    expect(screen.getByTestId('precuenta-empresa').textContent).toBe('Restaurante La Fonda S.A.S.');
    expect(screen.getByTestId('precuenta-fecha').textContent).toBe('2026-11-25 18:30');
    expect(hoja.textContent).toContain('2 × Agua en botella$ 10.000');
    expect(hoja.textContent).toContain('Base INC 8 %$ 30.000INC 8 %$ 2.400');
    expect(hoja.textContent).toContain('Base IVA 19 %$ 8.403,36IVA 19 %$ 1.596,64');
    expect(screen.getByTestId('precuenta-total').textContent).toBe('$ 42.400');
    expect(hoja.textContent).toContain('Propina sugerida (10 %)');
    expect(screen.getByTestId('precuenta-propina').textContent).toBe('$ 4.240');
    expect(screen.getByTestId('precuenta-total-propina').textContent).toBe('$ 46.640');
    expect(hoja.textContent).toContain('La propina es voluntaria');
  });

  it('prints 80 mm with the amounts on one line and long names wrapping inside their column', () => {
    render(
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <PreCuenta
          orden={ORDEN}
          ajustes={{ preguntarPropina: false, porcentajePropina: '10', requiereCaja: true }}
          fecha="2026-11-25T23:30:00.000Z"
        />
      </AdminContext>,
    );
    // The sheet's rules apply only when printing (jsdom does not print): read them.
    const estilo = screen.getByTestId('precuenta').querySelector('style')!.textContent!.replace(/\s+/g, ' ');
    expect(estilo).toContain('@page { size: 80mm auto;');
    expect(estilo).toMatch(/\.comanda-precuenta td:first-child \{ width: 100%; overflow-wrap: anywhere; \}/);
    expect(estilo).toMatch(/\.comanda-precuenta td:last-child \{[^}]*white-space: nowrap;/);
    expect(estilo).not.toMatch(/\.comanda-precuenta \{[^}]*overflow-wrap: anywhere/);
  });
});
