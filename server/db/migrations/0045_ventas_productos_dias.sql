CREATE TABLE "ventas_productos_dias" (
	"empresa_id" bigint NOT NULL,
	"dia" date NOT NULL,
	"id_sede" bigint NOT NULL,
	"id_producto" bigint NOT NULL,
	"lineas" integer NOT NULL,
	"unidades" numeric(18, 3) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"base" numeric(18, 2) NOT NULL,
	"costo" numeric(18, 2) NOT NULL,
	CONSTRAINT "ventas_productos_dias_empresa_id_dia_id_sede_id_producto_pk" PRIMARY KEY("empresa_id","dia","id_sede","id_producto")
);
--> statement-breakpoint
ALTER TABLE "ventas_productos_dias" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD COLUMN "costo" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "ventas_productos_dias" ADD CONSTRAINT "ventas_productos_dias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "ventas_productos_dias_por_empresa" ON "ventas_productos_dias" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
ALTER TABLE "ventas_productos_dias" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Written only by the triggers below, which run as the writer of the sale (comanda_app): insert and update.
REVOKE DELETE, TRUNCATE ON "ventas_productos_dias" FROM comanda_app;--> statement-breakpoint
-- Issue 27: a product's weighted cost in force at an instant (the last row of its history at or before it; null
-- before any), as server/routes/informes/costos.ts reads it.
CREATE FUNCTION costo_producto_en(e bigint, p bigint, t timestamptz) RETURNS numeric LANGUAGE sql STABLE AS $f$
  SELECT pc.costo FROM productos_costos pc
  WHERE pc.empresa_id = e AND pc.id_producto = p AND pc.desde <= t
  ORDER BY pc.desde DESC, pc.id DESC LIMIT 1
$f$;--> statement-breakpoint
-- A sale line's cost to the centavo: its quantity at the unit cost of the instant (a prepared product's recipe, each
-- ingredient at its cost then; else the product's own cost; else 0).
CREATE FUNCTION costo_linea_venta(e bigint, p bigint, cantidad numeric, t timestamptz) RETURNS numeric
LANGUAGE sql STABLE AS $f$
  SELECT round(cantidad * coalesce(
    (SELECT sum(r.cantidad * coalesce(costo_producto_en(e, r.id_ingrediente, t), 0)) FROM productos_recetas r
      WHERE r.empresa_id = e AND r.id_producto = p),
    costo_producto_en(e, p, t), 0), 2)
$f$;--> statement-breakpoint
-- Each line gets its cost when it is written, at its sale's instant: what a later cancellation takes out is exactly
-- what went in, whatever the cost history or the recipe became meanwhile. A sale written by the same statement as
-- its lines (the sale services' CTEs) is not visible to it yet: its instant is then its created_at default, now().
CREATE FUNCTION ventas_detalle_costo() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  NEW.costo := costo_linea_venta(NEW.empresa_id, NEW.id_producto, NEW.cantidad, coalesce(
    (SELECT v.created_at FROM ventas v WHERE v.empresa_id = NEW.empresa_id AND v.id = NEW.id_venta), now()));
  RETURN NEW;
END
$f$;--> statement-breakpoint
-- The lines of paid sales per Bogotá day, venue and product, kept by the statement that writes lines (one upsert
-- per statement and key).
CREATE FUNCTION ventas_productos_dias_insertar() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO ventas_productos_dias AS r (empresa_id, dia, id_sede, id_producto, lineas, unidades, total, base, costo)
  SELECT d.empresa_id, (v.created_at AT TIME ZONE 'America/Bogota')::date, v.id_sede, d.id_producto, count(*),
    sum(d.cantidad), sum(d.total), sum(d.base), sum(d.costo)
  FROM nuevas d JOIN ventas v ON v.empresa_id = d.empresa_id AND v.id = d.id_venta
  WHERE v.estado = 'pagada'
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, id_sede, id_producto) DO UPDATE SET lineas = r.lineas + excluded.lineas,
    unidades = r.unidades + excluded.unidades, total = r.total + excluded.total, base = r.base + excluded.base,
    costo = r.costo + excluded.costo;
  RETURN NULL;
END
$f$;--> statement-breakpoint
-- A sale that stops being paid (a cancellation) or moves (the demo's dates moved to today, a test's instants): its
-- lines out of the old day with the cost they went in with; a moved sale's lines costed again at its new instant;
-- then in again where they are now, if it is paid.
CREATE FUNCTION ventas_productos_dias_actualizar() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO ventas_productos_dias AS r (empresa_id, dia, id_sede, id_producto, lineas, unidades, total, base, costo)
  SELECT d.empresa_id, (a.created_at AT TIME ZONE 'America/Bogota')::date, a.id_sede, d.id_producto, -count(*),
    -sum(d.cantidad), -sum(d.total), -sum(d.base), -sum(d.costo)
  FROM antes a JOIN despues v ON v.empresa_id = a.empresa_id AND v.id = a.id
    JOIN ventas_detalle d ON d.empresa_id = a.empresa_id AND d.id_venta = a.id
  WHERE a.estado = 'pagada'
    AND (a.estado, a.created_at, a.id_sede) IS DISTINCT FROM (v.estado, v.created_at, v.id_sede)
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, id_sede, id_producto) DO UPDATE SET lineas = r.lineas + excluded.lineas,
    unidades = r.unidades + excluded.unidades, total = r.total + excluded.total, base = r.base + excluded.base,
    costo = r.costo + excluded.costo;
  IF EXISTS (SELECT 1 FROM antes a JOIN despues v ON v.empresa_id = a.empresa_id AND v.id = a.id
    WHERE a.created_at IS DISTINCT FROM v.created_at) THEN
    UPDATE ventas_detalle d SET costo = costo_linea_venta(d.empresa_id, d.id_producto, d.cantidad, v.created_at)
    FROM antes a JOIN despues v ON v.empresa_id = a.empresa_id AND v.id = a.id
    WHERE a.created_at IS DISTINCT FROM v.created_at AND d.empresa_id = v.empresa_id AND d.id_venta = v.id;
  END IF;
  INSERT INTO ventas_productos_dias AS r (empresa_id, dia, id_sede, id_producto, lineas, unidades, total, base, costo)
  SELECT d.empresa_id, (v.created_at AT TIME ZONE 'America/Bogota')::date, v.id_sede, d.id_producto, count(*),
    sum(d.cantidad), sum(d.total), sum(d.base), sum(d.costo)
  FROM despues v JOIN antes a ON a.empresa_id = v.empresa_id AND a.id = v.id
    JOIN ventas_detalle d ON d.empresa_id = v.empresa_id AND d.id_venta = v.id
  WHERE v.estado = 'pagada'
    AND (a.estado, a.created_at, a.id_sede) IS DISTINCT FROM (v.estado, v.created_at, v.id_sede)
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, id_sede, id_producto) DO UPDATE SET lineas = r.lineas + excluded.lineas,
    unidades = r.unidades + excluded.unidades, total = r.total + excluded.total, base = r.base + excluded.base,
    costo = r.costo + excluded.costo;
  RETURN NULL;
END
$f$;--> statement-breakpoint
-- The cost history dated at the transaction's instant (server/db/instante.ts: the demo's past purchases set it).
CREATE OR REPLACE FUNCTION productos_costo_historial() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.costo IS DISTINCT FROM OLD.costo THEN
    INSERT INTO productos_costos (empresa_id, id_producto, costo, desde) VALUES (NEW.empresa_id, NEW.id, NEW.costo,
      coalesce(nullif(current_setting('app.instante', true), '')::timestamptz, now()));
  END IF;
  RETURN NULL;
END
$f$;--> statement-breakpoint
CREATE TRIGGER ventas_detalle_costo BEFORE INSERT ON "ventas_detalle" FOR EACH ROW EXECUTE FUNCTION ventas_detalle_costo();--> statement-breakpoint
CREATE TRIGGER ventas_productos_dias_insertar AFTER INSERT ON "ventas_detalle" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION ventas_productos_dias_insertar();--> statement-breakpoint
CREATE TRIGGER ventas_productos_dias_actualizar AFTER UPDATE ON "ventas" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION ventas_productos_dias_actualizar();--> statement-breakpoint
UPDATE ventas_detalle d SET costo = costo_linea_venta(d.empresa_id, d.id_producto, d.cantidad, v.created_at)
FROM ventas v WHERE v.empresa_id = d.empresa_id AND v.id = d.id_venta;--> statement-breakpoint
INSERT INTO ventas_productos_dias (empresa_id, dia, id_sede, id_producto, lineas, unidades, total, base, costo)
SELECT d.empresa_id, (v.created_at AT TIME ZONE 'America/Bogota')::date, v.id_sede, d.id_producto, count(*),
  sum(d.cantidad), sum(d.total), sum(d.base), sum(d.costo)
FROM ventas_detalle d JOIN ventas v ON v.empresa_id = d.empresa_id AND v.id = d.id_venta
WHERE v.estado = 'pagada' GROUP BY 1, 2, 3, 4;
