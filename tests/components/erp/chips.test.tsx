import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { llamadaChip, revisarChip } from '../../../common/erpChips';
import dataProvider from '../../../src/dataProvider';
import { ChipsErp } from '../../../src/components/erp/ChipsErp';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { api, fallo, usarApiFalsa, type Respuesta } from '../msw/servidor';
import { cerrarSesionLocal, iniciarSesion } from '../shell/soporte';

usarApiFalsa();
beforeEach(() => iniciarSesion());
afterEach(() => cerrarSesionLocal());

const CUFE = 'a'.repeat(96);

function montar(nodo: ReactNode) {
  return render(
    <TestMemoryRouter initialEntries={['/']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        {nodo}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const estado = (cambios: Record<string, unknown> = {}) => ({
  modulo: 'sale',
  id: 5,
  estado: 'enviado',
  begrandaId: 'SIM-9',
  cufeCude: null,
  urlDian: null,
  contingencia: false,
  paso_fallido: null,
  error: null,
  intentos: 0,
  horas_sin_transmitir: 0,
  alerta: null,
  created_at: '2026-03-15T10:00:00.000Z',
  ...cambios,
});

const enviado = (mensaje: string, cambios: Record<string, unknown> = {}): Respuesta => {
  const data = estado(cambios);
  return {
    status: 200,
    cuerpo: {
      success: true,
      data,
      code: 200,
      message: mensaje,
      erpAdditionals: {
        data: { begrandaId: data.begrandaId, cufeCude: data.cufeCude },
        status: 'success',
        messageClient: mensaje,
        additionalData: { customValidation: null },
      },
    },
  } as unknown as Respuesta;
};

const chip = (nombre: string) => screen.getByRole('button', { name: nombre });

describe('ERP status chips (spec §2, §4)', () => {
  it('not sent: Begranda and Dian pressable, Ver en DIAN disabled; Begranda sends the sale to the ERP', async () => {
    const red = api({
      'POST erp/begranda/bill': enviado('Se ha enviado correctamente la venta al ERP de Begranda'),
    });
    montar(<ChipsErp moduleType="sale" dataId={5} begrandaId="" cufeCude={null} />);
    expect(chip('Begranda').className).not.toContain('Mui-disabled');
    expect(screen.getByText('Ver en DIAN').closest('.MuiChip-root')?.className).toContain('Mui-disabled');
    fireEvent.click(chip('Begranda'));
    await screen.findByText('Transacción Exitosa !!');
    expect(screen.getByText('Se ha enviado correctamente la venta al ERP de Begranda')).toBeTruthy();
    await waitFor(() => expect(red.de('POST erp/begranda/bill')).toHaveLength(1));
    expect(red.de('POST erp/begranda/bill')[0].cuerpo).toEqual({ id: 5 });
  });

  it('sent and validated: Begranda and Dian disabled, Ver en DIAN opens the lookup of its environment', () => {
    montar(<ChipsErp moduleType="purchase" dataId={8} begrandaId="B-1" cufeCude={CUFE} ambiente={1} />);
    for (const nombre of ['Begranda', 'Dian'])
      expect(screen.getByText(nombre).closest('.MuiChip-root')?.className).toContain('Mui-disabled');
    const ver = screen.getByRole('link', { name: 'Ver en DIAN' });
    expect(ver.getAttribute('href')).toBe(
      `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${CUFE}`,
    );
    expect(ver.getAttribute('target')).toBe('_blank');
  });

  it('a failed step sent again: the failure dialog with the server’s reason', async () => {
    api({
      'POST erp/begranda/dian/cancel/purchase/expense': fallo(503, 'La ERP no respondió: conexión rechazada'),
    });
    montar(<ChipsErp moduleType="canceledExpense" dataId={3} begrandaId="B-7" cufeCude={null} />);
    fireEvent.click(chip('Dian'));
    await screen.findByText('Transacción Fallida enviando a la ERP de Begranda !!');
    expect(screen.getByText('La ERP no respondió: conexión rechazada')).toBeTruthy();
  });

  it('a bad or missing module type, dataId or begrandaId is an error', () => {
    expect(() => revisarChip({ moduleType: 'factura', dataId: 1, begrandaId: '' })).toThrow(
      'Tipo de módulo ERP inválido: factura',
    );
    expect(() => revisarChip({ dataId: 1, begrandaId: '' })).toThrow('sin moduleType');
    expect(() => revisarChip({ moduleType: 'sale', begrandaId: '' })).toThrow('sin dataId');
    expect(() => revisarChip({ moduleType: 'sale', dataId: 1 })).toThrow('sin begrandaId');
    expect(revisarChip({ moduleType: 'canceledSale', dataId: 1, begrandaId: '' })).toBe('canceledSale');
  });

  it('each module’s steps call the spec’s routes', () => {
    expect(llamadaChip('canceledPurchase', 'erp', 4)).toEqual({
      metodo: 'DELETE',
      ruta: 'erp/begranda/refound/shopping/4',
    });
    expect(llamadaChip('canceledExpense', 'erp', 4).ruta).toBe('erp/begranda/refound/expense/4');
    expect(llamadaChip('expense', 'dian', 4)).toEqual({
      metodo: 'POST',
      ruta: 'erp/begranda/dian/purchase/expense',
      cuerpo: { id: 4, tipo: 'expense' },
    });
    expect(llamadaChip('sale', 'dian', 4).ruta).toBe('erp/begranda/dian');
    expect(llamadaChip('canceledSale', 'erp', 4).ruta).toBe('erp/begranda/dian/cancel/sale');
  });
});
