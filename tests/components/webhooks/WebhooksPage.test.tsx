import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import WebhooksPage from '../../../src/pages/webhooks/WebhooksPage';
import { listaTiposWebhook, type EntregaWebhook, type Webhook } from '../../../common/webhooks';
import { api, fallo, ok, usarApiFalsa } from '../msw/servidor';

usarApiFalsa();

const T = { timeout: 10_000 };
const SECRETO = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/dDAhWbG4Uk=';
const WEBHOOK: Webhook = {
  id: 3,
  url: 'https://erp.ejemplo.co/hooks',
  eventos: ['orden.creada'],
  descripcion: 'ERP',
  estado: 'activo',
  fallos_consecutivos: 0,
  secreto_inicio: 'whsec_MfKQ…',
  created_at: '2026-03-01T15:00:00.000Z',
};
const ENTREGA: EntregaWebhook = {
  id: 41,
  id_webhook: 3,
  id_evento: 'msg_abc',
  tipo: 'orden.creada',
  estado: 'fallida',
  intento: 2,
  latencia_ms: 120,
  codigo_respuesta: 500,
  error: 'respuesta HTTP 500',
  created_at: '2026-03-01T15:01:00.000Z',
};

const pagina = <X,>(data: X[]) => ({ current_page: 1, data, per_page: 50, total: data.length, last_page: 1 });

function montar() {
  render(
    <TestMemoryRouter initialEntries={['/configSistema/Webhooks']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <WebhooksPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('/configSistema/Webhooks', () => {
  it('creates a webhook with the ticked events and shows its secret once', async () => {
    let webhooks: Webhook[] = [];
    const red = api({
      'GET webhooks': () => ok({ webhooks, webhooksType: listaTiposWebhook() }),
      'POST webhooks/webhook': ({ cuerpo }) => {
        const c = cuerpo as { url: string; eventos: string[] };
        if (c.url.startsWith('http:'))
          return fallo(422, 'La URL del webhook debe usar https', {
            errors: { url: ['La URL del webhook debe usar https'] },
          });
        webhooks = [{ ...WEBHOOK, url: c.url, eventos: c.eventos }];
        return ok({ ...webhooks[0], secreto: SECRETO }, 'Webhook creado correctamente');
      },
    });
    montar();
    expect(await screen.findByText('Aún no hay webhooks.', {}, T)).toBeTruthy();
    // Nothing is sent without a URL and an event.
    fireEvent.click(screen.getByRole('button', { name: 'Crear webhook' }));
    expect(await screen.findByText('El campo url es requerido')).toBeTruthy();
    expect(screen.getByText('Debe seleccionar al menos un tipo de evento')).toBeTruthy();
    expect(red.de('POST webhooks/webhook')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('URL (https)'), {
      target: { value: 'http://erp.ejemplo.co/hooks' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Orden creada' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Producto modificado' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear webhook' }));
    expect(await screen.findByText('La URL del webhook debe usar https', { selector: 'p' }, T)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('URL (https)'), {
      target: { value: 'https://erp.ejemplo.co/hooks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear webhook' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guarda el secreto del webhook' }, T);
    expect(within(dialogo).getByText(SECRETO)).toBeTruthy();
    expect(red.de('POST webhooks/webhook').at(-1)!.cuerpo).toEqual({
      url: 'https://erp.ejemplo.co/hooks',
      eventos: ['orden.creada', 'producto.modificado'],
      descripcion: null,
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ya lo guardé' }));
    await waitFor(() => expect(screen.queryByText(SECRETO)).toBeNull());
    const tarjeta = await screen.findByRole('article', { name: 'https://erp.ejemplo.co/hooks' }, T);
    expect(within(tarjeta).getByText(/Orden creada, Producto modificado/)).toBeTruthy();
  }, 30_000);

  it('deletes after confirming, rotates, and resends a delivery from the log', async () => {
    let webhooks = [WEBHOOK];
    const red = api({
      'GET webhooks': () => ok({ webhooks, webhooksType: listaTiposWebhook() }),
      'DELETE webhooks/webhook/:id': () => {
        webhooks = [];
        return ok(null, 'Webhook eliminado correctamente');
      },
      'POST webhooks/webhook/:id/secreto': ok({ ...WEBHOOK, secreto: SECRETO }, 'Secreto rotado'),
      'GET webhooks/webhook/:id/entregas': ok(pagina([ENTREGA])),
      'POST webhooks/entregas/:id/reenviar': ok(null, 'El evento se enviará de nuevo'),
    });
    montar();
    const tarjeta = await screen.findByRole('article', { name: WEBHOOK.url }, T);

    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Envíos' }));
    const log = await screen.findByRole('dialog', { name: /Registro de envíos/ }, T);
    expect(await within(log).findByText('respuesta HTTP 500', {}, T)).toBeTruthy();
    expect(within(log).getByText('Fallido')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Reenviar msg_abc' }));
    await waitFor(() => expect(red.de('POST webhooks/entregas/:id/reenviar')).toHaveLength(1));
    fireEvent.click(within(log).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Registro de envíos/ })).toBeNull());

    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Rotar secreto' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Si' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guarda el secreto del webhook' }, T);
    expect(within(dialogo).getByText(SECRETO)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ya lo guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);

    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Eliminar' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Eliminar webhook' });
    // Cancelar deletes nothing.
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(red.de('DELETE webhooks/webhook/:id')).toHaveLength(0);
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar webhook' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByText('Aún no hay webhooks.', {}, T)).toBeTruthy();
    expect(red.de('DELETE webhooks/webhook/:id')).toHaveLength(1);
  }, 30_000);
});
