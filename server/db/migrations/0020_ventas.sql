CREATE TABLE "cuadres_caja" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cuadres_caja_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_sede" bigint NOT NULL,
	"estado" varchar(20) DEFAULT 'abierta' NOT NULL,
	"abierta_por" bigint NOT NULL,
	"abierta_at" timestamp with time zone DEFAULT now() NOT NULL,
	"id_responsable" bigint NOT NULL,
	"saldo_apertura" numeric(14, 2) NOT NULL,
	"conteo_ciego" boolean DEFAULT false NOT NULL,
	"cerrada_por" bigint,
	"cerrada_at" timestamp with time zone,
	"saldo_cierre" numeric(14, 2),
	"observaciones" varchar(500),
	CONSTRAINT "cuadres_caja_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "cuadres_caja_estado" CHECK ("cuadres_caja"."estado" in ('abierta', 'cerrada')),
	CONSTRAINT "cuadres_caja_apertura" CHECK ("cuadres_caja"."saldo_apertura" >= 0),
	CONSTRAINT "cuadres_caja_cierre" CHECK (("cuadres_caja"."estado" = 'cerrada') = ("cuadres_caja"."cerrada_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "cuadres_caja" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cuadres_caja_conteos" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cuadres_caja_conteos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_cuadre_caja" bigint NOT NULL,
	"id_forma_pago" bigint NOT NULL,
	"esperado" numeric(14, 2) NOT NULL,
	"contado" numeric(14, 2) NOT NULL,
	"diferencia" numeric(14, 2) NOT NULL,
	CONSTRAINT "cuadres_caja_conteos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "cuadres_caja_conteos_uq" UNIQUE("empresa_id","id_cuadre_caja","id_forma_pago"),
	CONSTRAINT "cuadres_caja_conteos_contado" CHECK ("cuadres_caja_conteos"."contado" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ventas" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ventas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_sede" bigint NOT NULL,
	"id_cuadre_caja" bigint NOT NULL,
	"numero" integer NOT NULL,
	"prefijo" varchar(10) DEFAULT '' NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"id_orden" bigint,
	"id_nit" bigint NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"motivo_descuento" varchar(200),
	"base" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"propina" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cambio" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estado" varchar(20) DEFAULT 'pagada' NOT NULL,
	"idempotencia" varchar(100) NOT NULL,
	"id_usuario" bigint NOT NULL,
	"id_mesero" bigint,
	"cancelada_por" bigint,
	"cancelada_at" timestamp with time zone,
	"motivo_cancelacion" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ventas_idempotencia_uq" UNIQUE("empresa_id","idempotencia"),
	CONSTRAINT "ventas_numero_uq" UNIQUE("empresa_id","id_sede","numero"),
	CONSTRAINT "ventas_estado" CHECK ("ventas"."estado" in ('pagada', 'cancelada')),
	CONSTRAINT "ventas_tipo" CHECK ("ventas"."tipo" in ('mesa', 'inmediata')),
	CONSTRAINT "ventas_numero" CHECK ("ventas"."numero" > 0),
	CONSTRAINT "ventas_cuadra" CHECK ("ventas"."base" + "ventas"."impuesto" = "ventas"."total"),
	CONSTRAINT "ventas_descuento" CHECK ("ventas"."descuento" >= 0 and "ventas"."total" = "ventas"."subtotal" - "ventas"."descuento"),
	CONSTRAINT "ventas_propina" CHECK ("ventas"."propina" >= 0),
	CONSTRAINT "ventas_cancelada" CHECK (("ventas"."estado" = 'cancelada') = ("ventas"."cancelada_at" is not null and "ventas"."cancelada_por" is not null and "ventas"."motivo_cancelacion" is not null))
);
--> statement-breakpoint
ALTER TABLE "ventas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ventas_consecutivos" (
	"empresa_id" bigint NOT NULL,
	"id_sede" bigint NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ventas_consecutivos_empresa_id_id_sede_pk" PRIMARY KEY("empresa_id","id_sede")
);
--> statement-breakpoint
ALTER TABLE "ventas_consecutivos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ventas_detalle" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ventas_detalle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_venta" bigint NOT NULL,
	"id_producto" bigint NOT NULL,
	"id_orden_detalle" bigint,
	"nombre" varchar(150) NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"cantidad" numeric(11, 3) NOT NULL,
	"tipo_impuesto" varchar(20),
	"porcentaje_impuesto" numeric(5, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) NOT NULL,
	"devuelve_inventario" boolean,
	CONSTRAINT "ventas_detalle_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ventas_detalle_cantidad" CHECK ("ventas_detalle"."cantidad" > 0),
	CONSTRAINT "ventas_detalle_cuadra" CHECK ("ventas_detalle"."base" + "ventas_detalle"."impuesto" = "ventas_detalle"."total"),
	CONSTRAINT "ventas_detalle_total" CHECK ("ventas_detalle"."total" = "ventas_detalle"."subtotal" - "ventas_detalle"."descuento" and "ventas_detalle"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ventas_detalle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ventas_pagos" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ventas_pagos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_venta" bigint NOT NULL,
	"id_forma_pago" bigint NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"recibido" numeric(14, 2) NOT NULL,
	"cambio" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ventas_pagos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ventas_pagos_valor" CHECK ("ventas_pagos"."valor" > 0),
	CONSTRAINT "ventas_pagos_cambio" CHECK ("ventas_pagos"."cambio" >= 0 and "ventas_pagos"."recibido" = "ventas_pagos"."valor" + "ventas_pagos"."cambio")
);
--> statement-breakpoint
ALTER TABLE "ventas_pagos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cuadres_caja" ADD CONSTRAINT "cuadres_caja_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuadres_caja" ADD CONSTRAINT "cuadres_caja_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ADD CONSTRAINT "cuadres_caja_conteos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ADD CONSTRAINT "cuadres_caja_conteos_cuadre_fk" FOREIGN KEY ("empresa_id","id_cuadre_caja") REFERENCES "public"."cuadres_caja"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ADD CONSTRAINT "cuadres_caja_conteos_forma_fk" FOREIGN KEY ("empresa_id","id_forma_pago") REFERENCES "public"."formas_pago"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_cuadre_fk" FOREIGN KEY ("empresa_id","id_cuadre_caja") REFERENCES "public"."cuadres_caja"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_orden_fk" FOREIGN KEY ("empresa_id","id_orden") REFERENCES "public"."ordenes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_nit_fk" FOREIGN KEY ("empresa_id","id_nit") REFERENCES "public"."nits"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_consecutivos" ADD CONSTRAINT "ventas_consecutivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_consecutivos" ADD CONSTRAINT "ventas_consecutivos_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD CONSTRAINT "ventas_detalle_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD CONSTRAINT "ventas_detalle_venta_fk" FOREIGN KEY ("empresa_id","id_venta") REFERENCES "public"."ventas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD CONSTRAINT "ventas_detalle_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD CONSTRAINT "ventas_detalle_orden_detalle_fk" FOREIGN KEY ("empresa_id","id_orden_detalle") REFERENCES "public"."ordenes_detalle"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_venta_fk" FOREIGN KEY ("empresa_id","id_venta") REFERENCES "public"."ventas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_forma_fk" FOREIGN KEY ("empresa_id","id_forma_pago") REFERENCES "public"."formas_pago"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cuadres_caja_abierta_uq" ON "cuadres_caja" USING btree ("empresa_id","id_sede") WHERE "cuadres_caja"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "cuadres_caja_fecha_idx" ON "cuadres_caja" USING btree ("empresa_id","abierta_at");--> statement-breakpoint
CREATE INDEX "ventas_cuadre_idx" ON "ventas" USING btree ("empresa_id","id_cuadre_caja");--> statement-breakpoint
CREATE INDEX "ventas_fecha_idx" ON "ventas" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "ventas_detalle_venta_idx" ON "ventas_detalle" USING btree ("empresa_id","id_venta");--> statement-breakpoint
CREATE INDEX "ventas_pagos_venta_idx" ON "ventas_pagos" USING btree ("empresa_id","id_venta");--> statement-breakpoint
CREATE POLICY "cuadres_caja_por_empresa" ON "cuadres_caja" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "cuadres_caja_conteos_por_empresa" ON "cuadres_caja_conteos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "ventas_por_empresa" ON "ventas" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "ventas_consecutivos_por_empresa" ON "ventas_consecutivos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "ventas_detalle_por_empresa" ON "ventas_detalle" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "ventas_pagos_por_empresa" ON "ventas_pagos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano: company tables bind their owner too; sales and registers are never deleted, so the tenant role may
-- not delete them (a cancellation marks the sale).
ALTER TABLE "cuadres_caja" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventas_consecutivos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventas" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventas_detalle" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventas_pagos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON "cuadres_caja", "cuadres_caja_conteos", "ventas_consecutivos", "ventas", "ventas_detalle", "ventas_pagos" FROM comanda_app;
