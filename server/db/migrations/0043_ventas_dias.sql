CREATE TABLE "ventas_dias" (
	"empresa_id" bigint NOT NULL,
	"dia" date NOT NULL,
	"id_sede" bigint NOT NULL,
	"id_usuario" bigint NOT NULL,
	"ventas" integer NOT NULL,
	"subtotal" numeric(18, 2) NOT NULL,
	"descuento" numeric(18, 2) NOT NULL,
	"base" numeric(18, 2) NOT NULL,
	"impuesto" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"propina" numeric(18, 2) NOT NULL,
	CONSTRAINT "ventas_dias_empresa_id_dia_id_sede_id_usuario_pk" PRIMARY KEY("empresa_id","dia","id_sede","id_usuario")
);
--> statement-breakpoint
ALTER TABLE "ventas_dias" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventas_dias" ADD CONSTRAINT "ventas_dias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "ventas_dias_por_empresa" ON "ventas_dias" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE INDEX "ventas_canceladas_fecha_idx" ON "ventas" USING btree ("empresa_id","created_at") WHERE "ventas"."estado" = 'cancelada';--> statement-breakpoint
ALTER TABLE "ventas_dias" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Written only by the triggers below, which run as the writer of the sale (comanda_app): insert and update.
REVOKE DELETE, TRUNCATE ON "ventas_dias" FROM comanda_app;--> statement-breakpoint
-- Issue 27, the reports at scale: the paid sales per Bogotá day, venue and cashier, kept by the statement that
-- writes or changes sales (one upsert per statement and key, whatever the statement's number of sales).
CREATE FUNCTION ventas_dias_insertar() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO ventas_dias AS d (empresa_id, dia, id_sede, id_usuario, ventas, subtotal, descuento, base, impuesto,
    total, propina)
  SELECT empresa_id, (created_at AT TIME ZONE 'America/Bogota')::date, id_sede, id_usuario, count(*), sum(subtotal),
    sum(descuento), sum(base), sum(impuesto), sum(total), sum(propina)
  FROM nuevas WHERE estado = 'pagada'
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, id_sede, id_usuario) DO UPDATE SET ventas = d.ventas + excluded.ventas,
    subtotal = d.subtotal + excluded.subtotal, descuento = d.descuento + excluded.descuento,
    base = d.base + excluded.base, impuesto = d.impuesto + excluded.impuesto, total = d.total + excluded.total,
    propina = d.propina + excluded.propina;
  RETURN NULL;
END
$f$;--> statement-breakpoint
-- A change of what a day's sums read (a cancellation, the demo's dates moved to today): the old row out, the new in.
CREATE FUNCTION ventas_dias_actualizar() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO ventas_dias AS d (empresa_id, dia, id_sede, id_usuario, ventas, subtotal, descuento, base, impuesto,
    total, propina)
  SELECT empresa_id, dia, id_sede, id_usuario, sum(n), sum(subtotal), sum(descuento), sum(base), sum(impuesto),
    sum(total), sum(propina)
  FROM (
    SELECT v.empresa_id, (v.created_at AT TIME ZONE 'America/Bogota')::date AS dia, v.id_sede, v.id_usuario, 1 AS n,
      v.subtotal, v.descuento, v.base, v.impuesto, v.total, v.propina
    FROM despues v JOIN antes a ON a.empresa_id = v.empresa_id AND a.id = v.id
    WHERE v.estado = 'pagada'
      AND (a.estado, a.created_at, a.id_sede, a.id_usuario, a.subtotal, a.descuento, a.base, a.impuesto, a.total,
        a.propina) IS DISTINCT FROM (v.estado, v.created_at, v.id_sede, v.id_usuario, v.subtotal, v.descuento,
        v.base, v.impuesto, v.total, v.propina)
    UNION ALL
    SELECT a.empresa_id, (a.created_at AT TIME ZONE 'America/Bogota')::date, a.id_sede, a.id_usuario, -1,
      -a.subtotal, -a.descuento, -a.base, -a.impuesto, -a.total, -a.propina
    FROM antes a JOIN despues v ON v.empresa_id = a.empresa_id AND v.id = a.id
    WHERE a.estado = 'pagada'
      AND (a.estado, a.created_at, a.id_sede, a.id_usuario, a.subtotal, a.descuento, a.base, a.impuesto, a.total,
        a.propina) IS DISTINCT FROM (v.estado, v.created_at, v.id_sede, v.id_usuario, v.subtotal, v.descuento,
        v.base, v.impuesto, v.total, v.propina)
  ) c
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, id_sede, id_usuario) DO UPDATE SET ventas = d.ventas + excluded.ventas,
    subtotal = d.subtotal + excluded.subtotal, descuento = d.descuento + excluded.descuento,
    base = d.base + excluded.base, impuesto = d.impuesto + excluded.impuesto, total = d.total + excluded.total,
    propina = d.propina + excluded.propina;
  RETURN NULL;
END
$f$;--> statement-breakpoint
CREATE TRIGGER ventas_dias_insertar AFTER INSERT ON "ventas" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION ventas_dias_insertar();--> statement-breakpoint
CREATE TRIGGER ventas_dias_actualizar AFTER UPDATE ON "ventas" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION ventas_dias_actualizar();--> statement-breakpoint
INSERT INTO ventas_dias (empresa_id, dia, id_sede, id_usuario, ventas, subtotal, descuento, base, impuesto, total, propina)
SELECT empresa_id, (created_at AT TIME ZONE 'America/Bogota')::date, id_sede, id_usuario, count(*), sum(subtotal),
  sum(descuento), sum(base), sum(impuesto), sum(total), sum(propina)
FROM ventas WHERE estado = 'pagada' GROUP BY 1, 2, 3, 4;
