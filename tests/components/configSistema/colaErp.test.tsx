import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import ColaErp from '../../../src/pages/colaErp/ColaErp';
import { api, fallo, ok, usarApiFalsa, type Respuesta } from '../msw/servidor';
import { cerrarSesionLocal, iniciarSesion, usuarioDePrueba } from '../shell/soporte';

usarApiFalsa();
afterEach(() => cerrarSesionLocal());

const T = { timeout: 10_000 };

/** A document's state as every erp/begranda/* call answers it. */
const estado = (id: number) => ({
  modulo: 'sale',
  id,
  estado: 'fallido',
  begrandaId: null,
  cufeCude: null,
  urlDian: null,
  contingencia: false,
  paso_fallido: 'erp',
  error: 'La ERP no respondió: conexión rechazada',
  intentos: 4,
  horas_sin_transmitir: 3,
  alerta: null,
  created_at: '2026-11-27T10:00:00.000Z',
});

/** A row of the queue: the state plus the document's id, number and day. */
const documento = (id: number, cambios: Record<string, unknown> = {}) => ({
  ...estado(id),
  id_documento: id + 100,
  numero: `POS${id + 100}`,
  fecha: '2026-11-27',
  ...cambios,
});

const pagina = (data: unknown[]) =>
  ok({ current_page: 1, data, per_page: 25, total: data.length, last_page: 1 });

const enviado = (mensaje: string): Respuesta => ({
  status: 200,
  cuerpo: {
    success: true,
    data: {
      ...estado(1),
      estado: 'validado',
      begrandaId: 'SIM-1',
      cufeCude: 'c'.repeat(96),
      paso_fallido: null,
      error: null,
      horas_sin_transmitir: null,
    },
    code: 200,
    message: mensaje,
    erpAdditionals: {
      data: { begrandaId: 'SIM-1', cufeCude: 'c'.repeat(96) },
      status: 'success',
      messageClient: mensaje,
      additionalData: { customValidation: null },
    },
  },
});

function montar() {
  return render(
    <TestMemoryRouter initialEntries={['/configSistema/colaErp']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <ColaErp />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('/configSistema/colaErp (issue 29)', () => {
  it('lists each document with kind, number, day, age against 48 h, state, last error and attempts', async () => {
    iniciarSesion();
    const red = api({
      'GET erp/begranda/cola/documentos': pagina([
        documento(1, { horas_sin_transmitir: 50, alerta: 'vencido', contingencia: true }),
        documento(2, {
          modulo: 'canceledPurchase',
          numero: 'FV-9',
          estado: 'enviado',
          paso_fallido: 'dian',
          error: 'La DIAN rechazó el documento',
          intentos: 1,
          horas_sin_transmitir: 41,
          alerta: 'porVencer',
        }),
      ]),
    });
    montar();
    const primera = (await screen.findByText('POS101', {}, T)).closest('tr')!;
    expect(within(primera).getByText('Venta')).toBeTruthy();
    expect(within(primera).getByText('2026-11-27')).toBeTruthy();
    expect(within(primera).getByText('50 h de 48 h · vencido').closest('.MuiChip-colorError')).toBeTruthy();
    expect(within(primera).getByText('Fallido')).toBeTruthy();
    expect(within(primera).getByText('En contingencia')).toBeTruthy();
    expect(within(primera).getByText('La ERP no respondió: conexión rechazada')).toBeTruthy();
    expect(within(primera).getByText('4')).toBeTruthy();
    const segunda = screen.getByText('FV-9').closest('tr')!;
    expect(within(segunda).getByText('Anulación de compra')).toBeTruthy();
    expect(
      within(segunda).getByText('41 h de 48 h · por vencer').closest('.MuiChip-colorWarning'),
    ).toBeTruthy();
    expect(within(segunda).getByText('En la ERP, sin validar')).toBeTruthy();
    expect(red.de('GET erp/begranda/cola/documentos')[0].params).toEqual({ page: '1', rowsPerPage: '25' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'En contingencia' }));
    await waitFor(
      () => expect(red.de('GET erp/begranda/cola/documentos').at(-1)!.params.estado).toBe('contingencia'),
      T,
    );
  }, 30_000);

  it('Reintentar sends the document on to DIAN, shows the result and reads the queue again', async () => {
    iniciarSesion();
    let enviada = false;
    const red = api({
      'GET erp/begranda/cola/documentos': () => pagina(enviada ? [] : [documento(1)]),
      'POST erp/begranda/dian': () => {
        enviada = true;
        return enviado('Transacción Exitosa !!');
      },
    });
    montar();
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar Venta 101' }, T));
    expect((await screen.findAllByText('Transacción Exitosa !!', {}, T)).length).toBeGreaterThan(0);
    expect(red.de('POST erp/begranda/dian')[0].cuerpo).toEqual({ id: 101 });
    expect(
      await screen.findByText('No hay documentos pendientes: la ERP y la DIAN aceptaron todos.', {}, T),
    ).toBeTruthy();
  }, 30_000);

  it('a refused retry shows the server’s reason; a role that cannot open the document gets no button', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 1, acceso_modulo_tag: 'colaErp,compras' } } as never));
    api({
      'GET erp/begranda/cola/documentos': pagina([
        documento(1),
        documento(2, { modulo: 'purchase', numero: 'FV-2' }),
      ]),
      'POST erp/begranda/dian/purchase/expense': fallo(503, 'La ERP no respondió: conexión rechazada'),
    });
    montar();
    await screen.findByText('FV-2', {}, T);
    expect(screen.queryByRole('button', { name: 'Reintentar Venta 101' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar Compra 102' }));
    expect(
      await screen.findByText('Transacción Fallida enviando a la ERP de Begranda !!', {}, T),
    ).toBeTruthy();
    expect(screen.getAllByText('La ERP no respondió: conexión rechazada').length).toBeGreaterThan(0);
  }, 30_000);

  it('a queue that fails to load says so with Reintentar instead of looking empty', async () => {
    iniciarSesion();
    api({ 'GET erp/begranda/cola/documentos': fallo(500, 'Error interno del servidor') });
    montar();
    expect(await screen.findByText('Error interno del servidor', {}, T)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByText('No hay documentos pendientes: la ERP y la DIAN aceptaron todos.')).toBeNull();
  }, 30_000);
});
