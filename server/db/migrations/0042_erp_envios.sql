CREATE TABLE "erp_envios" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "erp_envios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"modulo" varchar(20) NOT NULL,
	"id_documento" bigint NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"erp_id" varchar(50),
	"cufe_cude" varchar(120),
	"paso_fallido" varchar(10),
	"error" varchar(500),
	"intentos" integer DEFAULT 0 NOT NULL,
	"contingencia" boolean DEFAULT false NOT NULL,
	"ambiente" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_at" timestamp with time zone,
	"validado_at" timestamp with time zone,
	CONSTRAINT "erp_envios_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "erp_envios_documento_uq" UNIQUE("empresa_id","modulo","id_documento"),
	CONSTRAINT "erp_envios_modulo" CHECK ("erp_envios"."modulo" in ('sale', 'purchase', 'expense', 'canceledSale', 'canceledPurchase', 'canceledExpense', 'cuadreCaja')),
	CONSTRAINT "erp_envios_estado" CHECK ("erp_envios"."estado" in ('pendiente', 'enviado', 'validado', 'fallido')),
	CONSTRAINT "erp_envios_paso" CHECK ("erp_envios"."paso_fallido" is null or "erp_envios"."paso_fallido" in ('erp', 'dian')),
	CONSTRAINT "erp_envios_enviado" CHECK ("erp_envios"."estado" not in ('enviado', 'validado') or "erp_envios"."erp_id" is not null),
	CONSTRAINT "erp_envios_validado" CHECK ("erp_envios"."estado" <> 'validado' or "erp_envios"."cufe_cude" is not null)
);
--> statement-breakpoint
ALTER TABLE "erp_envios" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "id_begranda" varchar(50);--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "cufe_cude" varchar(120);--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "id_begranda_anulado" varchar(50);--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "cude_anulado" varchar(120);--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "cufe_cude" varchar(120);--> statement-breakpoint
ALTER TABLE "gastos" ADD COLUMN "cufe_cude" varchar(120);--> statement-breakpoint
ALTER TABLE "erp_envios" ADD CONSTRAINT "erp_envios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_envios_pendientes_idx" ON "erp_envios" USING btree ("empresa_id","created_at") WHERE "erp_envios"."estado" <> 'validado';--> statement-breakpoint
CREATE POLICY "erp_envios_por_empresa" ON "erp_envios" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "erp_envios" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A document's way to the ERP is its record: never deleted.
REVOKE DELETE, TRUNCATE ON "erp_envios" FROM comanda_app;
