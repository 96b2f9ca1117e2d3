ALTER TABLE "ordenes_envios" ADD COLUMN "huella" varchar(43);--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "huella" varchar(43);--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "huella" varchar(43);--> statement-breakpoint
ALTER TABLE "ajustes_inventario" ADD COLUMN "huella" varchar(43);--> statement-breakpoint
-- The sign-in module's role (server/db/runtime-role.ts logs in as a NOINHERIT member of it): the account tables
-- and nothing else. Roles are cluster-wide, so creating it twice is not an error.
DO $$
BEGIN
  CREATE ROLE comanda_sesion NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO comanda_sesion;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "usuarios", "sesiones", "tokens_correo", "captchas_usados" TO comanda_sesion;
--> statement-breakpoint
-- A company is created at sign-up and never deleted.
GRANT SELECT, INSERT, UPDATE ON "empresas" TO comanda_sesion;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "empresas_id_seq", "usuarios_id_seq" TO comanda_sesion;
--> statement-breakpoint
-- What sign-up checks its input against.
GRANT SELECT ON "paises", "tipos_documento" TO comanda_sesion;
--> statement-breakpoint
CREATE POLICY "empresas_sesion" ON "empresas" AS PERMISSIVE FOR ALL TO "comanda_sesion" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "usuarios_sesion" ON "usuarios" AS PERMISSIVE FOR ALL TO "comanda_sesion" USING (true) WITH CHECK (true);