import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { avisoMostrado } from './support/avisos';
import { conServidorYSesion } from './support/entorno';

const e = conServidorYSesion();

const caja = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('sin caja');
  return { ...b, cx: b.x + b.width / 2, cy: b.y + b.height / 2 };
};

describe('the floor plan of /mesas on a tablet (768×1024)', () => {
  it('drags two demo tables, one with the mouse and one with a finger; after a reload they stay there', async () => {
    const { page, context, errores } = await e.pagina({
      viewport: { width: 768, height: 1024 },
      hasTouch: true,
    });

    await page.goto(e.url('/mesas'));
    await page.getByRole('tab', { name: 'Plano' }).click();
    await page.waitForURL('**/mesas?vista=plano');
    const plano = page.getByRole('group', { name: 'Plano de Salón' });
    const p = await caja(plano);
    expect(p.width).toBeGreaterThan(400);
    expect(Math.abs(p.width - p.height)).toBeLessThan(2);

    // Mesa 1 (10, 15) with the mouse: 20 % of the plan right, 10 % down → (30, 25).
    const mesa1 = page.getByRole('button', { name: 'Mesa 1, posición 10, 15' });
    const m1 = await caja(mesa1);
    expect(Math.min(m1.width, m1.height)).toBeGreaterThanOrEqual(44);
    await page.mouse.move(m1.cx, m1.cy);
    await page.mouse.down();
    await page.mouse.move(m1.cx + p.width * 0.2, m1.cy + p.height * 0.1, { steps: 8 });
    await page.mouse.up();
    await avisoMostrado(page, 'Mesa 1 quedó en la posición 30, 25');

    // Mesa 2 (35, 15) with a finger (touch events, which Chromium turns into pointer events) → (45, 45).
    const mesa2 = page.getByRole('button', { name: 'Mesa 2, posición 35, 15' });
    const m2 = await caja(mesa2);
    const mesa2Movida = page.getByRole('button', { name: 'Mesa 2, posición 45, 45' });
    const guardado2 = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/mesas/mesa/2',
    );
    const cdp = await context.newCDPSession(page);
    const toque = (type: string, x?: number, y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: type as 'touchStart',
        touchPoints: x === undefined ? [] : [{ x, y: y! }],
      });
    await toque('touchStart', m2.cx, m2.cy);
    for (let i = 1; i <= 8; i++)
      await toque('touchMove', m2.cx + (p.width * 0.1 * i) / 8, m2.cy + (p.height * 0.3 * i) / 8);
    await toque('touchEnd');
    // Its toast waits behind Mesa 1's (one at a time): the saved reply says it.
    expect((await guardado2).status()).toBe(200);
    await expect.poll(() => mesa2Movida.count()).toBe(1);

    // No sideways scroll on the tablet.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.reload();
    const recargado = page.getByRole('group', { name: 'Plano de Salón' });
    await recargado.getByRole('button', { name: 'Mesa 1, posición 30, 25' }).waitFor();
    await recargado.getByRole('button', { name: 'Mesa 2, posición 45, 45' }).waitFor();
    // The others did not move.
    await recargado.getByRole('button', { name: 'Mesa 3, posición 60, 15' }).waitFor();
    expect(errores).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('the floor plan of /mesas on a phone (390×844)', () => {
  it("shows every table's whole name, a two-seat 'Mesa 12' too, on targets of at least 44 px", async () => {
    const sedes = await e.api<{ id: number; principal: boolean }[]>('sedes');
    const sede = (sedes.find((s) => s.principal) ?? sedes[0]).id;
    await e.api('mesas/mesa', {
      nombre: 'Mesa 12',
      id_sede: sede,
      ubicacion: 'Salón',
      tipo_mesa: 'cuadrada_2',
      coordenada_x: 85,
      coordenada_y: 85,
    });

    const { page, context } = await e.pagina({ viewport: { width: 390, height: 844 } });
    await page.goto(e.url('/mesas?vista=plano'));
    const plano = page.getByRole('group', { name: 'Plano de Salón' });
    await plano.getByRole('button', { name: /^Mesa 12, posición 85, 85/ }).waitFor();
    const mesas = await plano.getByRole('button').all();
    expect(mesas.length).toBeGreaterThanOrEqual(6); // the demo's five in the Salón and Mesa 12
    for (const mesa of mesas) {
      const medida = await mesa.evaluate((el) => {
        const nombre = el.firstElementChild!;
        const n = nombre.getBoundingClientRect();
        const m = el.getBoundingClientRect();
        return {
          nombre: nombre.textContent,
          // Neither cut by an ellipsis nor by the table's edge.
          entero: nombre.scrollWidth <= nombre.clientWidth && el.scrollWidth <= el.clientWidth,
          dentro: n.left >= m.left && n.right <= m.right && n.top >= m.top && n.bottom <= m.bottom,
          lado: Math.min(m.width, m.height),
        };
      });
      expect(medida, String(medida.nombre)).toMatchObject({ entero: true, dentro: true });
      expect(medida.lado, String(medida.nombre)).toBeGreaterThanOrEqual(44);
    }
    expect(await plano.getByRole('button', { name: /^Mesa 12,/ }).innerText()).toBe('Mesa 12');
    await context.close();
  }, 90_000);
});
