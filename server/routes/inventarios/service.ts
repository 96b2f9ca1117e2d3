import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FilaInventario } from '../../../common/inventario';
import { patronContiene } from '../../db/plegado';
import { productos, productosInventario, sedes } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { page, type Page } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';

export interface ConsultaInventarios {
  page: number;
  rowsPerPage: number;
  search?: string;
  bajo_minimo: boolean;
  id_sede?: number;
  /** Only these products (a page of the products list). */
  productos?: number[];
}

/**
 * The stock-managed products (name order) with their stock on hand per venue (the stored `productos_inventario`
 * rows, not a sum of movements), the total over venues, their minimum and whether the total is below it.
 * With `id_sede`, that venue's stock only (another company's or unknown venue: 404); with `productos`, those
 * only (unknown or another company's ids are simply not there).
 */
export async function listarInventarios(
  scope: TenantScope,
  q: ConsultaInventarios,
): Promise<Page<FilaInventario>> {
  const todas = q.rowsPerPage === -1;
  if (q.id_sede !== undefined) {
    const [sede] = await scope.tx
      .select({ id: sedes.id })
      .from(sedes)
      .where(scope.where(sedes, eq(sedes.id, q.id_sede)));
    if (!sede) throw new NotFoundError('La sede no existe o no pertenece a tu empresa');
  }
  const enSede = q.id_sede === undefined ? undefined : eq(productosInventario.id_sede, q.id_sede);
  const existencia = sql<string>`coalesce(sum(${productosInventario.cantidad}), 0::numeric(14,3))`;
  const bajo = sql<boolean>`coalesce(${existencia} < ${productos.inventario_minimo}, false)`;
  const patron = q.search ? patronContiene(q.search) : null;
  const filas = await scope.tx
    .select({
      id: productos.id,
      nombre: productos.nombre,
      codigo: productos.codigo,
      unidad_medida: productos.unidad_medida,
      inventario_minimo: productos.inventario_minimo,
      permite_inventario_negativo: productos.permite_inventario_negativo,
      existencia,
      bajo_minimo: bajo,
      total: sql<string>`count(*) over()`,
    })
    .from(productos)
    .leftJoin(
      productosInventario,
      and(
        eq(productosInventario.empresa_id, productos.empresa_id),
        eq(productosInventario.id_producto, productos.id),
        enSede,
      ),
    )
    .where(
      scope.where(
        productos,
        eq(productos.maneja_inventario, true),
        q.productos ? inArray(productos.id, q.productos) : undefined,
        patron
          ? or(
              sql`${productos.nombre_plegado} like ${patron}`,
              sql`${productos.codigo_plegado} like ${patron}`,
            )
          : undefined,
      ),
    )
    .groupBy(productos.empresa_id, productos.id)
    .having(q.bajo_minimo ? bajo : undefined)
    .orderBy(asc(productos.nombre_plegado), asc(productos.nombre), asc(productos.id))
    .limit(todas ? 1_000_000 : q.rowsPerPage)
    .offset(todas ? 0 : (q.page - 1) * q.rowsPerPage);

  const ids = filas.map((f) => f.id);
  const porSede =
    ids.length === 0
      ? []
      : await scope.tx
          .select({
            id_producto: productosInventario.id_producto,
            id_sede: productosInventario.id_sede,
            sede: sedes.nombre,
            cantidad: productosInventario.cantidad,
          })
          .from(productosInventario)
          .innerJoin(
            sedes,
            and(
              eq(sedes.empresa_id, productosInventario.empresa_id),
              eq(sedes.id, productosInventario.id_sede),
            ),
          )
          .where(
            and(
              eq(productosInventario.empresa_id, scope.empresaId),
              inArray(productosInventario.id_producto, ids),
              enSede,
            ),
          )
          .orderBy(asc(sedes.id));

  const datos = filas.map((f) => ({
    id: f.id,
    nombre: f.nombre,
    codigo: f.codigo,
    unidad_medida: f.unidad_medida,
    inventario_minimo: f.inventario_minimo,
    permite_inventario_negativo: f.permite_inventario_negativo,
    existencia: String(f.existencia),
    sedes: porSede
      .filter((s) => Number(s.id_producto) === f.id)
      .map((s) => ({ id_sede: Number(s.id_sede), sede: String(s.sede), cantidad: String(s.cantidad) })),
    bajo_minimo: f.bajo_minimo === true || String(f.bajo_minimo) === 't' || String(f.bajo_minimo) === 'true',
  }));
  const total = filas.length > 0 ? Number(filas[0].total) : 0; // no-dinero: filas contadas
  return page(datos, total, todas ? 1 : q.page, q.rowsPerPage);
}
