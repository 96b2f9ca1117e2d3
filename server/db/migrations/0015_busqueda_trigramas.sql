-- a mano
-- Catalogue search (`<campo>_plegado LIKE '%…%'`) through trigram GIN indexes where pg_trgm can be installed
-- (PostgreSQL with the contrib package; PGlite loads it in server/db/client.ts). Elsewhere nothing is created and
-- the search stays the LIKE over the company's rows it always was. fastupdate off: no pending list to grow where
-- no autovacuum empties it (PGlite); each insert updates the index at once.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "productos_nombre_plegado_trgm_idx" ON "productos" USING gin ("nombre_plegado" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "productos_codigo_plegado_trgm_idx" ON "productos" USING gin ("codigo_plegado" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "nits_nombre_plegado_trgm_idx" ON "nits" USING gin ("nombre_plegado" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "nits_numero_documento_plegado_trgm_idx" ON "nits" USING gin ("numero_documento_plegado" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "nits_nombre_comercial_plegado_trgm_idx" ON "nits" USING gin ("nombre_comercial_plegado" gin_trgm_ops) WITH (fastupdate = off);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm no disponible: la búsqueda sigue sin índice de trigramas';
END
$$;
