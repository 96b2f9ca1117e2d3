import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calcularVenta,
  repartirOrden,
  type Division,
  type LineaEntrada,
  type LineaPorCobrar,
} from '../../common/calculoVenta';
import { calcularPagos, propinaMaxima, propinaSugerida, type PagoEntrada } from '../../common/cobro';
import { compararDinero, desglosarImpuestoIncluido, multiplicar, restar, sumar } from '../../common/dinero';
import { textoPorcentaje } from '../../common/exacto';
import { PROPINA_MAXIMA } from '../../common/configuraciones';
import { calcularDesdeGuardadas } from '../../server/routes/ventas/consultas';
import { Racional } from './fixtures/racional';

/**
 * The integer money (common/exacto.ts) against the arbitrary-precision implementation it replaced (issue 9),
 * written here as it was, on an independent rational reference (`fixtures/racional.ts`): thousands of random inputs,
 * the same strings out (or the same kind of error) on both sides.
 */
const R = Racional;
type Valor = string | number;

function refDecimal(valor: Valor): Racional {
  if (typeof valor === 'number' && !Number.isInteger(valor)) throw new TypeError(`float: ${valor}`);
  const texto = String(valor).trim();
  if (!/^-?\d+(\.\d+)?$/.test(texto)) throw new TypeError(`No es dinero: ${texto}`);
  return new R(texto);
}
const refCanonico = (valor: string) => {
  const negativo = valor.startsWith('-');
  const [entero, decimales = ''] = (negativo ? valor.slice(1) : valor).split('.');
  const texto = `${entero.replace(/^0+(?=\d)/, '')}.${decimales.padEnd(2, '0')}`;
  return negativo && texto !== '0.00' ? `-${texto}` : texto;
};
const refDinero = (v: Racional) => refCanonico(v.toDecimalPlaces(2).toFixed(2));
const ref = {
  sumar: (...vs: Valor[]) => refDinero(vs.reduce<Racional>((a, v) => a.plus(refDecimal(v)), new R(0))),
  restar: (a: Valor, b: Valor) => refDinero(refDecimal(a).minus(refDecimal(b))),
  multiplicar: (a: Valor, b: Valor) => refDinero(refDecimal(a).times(refDecimal(b))),
  comparar: (a: Valor, b: Valor) => refDecimal(a).comparedTo(refDecimal(b)),
  desglosar(total: Valor, tasa: Valor) {
    const t = refDecimal(tasa);
    if (t.isNegative()) throw new RangeError('Tasa negativa');
    const bruto = refDecimal(total);
    const base = bruto.dividedBy(t.dividedBy(100).plus(1)).toDecimalPlaces(2);
    return { base: refDinero(base), impuesto: refDinero(bruto.minus(base)) };
  },
};

const refSuma = (vs: string[]) => refDinero(vs.reduce((a, v) => a.plus(refDecimal(v)), new Racional(0)));

function refVenta(entrada: LineaEntrada[], descuento = '0.00') {
  const subtotales = entrada.map(
    (l) => l.subtotal ?? refDinero(refDecimal(l.precio).times(refDecimal(l.cantidad))),
  );
  const subtotal = refSuma(subtotales);
  const d = refDecimal(descuento);
  if (d.isNegative() || d.greaterThan(refDecimal(subtotal))) throw new RangeError('Descuento');
  const partes = subtotales.map((s) =>
    refDecimal(subtotal).isZero()
      ? new Racional(0)
      : d.times(refDecimal(s)).dividedBy(refDecimal(subtotal)).toDecimalPlaces(2),
  );
  if (entrada.length > 0) {
    const resto = d.minus(partes.reduce((a, p) => a.plus(p), new Racional(0)));
    let mayor = 0;
    subtotales.forEach((s, i) => {
      if (refDecimal(s).greaterThan(refDecimal(subtotales[mayor]))) mayor = i;
    });
    partes[mayor] = partes[mayor].plus(resto);
  }
  const lineas = entrada.map((l, i) => {
    const total = refDinero(refDecimal(subtotales[i]).minus(partes[i]));
    const { base, impuesto } = ref.desglosar(total, l.porcentaje);
    return { ...l, subtotal: subtotales[i], descuento: refDinero(partes[i]), total, base, impuesto };
  });
  return {
    lineas,
    subtotal,
    descuento: refDinero(d),
    base: refSuma(lineas.map((l) => l.base)),
    impuesto: refSuma(lineas.map((l) => l.impuesto)),
    total: refSuma(lineas.map((l) => l.total)),
    impuestos: refGrupos(lineas.map((l) => ({ ...l, porcentaje_impuesto: l.porcentaje }))),
  };
}

function refGrupos(lineas: Parameters<typeof calcularDesdeGuardadas>[0]) {
  const grupos = new Map<
    string,
    { tipo_impuesto: string | null; porcentaje: string; base: string; impuesto: string; total: string }
  >();
  for (const l of lineas) {
    const porcentaje = new Racional(l.porcentaje_impuesto).toString();
    const clave = `${l.tipo_impuesto ?? ''}|${porcentaje}`;
    const g = grupos.get(clave) ?? {
      tipo_impuesto: l.tipo_impuesto,
      porcentaje,
      base: '0',
      impuesto: '0',
      total: '0',
    };
    grupos.set(clave, {
      ...g,
      base: ref.sumar(g.base, l.base),
      impuesto: ref.sumar(g.impuesto, l.impuesto),
      total: ref.sumar(g.total, l.total),
    });
  }
  return [...grupos.values()].sort((a, b) =>
    new Racional(a.porcentaje).comparedTo(new Racional(b.porcentaje)),
  );
}

const refMaxima = (consumo: string) =>
  refDinero(refDecimal(consumo).times(PROPINA_MAXIMA).dividedBy(100).toDecimalPlaces(2, Racional.CERO));

function refSugerida(consumo: string, porcentaje: string) {
  const p = Racional.min(new Racional(porcentaje || '0'), PROPINA_MAXIMA);
  const valor = refDinero(refDecimal(consumo).times(p).dividedBy(100));
  return refDecimal(valor).greaterThan(refDecimal(refMaxima(consumo))) ? refMaxima(consumo) : valor;
}

function refPagos(entrada: PagoEntrada[], debido: string) {
  for (const [i, p] of entrada.entries()) {
    if (p.recibido === null) continue;
    const cmp = refDecimal(p.recibido).comparedTo(refDecimal(p.valor));
    if (cmp < 0) return { ok: false, motivo: 'recibido', indice: i };
    if (cmp > 0 && !p.efectivo) return { ok: false, motivo: 'recibidoNoEfectivo', indice: i };
  }
  const pagado = entrada.reduce((a, p) => a.plus(refDecimal(p.valor)), new Racional(0));
  const exceso = pagado.minus(refDecimal(debido));
  if (exceso.isNegative()) return { ok: false, motivo: 'insuficiente' };
  const efectivo = entrada
    .filter((p) => p.efectivo)
    .reduce((a, p) => a.plus(refDecimal(p.valor)), new Racional(0));
  if (exceso.greaterThan(efectivo)) return { ok: false, motivo: 'excede' };
  let porDevolver = exceso;
  const valores = entrada.map((p) => refDecimal(p.valor));
  for (let i = entrada.length - 1; i >= 0 && porDevolver.greaterThan(0); i--) {
    if (!entrada[i].efectivo) continue;
    const quita = Racional.min(porDevolver, valores[i]);
    valores[i] = valores[i].minus(quita);
    porDevolver = porDevolver.minus(quita);
  }
  const pagos: unknown[] = [];
  let cambio = new Racional(0);
  entrada.forEach((p, i) => {
    const recibido = Racional.max(refDecimal(p.recibido ?? p.valor), refDecimal(p.valor));
    const c = recibido.minus(valores[i]);
    if (valores[i].isZero()) return;
    cambio = cambio.plus(c);
    pagos.push({
      id_forma_pago: p.id_forma_pago,
      valor: refDinero(valores[i]),
      recibido: refDinero(recibido),
      cambio: refDinero(c),
    });
  });
  return { ok: true, pagos, cambio: refDinero(cambio) };
}

function refReparto(lineas: LineaPorCobrar[], division: Division) {
  const resto = lineas.map((l) => {
    const valor = refDinero(refDecimal(l.precio).times(refDecimal(l.cantidad)));
    return {
      l,
      valor,
      cantidad: new Racional(l.cantidad).minus(new Racional(l.cobrada)),
      dinero: refDecimal(valor).minus(refDecimal(l.cobrado)),
    };
  });
  const salida: { id: number; cantidad: string; subtotal: string }[] = [];
  if (division.detalles) {
    const vistos = new Set<number>();
    for (const [i, d] of division.detalles.entries()) {
      const r = resto.find((x) => x.l.id === d.id_orden_detalle);
      if (!r) return { ok: false, motivo: 'ajena', indice: i };
      if (vistos.has(r.l.id)) return { ok: false, motivo: 'repetida', indice: i };
      vistos.add(r.l.id);
      const q = new Racional(d.cantidad);
      if (q.greaterThan(r.cantidad))
        return { ok: false, motivo: 'cobrada', indice: i, id: r.l.id, pendiente: r.cantidad.toString() };
      const subtotal = q.equals(r.cantidad)
        ? r.dinero
        : Racional.min(refDecimal(refDinero(refDecimal(r.l.precio).times(q))), r.dinero);
      salida.push({ id: r.l.id, cantidad: q.toString(), subtotal: refDinero(subtotal) });
    }
  } else if (division.partes) {
    const { n, parte } = division.partes;
    for (const r of resto) {
      const total = new Racional(r.l.cantidad);
      const q = total.dividedBy(n).toDecimalPlaces(3, Racional.CERO);
      const m = q.isZero()
        ? new Racional(0)
        : refDecimal(r.valor).dividedBy(n).toDecimalPlaces(2, Racional.CERO);
      const antes = parte - 1;
      if (
        !new Racional(r.l.cobrada).equals(q.times(antes)) ||
        !refDecimal(r.l.cobrado).equals(m.times(antes))
      )
        return { ok: false, motivo: 'parte', id: r.l.id };
      const cantidad = parte < n ? q : total.minus(q.times(n - 1));
      const dinero = parte < n ? m : refDecimal(r.valor).minus(m.times(n - 1));
      if (cantidad.greaterThan(0))
        salida.push({ id: r.l.id, cantidad: cantidad.toString(), subtotal: refDinero(dinero) });
    }
  } else {
    for (const r of resto)
      if (r.cantidad.greaterThan(0))
        salida.push({ id: r.l.id, cantidad: r.cantidad.toString(), subtotal: refDinero(r.dinero) });
  }
  if (salida.length === 0) return { ok: false, motivo: 'vacia' };
  return { ok: true, lineas: salida };
}

/** Both sides give the same value, or both throw the same kind of error. */
function igual(nuevo: () => unknown, viejo: () => unknown) {
  let esperado: unknown;
  let error: unknown;
  try {
    esperado = viejo();
  } catch (e) {
    error = e;
  }
  if (error) expect(nuevo).toThrow((error as Error).constructor as typeof Error);
  // The same keys in the same order too: the lines go out as JSON.
  else expect(JSON.stringify(nuevo())).toBe(JSON.stringify(esperado));
}

/**
 * A thousand random inputs a property (fast-check's biased sizes still reach the long amounts and odd rates). A
 * property is a few seconds of arithmetic on a loaded two-core machine; its time limit is there to stop a loop that
 * never ends, not to judge speed.
 */
const RUNS = { numRuns: 1000 };
const TRABAJO = { timeout: 60_000 };

/** A decimal as written: optional minus, leading zeros now and then, `maxDecimales` decimals at most. */
const decimalTexto = (maxEntero: bigint, maxDecimales: number, negativos = true) =>
  fc
    .record({
      negativo: negativos ? fc.boolean() : fc.constant(false),
      entero: fc.oneof(fc.bigInt({ min: 0n, max: 999n }), fc.bigInt({ min: 0n, max: maxEntero })),
      decimales: fc.integer({ min: 0, max: maxDecimales }),
      fraccion: fc.bigInt({ min: 0n, max: 10n ** BigInt(maxDecimales) }),
      ceros: fc.integer({ min: 0, max: 6 }),
    })
    .map(({ negativo, entero, decimales, fraccion, ceros }) => {
      const frac = decimales ? `.${String(fraccion).padStart(decimales, '0').slice(-decimales)}` : '';
      return `${negativo ? '-' : ''}${ceros === 0 ? '0' : ''}${entero}${frac}`;
    });

const dinero = decimalTexto(999_999_999_999n, 2);
const dineroPositivo = decimalTexto(999_999_999_999n, 2, false);
/** Money outside the wire's pattern, which the helpers still take: three or four decimals. */
const dineroLargo = fc.oneof(dinero, decimalTexto(999_999_999_999n, 4));
const cantidad = fc.oneof(
  decimalTexto(9999n, 3, false),
  fc.constantFrom('1', '2', '0.5', '0.335', '0', '1.000'),
);
const tasa = fc.oneof(
  fc.constantFrom('0', '5', '8', '19', '2.5', '8.00', '19.0', '0.5', '16', '4.75'),
  decimalTexto(100n, 3, false),
  fc.constantFrom(0, 5, 8, 19),
);

describe('integer money = the rational reference (the money it replaced)', TRABAJO, () => {
  it('sumar, restar, multiplicar, compararDinero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(dineroLargo, fc.integer({ min: -1e9, max: 1e9 })), { maxLength: 6 }),
        dineroLargo,
        cantidad,
        (valores, otro, q) => {
          igual(
            () => sumar(...valores),
            () => ref.sumar(...valores),
          );
          for (const v of valores) {
            igual(
              () => restar(v, otro),
              () => ref.restar(v, otro),
            );
            igual(
              () => multiplicar(v, q),
              () => ref.multiplicar(v, q),
            );
            igual(
              () => compararDinero(v, otro),
              () => ref.comparar(v, otro),
            );
          }
        },
      ),
      RUNS,
    );
  });

  it('desglosarImpuestoIncluido, also half centavos and odd rates', () => {
    fc.assert(
      fc.property(fc.oneof(dineroLargo, fc.integer({ min: -1e9, max: 1e9 })), tasa, (total, t) => {
        igual(
          () => desglosarImpuestoIncluido(total, t),
          () => ref.desglosar(total, t),
        );
      }),
      RUNS,
    );
  });

  const linea = fc.record(
    {
      precio: fc.oneof(dineroPositivo, dineroPositivo, dinero),
      cantidad,
      porcentaje: fc.oneof(
        fc.constantFrom('0', '5', '8', '19', '2.5', '8.00', '5.0'),
        decimalTexto(30n, 2, false),
      ),
      tipo_impuesto: fc.constantFrom('INC', 'IVA', null),
      subtotal: dineroLargo,
    },
    { requiredKeys: ['precio', 'cantidad', 'porcentaje', 'tipo_impuesto'] },
  );

  /** Lines of a few prices and quantities: equal subtotals, where the remainder's line is the first largest. */
  const lineaRepetida = fc.record({
    precio: fc.constantFrom('1000', '2500', '333.33', '0.01', '0.07'),
    cantidad: fc.constantFrom('1', '3', '0.5'),
    porcentaje: fc.constantFrom('0', '8', '19'),
    tipo_impuesto: fc.constantFrom('INC', 'IVA', null),
  });

  it('calcularVenta: lines, discount shares and remainder, taxes per rate', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(linea, { maxLength: 7 }), fc.array(lineaRepetida, { maxLength: 7 })),
        fc.integer({ min: 0, max: 1000 }),
        fc.oneof(
          fc.constant('ratio'),
          fc.constant('ratio'),
          dineroLargo,
          fc.constantFrom('-0', '-0.00', '0'),
        ),
        (lineas, mil, forma) => {
          let descuento = forma;
          if (forma === 'ratio') {
            // A discount within the subtotal most of the time: a thousandth fraction of it, to the centavo.
            let subtotal: string;
            try {
              subtotal = refVenta(lineas).subtotal;
            } catch {
              subtotal = '0';
            }
            descuento = refDinero(
              new Racional(subtotal).times(mil).dividedBy(1000).toDecimalPlaces(2, Racional.CERO),
            );
          }
          igual(
            () => calcularVenta(lineas, descuento),
            () => refVenta(lineas, descuento),
          );
        },
      ),
      RUNS,
    );
  });

  it('calcularDesdeGuardadas: a stored sale’s taxes per kind and rate', () => {
    const guardada = fc.record({
      tipo_impuesto: fc.constantFrom('INC', 'IVA', null),
      porcentaje_impuesto: fc.constantFrom('0.00', '5.00', '8.00', '19.00', '2.50', '8'),
      base: dinero,
      impuesto: dinero,
      total: dinero,
    });
    fc.assert(
      fc.property(fc.array(guardada, { maxLength: 8 }), (lineas) => {
        igual(
          () => calcularDesdeGuardadas(lineas).impuestos,
          () => refGrupos(lineas),
        );
      }),
      RUNS,
    );
  });

  it('propinaMaxima rounds down, propinaSugerida never above it', () => {
    const porcentaje = fc.oneof(
      fc.constantFrom('10', '5', '7.5', '0', '', '12', '.5', '1e1', '+5', '5.', '9.999', '-3'),
      decimalTexto(20n, 3),
    );
    fc.assert(
      fc.property(dineroLargo, porcentaje, (consumo, p) => {
        igual(
          () => propinaMaxima(consumo),
          () => refMaxima(consumo),
        );
        igual(
          () => propinaSugerida(consumo, p),
          () => refSugerida(consumo, p),
        );
      }),
      RUNS,
    );
  });

  it('calcularPagos: what is due, cash and change, received amounts', () => {
    const pago = fc.record({
      id_forma_pago: fc.integer({ min: 1, max: 9 }),
      valor: fc.oneof(dineroPositivo, dineroPositivo, dineroLargo, fc.constant('0')),
      extra: fc.oneof(fc.constant(null), dineroPositivo, fc.constantFrom('0', '-1', '0.001')),
      efectivo: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(pago, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -50, max: 1000 }),
        fc.oneof(fc.constant(null), dineroLargo),
        (pagos, mil, suelto) => {
          const entrada = pagos.map((p) => ({
            id_forma_pago: p.id_forma_pago,
            valor: p.valor,
            recibido: p.extra === null ? null : ref.sumar(p.valor, p.extra),
            efectivo: p.efectivo,
          }));
          // Mostly near what was paid (exact, change, short); now and then anything.
          const pagado = entrada.reduce((a, p) => a.plus(new Racional(p.valor)), new Racional(0));
          const debido = suelto ?? pagado.times(mil).dividedBy(1000).toDecimalPlaces(2).toFixed(2);
          igual(
            () => calcularPagos(entrada, debido),
            () => refPagos(entrada, debido),
          );
        },
      ),
      RUNS,
    );
  });

  it('repartirOrden: the rest, some lines, equal parts of a table’s order', () => {
    const lineaOrden = fc.record({
      precio: fc.oneof(dineroPositivo, fc.constantFrom('100.00', '3333.33', '0.01', '12500')),
      cantidad: fc.oneof(
        decimalTexto(99n, 3, false),
        fc.constantFrom('1', '2', '3', '0.5', '1.000', '0.001'),
      ),
      /** How much was charged before: nothing, a thousandth fraction of it, or k parts of n. */
      antes: fc.integer({ min: 0, max: 1000 }),
      /** Thousandths of its money charged beyond its quantity's share (rounding of earlier parts). */
      mas: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
    });
    fc.assert(
      fc.property(
        fc.array(lineaOrden, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('resto', 'detalles', 'partes', 'partes'),
        fc.array(
          fc.record({
            cual: fc.integer({ min: 0, max: 6 }),
            fraccion: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(990, 999, 1000)),
            libre: fc.option(cantidad),
          }),
          { maxLength: 4 },
        ),
        (datos, n, k, modo, pedidas) => {
          const parte = Math.min(k, n);
          const lineas: LineaPorCobrar[] = datos.map((d, i) => {
            const precio = d.precio;
            const valor = new Racional(refDinero(refDecimal(precio).times(refDecimal(d.cantidad))));
            if (modo === 'partes' && d.antes % 3 !== 0) {
              // Exactly parte − 1 parts charged before, as the rule wants (or one part off now and then).
              const q = new Racional(d.cantidad).dividedBy(n).toDecimalPlaces(3, Racional.CERO);
              const m = q.isZero() ? new Racional(0) : valor.dividedBy(n).toDecimalPlaces(2, Racional.CERO);
              const veces = d.antes % 7 === 0 ? parte : parte - 1;
              return {
                id: i + 1,
                precio,
                cantidad: d.cantidad,
                cobrada: q.times(veces).toString(),
                cobrado: m.times(veces).toFixed(2),
              };
            }
            const cobrada = new Racional(d.cantidad)
              .times(d.antes)
              .dividedBy(1000)
              .toDecimalPlaces(3, Racional.CERO);
            // Rounded up now and then: less money left than the quantity left is worth.
            const cobrado = valor
              .times(Math.min(1000, d.antes + d.mas))
              .dividedBy(1000)
              .toDecimalPlaces(2, d.antes % 2 ? Racional.LEJOS : Racional.CERO);
            return {
              id: i + 1,
              precio,
              cantidad: d.cantidad,
              cobrada: cobrada.toString(),
              cobrado: cobrado.toFixed(2),
            };
          });
          const division: Division =
            modo === 'resto'
              ? {}
              : modo === 'partes'
                ? { partes: { n, parte } }
                : {
                    detalles: pedidas.map((p) => {
                      const l = lineas[p.cual - 1];
                      // A share of what is left of the line, or any quantity.
                      const pendiente = l ? new Racional(l.cantidad).minus(l.cobrada) : new Racional(1);
                      const q = pendiente.times(p.fraccion).dividedBy(1000).toDecimalPlaces(3, Racional.CERO);
                      return { id_orden_detalle: p.cual, cantidad: p.libre ?? q.toString() };
                    }),
                  };
          igual(
            () => repartirOrden(lineas, division),
            () => refReparto(lineas, division),
          );
        },
      ),
      RUNS,
    );
  });

  it('a rate is written in its shortest form, exponents included', () => {
    fc.assert(
      fc.property(decimalTexto(10n ** 24n, 12), (p) => {
        expect(textoPorcentaje(p)).toBe(new Racional(p).toString());
      }),
      RUNS,
    );
  });
});
