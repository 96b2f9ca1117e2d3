import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 8's service at the table, on tablets, with live updates only (no screen is reloaded after it opens): a
 * waiter orders at table 3, the kitchen and the bar see their lines, the kitchen bumps, a second waiter's map
 * follows, and moving the order to table 5 updates the map and the bar.
 */
const e = conServidorYSesion();

async function tableta(horizontal: boolean, estacion?: string): Promise<Page> {
  const { page, context } = await e.pagina({
    viewport: horizontal ? { width: 1024, height: 768 } : { width: 768, height: 1024 },
    hasTouch: true,
  });
  // The kitchen screen's station, before the page's first document (pagina() opens the page before any navigation).
  if (estacion)
    await context.addInitScript((punto) => {
      localStorage.setItem(
        'comanda.cocina.preferencias',
        JSON.stringify({ punto, imprimir: false, silencio: true }),
      );
    }, estacion);
  return page;
}

/** The id of a print point by name, as the kitchen screen's filter stores it. */
async function puntoId(page: Page, nombre: string): Promise<string> {
  const r = await page.evaluate(async () => {
    const res = await fetch('/api/configuraciones/puntos/impresion?page=1&rowsPerPage=-1', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()) as { data: { data: { id: number; nombre: string }[] } };
  });
  return String(r.data.data.find((p) => p.nombre === nombre)!.id);
}

describe('service at the table, live on three tablets', () => {
  it('orders at table 3, the kitchen and the bar see their lines, bump, map and move follow live', async () => {
    // In landscape the order's summary (lines, notes, "Enviar a cocina") is a side panel beside the catalogue.
    const mesero = await tableta(true);
    await mesero.goto(e.url('/ventas'));
    const cocinaId = await puntoId(mesero, 'Cocina');
    const barId = await puntoId(mesero, 'Bar');

    const cocina = await tableta(true, cocinaId);
    const bar = await tableta(true, barId);
    const mapa = await tableta(false);
    await cocina.goto(e.url('/ordenes/ordenesActivas'));
    await bar.goto(e.url('/ordenes/ordenesActivas'));
    await mapa.goto(e.url('/ventas'));
    await cocina.getByRole('heading', { level: 1, name: 'Órdenes activas' }).waitFor();
    await bar.getByRole('heading', { level: 1, name: 'Órdenes activas' }).waitFor();
    await mapa.getByRole('link', { name: 'Mesa 3, libre' }).waitFor();

    // The waiter opens table 3 and orders two dishes, one with a note, and a drink.
    await mesero.getByRole('link', { name: 'Mesa 3, libre' }).tap();
    await mesero.waitForURL((u) => u.pathname === '/ventas/ordenar');
    const buscar = mesero.getByRole('searchbox', { name: 'Buscar producto o código' });
    for (const nombre of ['Ajiaco santafereño', 'Bandeja paisa', 'Agua sin gas 600 ml']) {
      await buscar.fill(nombre);
      await mesero.getByRole('button', { name: `Agregar ${nombre}` }).tap();
    }
    await mesero.getByRole('textbox', { name: 'Nota de Ajiaco santafereño' }).fill('sin cilantro');
    await mesero.getByRole('button', { name: 'Enviar a cocina' }).tap();
    await mesero
      .getByRole('region', { name: 'Enviado a cocina' })
      .getByRole('listitem', { name: 'Agua sin gas 600 ml' })
      .waitFor();

    // The kitchen sees the dishes (with the note) and not the drink; the bar sees the drink only.
    const tarjetaCocina = cocina.getByRole('article', { name: /^Mesa 3 · Orden \d+$/ });
    await tarjetaCocina.waitFor();
    await expect.poll(() => tarjetaCocina.innerText()).toContain('Ajiaco santafereño');
    const textoCocina = await tarjetaCocina.innerText();
    expect(textoCocina).toContain('Bandeja paisa');
    expect(textoCocina).toContain('sin cilantro');
    expect(textoCocina).not.toContain('Agua sin gas');
    const tarjetaBar = bar.getByRole('article', { name: /^Mesa 3 · Orden \d+$/ });
    await tarjetaBar.waitFor();
    const textoBar = await tarjetaBar.innerText();
    expect(textoBar).toContain('Agua sin gas 600 ml');
    expect(textoBar).not.toContain('Ajiaco');

    // The other waiter's map shows table 3 occupied with the order's total, without reloading.
    await mapa.getByRole('link', { name: /^Mesa 3, ocupada, \$ 62\.000, / }).waitFor();

    // The kitchen bumps the whole order: its card leaves the kitchen screen, the bar's stays.
    const titulo = (await tarjetaCocina.getByRole('heading').innerText()).trim();
    await cocina.getByRole('button', { name: `Orden lista: ${titulo}` }).tap();
    await tarjetaCocina.waitFor({ state: 'detached' });
    await tarjetaBar.waitFor();

    // Moving the order to table 5 updates the map and the bar's card.
    await mesero.getByRole('button', { name: 'Mover o unir mesa' }).tap();
    await mesero.getByRole('dialog', { name: 'Mover la orden a otra mesa' }).getByText('Mesa 5').tap();
    await mapa.getByRole('link', { name: /^Mesa 5, ocupada, \$ 62\.000, / }).waitFor();
    await mapa.getByRole('link', { name: 'Mesa 3, libre' }).waitFor();
    await bar.getByRole('article', { name: /^Mesa 5 · Orden \d+$/ }).waitFor();
  }, 180_000);
});
