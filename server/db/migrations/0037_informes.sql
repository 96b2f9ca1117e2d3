CREATE TABLE "productos_costos" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "productos_costos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_producto" bigint NOT NULL,
	"costo" numeric(14, 2),
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_costos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "productos_costos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "productos_costos" ADD CONSTRAINT "productos_costos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_costos" ADD CONSTRAINT "productos_costos_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "productos_costos_producto_idx" ON "productos_costos" USING btree ("empresa_id","id_producto","desde");--> statement-breakpoint
CREATE INDEX "inventario_movimientos_fecha_idx" ON "inventario_movimientos" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "ventas_cancelada_idx" ON "ventas" USING btree ("empresa_id","cancelada_at") WHERE "ventas"."cancelada_at" is not null;--> statement-breakpoint
CREATE INDEX "compras_anulada_idx" ON "compras" USING btree ("empresa_id","anulada_at") WHERE "compras"."anulada_at" is not null;--> statement-breakpoint
CREATE INDEX "gastos_anulado_idx" ON "gastos" USING btree ("empresa_id","anulado_at") WHERE "gastos"."anulado_at" is not null;--> statement-breakpoint
CREATE POLICY "productos_costos_por_empresa" ON "productos_costos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
ALTER TABLE "productos_costos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Append-only history: the tenant role inserts (through the trigger below) and reads.
REVOKE UPDATE, DELETE, TRUNCATE ON "productos_costos" FROM comanda_app;--> statement-breakpoint
-- Issue 27: each product's cost since when, written whenever `productos.costo` is set or changes (purchases, their
-- cancellations, edits), so the profit reports price a sale at the cost in force at its instant.
CREATE FUNCTION productos_costo_historial() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.costo IS DISTINCT FROM OLD.costo THEN
    INSERT INTO productos_costos (empresa_id, id_producto, costo) VALUES (NEW.empresa_id, NEW.id, NEW.costo);
  END IF;
  RETURN NULL;
END
$f$;--> statement-breakpoint
CREATE TRIGGER productos_costo_historial AFTER INSERT OR UPDATE OF costo ON "productos" FOR EACH ROW EXECUTE FUNCTION productos_costo_historial();--> statement-breakpoint
INSERT INTO productos_costos (empresa_id, id_producto, costo, desde) SELECT empresa_id, id, costo, '-infinity' FROM productos;
