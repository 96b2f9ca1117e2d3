import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFORMES } from '../../common/informes';
import { RUTAS_INFORMES } from '../../common/informes/rutas';
import { LLAMADAS_TABLERO } from '../../common/tablero';
import { usuarios } from '../../server/db/schema';
import { SEDE_NO_ASIGNADA } from '../../server/services/sedesUsuario';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { get, post } from './ordenes-soporte';
import { leerInforme, ok } from './informes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 30: a user assigned to some venues sees, in every report and every dashboard figure, those venues' rows
 * only; another venue named as a filter answers 404 as the venue-scoped routes do. The owner sees every venue.
 * Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let norte: UsuarioDePrueba;
const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

const vender = async (sede: number, producto: number, cantidad: number, valor: string) => {
  const r = await post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: sede,
      detalles: [{ id_producto: producto, cantidad }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor }],
    }),
  );
  expect(r.statusCode, r.body).toBe(200);
};

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  await abrirCaja(t, e, c.otraSede, '0');
  // Centro: 5.000 (IVA 19); Norte: two breads, 6.000 (excluded).
  await vender(c.sede, c.p.iva19, 1, '5000');
  await vender(c.otraSede, c.p.excluido, 2, '6000');
  norte = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: '*' });
  await t.database.db
    .update(usuarios)
    .set({ id_sedes: [c.otraSede] })
    .where(eq(usuarios.id, norte.usuarioId));
});
afterAll(() => t.close());

/** The reports of the privileged roles only (common/modulos.ts), who see every venue. */
const VEDADOS: string[] = [RUTAS_INFORMES.informeDevolucionesCompras, RUTAS_INFORMES.informeDevolucionGastos];

const informe = (ruta: string, extra = '') => `${ruta}?from=${hoy}&to=${hoy}&rowsPerPage=-1${extra}`;

describe('reports of a user assigned to some venues', () => {
  it('the sales report: the owner sees both venues, the user only theirs (rows and totals)', async () => {
    const todas = await leerInforme(t, e, informe(RUTAS_INFORMES.informeVentas));
    expect(todas.data.map((f) => f.sede).sort()).toEqual(['Centro', 'Norte']);
    const propias = await leerInforme(t, norte, informe(RUTAS_INFORMES.informeVentas));
    expect(propias.data.map((f) => [f.sede, f.total])).toEqual([['Norte', '6000.00']]);
    expect(propias.totales).toMatchObject({ filas: 1, total: '6000.00' });
    const filtrada = await leerInforme(
      t,
      norte,
      informe(RUTAS_INFORMES.informeVentas, `&id_sede=${c.otraSede}`),
    );
    expect(filtrada.total).toBe(1);
  });

  it('every report: another venue as a filter is 404, and no row of it without a filter', async () => {
    for (const i of INFORMES) {
      const ajena = await get(t, norte, informe(i.ruta, `&id_sede=${c.sede}`));
      // A report this role may not open answers 403 before any venue is looked at.
      if (VEDADOS.includes(i.ruta)) {
        expect(ajena.statusCode, i.ruta).toBe(403);
        continue;
      }
      expect(ajena.statusCode, `${i.ruta} ${ajena.body}`).toBe(404);
      expect(ajena.json().message).toBe(SEDE_NO_ASIGNADA);
      const pagina = await leerInforme(t, norte, informe(i.ruta));
      for (const fila of pagina.data) expect(fila.sede ?? null, i.ruta).not.toBe('Centro');
      // The owner's page of the same report does show Centro where the report has rows of it.
      if (i.ruta === RUTAS_INFORMES.informeImpuestos) {
        const delDueno = await leerInforme(t, e, informe(i.ruta));
        expect(delDueno.data.some((f) => f.sede === 'Centro')).toBe(true);
        expect(pagina.data.map((f) => f.sede)).toEqual(['Norte']);
      }
    }
  });
});

describe('the dashboard of a user assigned to some venues', () => {
  const leer = async (quien: { auth: Record<string, string> }, ruta: string) =>
    ok(await get(t, quien, `${ruta}?fecha=${hoy}`));

  it('counts and sums their venues’ sales only', async () => {
    const L = LLAMADAS_TABLERO;
    expect(await leer(e, L.totalesSumatorias.ruta)).toMatchObject({ ventas: 2, total: '11000.00' });
    expect(await leer(norte, L.totalesSumatorias.ruta)).toMatchObject({ ventas: 1, total: '6000.00' });
    expect(await leer(norte, L.ventasDias.ruta)).toMatchObject({ ventas: 1, total: '6000.00' });
    expect(await leer(norte, L.facturadoSieteDias.ruta)).toMatchObject({ ventas: 1, total: '6000.00' });
    expect(await leer(norte, L.cajaOrdenesVentas.ruta)).toMatchObject({
      ventas: 1,
      total_ventas: '6000.00',
      cajas_abiertas: 1,
    });
    expect(await leer(e, L.cajaOrdenesVentas.ruta)).toMatchObject({ ventas: 2, cajas_abiertas: 2 });
    const meses = (await leer(norte, L.ventasEgresos.ruta)) as unknown as { meses: { ventas: string }[] };
    expect(meses.meses.at(-1)?.ventas).toBe('6000.00');
    expect(await leer(norte, L.utilidades.ruta)).toMatchObject({ ventas: '6000.00' });
    const vendidos = (await leer(norte, L.masVendidos.ruta)) as unknown as { nombre: string }[];
    expect(JSON.stringify(vendidos)).not.toContain('Agua en botella');
    expect(JSON.stringify(vendidos)).toContain('Pan');
    const ultimas = await leer(norte, L.ultimasVentas.ruta);
    expect(JSON.stringify(ultimas)).not.toContain('Centro');
    expect(JSON.stringify(ultimas)).toContain('Norte');
  });
});
