CREATE TABLE "objetivos_ventas" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "objetivos_ventas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_sede" bigint NOT NULL,
	"objetivo_mensual" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objetivos_ventas_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "objetivos_ventas_sede_uq" UNIQUE("empresa_id","id_sede")
);
--> statement-breakpoint
ALTER TABLE "objetivos_ventas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "objetivos_ventas" ADD CONSTRAINT "objetivos_ventas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetivos_ventas" ADD CONSTRAINT "objetivos_ventas_id_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "objetivos_ventas_por_empresa" ON "objetivos_ventas" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "objetivos_ventas" FORCE ROW LEVEL SECURITY;
