CREATE TABLE "bloques_contingencia" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bloques_contingencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_sede" bigint NOT NULL,
	"id_rango" bigint NOT NULL,
	"dispositivo" varchar(36) NOT NULL,
	"desde" bigint NOT NULL,
	"hasta" bigint NOT NULL,
	"sin_usar_desde" bigint,
	"id_usuario" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"devuelto_at" timestamp with time zone,
	CONSTRAINT "bloques_contingencia_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "bloques_contingencia_desde_uq" UNIQUE("empresa_id","id_rango","desde"),
	CONSTRAINT "bloques_contingencia_rango" CHECK ("bloques_contingencia"."desde" > 0 and "bloques_contingencia"."hasta" >= "bloques_contingencia"."desde"),
	CONSTRAINT "bloques_contingencia_sin_usar" CHECK ("bloques_contingencia"."sin_usar_desde" is null or "bloques_contingencia"."sin_usar_desde" between "bloques_contingencia"."desde" and "bloques_contingencia"."hasta" + 1)
);
--> statement-breakpoint
ALTER TABLE "bloques_contingencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ventas_sin_conexion" (
	"empresa_id" bigint NOT NULL,
	"id_venta" bigint NOT NULL,
	"id_cuadre_caja" bigint NOT NULL,
	"dispositivo" varchar(36) NOT NULL,
	"id_bloque" bigint,
	"numero_contingencia" bigint,
	"hecha_en" timestamp with time zone NOT NULL,
	"recibida_en" timestamp with time zone DEFAULT now() NOT NULL,
	"tras_cierre" boolean DEFAULT false NOT NULL,
	"motivos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revisar" boolean DEFAULT false NOT NULL,
	"revisada_at" timestamp with time zone,
	"revisada_por" bigint,
	CONSTRAINT "ventas_sin_conexion_empresa_id_id_venta_pk" PRIMARY KEY("empresa_id","id_venta")
);
--> statement-breakpoint
ALTER TABLE "ventas_sin_conexion" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bloques_contingencia" ADD CONSTRAINT "bloques_contingencia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloques_contingencia" ADD CONSTRAINT "bloques_contingencia_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloques_contingencia" ADD CONSTRAINT "bloques_contingencia_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloques_contingencia" ADD CONSTRAINT "bloques_contingencia_rango_fk" FOREIGN KEY ("empresa_id","id_rango") REFERENCES "public"."rangos_dian"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_sin_conexion" ADD CONSTRAINT "ventas_sin_conexion_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_sin_conexion" ADD CONSTRAINT "ventas_sin_conexion_revisada_por_usuarios_id_fk" FOREIGN KEY ("revisada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_sin_conexion" ADD CONSTRAINT "ventas_sin_conexion_venta_fk" FOREIGN KEY ("empresa_id","id_venta") REFERENCES "public"."ventas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_sin_conexion" ADD CONSTRAINT "ventas_sin_conexion_caja_fk" FOREIGN KEY ("empresa_id","id_cuadre_caja") REFERENCES "public"."cuadres_caja"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_sin_conexion" ADD CONSTRAINT "ventas_sin_conexion_bloque_fk" FOREIGN KEY ("empresa_id","id_bloque") REFERENCES "public"."bloques_contingencia"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bloques_contingencia_dispositivo_idx" ON "bloques_contingencia" USING btree ("empresa_id","dispositivo");--> statement-breakpoint
CREATE INDEX "ventas_sin_conexion_revisar_idx" ON "ventas_sin_conexion" USING btree ("empresa_id","revisar","revisada_at");--> statement-breakpoint
CREATE POLICY "bloques_contingencia_por_empresa" ON "bloques_contingencia" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "ventas_sin_conexion_por_empresa" ON "ventas_sin_conexion" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
ALTER TABLE "bloques_contingencia" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventas_sin_conexion" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A block is returned, never deleted (its numbers were reported); an offline sale's record is reviewed, never deleted.
REVOKE DELETE, TRUNCATE ON "bloques_contingencia" FROM comanda_app;--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON "ventas_sin_conexion" FROM comanda_app;
