CREATE TABLE "captchas_usados" (
	"firma" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "empresas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(150) NOT NULL,
	"tipo_negocio" varchar(30) NOT NULL,
	"id_pais" integer NOT NULL,
	"tipo_documento" smallint,
	"documento" varchar(30) NOT NULL,
	"telefono" varchar(20) NOT NULL,
	"codigo_telefono" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"usuario_id" bigint NOT NULL,
	"empresa_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens_correo" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"proposito" varchar(20) NOT NULL,
	"usuario_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"empresa_id" bigint NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"apellido" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"telefono" varchar(20),
	"id_rol" smallint NOT NULL,
	"acceso_modulo_tag" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"email_verificado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "paises" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"codigo" varchar(2) NOT NULL,
	"codigo_telefono" varchar(20) NOT NULL,
	"hispanico" boolean DEFAULT false NOT NULL,
	CONSTRAINT "paises_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipos_documento" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"codigo_dian" varchar(4)
);
--> statement-breakpoint
CREATE TABLE "configuraciones" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "configuraciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"valor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuraciones_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "configuraciones_nombre_uq" UNIQUE("empresa_id","nombre")
);
--> statement-breakpoint
ALTER TABLE "configuraciones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "formas_pago" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "formas_pago_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(255),
	"id_sede" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formas_pago_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "formas_pago" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sedes" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sedes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"direccion" varchar(200),
	"principal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sedes_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "sedes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "suscripciones_empresa" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "suscripciones_empresa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"estado_periodo_pueba" smallint NOT NULL,
	"fecha_fin_periodo_prueba" date NOT NULL,
	"id_suscripcion" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suscripciones_empresa_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "suscripciones_empresa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "categorias" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "categorias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"id_categoria_padre" bigint,
	"icono" varchar(200),
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorias_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "categorias" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "logs_error_front" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "logs_error_front_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"usuario_id" bigint,
	"modulo" varchar(100),
	"componente" varchar(100),
	"mensaje" text,
	"detalle" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logs_error_front_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "logs_error_front" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "outbox" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tipo" varchar(50) NOT NULL,
	"payload" jsonb NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"disponible_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"procesado_at" timestamp with time zone,
	"ultimo_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_correo" ADD CONSTRAINT "tokens_correo_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuraciones" ADD CONSTRAINT "configuraciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formas_pago" ADD CONSTRAINT "formas_pago_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formas_pago" ADD CONSTRAINT "formas_pago_empresa_id_id_sede_sedes_empresa_id_id_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sedes" ADD CONSTRAINT "sedes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripciones_empresa" ADD CONSTRAINT "suscripciones_empresa_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_padre_fk" FOREIGN KEY ("empresa_id","id_categoria_padre") REFERENCES "public"."categorias"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs_error_front" ADD CONSTRAINT "logs_error_front_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tokens_correo_usuario_idx" ON "tokens_correo" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "usuarios_empresa_idx" ON "usuarios" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_nombre_uq" ON "categorias" USING btree ("empresa_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "categorias_padre_idx" ON "categorias" USING btree ("empresa_id","id_categoria_padre");--> statement-breakpoint
CREATE INDEX "outbox_pendientes_idx" ON "outbox" USING btree ("disponible_at") WHERE procesado_at is null;--> statement-breakpoint
CREATE POLICY "configuraciones_por_empresa" ON "configuraciones" AS PERMISSIVE FOR ALL TO "comanda_app" USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "formas_pago_por_empresa" ON "formas_pago" AS PERMISSIVE FOR ALL TO "comanda_app" USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sedes_por_empresa" ON "sedes" AS PERMISSIVE FOR ALL TO "comanda_app" USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "suscripciones_empresa_por_empresa" ON "suscripciones_empresa" AS PERMISSIVE FOR ALL TO "comanda_app" USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "categorias_por_empresa" ON "categorias" AS PERMISSIVE FOR ALL TO "comanda_app" USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "logs_error_front_por_empresa" ON "logs_error_front" AS PERMISSIVE FOR ALL TO "comanda_app" USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "outbox_por_empresa" ON "outbox" AS PERMISSIVE FOR ALL TO "comanda_app" USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint);