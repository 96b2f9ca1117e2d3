CREATE TABLE "nits" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "nits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tipo_proveedor_cliente" varchar(9) DEFAULT 'ambos' NOT NULL,
	"id_tipo_documento" integer,
	"numero_documento" varchar(20) NOT NULL,
	"digito_verificacion" integer,
	"tipo_contribuyente" varchar(8) NOT NULL,
	"razon_social" varchar(200),
	"primer_nombre" varchar(60),
	"otros_nombres" varchar(60),
	"primer_apellido" varchar(60),
	"segundo_apellido" varchar(60),
	"nombre" varchar(255),
	"nombre_comercial" varchar(200),
	"id_pais" integer,
	"id_departamento" integer,
	"id_ciudad" integer,
	"direccion" varchar(200),
	"telefono_1" varchar(20),
	"telefono_2" varchar(20),
	"email" varchar(150),
	"email_recepcion_factura_electronica" varchar(150),
	"id_actividad_econo" integer,
	"inactivar" boolean DEFAULT false NOT NULL,
	"observaciones" varchar(500),
	"nombre_plegado" varchar(255) GENERATED ALWAYS AS (translate(lower("nombre"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"numero_documento_plegado" varchar(20) GENERATED ALWAYS AS (translate(lower("numero_documento"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"nombre_comercial_plegado" varchar(200) GENERATED ALWAYS AS (translate(lower("nombre_comercial"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nits_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "nits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "nits" ADD CONSTRAINT "nits_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nits" ADD CONSTRAINT "nits_id_tipo_documento_fk" FOREIGN KEY ("id_tipo_documento") REFERENCES "public"."tipos_identificacion_dian"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nits" ADD CONSTRAINT "nits_id_pais_fk" FOREIGN KEY ("id_pais") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nits" ADD CONSTRAINT "nits_id_departamento_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nits" ADD CONSTRAINT "nits_id_ciudad_fk" FOREIGN KEY ("id_ciudad") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nits" ADD CONSTRAINT "nits_id_actividad_econo_fk" FOREIGN KEY ("id_actividad_econo") REFERENCES "public"."actividades_economicas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nits_id_tipo_documento_idx" ON "nits" USING btree ("empresa_id","id_tipo_documento");--> statement-breakpoint
CREATE UNIQUE INDEX "nits_numero_documento_uq" ON "nits" USING btree ("empresa_id","id_tipo_documento",lower("numero_documento"));--> statement-breakpoint
CREATE INDEX "nits_id_pais_idx" ON "nits" USING btree ("empresa_id","id_pais");--> statement-breakpoint
CREATE INDEX "nits_id_departamento_idx" ON "nits" USING btree ("empresa_id","id_departamento");--> statement-breakpoint
CREATE INDEX "nits_id_ciudad_idx" ON "nits" USING btree ("empresa_id","id_ciudad");--> statement-breakpoint
CREATE INDEX "nits_id_actividad_econo_idx" ON "nits" USING btree ("empresa_id","id_actividad_econo");--> statement-breakpoint
CREATE INDEX "nits_nombre_plegado_idx" ON "nits" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE POLICY "nits_por_empresa" ON "nits" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "nits" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Every company that exists has its Consumidor final (new ones get it at sign-up, common/catalogos/nits.ts).
-- Its type (13, cédula) is seeded at start after the migrations; a database migrated from before 0004 has none yet.
INSERT INTO "tipos_identificacion_dian" ("id", "codigo", "nombre") VALUES (13, '13', 'Cédula de ciudadanía') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "nits" ("empresa_id", "tipo_proveedor_cliente", "id_tipo_documento", "numero_documento", "tipo_contribuyente", "razon_social", "primer_nombre", "primer_apellido", "nombre")
SELECT "id", 'cliente', 13, '222222222222', 'natural', 'Consumidor final', 'Consumidor', 'Final', 'Consumidor final' FROM "empresas";
