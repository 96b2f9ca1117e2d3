import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as rest, HttpResponse } from 'msw';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import EstadoConexion from '../../../../src/pos/sinConexion/EstadoConexion';
import { almacenMemoria, type Almacen } from '../../../../src/pos/sinConexion/almacen';
import { usarAlmacen } from '../../../../src/pos/sinConexion/api';
import { encolar } from '../../../../src/pos/sinConexion/cola';
import { api, fallo, ok, servidor, usarApiFalsa } from '../../msw/servidor';
import { ventaDePrueba } from '../soporte';

/** Issue 31: the connection's state in the POS header, from the device's offline queue. */
usarApiFalsa();

let almacen: Almacen;
const enLinea = (valor: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: valor, configurable: true });

const pendiente = (clave: string, numero: string) =>
  encolar(almacen, {
    idempotencia: clave,
    cuerpo: { idempotencia: clave },
    numeroDocumento: numero,
    total: '9000.00',
    hechaEn: '2026-11-28T19:30:00-05:00',
  });

const montar = () =>
  render(
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={crearI18nProvider()}
      store={memoryStore()}
      theme={lightTheme}
    >
      <EstadoConexion />
    </AdminContext>,
  );

beforeEach(() => {
  almacen = almacenMemoria();
  usarAlmacen(almacen);
});
afterEach(() => enLinea(true));

describe('the connection state in the POS header', () => {
  it('offline: says the sales are kept in this device and how many wait', async () => {
    enLinea(false);
    await pendiente('a', 'OFF100');
    await pendiente('b', 'OFF101');
    montar();
    expect(
      await screen.findByText('Sin conexión — las ventas se guardan en este equipo (2 por sincronizar)'),
    ).toBeTruthy();
  });

  it('online: sends the queue in order and shows nothing once it is empty', async () => {
    await pendiente('a', 'OFF100');
    await pendiente('b', 'OFF101');
    const red = api({ 'POST ventas/inmediata': ok(ventaDePrueba(), 'Venta registrada correctamente') });
    montar();
    await waitFor(() => expect(red.de('POST ventas/inmediata')).toHaveLength(2));
    expect(
      red.de('POST ventas/inmediata').map((l) => (l.cuerpo as { idempotencia: string }).idempotencia),
    ).toEqual(['a', 'b']);
    await waitFor(async () => expect(await almacen.pendientes()).toEqual([]));
    await waitFor(() => expect(screen.queryByTestId('estado-conexion')).toBeNull());
  });

  it('a sale the server refused stays visible with its message, and is retried on demand', async () => {
    await pendiente('a', 'OFF100');
    let veces = 0;
    servidor.use(
      rest.post('/api/ventas/inmediata', () =>
        ++veces === 1
          ? HttpResponse.json(
              fallo(409, 'El número de contingencia 100 ya lo usó otra venta').cuerpo as never,
              {
                status: 409,
              },
            )
          : HttpResponse.json(ok(ventaDePrueba(), 'Venta registrada correctamente').cuerpo as never),
      ),
    );
    montar();
    expect(
      await screen.findByText(
        'El servidor rechazó la venta OFF100: El número de contingencia 100 ya lo usó otra venta. Corrige lo que indica y reintenta; la venta sigue guardada en este equipo.',
      ),
    ).toBeTruthy();
    expect(await almacen.pendientes()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByTestId('estado-conexion')).toBeNull());
    expect(veces).toBe(2);
    expect(await almacen.pendientes()).toEqual([]);
  });
});
