/**
 * The public menu (issue 12): `GET /api/menu?menuId` of a venue with 150 products for sale on PostgreSQL, against
 * the bare route in the same rounds; target ≥ 0.5 of it. Run by bench/run.ts inside the PostgreSQL run, after 150
 * products are written and before the 5,000 of the products benchmarks (the menu would then hold all of them).
 * The target is measured as a phone asks (Accept-Encoding with br: the server sends its brotli copy, made once per
 * menu version); the uncompressed reply is printed beside it (its ~20 kB cost the load generator as much CPU as the
 * server, on the same two cores).
 */
import { measure, type Measure, type Target } from './measure';
import { resumir, tabla, type Resumen } from './informe';

export const MENU_PRODUCTOS = 150;
export const OBJETIVO_MENU = 0.5;
export const NOMBRE_MENU = `GET /api/menu?menuId (${MENU_PRODUCTOS} products, br)`;
/** The same without Accept-Encoding: printed beside it, not the target (no browser asks so). */
export const NOMBRE_MENU_SIN_COMPRIMIR = `GET /api/menu?menuId (${MENU_PRODUCTOS} products, uncompressed)`;
/** What a phone's browser sends: the menu goes brotli-compressed, as diners receive it. */
const COMO_UN_TELEFONO = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The demo venue's menu path, from the signed-in `GET qr/carta` (the menu id is opaque: never guessed). */
export async function rutaMenuDemo(base: string, auth: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/api/qr/carta`, { headers: auth });
  const cuerpo = (await res.json()) as { data: { url: string; principal: boolean }[] };
  const qr = cuerpo.data.find((q) => q.principal) ?? cuerpo.data[0];
  const menuId = qr ? new URL(qr.url).searchParams.get('menuId') : null;
  if (!res.ok || !menuId) throw new Error(`GET qr/carta: ${res.status}, sin menuId`);
  const ruta = `/api/menu?menuId=${encodeURIComponent(menuId)}`;
  const menu = await fetch(`${base}${ruta}`);
  const datos = (await menu.json()) as { data: { categorias: { producto: unknown[] }[] } };
  const productos = datos.data.categorias.reduce((n, c) => n + c.producto.length, 0);
  if (!menu.ok || productos < MENU_PRODUCTOS)
    throw new Error(
      `GET menu: ${menu.status}, ${productos} productos (se esperaban ${MENU_PRODUCTOS} o más)`,
    );
  return ruta;
}

/** Rounds of [bare, menu]; returns the menu's summary (its ratio to the bare route of the same rounds). */
export async function runMenu(
  base: string,
  bare: Target,
  rutaMenu: string,
  opciones: {
    seconds: number;
    connections: number;
    rounds: number;
    pid: number;
    backends: () => Promise<number[]>;
  },
): Promise<Resumen> {
  const targets: Target[] = [
    bare,
    { name: NOMBRE_MENU, path: rutaMenu, headers: COMO_UN_TELEFONO },
    { name: NOMBRE_MENU_SIN_COMPRIMIR, path: rutaMenu },
  ];
  for (const t of targets) await measure(base, t, 2, opciones.connections, opciones.pid); // warm-up
  const rondas: Measure[][] = [];
  for (let r = 0; r < opciones.rounds; r++) {
    const medidas: Measure[] = [];
    for (const t of targets) {
      const m = await measure(
        base,
        t,
        opciones.seconds,
        opciones.connections,
        opciones.pid,
        opciones.backends,
      );
      if (m.non2xx > 0 || m.errors > 0)
        throw new Error(`${t.name}: ${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts)`);
      medidas.push(m);
    }
    rondas.push(medidas);
  }
  const resumen = resumir(rondas);
  tabla(
    `PostgreSQL — public menu, ${opciones.connections} connections, medians of ${opciones.rounds} rounds`,
    resumen,
  );
  return resumen[1];
}

/** Prints the target line; true when met. */
export function informarMenu(menu: Resumen): boolean {
  const cumple = menu.ratio >= OBJETIVO_MENU;
  console.log(
    `Target (issue 12): ${NOMBRE_MENU} on PostgreSQL ≥ ${OBJETIVO_MENU} of the bare route → ${menu.ratio.toFixed(2)} (rounds ${menu.ratios.map((r) => r.toFixed(2)).join(' ')}) ${cumple ? 'PASS' : 'FAIL'}`,
  );
  return cumple;
}
