CREATE TABLE "documentos_dian" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "documentos_dian_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_venta" bigint NOT NULL,
	"id_rango" bigint NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"prefijo" varchar(4) DEFAULT '' NOT NULL,
	"numero" bigint NOT NULL,
	"cufe_cude" varchar(96),
	"xml" text,
	"estado" varchar(20) DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_dian_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "documentos_dian_numero_uq" UNIQUE("empresa_id","tipo","prefijo","numero"),
	CONSTRAINT "documentos_dian_tipo" CHECK ("documentos_dian"."tipo" in ('pos', 'factura', 'nota_credito', 'nota_ajuste')),
	CONSTRAINT "documentos_dian_estado" CHECK ("documentos_dian"."estado" in ('local', 'contingencia', 'enviado', 'aceptado', 'rechazado'))
);
--> statement-breakpoint
ALTER TABLE "documentos_dian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documentos_dian" ADD CONSTRAINT "documentos_dian_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_dian" ADD CONSTRAINT "documentos_dian_id_venta_fk" FOREIGN KEY ("empresa_id","id_venta") REFERENCES "public"."ventas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_dian" ADD CONSTRAINT "documentos_dian_id_rango_fk" FOREIGN KEY ("empresa_id","id_rango") REFERENCES "public"."rangos_dian"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_dian_venta_idx" ON "documentos_dian" USING btree ("empresa_id","id_venta");--> statement-breakpoint
CREATE POLICY "documentos_dian_por_empresa" ON "documentos_dian" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "documentos_dian" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- An issued document is never deleted: its number was taken before DIAN.
REVOKE DELETE, TRUNCATE ON "documentos_dian" FROM comanda_app;
