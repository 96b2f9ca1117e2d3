import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider, TestMemoryRouter } from 'react-admin';
import type { CatalogoVenta } from '../../../../common/catalogoVenta';
import type { LineaOrden, Orden } from '../../../../common/ordenes';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import { leerCatalogo } from '../../../../src/pos/ordenar/api';
import PantallaOrdenar from '../../../../src/pos/ordenar/PantallaOrdenar';
import { precargarOrden } from '../../../../src/pos/ordenar/precarga';
import { api, ok, usarApiFalsa, type Respuesta } from '../../msw/servidor';
import { iniciarSesion, usuarioDePrueba } from '../../shell/soporte';
import { paginaCompleta, productoVenta as producto, puntoImpresion } from '../soporte';

/**
 * Issue 25's speed as felt on the order screen: what it reads ahead (the order asked for at the map's tap, the
 * payment dialog's and the receipt's data while the order is shown) and what it shows before the server answers
 * (the lines of a send under way). The timings themselves are measured in Chromium by bench/tableta.ts.
 */
vi.mock('../../../../src/pos/vivo/useVivo', () => ({ useVivo: () => undefined }));

usarApiFalsa();
beforeEach(() => iniciarSesion(usuarioDePrueba()));

const CATALOGO: CatalogoVenta = {
  productos: [producto(11, 'Café', 1, '3500.00'), producto(20, 'Ajiaco', 1, '25000.00')],
  categorias: [
    { id: 1, nombre: 'Carta', id_categoria_padre: null, icono: null, orden: 0, visible_carta: true },
  ],
};

const linea = (id: number, nombre: string, cambios: Partial<LineaOrden> = {}): LineaOrden => ({
  id,
  id_producto: 20,
  nombre,
  precio: '25000.00',
  porcentaje_impuesto: '8',
  cantidad: '1.000',
  total: '25000.00',
  nota: null,
  id_punto_impresion: null,
  estado: 'enviada',
  id_usuario: 1,
  created_at: '2026-11-23T20:00:00.000Z',
  enviado_at: '2026-11-23T20:00:00.000Z',
  listo_at: null,
  ...cambios,
});

const orden = (detalles: LineaOrden[]): Orden => ({
  id: 7,
  id_sede: 1,
  id_mesa: 3,
  mesa: 'Mesa 3',
  id_usuario: 1,
  mesero: 'Ana Gómez',
  estado: 'abierta',
  comensales: 2,
  id_orden_destino: null,
  cuenta_pedida_at: null,
  created_at: '2026-11-23T20:00:00.000Z',
  minutos: 5,
  totales: { total: '25000.00', base: '23148.15', impuesto: '1851.85' },
  detalles,
});

const CAJA = {
  id: 9,
  id_sede: 1,
  sede: 'Principal',
  estado: 'abierta',
  abierta_por: 1,
  abierta_at: '2026-11-23T12:00:00.000Z',
  id_responsable: 1,
  responsable: 'Ana Gómez',
  saldo_apertura: '200000.00',
  conteo_ciego: false,
  cerrada_por: null,
  cerrada_at: null,
  saldo_cierre: null,
  observaciones: null,
};

const FORMAS = [
  {
    id: 1,
    nombre: 'Efectivo',
    descripcion: null,
    id_sede: null,
    sede: null,
    efectivo: true,
    activa: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  },
];

function montar(
  rutas: Parameters<typeof api>[0] = {},
  cliente = new QueryClient(),
  /** Done once the fake API is up and before the screen mounts (the map's tap). */
  antes?: () => void,
) {
  const red = api({
    'GET productos/venta': ok(CATALOGO),
    'GET ordenes/ordenesAbiertas': ok([]),
    'GET mesas/mesa/orden': ok([]),
    'GET cuadresCaja/cajaAbierta': ok(CAJA),
    'GET formasPago/ventas': ok(FORMAS),
    'GET configuraciones': ok([]),
    'GET configuraciones/puntos/impresion': ok(paginaCompleta([puntoImpresion(1, 'Caja', '80')])),
    ...rutas,
  });
  antes?.();
  render(
    <TestMemoryRouter initialEntries={['/ventas/ordenar?mesa=3']}>
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
        queryClient={cliente}
      >
        <PantallaOrdenar />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return red;
}

/** A reply held until the test lets it go, as a server that takes its time. */
function retenida(respuesta: Respuesta) {
  let soltar = () => undefined as void;
  const lista = new Promise<void>((r) => (soltar = r));
  return { responder: async () => (await lista, respuesta), soltar: () => soltar() };
}

const enviadas = () => screen.getByRole('region', { name: 'Enviado a cocina' });
const porEnviar = () => screen.getByRole('region', { name: 'Por enviar' });

describe('the order screen, ahead of the user (issue 25)', () => {
  it('lists the lines of a send under way with the sent ones at the tap, marked, until the answer replaces them', async () => {
    const post = retenida(ok(orden([linea(1, 'Café', { id_producto: 11, precio: '3500.00' })])));
    montar({ 'POST ordenes/orden': post.responder });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Café' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));

    const yendo = within(enviadas()).getByRole('listitem', { name: 'Café' });
    expect(yendo.getAttribute('aria-busy')).toBe('true');
    expect(yendo.textContent).toContain('Enviando…');
    expect(within(porEnviar()).queryByText('Café')).toBeNull();

    post.soltar();
    await waitFor(() =>
      expect(within(enviadas()).getByRole('listitem', { name: 'Café' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(within(enviadas()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('puts the lines of a refused send back under Por enviar, with the reason', async () => {
    const post = retenida({
      status: 409,
      cuerpo: {
        success: false,
        data: { id_producto: 11 },
        code: 409,
        message: 'sinInventario',
        message_object: { mensaje: 'No hay inventario suficiente de Café: quedan 0' },
      },
    });
    montar({ 'POST ordenes/orden': post.responder });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Café' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    expect(within(enviadas()).getByRole('listitem', { name: 'Café' })).toBeTruthy();

    post.soltar();
    const aviso = await within(porEnviar()).findByRole('alert');
    expect(aviso.textContent).toBe('No hay inventario suficiente de Café: quedan 0');
    expect(screen.queryByRole('region', { name: 'Enviado a cocina' })).toBeNull();
  });

  it("takes the table's order asked for at the map's tap: shown from the first frame, one request", async () => {
    const cliente = new QueryClient();
    const red = api({ 'GET ordenes/ordenesAbiertas': ok([orden([linea(1, 'Ajiaco')])]) });
    precargarOrden(cliente, 3);
    await waitFor(() => expect(cliente.getQueryState(['ordenar/precarga', 3])?.status).toBe('success'));

    montar({}, cliente);
    // No spinner first: the summary already lists the sent line.
    expect(within(enviadas()).getByRole('listitem', { name: 'Ajiaco' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Agregar Café' });
    expect(red.de('GET ordenes/ordenesAbiertas')).toHaveLength(1);

    // Taken once: the next visit asks the server again.
    cleanup();
    const otra = montar({ 'GET ordenes/ordenesAbiertas': ok([]) }, cliente);
    await waitFor(() => expect(otra.de('GET ordenes/ordenesAbiertas')).toHaveLength(1));
  });

  it('waits for the order asked for at the tap when it is still on its way, instead of asking again', async () => {
    const cliente = new QueryClient();
    const lenta = retenida(ok([orden([linea(1, 'Ajiaco')])]));
    const red = montar({ 'GET ordenes/ordenesAbiertas': lenta.responder }, cliente, () =>
      precargarOrden(cliente, 3),
    );
    lenta.soltar();
    await within(await screen.findByRole('region', { name: 'Enviado a cocina' })).findByText('Ajiaco');
    expect(red.de('GET ordenes/ordenesAbiertas')).toHaveLength(1);
  });

  it("opens 'Cobrar' at once: the payment methods, the tip settings and the receipt's data were read with the order", async () => {
    const red = montar({ 'GET ordenes/ordenesAbiertas': ok([orden([linea(1, 'Ajiaco')])]) });
    await within(await screen.findByRole('region', { name: 'Enviado a cocina' })).findByText('Ajiaco');
    const cobrar = screen.getByRole('button', { name: 'Cobrar', exact: true } as never);
    await waitFor(() => expect(cobrar).toHaveProperty('disabled', false));
    await waitFor(() => {
      expect(red.de('GET formasPago/ventas')).toHaveLength(1);
      expect(red.de('GET configuraciones/puntos/impresion')).toHaveLength(1);
    });
    await waitFor(() => expect(red.de('GET configuraciones').length).toBeGreaterThanOrEqual(2));
    const antes = red.llamadas.length;

    fireEvent.click(cobrar);
    // In the same frame as the tap, without asking the server anything.
    expect(screen.getByRole('dialog', { name: 'Cobrar' })).toBeTruthy();
    expect(red.llamadas.length).toBe(antes);
  });
});

describe("the till's catalogue", () => {
  it('answers the copy it holds when the server says it has not changed (same ETag), a new one when it has', async () => {
    const conEtag = (etag: string): Respuesta => ({ ...ok(CATALOGO), cabeceras: { etag } });
    api({ 'GET productos/venta': conEtag('"v1"') });
    const primera = await leerCatalogo();
    expect(await leerCatalogo()).toBe(primera);
    api({ 'GET productos/venta': conEtag('"v2"') });
    const nueva = await leerCatalogo();
    expect(nueva).not.toBe(primera);
    expect(nueva).toEqual(primera);
  });
});
