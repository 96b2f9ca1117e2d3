CREATE TABLE "tiquetes" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tiquetes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_envio" bigint NOT NULL,
	"id_punto_impresion" bigint NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"impreso_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiquetes_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "tiquetes_envio_punto_uq" UNIQUE("empresa_id","id_envio","id_punto_impresion"),
	CONSTRAINT "tiquetes_estado" CHECK ("tiquetes"."estado" in ('pendiente', 'impreso', 'fallido')),
	CONSTRAINT "tiquetes_impreso" CHECK (("tiquetes"."estado" = 'impreso') = ("tiquetes"."impreso_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "tiquetes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "puntos_impresion" ADD COLUMN "modo_impresion" varchar(9) DEFAULT 'navegador' NOT NULL;--> statement-breakpoint
ALTER TABLE "puntos_impresion" ADD COLUMN "direccion_ip" varchar(253);--> statement-breakpoint
ALTER TABLE "puntos_impresion" ADD COLUMN "puerto" integer DEFAULT 9100 NOT NULL;--> statement-breakpoint
ALTER TABLE "tiquetes" ADD CONSTRAINT "tiquetes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiquetes" ADD CONSTRAINT "tiquetes_envio_fk" FOREIGN KEY ("empresa_id","id_envio") REFERENCES "public"."ordenes_envios"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiquetes" ADD CONSTRAINT "tiquetes_punto_fk" FOREIGN KEY ("empresa_id","id_punto_impresion") REFERENCES "public"."puntos_impresion"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tiquetes_estado_idx" ON "tiquetes" USING btree ("empresa_id","estado","created_at");--> statement-breakpoint
CREATE POLICY "tiquetes_por_empresa" ON "tiquetes" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));
--> statement-breakpoint
-- a mano
ALTER TABLE "tiquetes" FORCE ROW LEVEL SECURITY;
