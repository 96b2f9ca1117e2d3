CREATE TABLE "webhooks" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"url" varchar(500) NOT NULL,
	"eventos" jsonb NOT NULL,
	"descripcion" varchar(200),
	"secreto" text NOT NULL,
	"estado" varchar(20) DEFAULT 'activo' NOT NULL,
	"fallos_consecutivos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "webhooks_estado" CHECK ("webhooks"."estado" in ('activo', 'deshabilitado'))
);
--> statement-breakpoint
ALTER TABLE "webhooks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "webhooks_entregas" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhooks_entregas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_webhook" bigint NOT NULL,
	"id_evento" varchar(60) NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"cuerpo" text NOT NULL,
	"estado" varchar(20) NOT NULL,
	"intento" integer NOT NULL,
	"latencia_ms" integer,
	"codigo_respuesta" integer,
	"error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_entregas_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "webhooks_entregas_estado" CHECK ("webhooks_entregas"."estado" in ('exitosa', 'fallida'))
);
--> statement-breakpoint
ALTER TABLE "webhooks_entregas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks_entregas" ADD CONSTRAINT "webhooks_entregas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks_entregas" ADD CONSTRAINT "webhooks_entregas_webhook_fk" FOREIGN KEY ("empresa_id","id_webhook") REFERENCES "public"."webhooks"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhooks_entregas_webhook_idx" ON "webhooks_entregas" USING btree ("empresa_id","id_webhook","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "webhooks_por_empresa" ON "webhooks" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "webhooks_entregas_por_empresa" ON "webhooks_entregas" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano
ALTER TABLE "webhooks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhooks_entregas" FORCE ROW LEVEL SECURITY;
