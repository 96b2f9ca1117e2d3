import { sql, type SQL } from 'drizzle-orm';

/**
 * A product's weighted cost in force at an instant: the last row of its cost history (`productos_costos`, written
 * by a trigger whenever `productos.costo` changes) at or before it; null before any.
 */
export const costoEn = (empresa: number, producto: SQL, instante: SQL): SQL =>
  sql`(select pc.costo from productos_costos pc where pc.empresa_id = ${empresa} and pc.id_producto = ${producto} and pc.desde <= ${instante} order by pc.desde desc, pc.id desc limit 1)`;

/**
 * The unit cost of a product sold at an instant: a prepared product's recipe (each ingredient's quantity at its
 * cost then; the recipe as it is now), else its own cost, else 0.
 */
export const costoUnitarioEn = (empresa: number, producto: SQL, instante: SQL): SQL =>
  sql`coalesce((select sum(r.cantidad * coalesce(${costoEn(empresa, sql`r.id_ingrediente`, instante)}, 0)) from productos_recetas r where r.empresa_id = ${empresa} and r.id_producto = ${producto}), ${costoEn(empresa, producto, instante)}, 0)`;

/** The cost of the sale line `d` of the sale `v`, to the centavo: its quantity at the unit cost of the sale's instant. */
export const costoLinea = (empresa: number): SQL =>
  sql`round(d.cantidad * ${costoUnitarioEn(empresa, sql`d.id_producto`, sql`v.created_at`)}, 2)`;

/** A user's full name (`u`). */
export const nombreUsuario = sql`trim(u.nombre || ' ' || coalesce(u.apellido, ''))`;
