CREATE TABLE "gastos" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "gastos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_sede" bigint NOT NULL,
	"id_forma_pago" bigint NOT NULL,
	"numero_factura" varchar(50),
	"fecha" date NOT NULL,
	"id_tipo_gasto" bigint NOT NULL,
	"concepto_gasto" varchar(500) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"id_nit" bigint,
	"id_cuadre_caja" bigint,
	"estado" varchar(20) DEFAULT 'registrado' NOT NULL,
	"id_usuario" bigint NOT NULL,
	"anulado_por" bigint,
	"anulado_at" timestamp with time zone,
	"motivo_anulacion" varchar(200),
	"id_begranda" varchar(50),
	"id_begranda_anulado" varchar(50),
	"cude_anulado" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gastos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "gastos_estado" CHECK ("gastos"."estado" in ('registrado', 'anulado')),
	CONSTRAINT "gastos_montos" CHECK ("gastos"."subtotal" >= 0 and "gastos"."impuesto" >= 0 and "gastos"."total" = "gastos"."subtotal" + "gastos"."impuesto"),
	CONSTRAINT "gastos_anulado" CHECK (("gastos"."estado" = 'anulado') = ("gastos"."anulado_at" is not null and "gastos"."anulado_por" is not null))
);
--> statement-breakpoint
ALTER TABLE "gastos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "id_cuadre_caja" bigint;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_forma_fk" FOREIGN KEY ("empresa_id","id_forma_pago") REFERENCES "public"."formas_pago"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_tipo_fk" FOREIGN KEY ("empresa_id","id_tipo_gasto") REFERENCES "public"."tipos_gastos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_nit_fk" FOREIGN KEY ("empresa_id","id_nit") REFERENCES "public"."nits"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_cuadre_fk" FOREIGN KEY ("empresa_id","id_cuadre_caja") REFERENCES "public"."cuadres_caja"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gastos_fecha_idx" ON "gastos" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE INDEX "gastos_cuadre_idx" ON "gastos" USING btree ("empresa_id","id_cuadre_caja");--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_cuadre_fk" FOREIGN KEY ("empresa_id","id_cuadre_caja") REFERENCES "public"."cuadres_caja"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compras_cuadre_idx" ON "compras" USING btree ("empresa_id","id_cuadre_caja");--> statement-breakpoint
CREATE POLICY "gastos_por_empresa" ON "gastos" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));
--> statement-breakpoint
-- a mano: company tables bind their owner too; expenses are never deleted (cancelling marks them), so the
-- tenant role may not delete them.
ALTER TABLE "gastos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON "gastos" FROM comanda_app;
