import { describe, expect, it } from 'vitest';
import { conServidorYSesion } from './support/entorno';
import { DUENO, MESAS, recorrerPrimerRecibo } from './support/primerRecibo';
import { sesionPorApi } from './support/sesion';

/**
 * Issue 34: a new owner's whole path to the first receipt on a fresh install without the demo (the walk is shared
 * with bench/primer-recibo.ts, which counts its taps and fields): sign-up, the sample menu imported, 4 tables, the
 * register opened from the table map on a tablet, a table sale of three products sent and charged.
 *
 * By hand: Limonada de coco 12.000 + Bandeja paisa 38.000 + Postre de natas 10.000 = 60.000, taxes (INC 8 %)
 * included, no tip. The NIT 901234567's check digit (DIAN weights 41, 37, 29, 23, 19, 17, 13, 7, 3 from the left):
 * 369 + 0 + 29 + 46 + 57 + 68 + 65 + 42 + 21 = 697; 697 mod 11 = 4; 11 − 4 = 7.
 */
const e = conServidorYSesion({ env: { SEED_DEMO: '0' }, sesion: false });

describe('First receipt of a new company (fresh install, no demo)', () => {
  it('signs up, imports the sample menu, creates the tables, opens the register and charges a table', async () => {
    const { recibo, correo } = await recorrerPrimerRecibo(e.browser, e.server.url);

    // The company's data typed at sign-up heads the receipt.
    expect(recibo).toContain(DUENO.negocio);
    expect(recibo).toContain('NIT 901234567-7');
    // The imported products, each once, and the total charged.
    expect(recibo).toMatch(/^1\s+Limonada de coco\s+\$ 12\.000$/m);
    expect(recibo).toMatch(/^1\s+Bandeja paisa\s+\$ 38\.000$/m);
    expect(recibo).toMatch(/^1\s+Postre de natas\s+\$ 10\.000$/m);
    expect(recibo).toMatch(/^Total\s+\$ 60\.000$/m);
    expect(recibo).toMatch(/^Efectivo\s+\$ 60\.000$/m);

    // What the walk built is there: the tables, the sample menu (17 products in 4 categories), nothing of a demo.
    const { token } = await sesionPorApi(e.server.url, correo, DUENO.clave);
    const leer = async <T>(ruta: string) =>
      (
        (await (
          await fetch(e.url(`/api/${ruta}`), { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as { data: T }
      ).data;
    expect((await leer<unknown[]>('mesas/mesa/orden')).length).toBe(MESAS);
    const productos = (await leer<{ data: { id_categoria: number }[] }>('productos?rowsPerPage=-1')).data;
    expect(productos.length).toBe(17);
    expect(new Set(productos.map((p) => p.id_categoria)).size).toBe(4);
  });
});
