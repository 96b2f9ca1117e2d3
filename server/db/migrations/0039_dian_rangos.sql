CREATE TABLE "rangos_dian" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rangos_dian_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tipo" varchar(20) NOT NULL,
	"resolucion" varchar(30) NOT NULL,
	"fecha_resolucion" date NOT NULL,
	"prefijo" varchar(4) DEFAULT '' NOT NULL,
	"desde" bigint NOT NULL,
	"hasta" bigint NOT NULL,
	"siguiente" bigint NOT NULL,
	"vigencia_desde" date NOT NULL,
	"vigencia_hasta" date NOT NULL,
	"clave_tecnica" varchar(100),
	"ambiente" smallint NOT NULL,
	"id_software" varchar(100) NOT NULL,
	"pin_software" varchar(100) NOT NULL,
	"id_sede" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rangos_dian_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "rangos_dian_tipo" CHECK ("rangos_dian"."tipo" in ('pos', 'factura', 'nota_credito', 'nota_ajuste')),
	CONSTRAINT "rangos_dian_prefijo" CHECK ("rangos_dian"."prefijo" ~ '^[A-Z0-9]{0,4}$'),
	CONSTRAINT "rangos_dian_rango" CHECK ("rangos_dian"."desde" > 0 and "rangos_dian"."hasta" >= "rangos_dian"."desde"),
	CONSTRAINT "rangos_dian_siguiente" CHECK ("rangos_dian"."siguiente" between "rangos_dian"."desde" and "rangos_dian"."hasta" + 1),
	CONSTRAINT "rangos_dian_vigencia" CHECK ("rangos_dian"."vigencia_hasta" >= "rangos_dian"."vigencia_desde"),
	CONSTRAINT "rangos_dian_ambiente" CHECK ("rangos_dian"."ambiente" in (1, 2)),
	CONSTRAINT "rangos_dian_sede_pos" CHECK ("rangos_dian"."tipo" <> 'pos' or "rangos_dian"."id_sede" is not null),
	CONSTRAINT "rangos_dian_clave_factura" CHECK ("rangos_dian"."tipo" <> 'factura' or "rangos_dian"."clave_tecnica" is not null)
);
--> statement-breakpoint
ALTER TABLE "rangos_dian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rangos_dian" ADD CONSTRAINT "rangos_dian_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rangos_dian" ADD CONSTRAINT "rangos_dian_id_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rangos_dian_tipo_sede_idx" ON "rangos_dian" USING btree ("empresa_id","tipo","id_sede");--> statement-breakpoint
CREATE POLICY "rangos_dian_por_empresa" ON "rangos_dian" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "rangos_dian" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A range is never deleted: the documents that took its numbers name it.
REVOKE DELETE, TRUNCATE ON "rangos_dian" FROM comanda_app;
