CREATE TABLE "ordenes" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ordenes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_sede" bigint NOT NULL,
	"id_mesa" bigint,
	"id_usuario" bigint NOT NULL,
	"estado" varchar(20) DEFAULT 'abierta' NOT NULL,
	"comensales" integer DEFAULT 1 NOT NULL,
	"id_orden_destino" bigint,
	"motivo_anulacion" varchar(200),
	"anulada_por" bigint,
	"anulada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordenes_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ordenes_estado" CHECK ("ordenes"."estado" in ('abierta', 'cobrada', 'anulada', 'unida')),
	CONSTRAINT "ordenes_comensales" CHECK ("ordenes"."comensales" between 1 and 999),
	CONSTRAINT "ordenes_unida" CHECK (("ordenes"."estado" = 'unida') = ("ordenes"."id_orden_destino" is not null))
);
--> statement-breakpoint
ALTER TABLE "ordenes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ordenes_detalle" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ordenes_detalle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_orden" bigint NOT NULL,
	"id_envio" bigint NOT NULL,
	"id_producto" bigint NOT NULL,
	"id_usuario" bigint NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"porcentaje_impuesto" numeric(5, 2) DEFAULT '0' NOT NULL,
	"cantidad" numeric(11, 3) NOT NULL,
	"nota" varchar(200),
	"id_punto_impresion" bigint,
	"estado" varchar(20) DEFAULT 'nueva' NOT NULL,
	"enviado_at" timestamp with time zone,
	"listo_at" timestamp with time zone,
	"listo_por" bigint,
	"retirado_at" timestamp with time zone,
	"retirado_por" bigint,
	"motivo" varchar(200),
	"devuelve_inventario" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordenes_detalle_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ordenes_detalle_estado" CHECK ("ordenes_detalle"."estado" in ('nueva', 'enviada', 'lista')),
	CONSTRAINT "ordenes_detalle_cantidad" CHECK ("ordenes_detalle"."cantidad" > 0),
	CONSTRAINT "ordenes_detalle_precio" CHECK ("ordenes_detalle"."precio" >= 0),
	CONSTRAINT "ordenes_detalle_enviado" CHECK (("ordenes_detalle"."estado" = 'nueva') = ("ordenes_detalle"."enviado_at" is null)),
	CONSTRAINT "ordenes_detalle_listo" CHECK (("ordenes_detalle"."estado" = 'lista') = ("ordenes_detalle"."listo_at" is not null)),
	CONSTRAINT "ordenes_detalle_retiro" CHECK ("ordenes_detalle"."retirado_at" is null or ("ordenes_detalle"."retirado_por" is not null and "ordenes_detalle"."motivo" is not null))
);
--> statement-breakpoint
ALTER TABLE "ordenes_detalle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ordenes_envios" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ordenes_envios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_orden" bigint NOT NULL,
	"idempotencia" varchar(100) NOT NULL,
	"id_usuario" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordenes_envios_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ordenes_envios_idempotencia_uq" UNIQUE("empresa_id","idempotencia")
);
--> statement-breakpoint
ALTER TABLE "ordenes_envios" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_mesa_fk" FOREIGN KEY ("empresa_id","id_mesa") REFERENCES "public"."mesas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_destino_fk" FOREIGN KEY ("empresa_id","id_orden_destino") REFERENCES "public"."ordenes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_detalle" ADD CONSTRAINT "ordenes_detalle_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_detalle" ADD CONSTRAINT "ordenes_detalle_orden_fk" FOREIGN KEY ("empresa_id","id_orden") REFERENCES "public"."ordenes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_detalle" ADD CONSTRAINT "ordenes_detalle_envio_fk" FOREIGN KEY ("empresa_id","id_envio") REFERENCES "public"."ordenes_envios"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_detalle" ADD CONSTRAINT "ordenes_detalle_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_envios" ADD CONSTRAINT "ordenes_envios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_envios" ADD CONSTRAINT "ordenes_envios_orden_fk" FOREIGN KEY ("empresa_id","id_orden") REFERENCES "public"."ordenes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ordenes_mesa_abierta_uq" ON "ordenes" USING btree ("empresa_id","id_mesa") WHERE "ordenes"."estado" = 'abierta' and "ordenes"."id_mesa" is not null;--> statement-breakpoint
CREATE INDEX "ordenes_estado_idx" ON "ordenes" USING btree ("empresa_id","estado","created_at");--> statement-breakpoint
CREATE INDEX "ordenes_detalle_orden_idx" ON "ordenes_detalle" USING btree ("empresa_id","id_orden");--> statement-breakpoint
CREATE INDEX "ordenes_detalle_despacho_idx" ON "ordenes_detalle" USING btree ("empresa_id","enviado_at") WHERE "ordenes_detalle"."estado" = 'enviada' and "ordenes_detalle"."retirado_at" is null;--> statement-breakpoint
CREATE INDEX "ordenes_detalle_listo_idx" ON "ordenes_detalle" USING btree ("empresa_id","listo_at") WHERE "ordenes_detalle"."estado" = 'lista' and "ordenes_detalle"."retirado_at" is null;--> statement-breakpoint
CREATE POLICY "ordenes_por_empresa" ON "ordenes" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "ordenes_detalle_por_empresa" ON "ordenes_detalle" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "ordenes_envios_por_empresa" ON "ordenes_envios" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "ordenes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ordenes_envios" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ordenes_detalle" FORCE ROW LEVEL SECURITY;
