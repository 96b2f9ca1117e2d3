CREATE TABLE "actividades_economicas" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(4) NOT NULL,
	"nombre" varchar(255) NOT NULL,
	"nombre_plegado" varchar(255) GENERATED ALWAYS AS (translate(lower("nombre"), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED NOT NULL,
	CONSTRAINT "actividades_economicas_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "departamentos" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(2) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	CONSTRAINT "departamentos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(5) NOT NULL,
	"id_departamento" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	CONSTRAINT "municipios_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipos_identificacion_dian" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(2) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	CONSTRAINT "tipos_identificacion_dian_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_id_departamento_departamentos_id_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "municipios_departamento_idx" ON "municipios" USING btree ("id_departamento","nombre");--> statement-breakpoint
-- Hand-written: global reference tables, filled by the seed at start; comanda_app only reads them.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "actividades_economicas", "departamentos", "municipios", "tipos_identificacion_dian" FROM comanda_app;
