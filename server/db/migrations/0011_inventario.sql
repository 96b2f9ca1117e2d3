CREATE TABLE "inventario_movimientos" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inventario_movimientos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_producto" bigint NOT NULL,
	"id_sede" bigint NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"costo_unitario" numeric(14, 2),
	"saldo" numeric(14, 3) NOT NULL,
	"documento_tipo" varchar(30),
	"documento_id" bigint,
	"id_usuario" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventario_movimientos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "inventario_movimientos_tipo" CHECK (tipo in ('inicial', 'compra', 'compra_anulada', 'venta', 'venta_anulada', 'ajuste', 'merma')),
	CONSTRAINT "inventario_movimientos_cantidad" CHECK ("inventario_movimientos"."cantidad" <> 0)
);
--> statement-breakpoint
ALTER TABLE "inventario_movimientos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "productos_inventario" (
	"empresa_id" bigint NOT NULL,
	"id_producto" bigint NOT NULL,
	"id_sede" bigint NOT NULL,
	"cantidad" numeric(14, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_inventario_empresa_id_id_producto_id_sede_pk" PRIMARY KEY("empresa_id","id_producto","id_sede")
);
--> statement-breakpoint
ALTER TABLE "productos_inventario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "permite_inventario_negativo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventario_movimientos" ADD CONSTRAINT "inventario_movimientos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_movimientos" ADD CONSTRAINT "inventario_movimientos_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_movimientos" ADD CONSTRAINT "inventario_movimientos_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_movimientos" ADD CONSTRAINT "inventario_movimientos_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_inventario" ADD CONSTRAINT "productos_inventario_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_inventario" ADD CONSTRAINT "productos_inventario_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_inventario" ADD CONSTRAINT "productos_inventario_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventario_movimientos_producto_idx" ON "inventario_movimientos" USING btree ("empresa_id","id_producto","id_sede","id");--> statement-breakpoint
CREATE INDEX "inventario_movimientos_documento_idx" ON "inventario_movimientos" USING btree ("empresa_id","documento_tipo","documento_id");--> statement-breakpoint
CREATE POLICY "inventario_movimientos_por_empresa" ON "inventario_movimientos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "productos_inventario_por_empresa" ON "productos_inventario" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "inventario_movimientos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "productos_inventario" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The ledger is append-only: a correction is another movement, never an edit.
REVOKE UPDATE, DELETE, TRUNCATE ON "inventario_movimientos" FROM comanda_app;--> statement-breakpoint
-- Stock rows are moved, never removed (they are the sum of the movements).
REVOKE DELETE, TRUNCATE ON "productos_inventario" FROM comanda_app;
