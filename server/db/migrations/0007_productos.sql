CREATE TABLE "productos" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "productos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(150) NOT NULL,
	"codigo" varchar(50),
	"tipo_producto" varchar(9) DEFAULT 'venta' NOT NULL,
	"id_categoria" bigint,
	"id_impuesto" bigint,
	"porcentaje_impuesto" numeric(5, 2),
	"precio_venta" numeric(14, 2),
	"precio_minimo" numeric(14, 2),
	"precio_maximo" numeric(14, 2),
	"costo" numeric(14, 2),
	"maneja_inventario" boolean DEFAULT false NOT NULL,
	"unidad_medida" varchar(9) DEFAULT 'unidad' NOT NULL,
	"inventario_minimo" numeric(11, 3),
	"inventario_maximo" numeric(11, 3),
	"estado" varchar(8) DEFAULT 'activo' NOT NULL,
	"tiempo_preparacion" integer,
	"id_producto_maestro" bigint,
	"id_punto_impresion" bigint,
	"descripcion" varchar(500),
	"codigo_producto_erp_begranda" varchar(50),
	"label_producto_erp_begranda" varchar(100),
	"nombre_plegado" varchar(150) GENERATED ALWAYS AS (translate(lower("nombre"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"codigo_plegado" varchar(50) GENERATED ALWAYS AS (translate(lower("codigo"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "productos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "limites_planes" (
	"plan" varchar(30) NOT NULL,
	"recurso" varchar(30) NOT NULL,
	"limite" integer NOT NULL,
	CONSTRAINT "limites_planes_plan_recurso_pk" PRIMARY KEY("plan","recurso"),
	CONSTRAINT "limites_planes_limite" CHECK ("limites_planes"."limite" >= 0)
);
--> statement-breakpoint
CREATE TABLE "productos_recetas" (
	"empresa_id" bigint NOT NULL,
	"id_producto" bigint NOT NULL,
	"id_ingrediente" bigint NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_recetas_empresa_id_id_producto_id_ingrediente_pk" PRIMARY KEY("empresa_id","id_producto","id_ingrediente"),
	CONSTRAINT "productos_recetas_cantidad_positiva" CHECK ("productos_recetas"."cantidad" > 0),
	CONSTRAINT "productos_recetas_no_propio" CHECK ("productos_recetas"."id_producto" <> "productos_recetas"."id_ingrediente")
);
--> statement-breakpoint
ALTER TABLE "productos_recetas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_id_categoria_fk" FOREIGN KEY ("empresa_id","id_categoria") REFERENCES "public"."categorias"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_id_impuesto_fk" FOREIGN KEY ("empresa_id","id_impuesto") REFERENCES "public"."productos_impuestos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_id_producto_maestro_fk" FOREIGN KEY ("empresa_id","id_producto_maestro") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_id_punto_impresion_fk" FOREIGN KEY ("empresa_id","id_punto_impresion") REFERENCES "public"."puntos_impresion"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_recetas" ADD CONSTRAINT "productos_recetas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_recetas" ADD CONSTRAINT "productos_recetas_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_recetas" ADD CONSTRAINT "productos_recetas_ingrediente_fk" FOREIGN KEY ("empresa_id","id_ingrediente") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "productos_codigo_uq" ON "productos" USING btree ("empresa_id",lower("codigo"));--> statement-breakpoint
CREATE INDEX "productos_id_categoria_idx" ON "productos" USING btree ("empresa_id","id_categoria");--> statement-breakpoint
CREATE INDEX "productos_id_impuesto_idx" ON "productos" USING btree ("empresa_id","id_impuesto");--> statement-breakpoint
CREATE INDEX "productos_id_producto_maestro_idx" ON "productos" USING btree ("empresa_id","id_producto_maestro");--> statement-breakpoint
CREATE INDEX "productos_id_punto_impresion_idx" ON "productos" USING btree ("empresa_id","id_punto_impresion");--> statement-breakpoint
CREATE INDEX "productos_nombre_plegado_idx" ON "productos" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "productos_recetas_ingrediente_idx" ON "productos_recetas" USING btree ("empresa_id","id_ingrediente");--> statement-breakpoint
CREATE POLICY "productos_por_empresa" ON "productos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "productos_recetas_por_empresa" ON "productos_recetas" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "productos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "productos_recetas" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "limites_planes" FROM comanda_app;--> statement-breakpoint
INSERT INTO "limites_planes" ("plan", "recurso", "limite") VALUES
  ('prueba', 'productos', 100), ('prueba', 'usuarios', 3), ('prueba', 'sedes', 1),
  ('gratis', 'productos', 100), ('gratis', 'usuarios', 3), ('gratis', 'sedes', 1);
