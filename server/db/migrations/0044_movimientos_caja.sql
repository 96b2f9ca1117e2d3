CREATE TABLE "movimientos_caja" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "movimientos_caja_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_cuadre_caja" bigint NOT NULL,
	"id_forma_pago" bigint NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"motivo" varchar(200) NOT NULL,
	"idempotencia" varchar(100) NOT NULL,
	"huella" varchar(43),
	"id_usuario" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimientos_caja_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "movimientos_caja_idempotencia_uq" UNIQUE("empresa_id","idempotencia"),
	CONSTRAINT "movimientos_caja_tipo" CHECK ("movimientos_caja"."tipo" in ('entrada', 'salida')),
	CONSTRAINT "movimientos_caja_valor" CHECK ("movimientos_caja"."valor" > 0)
);
--> statement-breakpoint
ALTER TABLE "movimientos_caja" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ADD COLUMN "entradas" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ADD COLUMN "salidas" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_cuadre_fk" FOREIGN KEY ("empresa_id","id_cuadre_caja") REFERENCES "public"."cuadres_caja"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_forma_fk" FOREIGN KEY ("empresa_id","id_forma_pago") REFERENCES "public"."formas_pago"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimientos_caja_cuadre_idx" ON "movimientos_caja" USING btree ("empresa_id","id_cuadre_caja");--> statement-breakpoint
CREATE POLICY "movimientos_caja_por_empresa" ON "movimientos_caja" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
ALTER TABLE "movimientos_caja" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Never changed nor deleted: a wrong movement is corrected by the opposite one.
REVOKE UPDATE, DELETE, TRUNCATE ON "movimientos_caja" FROM comanda_app;
