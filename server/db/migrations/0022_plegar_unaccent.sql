-- a mano (antes de lo generado)
-- One accent fold for the whole database (issue 5): `plegar(text)`, lower case through `unaccent`, wrapped in an
-- IMMUTABLE SQL function as generated columns and indexes require (unaccent itself is STABLE: its dictionary could
-- change; ours is the extension's own, fixed). Where the extension cannot be installed the same function folds the
-- Spanish and Portuguese letters with translate(), so the schema is the same everywhere.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'unaccent') THEN
    CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'unaccent no disponible: plegar() usa translate()';
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
    EXECUTE $f$CREATE OR REPLACE FUNCTION public.plegar(texto text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS 'SELECT public.unaccent(''public.unaccent''::regdictionary, lower(texto))'$f$;
  ELSE
    EXECUTE $f$CREATE OR REPLACE FUNCTION public.plegar(texto text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS 'SELECT translate(lower(texto), ''ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç'', ''aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'')'$f$;
  END IF;
END
$$;
--> statement-breakpoint
ALTER TABLE "actividades_economicas" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "actividades_economicas" ADD COLUMN "nombre_plegado" varchar(255) GENERATED ALWAYS AS (plegar("nombre")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categorias" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "categorias" ADD COLUMN "nombre_plegado" varchar(100) GENERATED ALWAYS AS (plegar("nombre")) STORED;--> statement-breakpoint
ALTER TABLE "formas_pago" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "formas_pago" ADD COLUMN "nombre_plegado" varchar(100) GENERATED ALWAYS AS (plegar("nombre")) STORED;--> statement-breakpoint
ALTER TABLE "mesas" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "mesas" ADD COLUMN "nombre_plegado" varchar(50) GENERATED ALWAYS AS (plegar("nombre")) STORED;--> statement-breakpoint
ALTER TABLE "mesas" drop column "ubicacion_plegado";--> statement-breakpoint
ALTER TABLE "mesas" ADD COLUMN "ubicacion_plegado" varchar(50) GENERATED ALWAYS AS (plegar("ubicacion")) STORED;--> statement-breakpoint
ALTER TABLE "nits" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "nits" ADD COLUMN "nombre_plegado" varchar(255) GENERATED ALWAYS AS (plegar("nombre")) STORED;--> statement-breakpoint
ALTER TABLE "nits" drop column "numero_documento_plegado";--> statement-breakpoint
ALTER TABLE "nits" ADD COLUMN "numero_documento_plegado" varchar(20) GENERATED ALWAYS AS (plegar("numero_documento")) STORED;--> statement-breakpoint
ALTER TABLE "nits" drop column "nombre_comercial_plegado";--> statement-breakpoint
ALTER TABLE "nits" ADD COLUMN "nombre_comercial_plegado" varchar(200) GENERATED ALWAYS AS (plegar("nombre_comercial")) STORED;--> statement-breakpoint
ALTER TABLE "productos" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "nombre_plegado" varchar(150) GENERATED ALWAYS AS (plegar("nombre")) STORED;--> statement-breakpoint
ALTER TABLE "productos" drop column "codigo_plegado";--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "codigo_plegado" varchar(50) GENERATED ALWAYS AS (plegar("codigo")) STORED;--> statement-breakpoint
ALTER TABLE "productos_impuestos" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "productos_impuestos" ADD COLUMN "nombre_plegado" varchar(100) GENERATED ALWAYS AS (plegar("nombre")) STORED;--> statement-breakpoint
ALTER TABLE "puntos_impresion" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "puntos_impresion" ADD COLUMN "nombre_plegado" varchar(100) GENERATED ALWAYS AS (plegar("nombre")) STORED;--> statement-breakpoint
ALTER TABLE "tipos_gastos" drop column "nombre_plegado";--> statement-breakpoint
ALTER TABLE "tipos_gastos" ADD COLUMN "nombre_plegado" varchar(100) GENERATED ALWAYS AS (plegar("nombre")) STORED;
--> statement-breakpoint
-- a mano
-- The folded columns were dropped and added again with the new expression (PostgreSQL 15 cannot change a generated
-- column's expression in place); their indexes went with them and come back here as migrations 0005–0015 made them.
CREATE INDEX "categorias_nombre_plegado_idx" ON "categorias" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "formas_pago_nombre_plegado_idx" ON "formas_pago" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "mesas_nombre_plegado_idx" ON "mesas" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "nits_nombre_plegado_idx" ON "nits" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "productos_impuestos_nombre_plegado_idx" ON "productos_impuestos" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "productos_nombre_plegado_idx" ON "productos" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "puntos_impresion_nombre_plegado_idx" ON "puntos_impresion" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
CREATE INDEX "tipos_gastos_nombre_plegado_idx" ON "tipos_gastos" USING btree ("empresa_id","nombre_plegado","nombre","id");--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "productos_nombre_plegado_trgm_idx" ON "productos" USING gin ("nombre_plegado" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "productos_codigo_plegado_trgm_idx" ON "productos" USING gin ("codigo_plegado" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "nits_nombre_plegado_trgm_idx" ON "nits" USING gin ("nombre_plegado" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "nits_numero_documento_plegado_trgm_idx" ON "nits" USING gin ("numero_documento_plegado" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "nits_nombre_comercial_plegado_trgm_idx" ON "nits" USING gin ("nombre_comercial_plegado" gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END
$$;
