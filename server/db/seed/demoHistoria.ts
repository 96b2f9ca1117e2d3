import { and, eq, notExists, sql } from 'drizzle-orm';
import { CONSUMIDOR_FINAL } from '../../../common/catalogos/nits';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import { desglosarImpuestoIncluido, multiplicar, restar, sumar, type Dinero } from '../../../common/dinero';
import { diaEnBogota } from '../../../common/mesBogota';
import { ROL_PROPIETARIO } from '../../../common/modulos';
import { abrirCaja } from '../../routes/ventas/caja/abrir';
import { cerrarCaja } from '../../routes/ventas/caja/cerrar';
import { esperadosDe } from '../../routes/ventas/caja/esperados';
import { cajaPorId } from '../../routes/ventas/caja/consulta';
import { registrarGasto } from '../../routes/gastos/service';
import { gastoBody } from '../../routes/gastos/schemas';
import { abrirCajaBody, cerrarCajaBody } from '../../routes/ventas/schemas';
import {
  cuadresCaja,
  formasPago,
  gastos,
  nits,
  productos,
  productosImpuestos,
  productosRecetas,
  usuarios,
  ventas,
  ventasConsecutivos,
  ventasDetalle,
  ventasPagos,
} from '../schema';
import { TenantScope } from '../tenant';
import { crear } from './demoSembrar';
import { comprasDemo, sembrarCompraDemo } from './demoCompras';

/**
 * When the demo's catalogue is dated (its opening stock and first costs): the morning before its history starts,
 * so the ledger and the cost history run forward from it through the past purchases.
 */
export const inicioHistoriaDemo = (dias = DIAS_HISTORIA_DEMO) => instante(dias + 1, 6 * 60);

/** Days of history before today (issue 27: every report and chart shows something on a fresh start). */
export const DIAS_HISTORIA_DEMO = 60;

/** A seeded generator (mulberry32): every install gets the same history. */
function generador(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An instant of a Bogotá day (UTC−5 all year) `dias` before today, at `minutos` after midnight. */
export function instante(dias: number, minutos: number): Date {
  const { anio, mes, dia } = diaEnBogota(new Date());
  return new Date(Date.UTC(anio, mes - 1, dia - dias, 5, minutos));
}

/** Minutes after midnight: lunch (12:00–14:30) and dinner (19:00–21:30) peaks, a few sales around them. */
function minutoDeVenta(azar: () => number): number {
  const r = azar();
  if (r < 0.6) return 12 * 60 + Math.floor(azar() * 150);
  if (r < 0.9) return 19 * 60 + Math.floor(azar() * 150);
  return (azar() < 0.5 ? 8 * 60 : 16 * 60) + Math.floor(azar() * 150);
}

/** Cash handed over: the amount due rounded up to the next 10.000 pesos (exact, in centavos). */
function aDiezMil(pagar: Dinero): Dinero {
  const centavos = BigInt(pagar.replace('.', ''));
  const entregado = ((centavos + 999_999n) / 1_000_000n) * 1_000_000n;
  return `${entregado / 100n}.00`;
}

interface Vendible {
  id: number;
  nombre: string;
  precio: Dinero;
  tipo_impuesto: string | null;
  porcentaje: string;
}

/**
 * The demo's past: a register per day for the last DIAS_HISTORIA_DEMO days, each opened at 07:00 and closed at 23:00
 * with its counts as expected, its counter sales at lunch and dinner (more on Fridays and Saturdays; a tip on some,
 * cash with change, debit or credit card, now and then one cancelled), an expense every third day and a purchase
 * of ingredients every fourth (through the purchase service at the day's instant). Sales of
 * products that neither manage stock nor have a recipe, written straight in a few statements a day (the sale
 * services would cost the first start seconds); registers and expenses through their services, so that the frozen
 * summaries are the ones a close computes. Numbers run before today's sales (the venue's counter is set after).
 */
export async function sembrarHistoriaDemo(scope: TenantScope, dias = DIAS_HISTORIA_DEMO): Promise<void> {
  const [propietario] = await scope.tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.id_rol, ROL_PROPIETARIO)));
  const quien = { usuarioId: propietario.id, idRol: ROL_PROPIETARIO };
  const como = new TenantScope(scope.tx, scope.empresaId, { ip: null, usuarioId: propietario.id });
  const vendibles: Vendible[] = (
    await scope.tx
      .select({
        id: productos.id,
        nombre: productos.nombre,
        precio: productos.precio_venta,
        tipo_impuesto: productosImpuestos.tipo_impuesto,
        porcentaje: productosImpuestos.porcentaje,
      })
      .from(productos)
      .leftJoin(
        productosImpuestos,
        and(
          eq(productosImpuestos.empresa_id, productos.empresa_id),
          eq(productosImpuestos.id, productos.id_impuesto),
        ),
      )
      .where(
        scope.where(
          productos,
          eq(productos.maneja_inventario, false),
          sql`${productos.precio_venta} is not null`,
          sql`${productos.tipo_producto} <> ${TIPOS_PRODUCTO.insumo}`,
          notExists(
            scope.tx
              .select({ uno: sql`1` })
              .from(productosRecetas)
              .where(
                and(
                  eq(productosRecetas.empresa_id, productos.empresa_id),
                  eq(productosRecetas.id_producto, productos.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(productos.id)
  ).map((p) => ({
    id: Number(p.id),
    nombre: String(p.nombre),
    precio: String(p.precio) as Dinero,
    tipo_impuesto: (p.tipo_impuesto as string | null) ?? null,
    porcentaje: String(p.porcentaje ?? '0'),
  }));
  const formas = new Map(
    (
      await scope.tx
        .select({ id: formasPago.id, nombre: formasPago.nombre })
        .from(formasPago)
        .where(scope.where(formasPago))
    ).map((f) => [String(f.nombre), Number(f.id)] as const),
  );
  const [consumidor] = await scope.tx
    .select({ id: nits.id })
    .from(nits)
    .where(scope.where(nits, eq(nits.numero_documento, CONSUMIDOR_FINAL.documento)));
  const tipoGasto = await crear(scope, 'tipoGastos', { nombre: 'Servicios y aseo' });
  const paraComprar = await comprasDemo(scope);
  let compras = 0;
  const azar = generador(20_260_101);
  const elegir = <T>(lista: readonly T[]) => lista[Math.floor(azar() * lista.length)];
  let numero = 0;
  let idSede = 0;

  for (let d = dias; d >= 1; d--) {
    const caja = await abrirCaja(como, quien, abrirCajaBody.parse({ saldo_apertura: '200000' }));
    idSede = caja.id_sede;
    const semana = instante(d, 12 * 60).getUTCDay();
    const cuantas = (semana === 5 || semana === 6 ? 26 : semana === 0 ? 20 : 15) + Math.floor(azar() * 8);
    const filas = [];
    for (let i = 0; i < cuantas; i++) {
      const lineas = Array.from({ length: 1 + Math.floor(azar() * 4) }, () => {
        const p = elegir(vendibles);
        const cantidad = azar() < 0.8 ? 1 : 2;
        const total = multiplicar(p.precio, cantidad);
        return { p, cantidad, total, ...desglosarImpuestoIncluido(total, p.porcentaje) };
      });
      const total = sumar(...lineas.map((l) => l.total));
      const base = sumar(...lineas.map((l) => l.base));
      const propina = azar() < 0.35 ? multiplicar(total, '0.1') : ('0.00' as Dinero);
      const pagar = sumar(total, propina);
      const r = azar();
      const forma = r < 0.55 ? 'Efectivo' : r < 0.85 ? 'Tarjeta débito' : 'Tarjeta crédito';
      const recibido = forma === 'Efectivo' ? aDiezMil(pagar) : pagar;
      const momento = instante(d, minutoDeVenta(azar));
      filas.push({
        numero: ++numero,
        momento,
        lineas,
        total,
        base,
        impuesto: restar(total, base),
        propina,
        pagar,
        forma: formas.get(forma)!,
        recibido,
        cambio: restar(recibido, pagar),
        cancelada: azar() < 0.015,
      });
    }
    const escritas = await scope.tx
      .insert(ventas)
      .values(
        filas.map((f) => ({
          empresa_id: scope.empresaId,
          id_sede: caja.id_sede,
          id_cuadre_caja: caja.id,
          numero: f.numero,
          tipo: 'inmediata',
          id_nit: consumidor.id,
          subtotal: f.total,
          base: f.base,
          impuesto: f.impuesto,
          total: f.total,
          propina: f.propina,
          cambio: f.cambio,
          estado: f.cancelada ? 'cancelada' : 'pagada',
          idempotencia: `demo-historia-${f.numero}`,
          id_usuario: propietario.id,
          id_mesero: f.propina !== '0.00' ? propietario.id : null,
          cancelada_por: f.cancelada ? propietario.id : null,
          id_cuadre_caja_anulacion: f.cancelada ? caja.id : null,
          cancelada_at: f.cancelada ? new Date(f.momento.getTime() + 20 * 60_000) : null,
          motivo_cancelacion: f.cancelada ? 'El cliente cambió su pedido' : null,
          created_at: f.momento,
        })),
      )
      .returning({ id: ventas.id, numero: ventas.numero });
    const idDe = new Map(escritas.map((v) => [v.numero, v.id]));
    await scope.tx.insert(ventasDetalle).values(
      filas.flatMap((f) =>
        f.lineas.map((l) => ({
          empresa_id: scope.empresaId,
          id_venta: idDe.get(f.numero)!,
          id_producto: l.p.id,
          nombre: l.p.nombre,
          precio: l.p.precio,
          cantidad: String(l.cantidad),
          tipo_impuesto: l.p.tipo_impuesto,
          porcentaje_impuesto: l.p.porcentaje,
          subtotal: l.total,
          total: l.total,
          base: l.base,
          impuesto: l.impuesto,
          devuelve_inventario: f.cancelada ? false : null,
        })),
      ),
    );
    await scope.tx.insert(ventasPagos).values(
      filas.map((f) => ({
        empresa_id: scope.empresaId,
        id_venta: idDe.get(f.numero)!,
        id_forma_pago: f.forma,
        valor: f.pagar,
        recibido: f.recibido,
        cambio: f.cambio,
      })),
    );
    if (d % 3 === 0) {
      const gasto = await registrarGasto(
        como,
        gastoBody.parse({
          id_forma_pago: formas.get('Efectivo'),
          fecha: instante(d, 0).toISOString().slice(0, 10),
          id_tipo_gasto: tipoGasto.id,
          concepto_gasto: elegir(['Hielo', 'Gas de la cocina', 'Productos de aseo', 'Domicilio de insumos']),
          subtotal: String(10_000 + Math.floor(azar() * 8) * 5_000),
          impuesto: '0',
          id_sede: caja.id_sede,
        }),
      );
      await scope.tx
        .update(gastos)
        .set({ created_at: instante(d, 16 * 60), updated_at: instante(d, 16 * 60) })
        .where(scope.where(gastos, eq(gastos.id, gasto.id)));
    }
    if (d % 4 === 2)
      await sembrarCompraDemo(como, paraComprar, {
        numero: ++compras,
        fecha: instante(d, 0).toISOString().slice(0, 10),
        instante: instante(d, 10 * 60),
        idFormaPago: formas.get('Tarjeta débito')!,
        azar,
      });
    const esperados = await esperadosDe(scope, await cajaPorId(scope, caja.id));
    await cerrarCaja(
      como,
      quien,
      caja.id,
      cerrarCajaBody.parse({
        cerrar_caja: true,
        formaPagoValores: esperados.map((e) => ({ id_forma_pago: e.id_forma_pago, valor: e.esperado })),
      }),
    );
    await scope.tx
      .update(cuadresCaja)
      .set({ abierta_at: instante(d, 7 * 60), cerrada_at: instante(d, 23 * 60) })
      .where(scope.where(cuadresCaja, eq(cuadresCaja.id, caja.id)));
  }
  // Today's sales take the numbers after the history's.
  await scope.tx
    .insert(ventasConsecutivos)
    .values({ empresa_id: scope.empresaId, id_sede: idSede, ultimo: numero })
    .onConflictDoUpdate({
      target: [ventasConsecutivos.empresa_id, ventasConsecutivos.id_sede],
      set: { ultimo: numero },
    });
}
