import { describe, expect, it } from 'vitest';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 25: lines not sent to the kitchen survive a reload on the tablet (kept on the device per table), and
 * leaving the order with them asks first — the browser's question on a reload, the app's own on Back.
 */
const e = conServidorYSesion();

const borradores = () => Object.keys(localStorage).filter((clave) => clave.startsWith('comanda.borrador.'));

describe('the unsent lines of a table on a tablet', () => {
  it('survive a reload, and Back asks before discarding them; once sent nothing is asked', async () => {
    const { page } = await e.pagina({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    const dialogos: string[] = [];
    page.on('dialog', (d) => {
      dialogos.push(d.type());
      void d.accept();
    });
    await page.goto(e.url('/ventas'));
    await page.getByRole('link', { name: 'Mesa 1, libre' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Mesa 1 · Tomar orden' }).waitFor();
    const buscar = page.getByRole('searchbox', { name: 'Buscar producto o código' });
    for (const nombre of ['Bandeja paisa', 'Agua sin gas 600 ml']) {
      await buscar.fill(nombre);
      await page.getByRole('button', { name: `Agregar ${nombre}` }).tap();
    }
    await page.getByRole('textbox', { name: 'Nota de Bandeja paisa' }).fill('sin chicharrón');
    await expect.poll(() => page.evaluate(borradores)).toHaveLength(1);

    // A reload (or the tablet waking up on a fresh page): the browser asks, and the lines come back.
    await page.reload();
    expect(dialogos).toEqual(['beforeunload']);
    const porEnviar = page.getByRole('region', { name: 'Por enviar' });
    await porEnviar.getByText('Agua sin gas 600 ml').waitFor();
    expect(await page.getByRole('textbox', { name: 'Nota de Bandeja paisa' }).inputValue()).toBe(
      'sin chicharrón',
    );

    // Back inside the app asks with the app's dialog; Cancelar stays on the order.
    await page.evaluate(() => history.back());
    const salir = page.getByRole('dialog', { name: '¿Salir sin enviar a cocina?' });
    await salir.getByText('Hay 2 productos sin enviar a cocina. Si sale, se descartan.').waitFor();
    await salir.getByRole('button', { name: 'Cancelar' }).tap();
    await salir.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/ventas/ordenar');

    // Sent: the draft is gone and Back leaves without a question.
    await page.getByRole('button', { name: 'Enviar a cocina' }).tap();
    await page
      .getByRole('region', { name: 'Enviado a cocina' })
      .getByRole('listitem', { name: 'Agua sin gas 600 ml' })
      .waitFor();
    await expect.poll(() => page.evaluate(borradores)).toEqual([]);
    await page.evaluate(() => history.back());
    await page.waitForURL((u) => u.pathname === '/ventas');
    expect(dialogos).toEqual(['beforeunload']);
  }, 120_000);
});
