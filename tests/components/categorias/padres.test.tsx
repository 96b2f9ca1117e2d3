import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider, testDataProvider } from 'react-admin';
import proveedor from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { Notificaciones } from '../../../src/notifications';
import { CategoriaCreate } from '../../../src/resources/categorias/CategoriaCreate';
import { api, fallo, usarApiFalsa, type Respuesta } from '../msw/servidor';
import { relojFalso, saltar } from '../reloj';

usarApiFalsa();

/** The create form with the app's toasts, its parents' list answered by `padres`. */
function montar(padres: Respuesta) {
  const red = api({ 'GET categorias/padres': padres });
  render(
    <AdminContext
      dataProvider={testDataProvider({ consultar: proveedor.consultar })}
      i18nProvider={crearI18nProvider()}
      store={memoryStore()}
    >
      <ResourceContextProvider value="categorias">
        <CategoriaCreate />
      </ResourceContextProvider>
      <Notificaciones />
    </AdminContext>,
  );
  return red;
}

describe('the parent categories fail to load', () => {
  it("shows the server's message in a Spanish error toast instead of an unhandled rejection", async () => {
    const red = montar(fallo(500, 'Error interno del servidor'));
    expect(
      await screen.findByText('No se pudieron cargar las categorías padre: Error interno del servidor'),
    ).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(red.de('GET categorias/padres')).toHaveLength(1);
  });

  it('says it in words when the reply carries no message (a proxy 502)', async () => {
    montar({ status: 502, cuerpo: '<html>Bad Gateway</html>', ajena: true });
    const aviso = await screen.findByText(/^No se pudieron cargar las categorías padre: /);
    expect(aviso.textContent).not.toMatch(/comanda\./);
  });

  it('leaves an ended session to the auth provider: no toast for Unauthenticated.', async () => {
    relojFalso();
    const red = montar(fallo(401, 'Unauthenticated.'));
    await screen.findByLabelText('Categoría padre');
    await waitFor(() => expect(red.de('GET categorias/padres')).toHaveLength(1));
    await saltar(1000);
    expect(red.de('GET categorias/padres')).toHaveLength(1);
    expect(screen.queryByText(/No se pudieron cargar/)).toBeNull();
  });
});
