CREATE TABLE "ventas_contexto" (
	"empresa_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ventas_contexto" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "ventas_contexto_por_empresa" ON "ventas_contexto" AS PERMISSIVE FOR ALL TO public USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage'))) WITH CHECK (empresa_id = nullif(current_setting('app.empresa_id', true), '')::bigint or (nullif(current_setting('app.empresa_id', true), '')::bigint is null and not pg_has_role('comanda_app', 'usage')));--> statement-breakpoint
-- a mano: the company's row takes the id of the last transaction that changed what a counter sale reads from the
-- cache; repeated rows of one transaction leave it as it is. Sales never write these tables.
ALTER TABLE "ventas_contexto" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON "ventas_contexto" FROM comanda_app;--> statement-breakpoint
CREATE FUNCTION ventas_contexto_cambio() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  empresa bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN empresa := OLD.empresa_id; ELSE empresa := NEW.empresa_id; END IF;
  IF empresa IS NULL THEN RETURN NULL; END IF;
  INSERT INTO ventas_contexto (empresa_id, version) VALUES (empresa, pg_current_xact_id()::text::bigint)
  ON CONFLICT (empresa_id) DO UPDATE SET version = excluded.version
  WHERE ventas_contexto.version <> excluded.version;
  RETURN NULL;
END
$f$;--> statement-breakpoint
CREATE TRIGGER ventas_contexto_productos AFTER INSERT OR UPDATE OR DELETE ON "productos" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_impuestos AFTER INSERT OR UPDATE OR DELETE ON "productos_impuestos" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_recetas AFTER INSERT OR UPDATE OR DELETE ON "productos_recetas" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_sedes AFTER INSERT OR UPDATE OR DELETE ON "sedes" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_nits AFTER INSERT OR UPDATE OR DELETE ON "nits" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_formas_pago AFTER INSERT OR UPDATE OR DELETE ON "formas_pago" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_configuraciones AFTER INSERT OR UPDATE OR DELETE ON "configuraciones" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_usuarios AFTER UPDATE OF nombre, apellido ON "usuarios" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();--> statement-breakpoint
CREATE TRIGGER ventas_contexto_webhooks AFTER INSERT OR UPDATE OR DELETE ON "webhooks" FOR EACH ROW EXECUTE FUNCTION ventas_contexto_cambio();
