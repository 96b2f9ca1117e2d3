CREATE TABLE "grupos_modificadores" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "grupos_modificadores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"obligatorio" boolean DEFAULT false NOT NULL,
	"minimo" integer DEFAULT 1 NOT NULL,
	"maximo" integer DEFAULT 1 NOT NULL,
	"nombre_plegado" varchar(100) GENERATED ALWAYS AS (plegar("nombre")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupos_modificadores_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "grupos_modificadores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "grupos_modificadores_opciones" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "grupos_modificadores_opciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_grupo" bigint NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"precio" numeric(14, 2) DEFAULT '0' NOT NULL,
	"id_ingrediente" bigint,
	"cantidad" numeric(14, 3),
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grupos_modificadores_opciones_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "grupos_modificadores_opciones_precio" CHECK ("grupos_modificadores_opciones"."precio" >= 0),
	CONSTRAINT "grupos_modificadores_opciones_consumo" CHECK (("grupos_modificadores_opciones"."id_ingrediente" is null) = ("grupos_modificadores_opciones"."cantidad" is null) and ("grupos_modificadores_opciones"."cantidad" is null or "grupos_modificadores_opciones"."cantidad" > 0))
);
--> statement-breakpoint
ALTER TABLE "grupos_modificadores_opciones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "productos_grupos_modificadores" (
	"empresa_id" bigint NOT NULL,
	"id_producto" bigint NOT NULL,
	"id_grupo" bigint NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "productos_grupos_modificadores_empresa_id_id_producto_id_grupo_pk" PRIMARY KEY("empresa_id","id_producto","id_grupo")
);
--> statement-breakpoint
ALTER TABLE "productos_grupos_modificadores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ordenes_detalle" ADD COLUMN "modificadores" jsonb;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD COLUMN "modificadores" jsonb;--> statement-breakpoint
ALTER TABLE "grupos_modificadores" ADD CONSTRAINT "grupos_modificadores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_modificadores_opciones" ADD CONSTRAINT "grupos_modificadores_opciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_modificadores_opciones" ADD CONSTRAINT "grupos_modificadores_opciones_grupo_fk" FOREIGN KEY ("empresa_id","id_grupo") REFERENCES "public"."grupos_modificadores"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_modificadores_opciones" ADD CONSTRAINT "grupos_modificadores_opciones_ingrediente_fk" FOREIGN KEY ("empresa_id","id_ingrediente") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_grupos_modificadores" ADD CONSTRAINT "productos_grupos_modificadores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_grupos_modificadores" ADD CONSTRAINT "productos_grupos_modificadores_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_grupos_modificadores" ADD CONSTRAINT "productos_grupos_modificadores_grupo_fk" FOREIGN KEY ("empresa_id","id_grupo") REFERENCES "public"."grupos_modificadores"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_modificadores_nombre_uq" ON "grupos_modificadores" USING btree ("empresa_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "grupos_modificadores_nombre_plegado_idx" ON "grupos_modificadores" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "grupos_modificadores_opciones_grupo_idx" ON "grupos_modificadores_opciones" USING btree ("empresa_id","id_grupo");--> statement-breakpoint
CREATE INDEX "grupos_modificadores_opciones_ingrediente_idx" ON "grupos_modificadores_opciones" USING btree ("empresa_id","id_ingrediente");--> statement-breakpoint
CREATE INDEX "productos_grupos_modificadores_grupo_idx" ON "productos_grupos_modificadores" USING btree ("empresa_id","id_grupo");--> statement-breakpoint
CREATE POLICY "grupos_modificadores_por_empresa" ON "grupos_modificadores" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "grupos_modificadores_opciones_por_empresa" ON "grupos_modificadores_opciones" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "productos_grupos_modificadores_por_empresa" ON "productos_grupos_modificadores" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
ALTER TABLE "grupos_modificadores" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "grupos_modificadores_opciones" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "productos_grupos_modificadores" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TRIGGER ventas_contexto_grupos_modificadores AFTER INSERT OR UPDATE OR DELETE ON "grupos_modificadores" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_productos_grupos_modificadores AFTER INSERT OR UPDATE OR DELETE ON "productos_grupos_modificadores" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();
