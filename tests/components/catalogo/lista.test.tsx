import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { rutaCatalogo } from '../../../common/catalogo';
import { CATALOGOS, formasPago, impuestos, puntosImpresion } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { extensionDe } from '../../../src/resources/catalogo/extensiones';
import { apiFalsa, montarCatalogo, pagina } from './soporte';
import { pantallaDe } from '../pantalla';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

describe.each(CATALOGOS.map((c) => [c.nombre.plural.es, c] as const))('%s: the generated list', (_, c) => {
  it('asks its API path from its first page, shows its Spanish column labels, title, breadcrumbs and tab', async () => {
    const api = apiFalsa({
      [`GET ${c.api.lista}`]: { data: pagina([{ id: 1, [c.lista.orden]: 'Fila uno' }]) },
    });
    montarCatalogo(c, rutaCatalogo(c));
    expect(await screen.findByRole('heading', { level: 1, name: c.nombre.plural.es })).toBeTruthy();
    expect(await screen.findByText('Fila uno')).toBeTruthy();
    const cabeceras = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    // The declared columns, then the counted ones (`lista.conteos`).
    expect(cabeceras.filter(Boolean)).toEqual([
      ...c.lista.columnas.map((campo) => c.campos[campo].etiqueta.es),
      ...Object.values(c.lista.conteos ?? {}).map((conteo) => conteo.etiqueta.es),
      // A catalogue's row mark (src/resources/<recurso>/extension.ts): only products have one.
      ...(extensionDe(c.recurso).marca ? ['Inventario'] : []),
    ]);
    expect(api.de('GET', c.api.lista)[0].params).toMatchObject({
      page: c.api.primeraPagina,
      rowsPerPage: 10,
    });
    const migas = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(migas).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/principal');
    expect(within(migas).getByText(c.nombre.plural.es).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Registrar' }).getAttribute('href')).toBe(
      `${rutaCatalogo(c)}/registrar`,
    );
    await waitFor(() => expect(document.title).toBe(`${c.nombre.plural.es} · Comanda`));
  });
});

describe('the columns show each type as the user reads it', () => {
  it('impuestos: the option label and the percentage with its suffix and Colombian decimal mark', async () => {
    apiFalsa({
      'GET productosImpuestos': {
        data: pagina([{ id: 1, nombre: 'INC 8 %', tipo_impuesto: 'INC', porcentaje: '8.00' }]),
      },
    });
    montarCatalogo(impuestos, '/productosImpuestos');
    const fila = (await screen.findByText('INC 8 %')).closest('tr')!;
    expect(within(fila).getByText('Impuesto al consumo (INC)')).toBeTruthy();
    expect(within(fila).getByText('8,00 %')).toBeTruthy();
  });

  it("formas de pago: the venue's name and Sí/No for the switches", async () => {
    apiFalsa({
      'GET formasPago': {
        data: pagina([
          {
            id: 1,
            nombre: 'Efectivo',
            id_sede: 4,
            sede: { id: 4, nombre: 'Centro' },
            efectivo: true,
            activa: false,
          },
        ]),
      },
    });
    montarCatalogo(formasPago, '/formasPago');
    const celdas = [...(await screen.findByText('Efectivo')).closest('tr')!.querySelectorAll('td')].map(
      (td) => td.textContent,
    );
    expect(celdas.slice(0, 4)).toEqual(['Efectivo', 'Centro', 'Sí', 'No']);
  });

  it('a failed load shows the error with Reintentar and no paginator', async () => {
    apiFalsa({ 'GET configuraciones/puntos/impresion': { status: 500, message: 'Base de datos caída' } });
    montarCatalogo(puntosImpresion, '/configSistema/puntosImpresion');
    expect(await screen.findByText('Base de datos caída')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
  });
});

describe('a generated list on a phone (below sm)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one column: the name, the other columns in a line, Eliminar on screen, no table', async () => {
    pantallaDe(390);
    apiFalsa({
      'GET productosImpuestos': {
        data: pagina([{ id: 1, nombre: 'IVA 19 %', tipo_impuesto: 'IVA', porcentaje: '19.00' }]),
      },
    });
    montarCatalogo(impuestos, '/productosImpuestos');
    expect(await screen.findByText('IVA 19 %')).toBeTruthy();
    expect(screen.getByText('IVA · 19,00 %')).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
    const eliminar = screen.getByRole('button', { name: 'Eliminar IVA 19 %' });
    // The row is a link to the Spanish edit path named by the record; Eliminar is beside it, never inside.
    const enlace = screen.getByRole('link', { name: 'IVA 19 %' });
    expect(enlace.getAttribute('href')).toBe('/productosImpuestos/editar/1');
    expect(enlace.contains(eliminar)).toBe(false);
    expect(eliminar.parentElement?.closest('[role="button"], a, button')).toBeNull();
  });
});
