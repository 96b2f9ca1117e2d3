CREATE TABLE "ajustes_inventario" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ajustes_inventario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_sede" bigint NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"motivo" varchar(20),
	"observaciones" varchar(500),
	"idempotencia" varchar(100) NOT NULL,
	"id_usuario" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ajustes_inventario_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ajustes_inventario_idempotencia_uq" UNIQUE("empresa_id","idempotencia"),
	CONSTRAINT "ajustes_inventario_tipo" CHECK (tipo in ('conteo', 'entrada', 'salida')),
	CONSTRAINT "ajustes_inventario_motivo" CHECK ((tipo = 'conteo' and motivo is null) or (tipo <> 'conteo' and motivo in ('merma', 'dano', 'consumo_interno', 'correccion')))
);
--> statement-breakpoint
ALTER TABLE "ajustes_inventario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ajustes_inventario_detalle" (
	"empresa_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ajustes_inventario_detalle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_ajuste" bigint NOT NULL,
	"id_producto" bigint NOT NULL,
	"contado" numeric(14, 3),
	"antes" numeric(14, 3) NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"despues" numeric(14, 3) NOT NULL,
	"costo_unitario" numeric(14, 2),
	CONSTRAINT "ajustes_inventario_detalle_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ajustes_inventario_detalle_cuadra" CHECK ("ajustes_inventario_detalle"."despues" = "ajustes_inventario_detalle"."antes" + "ajustes_inventario_detalle"."cantidad")
);
--> statement-breakpoint
ALTER TABLE "ajustes_inventario_detalle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ajustes_inventario" ADD CONSTRAINT "ajustes_inventario_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajustes_inventario" ADD CONSTRAINT "ajustes_inventario_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajustes_inventario" ADD CONSTRAINT "ajustes_inventario_sede_fk" FOREIGN KEY ("empresa_id","id_sede") REFERENCES "public"."sedes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajustes_inventario_detalle" ADD CONSTRAINT "ajustes_inventario_detalle_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajustes_inventario_detalle" ADD CONSTRAINT "ajustes_inventario_detalle_ajuste_fk" FOREIGN KEY ("empresa_id","id_ajuste") REFERENCES "public"."ajustes_inventario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajustes_inventario_detalle" ADD CONSTRAINT "ajustes_inventario_detalle_producto_fk" FOREIGN KEY ("empresa_id","id_producto") REFERENCES "public"."productos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ajustes_inventario_fecha_idx" ON "ajustes_inventario" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "ajustes_inventario_detalle_ajuste_idx" ON "ajustes_inventario_detalle" USING btree ("empresa_id","id_ajuste");--> statement-breakpoint
CREATE POLICY "ajustes_inventario_por_empresa" ON "ajustes_inventario" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
CREATE POLICY "ajustes_inventario_detalle_por_empresa" ON "ajustes_inventario_detalle" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));
--> statement-breakpoint
-- a mano: company tables bind their owner too; an adjustment is never changed nor deleted (another adjustment
-- corrects it), so the tenant role may only insert and read them.
ALTER TABLE "ajustes_inventario" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ajustes_inventario_detalle" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "ajustes_inventario", "ajustes_inventario_detalle" FROM comanda_app;
