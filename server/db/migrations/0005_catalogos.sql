CREATE TABLE "mesas" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mesas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(50) NOT NULL,
	"id_sede" bigint,
	"ubicacion" varchar(50),
	"tipo_mesa" varchar(13) DEFAULT 'cuadrada_4' NOT NULL,
	"coordenada_x" integer,
	"coordenada_y" integer,
	"nombre_plegado" varchar(50) GENERATED ALWAYS AS (translate(lower("nombre"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"ubicacion_plegado" varchar(50) GENERATED ALWAYS AS (translate(lower("ubicacion"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mesas_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "mesas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "productos_impuestos" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "productos_impuestos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"tipo_impuesto" varchar(8) DEFAULT 'IVA' NOT NULL,
	"porcentaje" numeric(5, 2) NOT NULL,
	"codigoProducto" varchar(50),
	"labelProductoErpBegrandaImpesto" varchar(100),
	"nombre_plegado" varchar(100) GENERATED ALWAYS AS (translate(lower("nombre"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_impuestos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "productos_impuestos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "puntos_impresion" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "puntos_impresion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"id_sede" bigint,
	"ancho_papel" varchar(2) DEFAULT '80' NOT NULL,
	"nombre_plegado" varchar(100) GENERATED ALWAYS AS (translate(lower("nombre"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puntos_impresion_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "puntos_impresion" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tipos_gastos" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tipos_gastos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(255),
	"codigoProductoErpBegranda" varchar(50),
	"labelProductoErpBegranda" varchar(100),
	"nombre_plegado" varchar(100) GENERATED ALWAYS AS (translate(lower("nombre"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipos_gastos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "tipos_gastos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "formas_pago" DROP CONSTRAINT "formas_pago_empresa_id_id_sede_sedes_empresa_id_id_fk";
--> statement-breakpoint
ALTER TABLE "formas_pago" ADD COLUMN "efectivo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "formas_pago" ADD COLUMN "activa" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "formas_pago" ADD COLUMN "nombre_plegado" varchar(100) GENERATED ALWAYS AS (translate(lower("nombre"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED;--> statement-breakpoint
ALTER TABLE "formas_pago" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mesas" ADD CONSTRAINT "mesas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesas" ADD CONSTRAINT "mesas_id_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_impuestos" ADD CONSTRAINT "productos_impuestos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_impresion" ADD CONSTRAINT "puntos_impresion_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_impresion" ADD CONSTRAINT "puntos_impresion_id_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipos_gastos" ADD CONSTRAINT "tipos_gastos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mesas_nombre_uq" ON "mesas" USING btree ("empresa_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "mesas_id_sede_idx" ON "mesas" USING btree ("empresa_id","id_sede");--> statement-breakpoint
CREATE INDEX "mesas_nombre_plegado_idx" ON "mesas" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE UNIQUE INDEX "productos_impuestos_nombre_uq" ON "productos_impuestos" USING btree ("empresa_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "productos_impuestos_nombre_plegado_idx" ON "productos_impuestos" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE UNIQUE INDEX "puntos_impresion_nombre_uq" ON "puntos_impresion" USING btree ("empresa_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "puntos_impresion_id_sede_idx" ON "puntos_impresion" USING btree ("empresa_id","id_sede");--> statement-breakpoint
CREATE INDEX "puntos_impresion_nombre_plegado_idx" ON "puntos_impresion" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_gastos_nombre_uq" ON "tipos_gastos" USING btree ("empresa_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "tipos_gastos_nombre_plegado_idx" ON "tipos_gastos" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
ALTER TABLE "formas_pago" ADD CONSTRAINT "formas_pago_id_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "formas_pago_nombre_uq" ON "formas_pago" USING btree ("empresa_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "formas_pago_id_sede_idx" ON "formas_pago" USING btree ("empresa_id","id_sede");--> statement-breakpoint
CREATE INDEX "formas_pago_nombre_plegado_idx" ON "formas_pago" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE POLICY "mesas_por_empresa" ON "mesas" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "productos_impuestos_por_empresa" ON "productos_impuestos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "puntos_impresion_por_empresa" ON "puntos_impresion" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "tipos_gastos_por_empresa" ON "tipos_gastos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
ALTER TABLE "productos_impuestos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "puntos_impresion" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tipos_gastos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mesas" FORCE ROW LEVEL SECURITY;
