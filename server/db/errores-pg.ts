/** PostgreSQL's error code (SQLSTATE), wherever the driver and Drizzle wrapped it. */
export function codigoPg(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** A text property of the driver's error (constraint, column, detail), wherever it was wrapped. */
function propiedadPg(error: unknown, nombre: 'constraint' | 'column' | 'detail'): string | undefined {
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as typeof e)
    if (typeof e[nombre] === 'string' && e[nombre]) return e[nombre];
  return undefined;
}

/** The constraint PostgreSQL names in the error (a unique or foreign key violation), wherever it was wrapped. */
export const restriccionPg = (error: unknown) => propiedadPg(error, 'constraint');

/** What a constraint guards, said to the user: the request's field and a Spanish sentence. */
interface Regla {
  campo: string;
  mensaje: string;
}

const CANTIDAD_POSITIVA = 'La cantidad debe ser mayor que cero';

/**
 * The checks a request can reach when a rule upstream let a value through (old rows, a path without the rule),
 * grouped by the request's field the user can correct: { campo: { constraint: sentence } }. Checks of states and
 * timestamps only the server writes are left to the generic sentence.
 */
const REGLAS_POR_CAMPO: Record<string, Record<string, string>> = {
  detalle: {
    ordenes_detalle_precio:
      'El precio de un producto de la orden no puede ser negativo; corrige el precio del producto',
    ordenes_detalle_cantidad: CANTIDAD_POSITIVA,
    ventas_detalle_total:
      'El total de una línea de la venta no puede ser negativo; corrige el precio del producto',
    ventas_detalle_cantidad: CANTIDAD_POSITIVA,
    compras_montos: 'Los valores de la compra no pueden ser negativos',
    compras_detalle_montos: 'El costo, el descuento y el IVA de una línea no pueden ser negativos',
    compras_detalle_cantidad: CANTIDAD_POSITIVA,
    compras_detalle_porcentaje: 'La tarifa de IVA debe estar entre 0 y 100',
  },
  comensales: { ordenes_comensales: 'Los comensales deben estar entre 1 y 999' },
  descuento: { ventas_descuento: 'El descuento no puede ser negativo ni mayor que el subtotal de la venta' },
  propina: { ventas_propina: 'La propina no puede ser negativa' },
  pagos: {
    ventas_pagos_valor: 'El valor de cada pago debe ser mayor que cero',
    ventas_pagos_cambio: 'El valor recibido no puede ser menor que el valor del pago',
  },
  saldo_apertura: { cuadres_caja_apertura: 'El saldo de apertura no puede ser negativo' },
  conteos: { cuadres_caja_conteos_contado: 'El valor contado no puede ser negativo' },
  subtotal: { gastos_montos: 'El subtotal y el impuesto no pueden ser negativos' },
  ingredientes: {
    productos_recetas_cantidad_positiva: 'La cantidad de cada ingrediente debe ser mayor que cero',
    productos_recetas_no_propio: 'Un producto no puede ser ingrediente de su propia receta',
  },
};

/** Each check's rule, by constraint name. */
const REGLAS: Record<string, Regla> = Object.fromEntries(
  Object.entries(REGLAS_POR_CAMPO).flatMap(([campo, reglas]) =>
    Object.entries(reglas).map(([restriccion, mensaje]) => [restriccion, { campo, mensaje }]),
  ),
);

export const MENSAJES_RESTRICCION = {
  check: 'Un valor no cumple las reglas del registro',
  requerido: (campo: string) => `El campo ${campo} es requerido`,
  noExiste: 'El registro relacionado no existe o no pertenece a tu empresa',
  enUso: 'No se puede eliminar: el registro está en uso',
  repetido: 'Ya existe un registro con ese valor',
} as const;

/** The constraint's column named by the detail ('Key (empresa_id, id_sede)=(…)'), the company key left out. */
function columnaDelDetalle(detalle: string | undefined): string | undefined {
  const columnas = /Key \(([^)]*)\)/.exec(detalle ?? '')?.[1];
  return columnas
    ?.split(',')
    .map((c) => c.trim().replace(/^"|"$/g, ''))
    .filter((c) => c && c !== 'empresa_id')
    .at(-1);
}

/**
 * A violated check, not-null, foreign or unique key said as the client's mistake: 422 with the field and a Spanish
 * sentence (409 when a delete meets a row still referencing it). Undefined for any other error (a true 500).
 */
export function violacionPg(
  error: unknown,
): { status: 409 | 422; campo: string; mensaje: string } | undefined {
  const codigo = codigoPg(error);
  const restriccion = restriccionPg(error) ?? '';
  const detalle = propiedadPg(error, 'detail');
  const columna = propiedadPg(error, 'column') ?? columnaDelDetalle(detalle);
  const campo = columna ?? (restriccion || '_');
  switch (codigo) {
    case '23514':
      return { status: 422, ...(REGLAS[restriccion] ?? { campo, mensaje: MENSAJES_RESTRICCION.check }) };
    case '23502':
      return { status: 422, campo, mensaje: MENSAJES_RESTRICCION.requerido(campo) };
    case '23503':
      return /still referenced/.test(detalle ?? '')
        ? { status: 409, campo, mensaje: MENSAJES_RESTRICCION.enUso }
        : { status: 422, campo, mensaje: MENSAJES_RESTRICCION.noExiste };
    case '23505':
      return { status: 422, campo, mensaje: MENSAJES_RESTRICCION.repetido };
    default:
      return undefined;
  }
}
