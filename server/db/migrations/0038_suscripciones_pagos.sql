CREATE TABLE "cobros_suscripcion" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cobros_suscripcion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"referencia" varchar(100) NOT NULL,
	"id_suscripcion" bigint NOT NULL,
	"id_usuario" bigint,
	"monto" numeric(14, 2) NOT NULL,
	"moneda" varchar(3) DEFAULT 'COP' NOT NULL,
	"periodo_inicio" date NOT NULL,
	"periodo_fin" date NOT NULL,
	"pasarela" varchar(10) NOT NULL,
	"id_transaccion" varchar(100),
	"estado" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"mensaje" varchar(300),
	"intento" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobros_suscripcion_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "cobros_suscripcion_referencia" UNIQUE("empresa_id","referencia"),
	CONSTRAINT "cobros_suscripcion_estado" CHECK ("cobros_suscripcion"."estado" in ('APPROVED', 'PENDING', 'DECLINED', 'VOIDED', 'ERROR')),
	CONSTRAINT "cobros_suscripcion_monto" CHECK ("cobros_suscripcion"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "cobros_suscripcion" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "eventos_pago" (
	"empresa_id" bigint NOT NULL,
	"id_transaccion" varchar(100) NOT NULL,
	"estado" varchar(10) NOT NULL,
	"recibido_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_pago_empresa_id_id_transaccion_estado_pk" PRIMARY KEY("empresa_id","id_transaccion","estado")
);
--> statement-breakpoint
ALTER TABLE "eventos_pago" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "suscripciones" (
	"id" bigint PRIMARY KEY NOT NULL,
	"id_padre" bigint,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"moneda" varchar(3) DEFAULT 'COP' NOT NULL,
	"periodo_meses" smallint DEFAULT 1 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "suscripciones_precio" CHECK ("suscripciones"."precio" > 0),
	CONSTRAINT "suscripciones_moneda" CHECK ("suscripciones"."moneda" = 'COP'),
	CONSTRAINT "suscripciones_periodo" CHECK ("suscripciones"."periodo_meses" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "tarjetas_empresa" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tarjetas_empresa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_usuario" bigint NOT NULL,
	"pasarela" varchar(10) NOT NULL,
	"fuente_pago" varchar(100) NOT NULL,
	"franquicia" varchar(20) NOT NULL,
	"ultimos_digitos" varchar(4) NOT NULL,
	"mes_expiracion" smallint NOT NULL,
	"anio_expiracion" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarjetas_empresa_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "tarjetas_empresa_una" UNIQUE("empresa_id"),
	CONSTRAINT "tarjetas_empresa_ultimos" CHECK ("tarjetas_empresa"."ultimos_digitos" ~ '^[0-9]{4}$'),
	CONSTRAINT "tarjetas_empresa_mes" CHECK ("tarjetas_empresa"."mes_expiracion" between 1 and 12),
	CONSTRAINT "tarjetas_empresa_anio" CHECK ("tarjetas_empresa"."anio_expiracion" between 2000 and 2099),
	CONSTRAINT "tarjetas_empresa_pasarela" CHECK ("tarjetas_empresa"."pasarela" in ('wompi', 'payu', 'sandbox'))
);
--> statement-breakpoint
ALTER TABLE "tarjetas_empresa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "suscripciones_empresa" ADD COLUMN "estado" varchar(20) DEFAULT 'prueba' NOT NULL;--> statement-breakpoint
ALTER TABLE "suscripciones_empresa" ADD COLUMN "periodo_inicio" date;--> statement-breakpoint
ALTER TABLE "suscripciones_empresa" ADD COLUMN "periodo_fin" date;--> statement-breakpoint
ALTER TABLE "cobros_suscripcion" ADD CONSTRAINT "cobros_suscripcion_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_pago" ADD CONSTRAINT "eventos_pago_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjetas_empresa" ADD CONSTRAINT "tarjetas_empresa_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cobros_suscripcion_transaccion" ON "cobros_suscripcion" USING btree ("id_transaccion");--> statement-breakpoint
ALTER TABLE "suscripciones_empresa" ADD CONSTRAINT "suscripciones_empresa_estado" CHECK ("suscripciones_empresa"."estado" in ('prueba', 'activa', 'pendiente', 'gratis'));--> statement-breakpoint
CREATE POLICY "cobros_suscripcion_por_empresa" ON "cobros_suscripcion" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "eventos_pago_por_empresa" ON "eventos_pago" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "tarjetas_empresa_por_empresa" ON "tarjetas_empresa" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
ALTER TABLE "cobros_suscripcion" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "eventos_pago" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tarjetas_empresa" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "suscripciones" FROM comanda_app;--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "eventos_pago" FROM comanda_app;--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON "cobros_suscripcion" FROM comanda_app;--> statement-breakpoint
UPDATE "suscripciones_empresa" SET "estado" = CASE WHEN "estado_periodo_pueba" = 1 THEN 'prueba' WHEN "id_suscripcion" IS NULL THEN 'gratis' ELSE 'activa' END;--> statement-breakpoint
INSERT INTO "suscripciones" ("id", "id_padre", "nombre", "descripcion", "precio", "moneda", "periodo_meses") VALUES
  (1, NULL, 'Emprendedor', 'Una sede, hasta 3 usuarios y productos ilimitados.', 49900.00, 'COP', 1),
  (2, NULL, 'Negocio', 'Hasta 3 sedes, 10 usuarios y productos ilimitados.', 99900.00, 'COP', 1),
  (3, 2, 'Negocio anual', 'El plan Negocio pagado por 12 meses.', 999000.00, 'COP', 12);
