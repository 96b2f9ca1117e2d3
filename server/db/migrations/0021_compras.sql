CREATE TABLE "compras" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "compras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_sede" bigint NOT NULL,
	"id_nit" bigint NOT NULL,
	"numero_factura_proveedor" varchar(50) NOT NULL,
	"fecha" date NOT NULL,
	"id_forma_pago" bigint NOT NULL,
	"tipo_pago_compra" smallint DEFAULT 1 NOT NULL,
	"pagada_at" timestamp with time zone,
	"pagada_por" bigint,
	"fecha_pago" date,
	"subtotal" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"iva" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"estado" varchar(20) DEFAULT 'registrada' NOT NULL,
	"observaciones" varchar(500),
	"idempotencia" varchar(100) NOT NULL,
	"id_usuario" bigint NOT NULL,
	"anulada_por" bigint,
	"anulada_at" timestamp with time zone,
	"motivo_anulacion" varchar(200),
	"id_begranda" varchar(50),
	"id_begranda_anulado" varchar(50),
	"cude_anulado" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compras_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "compras_idempotencia_uq" UNIQUE("empresa_id","idempotencia"),
	CONSTRAINT "compras_estado" CHECK ("compras"."estado" in ('registrada', 'anulada')),
	CONSTRAINT "compras_tipo_pago" CHECK ("compras"."tipo_pago_compra" in (1, 2)),
	CONSTRAINT "compras_montos" CHECK ("compras"."subtotal" >= 0 and "compras"."descuento" >= 0 and "compras"."iva" >= 0 and "compras"."total" >= 0 and "compras"."total" = "compras"."subtotal" - "compras"."descuento" + "compras"."iva"),
	CONSTRAINT "compras_anulada" CHECK (("compras"."estado" = 'anulada') = ("compras"."anulada_at" is not null and "compras"."anulada_por" is not null))
);
--> statement-breakpoint
ALTER TABLE "compras" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "compras_detalle" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "compras_detalle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_compra" bigint NOT NULL,
	"id_producto" bigint NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"costo_unitario" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"porcentaje_iva" numeric(5, 2) DEFAULT '0' NOT NULL,
	"iva" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "compras_detalle_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "compras_detalle_cantidad" CHECK ("compras_detalle"."cantidad" > 0),
	CONSTRAINT "compras_detalle_porcentaje" CHECK ("compras_detalle"."porcentaje_iva" >= 0 and "compras_detalle"."porcentaje_iva" <= 100),
	CONSTRAINT "compras_detalle_montos" CHECK ("compras_detalle"."costo_unitario" >= 0 and "compras_detalle"."descuento" >= 0 and "compras_detalle"."descuento" <= "compras_detalle"."subtotal" and "compras_detalle"."iva" >= 0 and "compras_detalle"."total" = "compras_detalle"."subtotal" - "compras_detalle"."descuento" + "compras_detalle"."iva")
);
--> statement-breakpoint
ALTER TABLE "compras_detalle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_nit_fk" FOREIGN KEY ("empresa_id","id_nit") REFERENCES "public"."nits"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_forma_fk" FOREIGN KEY ("empresa_id","id_forma_pago") REFERENCES "public"."formas_pago"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras_detalle" ADD CONSTRAINT "compras_detalle_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras_detalle" ADD CONSTRAINT "compras_detalle_compra_fk" FOREIGN KEY ("empresa_id","id_compra") REFERENCES "public"."compras"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras_detalle" ADD CONSTRAINT "compras_detalle_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compras_fecha_idx" ON "compras" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE INDEX "compras_detalle_compra_idx" ON "compras_detalle" USING btree ("empresa_id","id_compra");--> statement-breakpoint
CREATE POLICY "compras_por_empresa" ON "compras" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "compras_detalle_por_empresa" ON "compras_detalle" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano: company tables bind their owner too; purchases are never deleted (cancelling marks them), so the
-- tenant role may not delete them.
ALTER TABLE "compras" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "compras_detalle" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON "compras", "compras_detalle" FROM comanda_app;
